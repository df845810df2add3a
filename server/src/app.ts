import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { authRoutes } from './auth/routes.js';
import { TokenService } from './auth/tokens.js';
import { ReadCache } from './cache/readCache.js';
import { ChainUnavailableError, createChainClient, type ChainClient } from './chain/client.js';
import { companyRoutes } from './companies/routes.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { isDatabaseError, migrate, openDatabase, type Database } from './db/index.js';
import { ApiError } from './http/errors.js';
import { serviceRoutes } from './http/health.js';
import { refuseUndeclaredQueries } from './http/queryGuard.js';
import { securityHeaders } from './http/securityHeaders.js';
import { registerStatic, sendSpaIndex } from './http/static.js';
import { orderRoutes } from './orders/routes.js';
import { productRoutes } from './products/routes.js';

export interface AppDeps {
  /** A database the caller opened (and migrated) and will close; otherwise buildApp opens, migrates and closes its own. */
  db?: Database;
  /** Another chain reader; otherwise one on config.rpcUrl. */
  chain?: ChainClient;
  /** Where log lines go (tests read them to prove no secret is logged); stdout otherwise. */
  logStream?: { write(line: string): void };
  /** Told about every route as it is registered (the access-control test builds its matrix from the route table). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/**
 * Never in a log line (issue 6): bearer tokens, signatures and the signed-call auth objects. Fastify's request
 * serializer logs neither headers nor bodies; these paths also cover anything a handler logs by mistake.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'body.signature',
  'body.auth',
  'req.body.signature',
  'req.body.auth',
  'signature',
  'auth',
  'token',
  '*.token',
  '*.signature',
  '*.auth',
];

/** JWT-shaped strings (three base64url parts, the header starting `eyJ`) and signature-sized hex runs. */
const SECRETS_IN_URL = [/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, /(?:0x)?[0-9a-fA-F]{100,}/g];

/**
 * The URL as logged: a client that puts a token or a signature into the path or the query string (where the API
 * never reads one) must not get it into the logs either (issue 6). Transaction hashes (64 hex digits), ids and
 * slugs stay readable.
 */
export function redactSecretsInUrl(url: string): string {
  return SECRETS_IN_URL.reduce((text, pattern) => text.replace(pattern, '[redacted]'), url);
}

const FRAMEWORK_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/**
 * One access-log line per request instead of Fastify's two ("incoming request", "request completed"): half the
 * logging work per request (issue 5). The line is made of the request and reply serializers' fields only (method, the
 * URL with anything secret-shaped removed, host, address, status, time), so it is written through a child logger
 * without the redaction paths, which cost more than the rest of the line; everything else, handlers' lines and
 * failed requests included, still goes through them.
 */
class AccessLogController extends LogController {
  private accessLog: FastifyBaseLogger | null = null;

