/**
 * Server configuration from environment variables (docs/product.md §2). Every variable is validated here, once, so
 * the rest of the server works with typed values; an invalid value stops start-up with one line that names it.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  ConfigError,
  MEMORY_DATA_DIR,
  acceptedTokens,
  allowEmbeddedDb,
  explorerUrl,
  flag,
  integer,
  jwtSecret,
  licenseIssuerKey,
  metricsPort,
  nameApi,
  nameRegistry,
  nativeAmount,
  origin,
  rateLimitStore,
  redisUrl,
  rpcUrls,
  trustedProxies,
  type AcceptedToken,
  type Env,
  type NodeEnv,
  type RateLimitStore,
} from './configFields.js';

import { mailSettings, type MailSettings } from './mail/index.js';

export { ConfigError, DEFAULT_ACCEPTED_TOKENS, MEMORY_DATA_DIR, type AcceptedToken } from './configFields.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** PGlite data folder, or `memory://` for a throwaway in-memory database (tests). */
  dataDir: string;
  /** A real PostgreSQL; when set PGlite is not used. */
  databaseUrl: string | null;
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** How long a session (one sign-in and its refreshes) may last: no token's `exp` lies beyond (docs/product.md §7). */
  sessionMaxAgeSeconds: number;
  /** Origins (scheme://host[:port]) allowed for CORS and as the Origin (domain, URI) of sign-ins and signed calls (docs/product.md §6). */
  allowedOrigins: string[];
  /** The first of RPC_URL's nodes, for code that needs one (names); never logged, it may carry an API key. */
  rpcUrl: string;
  /** RPC_URL's nodes in order, comma-separated (docs/product.md §13.6): chain reads fall over from one to the next. */
  rpcUrls: string[];
  rpcTimeoutMs: number;
  chainId: number;
  nativeSymbol: string;
  acceptedTokens: AcceptedToken[];
  logLevel: LogLevel;
  /** The built SPA (`dist/`), served with SPA fallback; null = API only. */
  staticDir: string | null;
  /** How long an unpaid order holds its licences before it expires (ORDER_HOLD_SECONDS, docs/product.md §2). */
  orderHoldSeconds: number;
  /**
   * How long a wallet cannot hold a capped product again after its order of it expired unpaid
   * (REHOLD_COOLDOWN_SECONDS, default ORDER_HOLD_SECONDS; 0: no cool-down; docs/product.md §13.5).
   */
  reholdCooldownSeconds: number;
  /** How often the payment watcher reads new Transfer events (PAYMENT_WATCH_INTERVAL_MS, docs/product.md §7). */
  paymentWatchIntervalMs: number;
  /** How many blocks behind the head the watcher reads (WATCH_LAG_BLOCKS, docs/product.md §13.1). */
  watchLagBlocks: number;
  /** Requests per minute per client IP and route on the auth endpoints and the public order/pay endpoints. */
  authRateLimit: number;
  /** Requests per minute per client IP on every other /api route. */
  apiRateLimit: number;
  /** Requests per minute per client IP on GET companies/wallet-tokens/, its own budget (docs/product.md §13.6). */
  walletTokensRateLimit: number;
  /** Requests per minute per API key on the routes that take one (API_KEY_RATE_LIMIT, docs/product.md §12.2). */
  apiKeyRateLimit: number;
  bodyLimitBytes: number;
  /** Extra connect-src entries of the production Content-Security-Policy (chain RPC, name API). */
  cspConnectSrc: string[];
  /**
   * Addresses and CIDR ranges of the proxies whose X-Forwarded-For is believed (TRUST_PROXY, docs/product.md §2);
   * empty: none, the client is the peer of the socket.
   */
  trustProxy: string[];
  /** REDIS_URL: rate limits shared by every API copy through this Redis; null: counted in this process. */
  redisUrl: string | null;
  /** RATE_LIMIT_STORE (docs/product.md §13.7): `redis` shares the counters through REDIS_URL, `memory` keeps them here. */
  rateLimitStore: RateLimitStore;
  /** ALLOW_EMBEDDED_DB=true: production may run on PGlite, as its one copy (docs/product.md §13.7). */
  allowEmbeddedDb: boolean;
  /** DB_POOL_MAX: connections of the PostgreSQL pool (docs/product.md §13.7). */
  dbPoolMax: number;
  /** METRICS_PORT: the Prometheus metrics' own port on HOST; null: no metrics (docs/product.md §13.8). */
  metricsPort: number | null;
  /** The third-party name service of GET names/ (docs/product.md §7); its key never leaves the server. */
  nameApi: { url: string; key: string } | null;
  /** CHAIN_ENS_REGISTRY: the chain's ENS-compatible registry, asked first for a name; null: none. */
  nameRegistry: string | null;
  /** docs/product.md §7: the ms a client gets to send its request headers, and its whole request, before the socket closes. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** The read cache of server/src/cache/readCache.ts (READ_CACHE; off by default under NODE_ENV=test). */
  readCache: boolean;
  /** LICENSE_ISSUER_KEY: the issuer wallet's private key (docs/product.md §11.1); null: automatic issuing is off. */
  licenseIssuerKey: string | null;
  /** ISSUER_MIN_BALANCE in base units of the native coin: below it Home warns (docs/product.md §11.1). */
  issuerMinBalance: bigint;
  /** The chain explorer the mails and certificates link to (CHAIN_EXPLORER_URL, docs/product.md §3). */
  explorerUrl: string;
  /**
   * The site's own address, the first of ALLOWED_ORIGINS: the links of mails and certificates (a licence's
   * verification page, an order in the dashboard) point there (docs/product.md §11.2, §11.3).
   */
  siteUrl: string;
  /** SMTP_URL and MAIL_FROM (docs/product.md §11.3); null: no e-mail, and nothing else changes. */
  mail: MailSettings | null;
  /**
   * WEBHOOK_ALLOW_PRIVATE (docs/product.md §12.1): webhooks may post to loopback, private, link-local and multicast
   * addresses. Default true in development and tests (a receiver on this machine), false in production.
   */
  webhookAllowPrivate: boolean;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnvRaw = env.NODE_ENV?.trim() || 'development';
  if (nodeEnvRaw !== 'development' && nodeEnvRaw !== 'production' && nodeEnvRaw !== 'test') {
    throw new ConfigError('NODE_ENV', `must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw;

  const port = integer(env, 'PORT', 8000, 0, 65535);

  const host = env.HOST?.trim() || '127.0.0.1';
  if (!/^[A-Za-z0-9.:\-[\]]{1,255}$/.test(host))
    throw new ConfigError('HOST', `is not a host name or address (got "${host}")`);

  const dataDirRaw = env.DATA_DIR?.trim() || '.data/pg';
  const dataDir = dataDirRaw === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : resolve(dataDirRaw);

  const databaseUrlRaw = env.DATABASE_URL?.trim() || null;
  if (databaseUrlRaw !== null && !/^postgres(ql)?:\/\//.test(databaseUrlRaw)) {
    throw new ConfigError('DATABASE_URL', 'must start with postgres:// or postgresql://');
  }

  const allowedOriginsRaw = env.ALLOWED_ORIGINS?.trim() ?? '';
  // The localhost defaults are also accepted as sign-in domains (docs/product.md §6): in production the site's own
  // origins must be named.
  if (allowedOriginsRaw === '' && nodeEnv === 'production')
    throw new ConfigError('ALLOWED_ORIGINS', 'is required when NODE_ENV=production');
  const allowedOrigins =
    allowedOriginsRaw !== ''
      ? allowedOriginsRaw
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
          .map((s) => origin('ALLOWED_ORIGINS', s))
      : [
          // The SPA dev server (docs/product.md §2) and the server's own origin for `npm run serve`.
          'http://localhost:3000',
          'http://127.0.0.1:3000',
          `http://localhost:${port}`,
          `http://127.0.0.1:${port}`,
        ];
  if (allowedOrigins.length === 0) throw new ConfigError('ALLOWED_ORIGINS', 'must list at least one origin');

  const logLevelRaw = env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info');
  const logLevel = LOG_LEVELS.find((l) => l === logLevelRaw);
  if (logLevel === undefined) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  const staticDirRaw = env.STATIC_DIR?.trim() || null;
  const staticDir = staticDirRaw === null ? null : resolve(staticDirRaw);
  if (staticDir !== null && !existsSync(join(staticDir, 'index.html'))) {
    throw new ConfigError(
      'STATIC_DIR',
      `has no index.html in ${staticDir} (build the SPA first: npm run build)`,
    );
  }

  const nativeSymbol = env.NATIVE_SYMBOL?.trim() || 'IP';
  if (!/^[A-Za-z0-9.\-_]{1,16}$/.test(nativeSymbol))
    throw new ConfigError('NATIVE_SYMBOL', 'must be 1-16 letters or digits');

  const cspConnectSrc = (env.CSP_CONNECT_SRC ?? 'https://mainnet.storyrpc.io')
    .split(/[\s,]+/)
    .filter((s) => s !== '')
    .map((s) => {
      if (!/^(https?|wss?):\/\/[A-Za-z0-9.\-*:[\]]+$/.test(s)) {
        throw new ConfigError(
          'CSP_CONNECT_SRC',
          `entries must be origins like https://rpc.example.com (got "${s}")`,
        );
      }
      return s;
    });

  const readCacheRaw = env.READ_CACHE?.trim() || (nodeEnv === 'test' ? 'off' : 'on');
  if (readCacheRaw !== 'on' && readCacheRaw !== 'off')
    throw new ConfigError('READ_CACHE', 'must be on or off');

  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 600_000);
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000);
  if (requestTimeoutMs < headersTimeoutMs)
    throw new ConfigError('REQUEST_TIMEOUT_MS', `must not be below HEADERS_TIMEOUT_MS (${headersTimeoutMs})`);

  const orderHoldSeconds = integer(env, 'ORDER_HOLD_SECONDS', 900, 60, 7 * 24 * 3600);
  const rpcNodes = rpcUrls(env, 'https://mainnet.storyrpc.io');

  return {
    nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl: databaseUrlRaw,
    jwtSecret: jwtSecret(env, nodeEnv, dataDir),
    allowEmbeddedDb: allowEmbeddedDb(env, nodeEnv, databaseUrlRaw),
    dbPoolMax: integer(env, 'DB_POOL_MAX', 10, 1, 1000),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 3600, 60, 30 * 24 * 3600),
    // docs/product.md §2: a week by default. Shorter than a token's TTL is allowed: it then caps every token's `exp`.
    sessionMaxAgeSeconds: integer(env, 'SESSION_MAX_AGE_SECONDS', 604_800, 1, 366 * 24 * 3600),
    allowedOrigins: [...new Set(allowedOrigins)],
    rpcUrl: rpcNodes[0] ?? '',
    rpcUrls: rpcNodes,
    rpcTimeoutMs: integer(env, 'RPC_TIMEOUT_MS', 10_000, 100, 120_000),
    chainId: integer(env, 'CHAIN_ID', 1514, 1, 2 ** 48),
    nativeSymbol,
    acceptedTokens: acceptedTokens(env),
    logLevel,
    staticDir,
    orderHoldSeconds,
    reholdCooldownSeconds: integer(env, 'REHOLD_COOLDOWN_SECONDS', orderHoldSeconds, 0, 7 * 24 * 3600),
    paymentWatchIntervalMs: integer(env, 'PAYMENT_WATCH_INTERVAL_MS', 3000, 100, 10 * 60 * 1000),
    watchLagBlocks: integer(env, 'WATCH_LAG_BLOCKS', 2, 0, 1000),
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 30, 1, 1_000_000),
    apiRateLimit: integer(env, 'API_RATE_LIMIT', 600, 1, 10_000_000),
    walletTokensRateLimit: integer(env, 'WALLET_TOKENS_RATE_LIMIT', 6, 1, 1_000_000),
    apiKeyRateLimit: integer(env, 'API_KEY_RATE_LIMIT', 1200, 1, 10_000_000),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 10 * 1024 * 1024),
    cspConnectSrc,
    trustProxy: trustedProxies(env),
    redisUrl: redisUrl(env),
    rateLimitStore: rateLimitStore(env, nodeEnv),
    metricsPort: metricsPort(env, port),
    nameApi: nameApi(env),
    nameRegistry: nameRegistry(env),
    headersTimeoutMs,
    requestTimeoutMs,
    readCache: readCacheRaw === 'on',
    licenseIssuerKey: licenseIssuerKey(env),
    issuerMinBalance: nativeAmount(env, 'ISSUER_MIN_BALANCE', '0.05'),
    explorerUrl: explorerUrl(env),
    siteUrl: allowedOrigins[0] as string,
    mail: mailSettings(env),
    webhookAllowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE', nodeEnv !== 'production'),
  };
}
