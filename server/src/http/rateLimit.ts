import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../context.js';
import { ApiError } from './errors.js';

export interface RouteRateLimit {
  /** Requests per window per client. */
  max: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route's own budget, counted apart from every other route. (`rateLimit: false`, @fastify/rate-limit's own
     * setting, exempts a route: the health check.)
     */
    routeRateLimit?: RouteRateLimit;
  }
}

/** Clients remembered per API process without Redis; beyond it the least recently seen is forgotten. */
const MAX_CLIENTS = 10_000;
const WINDOW_MS = 60_000;
/** docs/product.md §7: an IPv6 customer usually holds a whole /64, so the /64 is the client. */
const IPV6_CLIENT_PREFIX = 64;
/** A Redis that does not answer within this is treated as down for that request (fail open, below). */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for Redis before serving anyway (the client keeps reconnecting). */
const REDIS_CONNECT_WAIT_MS = 3_000;

/**
 * Who a request counts as: the client address Fastify derived under TRUST_PROXY (only the listed proxies may name
 * it in X-Forwarded-For), an IPv6 address reduced to its /64 and an IPv4-mapped IPv6 address to the IPv4 one.
 */
export function clientKey(ip: string): string {
  return normalizeIP(ip, IPV6_CLIENT_PREFIX);
}

/**
 * The counter a request goes to: the route's own (GET and HEAD together, as a HEAD runs the GET handler) or the
 * budget shared by every other /api route.
 */
function bucketOf(request: FastifyRequest): string {
  if (request.routeOptions.config.routeRateLimit === undefined) return 'api';
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return `${method} ${request.routeOptions.url ?? ''}`;
}

/** The API keys' own budget (docs/product.md §12.2): per key, whoever calls with it. */
export interface ApiKeyBudget {
  /** API_KEY_RATE_LIMIT: requests a minute per key. */
  perMinute: number;
  /**
   * The counter of a request made with a key known to be valid (apiKeys/keyService.ts `budgetOf`, from the header
   * alone), or null: any other request, a made-up key's too, counts by client address.
   */
  counterOf(request: FastifyRequest): string | null;
}

export interface RateLimitOptions {
  /** API_RATE_LIMIT: requests a minute per client across the routes without a budget of their own. */
  perMinute: number;
  /** REDIS_URL: counters shared by every API copy; null: counted in this process. */
  redisUrl: string | null;
  log: FastifyBaseLogger;
  apiKeys?: ApiKeyBudget;
}

/**
 * A Redis connection for the shared counters. A command never waits for a lost connection (no offline queue) and
 * gives up after REDIS_COMMAND_TIMEOUT_MS, so a Redis that is down delays no request; one warning per outage.
 */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<{ redis: Redis; close(): void }> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_WAIT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  let stopping = false;
  const wentDown = (reason: string) => {
    if (down) return;
    down = true;
    log.warn(
      { reason },
      'Redis unreachable: rate limits are not enforced until it answers again (fail open)',
    );
  };
  redis.on('error', (error: Error) => wentDown(error.message));
  // A lost connection fails every command at once (no offline queue) before any reconnect attempt errs.
  redis.on('close', () => {
    if (!stopping) wentDown('connection closed');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis answers again: rate limits are enforced');
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    redis,
    close() {
      stopping = true;
      redis.disconnect();
    },
  };
}

/**
 * Rate limits (@fastify/rate-limit) for every route registered in `api` after this call: API_RATE_LIMIT requests a
 * minute per client across the API, or a route's own `config.routeRateLimit` budget instead, or for a call made with
 * a known API key API_KEY_RATE_LIMIT a minute for that key (`apiKeys`); fixed windows. With
 * REDIS_URL the counters live in Redis, so several API copies share them (docs/product.md §2); without it, in this
 * process. When Redis cannot be reached requests go through uncounted (skipOnError): an outage of the limiter
 * must not take the API down with it, and the log says it.
 *
 * The counters go out with a 429 only: on other answers they are bytes every call carries that the SPA cannot even
 * read (CORS exposes Retry-After and X-Request-Id only).
 */
export async function limitRequests(api: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const shared = options.redisUrl === null ? null : await connectRedis(options.redisUrl, options.log);
  if (shared !== null) api.addHook('onClose', () => shared.close());
  const budgetOf = (request: FastifyRequest) => request.routeOptions.config.routeRateLimit;
  const keys = options.apiKeys;
  await api.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    max: (request, counter) =>
      keys !== undefined && counter.startsWith('key|')
        ? keys.perMinute
        : (budgetOf(request)?.max ?? options.perMinute),
    timeWindow: (request, counter) =>
      counter.startsWith('key|') ? WINDOW_MS : (budgetOf(request)?.windowMs ?? WINDOW_MS),
    keyGenerator: (request) => keys?.counterOf(request) ?? `${bucketOf(request)}|${clientKey(request.ip)}`,
    cache: MAX_CLIENTS,
    ...(shared === null ? {} : { redis: shared.redis, nameSpace: 'overdive:rate-limit:' }),
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ApiError(429, `Too many requests; retry in ${seconds} s`);
    },
  });
}

/**
 * The stricter per-route limit of the auth endpoints and the public order and pay endpoints: AUTH_RATE_LIMIT
 * requests per minute per client, counted per route.
 */
export function strictRateLimit(ctx: AppContext): FastifyContextConfig {
  return { routeRateLimit: { max: ctx.config.authRateLimit, windowMs: WINDOW_MS } };
}
