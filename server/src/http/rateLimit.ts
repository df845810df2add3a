import type { FastifyContextConfig, FastifyInstance, onRequestHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import { ApiError } from './errors.js';
import { withHook } from './routeHooks.js';

export interface RouteRateLimit {
  /** Requests per window per client IP. */
  max: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own budget, counted apart from every other route; false for none (the health check). */
    rateLimit?: RouteRateLimit | false;
  }
}

/** Clients remembered per limiter at most; beyond it the one whose window started first is forgotten. */
const MAX_CLIENTS = 10_000;

interface Window {
  count: number;
  endsAt: number;
}

/**
 * A fixed window per client: `max` requests from the window's first one on, then 429 until it ends. Counters live
 * in this process's memory, so with several copies each counts on its own (issue 2, issue 6).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxClients = MAX_CLIENTS,
  ) {}

  /** Counts a request; the ms until the client may call again when it is over the limit, otherwise 0. */
  take(client: string, now = Date.now()): number {
    let window = this.windows.get(client);
    if (window === undefined || window.endsAt <= now) {
      // A new window goes to the end of the Map's order, so the first entry is always the oldest window.
      if (window !== undefined) this.windows.delete(client);
      else if (this.windows.size >= this.maxClients) this.forgetOldest();
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(client, window);
    }
    window.count += 1;
    return window.count > this.max ? window.endsAt - now : 0;
  }

  private forgetOldest(): void {
    const oldest = this.windows.keys().next();
    if (oldest.done !== true) this.windows.delete(oldest.value);
  }
}

function limitHook(limiter: FixedWindowLimiter): onRequestHookHandler {
  // A callback hook, not an async one: it runs on every call (issue 5).
  return (request, _reply, done) => {
    const waitMs = limiter.take(request.ip);
    if (waitMs === 0) {
      done();
      return;
    }
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    done(
      new ApiError(429, `Too many requests; retry in ${seconds} s`, undefined, {
        'retry-after': String(seconds),
        'x-ratelimit-limit': String(limiter.max),
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(seconds),
      }),
    );
  };
}

/**
 * Rate limits for every route registered in `api` after this call: API_RATE_LIMIT requests a minute per client IP
 * across the API, or a route's own `config.rateLimit` budget instead. The counters go out with a 429 only: on other
 * answers they are bytes every call carries that the SPA cannot even read (CORS exposes Retry-After and
 * X-Request-Id only).
 */
export function limitRequests(api: FastifyInstance, perMinute: number): void {
  const shared = limitHook(new FixedWindowLimiter(perMinute, 60_000));
  // A route's own budget is shared by its methods, HEAD counting as GET (Fastify adds a HEAD route to every GET).
  const perRoute = new Map<string, onRequestHookHandler>();
  api.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    let hook = shared;
    if (own !== undefined) {
      const methods = [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
      const key = `${[...new Set(methods)].sort().join(',')} ${route.url}`;
      hook = perRoute.get(key) ?? limitHook(new FixedWindowLimiter(own.max, own.windowMs));
      perRoute.set(key, hook);
    }
    route.onRequest = withHook(route.onRequest, hook);
  });
}

/**
 * The stricter per-route limit of the auth endpoints and the public order and pay endpoints (issue 2, issue 6):
 * AUTH_RATE_LIMIT requests per minute per client IP, counted per route.
 */
export function strictRateLimit(ctx: AppContext): FastifyContextConfig {
  return { rateLimit: { max: ctx.config.authRateLimit, windowMs: 60_000 } };
}
