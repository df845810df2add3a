// The API's composition root: configuration, database, read cache, jobs, payments, mail, webhooks and routes, wired
// in the order they depend on. Over 400 lines on purpose: the whole start-up and shut-down read in one place.
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onSendHookHandler,
} from 'fastify';
import { ApiKeyService } from './apiKeys/keyService.js';
import { apiKeyRoutes } from './apiKeys/routes.js';
import { authRoutes } from './auth/routes.js';
import { sessionRoutes } from './auth/sessionRoutes.js';
import { TokenService } from './auth/tokens.js';
import { ReadCache } from './cache/readCache.js';
import {
  ChainUnavailableError,
  createChainClient,
  type ChainClient,
  type ChainWriter,
} from './chain/client.js';
import { companyRoutes } from './companies/routes.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { isDatabaseError, migrate, openDatabase, type Database } from './db/index.js';
import { answerOtherOptions, registerCors, type CorsPolicy } from './http/cors.js';
import { ApiError } from './http/errors.js';
import { serviceRoutes } from './http/health.js';
import { AccessLogController, accessRequestFields, lazyRequestLogger } from './http/logging.js';
import { refuseUndeclaredQueries } from './http/queryGuard.js';
import { createMetrics } from './http/metrics.js';
import { limitRequests } from './http/rateLimit.js';
import { withHook } from './http/routeHooks.js';
import { reachedOverHttps, securityHeaders } from './http/securityHeaders.js';
import { registerStatic } from './http/static.js';
import { referenceRoutes, registerOpenApi } from './http/openapi.js';
import { useRouteSchemas } from './http/routeSchemas.js';
import { licenseRoutes } from './licenses/routes.js';
import { nameRoutes } from './names/routes.js';
import { startJobs } from './jobs/index.js';
import { startPaymentWatcher } from './orders/paymentWatcher.js';
import { orderRoutes } from './orders/routes.js';
import { productRoutes } from './products/routes.js';
import { storyRoutes } from './story/index.js';
import type { AutoIssueTiming } from './story/autoIssue.js';
import { createSaleCompletion } from './saleCompletion.js';
import { issuerWalletOf } from './story/issuer.js';
import {
  WEBHOOK_TIMING,
  createWebhookService,
  systemResolver,
  webhookRoutes,
  type Resolver,
  type WebhookTiming,
} from './webhooks/index.js';

export interface AppDeps {
  /** A database the caller opened (and migrated) and will close; otherwise buildApp opens, migrates and closes its own. */
  db?: Database;
  /** Another chain reader; otherwise one on config.rpcUrls. */
  chain?: ChainClient;
  /** Where log lines go (tests read them to prove no secret is logged); stdout otherwise. */
  logStream?: { write(line: string): void };
  /** Told about every route as it is registered (the access-control test builds its matrix from the route table). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /**
   * Run the payment watcher (server/src/orders/paymentWatcher.ts; default true). Tests that pay through pay/ alone
   * turn it off.
   */
  watchPayments?: boolean;
  /**
   * Run durable jobs (server/src/jobs, docs/product.md §11.1; default true): webhook deliveries (§12.1) are sent by them
   * on every copy, besides the licence mints and the mails when those are configured. Off, events and mails are still
   * recorded, and a copy with jobs sends them when it starts.
   */
  runJobs?: boolean;
  /** The chain the issuer wallet sends through, when `chain` is another reader (tests); otherwise RPC_URL's nodes. */
  chainWriter?: ChainWriter;
  /** Shorter waits for automatic issuing's tests (server/src/story/autoIssue.ts). */
  autoIssueTiming?: Partial<AutoIssueTiming>;
  /** A shorter first retry of the mail job, for the tests of a mail server that is down (server/src/mail/outbox.ts). */
  mailRetryDelaySeconds?: number;
  /** A shorter webhook schedule (retries, the 3-day window, the 10 s timeout) for tests (server/src/webhooks). */
  webhookTiming?: Partial<WebhookTiming>;
  /** The resolver webhook URLs are checked and reached through; the system's otherwise (tests give a stub). */
  webhookResolver?: Resolver;
}