  use(logger: FastifyBaseLogger): void {
    this.accessLog = logger.child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    (this.accessLog ?? reply.log).info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

function sendFrameworkError(reply: FastifyReply, status: number, message: string): void {
  void reply.code(status).send({ error: message });
}

/**
 * The Fastify app (ARCHITECTURE.md: a factory, so tests start real instances on port 0). All routes live under
 * /api with trailing slashes (PRODUCT.md §7); with STATIC_DIR set the built SPA is served beside them.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const logController = new AccessLogController();
  // helmet's headers for every answer (http/securityHeaders.ts; documents get the rest and a CSP in http/static.ts).
  const security = securityHeaders({ hsts: config.nodeEnv === 'production' });
  const stampAnswer = (request: FastifyRequest, reply: FastifyReply): void => {
    void reply.headers(security.everyAnswer).header('x-request-id', request.id);
  };
  const app = Fastify({
    logController,
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: {
        // Fastify's own request serializer, with the URL cleaned of anything secret-shaped.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactSecretsInUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(deps.logStream === undefined ? {} : { stream: deps.logStream }),
    },
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Let requests in flight finish on shutdown while idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    // Errors the router raises before any route runs get the API's error body too, and, as no hook runs for them,
    // the headers and the access-log line every other answer gets.
    frameworkErrors: (error, request, reply) => {
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path segment is too long' : 'The URL is malformed';
      stampAnswer(request, reply);
      sendFrameworkError(reply, error.statusCode ?? 400, message);
      logController.requestCompleted(null, request, reply);
    },
  });

  logController.use(app.log);

  const { onRoute } = deps;
  if (onRoute !== undefined)
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));

  const ownsDb = deps.db === undefined;
  const db = deps.db ?? (await openDatabase(config));
  if (ownsDb) await migrate(db);
  const chain =
    deps.chain ??
    createChainClient({ rpcUrl: config.rpcUrl, chainId: config.chainId, timeoutMs: config.rpcTimeoutMs });
  // The read cache (server/src/cache/readCache.ts, READ_CACHE): off until it listens for change notifications.
  const reads = new ReadCache(config.readCache);
  await reads.attach(db, app.log);
  const ctx: AppContext = {
    config,
    db,
    chain,
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds, db, reads),
    allowedHosts: new Set(config.allowedOrigins.map((origin) => new URL(origin).host)),
    reads,
  };
  app.addHook('onClose', async () => {
    await reads.detach();
    if (deps.chain === undefined) chain.close();
    if (ownsDb) await db.close();
  });
  // A request that may have written empties this process's read cache before its answer is written (onSend runs
  // before the status line goes out, for errors too): a client always reads its own writes, even on PostgreSQL
  // where the NOTIFY of its write may still be on its way. A read that was loading meanwhile is not kept (epoch).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') reads.clear();
    done(null, payload);
  });

  app.addHook('onRequest', (request, reply, done) => {
    stampAnswer(request, reply);
    done();
  });

  // JSON only: text/plain bodies are what cross-site forms can send without a CORS preflight.
  app.removeContentTypeParser('text/plain');

  await app.register(cors, {
    // A list (not a callback) is matched exactly and without a callback round trip per request; ALLOWED_ORIGINS
    // holds full origins only (config.ts), never `*`.
    origin: [...config.allowedOrigins],
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers !== undefined) void reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(
          error.fields === undefined
            ? { error: error.message }
            : { error: error.message, fields: error.fields },
        );
    }
    if (error instanceof ChainUnavailableError) {
      request.log.warn({ reason: error.reason }, 'chain node unavailable');
      return reply.code(503).send({ error: error.message });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
      return reply.code(status).send({ error: FRAMEWORK_ERRORS[code] ?? error.message });
    }
    // Data exceptions (SQLSTATE class 22) mean a value slipped past validation: the request was bad, not the server.
    if (isDatabaseError(error) && error.code.startsWith('22')) {
      request.log.warn({ sqlstate: error.code }, 'database rejected a value');
      return reply.code(400).send({ error: 'A value is out of range or malformed' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.apiRateLimit,
        timeWindow: 60_000,
        // The counters go out with a 429 only: on other answers they are bytes every call carries that the SPA cannot
        // even read (CORS exposes Retry-After and X-Request-Id only).
        addHeadersOnExceeding: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
        errorResponseBuilder: (_request, context) =>
          new ApiError(429, `Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s`),
      });
      refuseUndeclaredQueries(api);
      await api.register(serviceRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(companyRoutes(ctx));
      await api.register(productRoutes(ctx));
      await api.register(orderRoutes(ctx));
    },
    { prefix: '/api' },
  );

  const staticDir = config.staticDir;
  if (staticDir !== null) await registerStatic(app, { ...config, staticDir }, security.documentsOnly);

  app.setNotFoundHandler((request, reply) => {
    if (
      staticDir !== null &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      sendSpaIndex(request, reply)
    ) {
      return;
    }
    void reply.code(404).send({ error: 'Not found' });
  });

  return app;
}