/**
 * Never in a log line (docs/security.md): bearer tokens, signatures and the signed-call auth objects. Fastify's request
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
  // docs/product.md §12.2: an API key is shown once, in the answer that created it, and never logged.
  'key',
  '*.key',
  '*.signature',
  '*.auth',
];

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const FRAMEWORK_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

function sendFrameworkError(reply: FastifyReply, status: number, message: string): void {
  void reply.code(status).send({ error: message });
}

/**
 * The Fastify app (docs/architecture.md: a factory, so tests start real instances on port 0). All routes live under
 * /api with trailing slashes (docs/product.md §7); with STATIC_DIR set the built SPA is served beside them.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const logController = new AccessLogController();
  // helmet's headers for every answer (http/securityHeaders.ts; documents get the rest and a CSP in http/static.ts).
  const security = securityHeaders({ hsts: config.nodeEnv === 'production' });
  const hsts = security.strictTransportSecurity;
  const corsPolicy: CorsPolicy = {
    origins: config.allowedOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAgeSeconds: 600,
  };
  const answerOptions = answerOtherOptions(corsPolicy);
  const stampAnswer = (request: FastifyRequest, reply: FastifyReply): void => {
    void reply.headers(security.everyAnswer).header('x-request-id', request.id);
    if (hsts !== null && reachedOverHttps(request)) void reply.header('strict-transport-security', hsts);
  };
  const app = Fastify({
    logController,
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: {
        // Fastify's own request serializer, with the URL cleaned of anything secret-shaped.
        req: accessRequestFields,
      },
      ...(deps.logStream === undefined ? {} : { stream: deps.logStream }),
    },
    childLoggerFactory: lazyRequestLogger,
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    // docs/product.md §2: X-Forwarded-For is believed only from the listed proxies; without any, from nobody.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // docs/product.md §7: headers within 10 s, the whole request within 30 s, else the socket is closed, so a client
    // trickling bytes cannot hold a connection for good. Node checks every `connectionsCheckingInterval`.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(config.headersTimeoutMs / 4))),
    },
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
  // Access lines are written at the end of each event-loop turn (http/logging.ts); none may be left behind on close.
  app.addHook('onClose', (_instance, done) => {
    logController.flush();
    done();
  });

  // docs/product.md §12.3: routes declare their requests and answers as zod schemas (http/routeSchemas.ts), and the
  // OpenAPI document is made of them (http/openapi.ts); both see every route registered from here on.
  useRouteSchemas(app);
  await registerOpenApi(app);

  const { onRoute } = deps;
  if (onRoute !== undefined)
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));

  const ownsDb = deps.db === undefined;
  const db = deps.db ?? (await openDatabase(config));
  if (ownsDb) await migrate(db);
  // RPC_URL's nodes, falling over from one to the next (docs/product.md §13.6).
  const ownNode =
    deps.chain === undefined
      ? createChainClient({
          rpcUrls: config.rpcUrls,
          chainId: config.chainId,
          timeoutMs: config.rpcTimeoutMs,
          log: app.log,
        })
      : null;
  const nodeClient: ChainClient = deps.chain ?? (ownNode as ChainClient);
  // docs/product.md §13.8: with METRICS_PORT, this app's own metrics, from its first request on (the hook is set
  // before any route); every chain read counts its errors.
  const metrics = config.metricsPort === null ? null : createMetrics(app);
  const chain = metrics === null ? nodeClient : metrics.countRpcErrors(nodeClient);
  // The read cache (server/src/cache/readCache.ts, READ_CACHE): off until it listens for change notifications.
  const reads = new ReadCache(config.readCache);
  await reads.attach(db, app.log);
  const ctx: AppContext = {
    config,
    db,
    chain,
    tokens: new TokenService(
      {
        secret: config.jwtSecret,
        ttlSeconds: config.tokenTtlSeconds,
        sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
      },
      db,
      reads,
    ),
    apiKeys: new ApiKeyService(db, reads),
    reads,
  };
  // docs/product.md §11.1: the issuer wallet, and durable jobs in this database, started and stopped with the app.
  const issuer = issuerWalletOf(config);
  ctx.issuer = issuer;
  const jobs =
    (deps.runJobs ?? true)
      ? await startJobs({ db, onError: (error) => app.log.error({ err: error }, 'durable jobs') })
      : null;
  // docs/product.md §12.1: the licensor's webhook events, recorded by every change in its own transaction. Its queue
  // exists before any change can send to it (pg-boss drops a job of an unknown queue), so it starts here, before the
  // watcher and the routes.
  const webhooks = createWebhookService({
    db,
    jobs,
    config,
    timing: { ...WEBHOOK_TIMING, ...deps.webhookTiming },
    resolve: deps.webhookResolver ?? systemResolver,
    log: app.log,
  });
  await webhooks.start();
  ctx.events = webhooks.events;
  // What a payment and a licence set off: the automatic mint, the mails and the webhook events (docs/product.md §11).
  const completion = createSaleCompletion({
    config,
    db,
    chain,
    writer: (() => {
      const writer = deps.chainWriter ?? ownNode;
      return writer === null || metrics === null ? writer : metrics.countRpcErrors(writer);
    })(),
    jobs,
    events: webhooks.events,
    issuer,
    log: app.log,
    ...(deps.autoIssueTiming === undefined ? {} : { autoIssueTiming: deps.autoIssueTiming }),
    ...(deps.mailRetryDelaySeconds === undefined
      ? {}
      : { mailRetryDelaySeconds: deps.mailRetryDelaySeconds }),
  });
  metrics?.watchSales(() => completion.work());
  ctx.orderPaid = completion.orderPaid;
  ctx.licenseIssued = (tx, order) => completion.licenseIssued(tx, order);
  ctx.orderRefunded = (tx, order) => completion.orderRefunded(tx, order);
  // docs/product.md §7: the API finds payments itself; one copy at a time watches (paymentWatcher.ts).
  const watcher =
    (deps.watchPayments ?? true)
      ? startPaymentWatcher({
          db,
          chain,
          config,
          log: app.log,
          orderPaid: completion.orderPaid,
          events: webhooks.events,
        })
      : null;
  // Readiness and the metrics read its status (docs/product.md §13.8).
  if (watcher !== null) ctx.watcher = watcher;
  metrics?.watch(() => ctx.watcher?.status() ?? null);
  app.addHook('onClose', async () => {
    completion.stop();
    await jobs?.stop();
    await watcher?.stop();
    await reads.detach();
    if (deps.chain === undefined) chain.close();
    if (ownsDb) await db.close();
  });
  // A request that may have written catches the read cache up with its own changes before its answer is written
  // (onSend runs before the status line goes out, for errors too): a client always reads its own writes, even on
  // PostgreSQL where the NOTIFY of its write may still be on its way, and only what it changed is read again
  // (server/src/cache/readCache.ts). Only routes that can write get the hook, so reads do not run an onSend step for
  // nothing (docs/performance.md).
  const catchUpReads: onSendHookHandler = async (_request, _reply, payload) => {
    await reads.catchUp(db);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => READ_ONLY_METHODS.has(method))) return;
    route.onSend = withHook(route.onSend, catchUpReads);
  });

  // Headers on every answer; then the OPTIONS requests that are not an allowed origin's preflight, answered before
  // @fastify/cors (registered next, so its hook runs after this one) would hand them to the router.
  app.addHook('onRequest', (request, reply, done) => {
    stampAnswer(request, reply);
    if (request.method !== 'OPTIONS' || !answerOptions(request, reply)) done();
  });
  await registerCors(app, corsPolicy);

  // JSON only: text/plain bodies are what cross-site forms can send without a CORS preflight.
  app.removeContentTypeParser('text/plain');

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
      await limitRequests(api, {
        perMinute: config.apiRateLimit,
        // RATE_LIMIT_STORE=memory counts here even with a REDIS_URL (docs/product.md §13.7).
        redisUrl: config.rateLimitStore === 'redis' ? config.redisUrl : null,
        log: app.log,
        // docs/product.md §12.2: a call with a company's API key counts against that key's own budget.
        apiKeys: {
          perMinute: config.apiKeyRateLimit,
          counterOf: (request) => ctx.apiKeys.budgetOf(request),
        },
      });
      refuseUndeclaredQueries(api);
      await api.register(serviceRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(sessionRoutes(ctx));
      await api.register(companyRoutes(ctx));
      await api.register(apiKeyRoutes(ctx));
      await api.register(productRoutes(ctx));
      await api.register(orderRoutes(ctx));
      await api.register(storyRoutes(ctx));
      await api.register(nameRoutes(ctx));
      await api.register(licenseRoutes(ctx));
      await api.register(webhookRoutes(ctx, webhooks));
      await api.register(referenceRoutes(security.documentsOnly, config.bodyLimitBytes));
    },
    { prefix: '/api' },
  );

  const staticDir = config.staticDir;
  const sendSpaIndex =
    staticDir === null ? null : await registerStatic(app, { ...config, staticDir }, security.documentsOnly);

  app.setNotFoundHandler((request, reply) => {
    if (
      sendSpaIndex !== null &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      sendSpaIndex(request, reply)
    ) {
      return;
    }
    void reply.code(404).send({ error: 'Not found' });
  });

  // The jobs' workers; open mints and unsent mails a stopped copy left are queued again (docs/product.md §11).
  await completion.start();

  // The metrics server opens last, so an app that failed to build leaves no port open, and closes with the app.
  let metricsUrl: string | null = null;
  if (metrics !== null && config.metricsPort !== null) {
    metricsUrl = await metrics.listen(config.host, config.metricsPort);
    app.addHook('onClose', () => metrics.close());
  }
  app.decorate('metricsUrl', metricsUrl);

  return app;
}
