import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config.js';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'overdive-config-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const memory = { DATA_DIR: 'memory://' };
/** Production on the embedded database with in-process rate limits, both chosen on purpose (docs/product.md §13.7). */
const embeddedProduction = { NODE_ENV: 'production', ALLOW_EMBEDDED_DB: 'true', RATE_LIMIT_STORE: 'memory' };

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has the defaults of docs/product.md §2', () => {
    const config = loadConfig(memory);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8000,
      host: '127.0.0.1',
      dataDir: 'memory://',
      databaseUrl: null,
      tokenTtlSeconds: 3600,
      allowedOrigins: [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://localhost:8000',
        'http://127.0.0.1:8000',
      ],
      rpcUrl: 'https://mainnet.storyrpc.io',
      chainId: 1514,
      nativeSymbol: 'IP',
      acceptedTokens: [
        { symbol: 'USDC.e', address: '0xf1815bd50389c46847f0bda824ec8da914045d14', decimals: 6 },
      ],
      logLevel: 'info',
      staticDir: null,
      orderHoldSeconds: 900,
      paymentWatchIntervalMs: 3000,
      authRateLimit: 30,
      apiRateLimit: 600,
      apiKeyRateLimit: 1200,
      bodyLimitBytes: 1048576,
      cspConnectSrc: ['https://mainnet.storyrpc.io'],
      trustProxy: [],
      redisUrl: null,
      nameApi: null,
      nameRegistry: null,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      allowEmbeddedDb: false,
      rateLimitStore: 'memory',
      dbPoolMax: 10,
      metricsPort: null,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ ...memory, PORT: '9000' }).allowedOrigins).toContain('http://localhost:9000');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATA_DIR: 'memory://',
      PORT: '0',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/overdive',
      JWT_SECRET: 'x'.repeat(32),
      TOKEN_TTL_SECONDS: '7200',
      ALLOWED_ORIGINS: 'https://app.example, https://www.app.example/',
      RPC_URL: 'http://127.0.0.1:8545',
      CHAIN_ID: '31337',
      ACCEPTED_TOKENS:
        '[{"symbol":"USDC","address":"0x5FbDB2315678afecb367f032d93F642f64180aa3","decimals":6}]',
      LOG_LEVEL: 'warn',
      ORDER_HOLD_SECONDS: '600',
      PAYMENT_WATCH_INTERVAL_MS: '1500',
      AUTH_RATE_LIMIT: '5',
      API_RATE_LIMIT: '50',
      API_KEY_RATE_LIMIT: '90',
      CSP_CONNECT_SRC: 'https://rpc.example https://names.example',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,2001:db8::/32',
      REDIS_URL: 'redis://cache.internal:6379/0',
      NAME_API_URL: 'https://names.example/',
      NAME_API_KEY: 'server-side-key',
      CHAIN_ENS_REGISTRY: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
      NATIVE_SYMBOL: 'DATA',
      ALLOW_EMBEDDED_DB: 'true',
      RATE_LIMIT_STORE: 'redis',
      DB_POOL_MAX: '25',
      METRICS_PORT: '9464',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/overdive',
      jwtSecret: 'x'.repeat(32),
      tokenTtlSeconds: 7200,
      allowedOrigins: ['https://app.example', 'https://www.app.example'],
      rpcUrl: 'http://127.0.0.1:8545',
      chainId: 31337,
      acceptedTokens: [
        { symbol: 'USDC', address: '0x5fbdb2315678afecb367f032d93f642f64180aa3', decimals: 6 },
      ],
      logLevel: 'warn',
      orderHoldSeconds: 600,
      paymentWatchIntervalMs: 1500,
      authRateLimit: 5,
      apiRateLimit: 50,
      apiKeyRateLimit: 90,
      cspConnectSrc: ['https://rpc.example', 'https://names.example'],
      trustProxy: ['10.0.0.1', '10.1.0.0/16', '2001:db8::/32'],
      redisUrl: 'redis://cache.internal:6379/0',
      nameApi: { url: 'https://names.example', key: 'server-side-key' },
      nameRegistry: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20_000,
      nativeSymbol: 'DATA',
      allowEmbeddedDb: true,
      rateLimitStore: 'redis',
      dbPoolMax: 25,
      metricsPort: 9464,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['HOST', 'bad host!'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['JWT_SECRET', 'short'],
    ['TOKEN_TTL_SECONDS', '10'],
    ['ALLOWED_ORIGINS', 'localhost:3000'],
    ['ALLOWED_ORIGINS', 'https://app.example/path'],
    ['RPC_URL', 'ftp://rpc.example'],
    ['RPC_URL', 'not a url'],
    ['CHAIN_ID', '0'],
    ['ACCEPTED_TOKENS', '{not json'],
    ['ACCEPTED_TOKENS', '[]'],
    ['ACCEPTED_TOKENS', '[{"symbol":"USDC","address":"0x123","decimals":6}]'],
    [
      'ACCEPTED_TOKENS',
      '[{"symbol":"A","address":"0x5FbDB2315678afecb367f032d93F642f64180aa3","decimals":6},{"symbol":"B","address":"0x5fbdb2315678afecb367f032d93f642f64180aa3","decimals":6}]',
    ],
    ['LOG_LEVEL', 'verbose'],
    ['STATIC_DIR', '/nonexistent/dist'],
    ['ORDER_HOLD_SECONDS', '0'],
    ['ORDER_HOLD_SECONDS', '15m'],
    ['PAYMENT_WATCH_INTERVAL_MS', '0'],
    ['AUTH_RATE_LIMIT', '-1'],
    ['CSP_CONNECT_SRC', "'unsafe-inline'"],
    ['TRUST_PROXY', 'yes'],
    // The old switch that believed every client's X-Forwarded-For.
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.internal'],
    ['REDIS_URL', 'http://cache.internal:6379'],
    ['REDIS_URL', 'cache.internal:6379'],
    ['NAME_API_URL', 'ftp://names.example'],
    ['CHAIN_ENS_REGISTRY', '0x123'],
    ['HEADERS_TIMEOUT_MS', '50'],
    ['REQUEST_TIMEOUT_MS', '5000'],
    ['NODE_ENV', 'staging'],
    ['NATIVE_SYMBOL', 'Story IP Token Symbol'],
    ['ALLOW_EMBEDDED_DB', 'yes'],
    ['RATE_LIMIT_STORE', 'disk'],
    // docs/product.md §13.7: the shared store needs a Redis to share.
    ['RATE_LIMIT_STORE', 'redis'],
    ['DB_POOL_MAX', '0'],
    ['DB_POOL_MAX', 'many'],
    ['METRICS_PORT', '70000'],
    // docs/product.md §13.8: never on the public port (PORT defaults to 8000).
    ['METRICS_PORT', '8000'],
  ])('stops on an invalid %s (%s) with one line naming it', (variable, value) => {
    const error = errorOf({ ...memory, [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(error.message).not.toContain('\n');
  });

  it('asks for NAME_API_URL when only NAME_API_KEY is set', () => {
    const error = errorOf({ ...memory, NAME_API_KEY: 'key' });
    expect(error.message).toBe('Invalid configuration: NAME_API_URL is required when NAME_API_KEY is set');
  });

  it('requires a JWT_SECRET of at least 32 characters in production', () => {
    const production = { ...memory, ...embeddedProduction, ALLOWED_ORIGINS: 'https://app.example' };
    expect(errorOf(production).message).toBe(
      'Invalid configuration: JWT_SECRET is required when NODE_ENV=production',
    );
    expect(loadConfig({ ...production, JWT_SECRET: 's'.repeat(40) }).jwtSecret).toBe('s'.repeat(40));
  });

  it('requires ALLOWED_ORIGINS in production: the localhost defaults would be accepted as sign-in domains', () => {
    const production = { ...memory, ...embeddedProduction, JWT_SECRET: 's'.repeat(40) };
    for (const unset of [production, { ...production, ALLOWED_ORIGINS: '  ' }]) {
      expect(errorOf(unset).message).toBe(
        'Invalid configuration: ALLOWED_ORIGINS is required when NODE_ENV=production',
      );
    }
    expect(loadConfig({ ...production, ALLOWED_ORIGINS: 'https://app.example' }).allowedOrigins).toEqual([
      'https://app.example',
    ]);
  });

  it('generates a development secret once and keeps it beside DATA_DIR', () => {
    const dataDir = join(dir, 'pg');
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dir, 'jwt_secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    writeFileSync(file, 'tiny');
    expect(errorOf({ DATA_DIR: dataDir }).variable).toBe('JWT_SECRET');
  });

  it('uses a fresh secret per process for the in-memory database', () => {
    expect(loadConfig(memory).jwtSecret).not.toBe(loadConfig(memory).jwtSecret);
  });

  it('accepts STATIC_DIR only with an index.html', () => {
    const dist = join(dir, 'dist');
    expect(errorOf({ ...memory, STATIC_DIR: dir }).message).toContain('index.html');
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    expect(loadConfig({ ...memory, STATIC_DIR: dist }).staticDir).toBe(dist);
  });
});

describe('production refusals (docs/product.md §13.7)', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 's'.repeat(40),
    ALLOWED_ORIGINS: 'https://app.example',
    DATABASE_URL: 'postgres://u:p@db:5432/overdive',
    REDIS_URL: 'redis://cache.internal:6379/0',
  };
  const { DATABASE_URL: _database, ...embedded } = production;
  const { REDIS_URL: _redis, ...noRedis } = production;

  it('starts on PostgreSQL with Redis', () => {
    expect(loadConfig(production)).toMatchObject({
      databaseUrl: 'postgres://u:p@db:5432/overdive',
      redisUrl: 'redis://cache.internal:6379/0',
      rateLimitStore: 'redis',
      allowEmbeddedDb: false,
    });
  });

  it('refuses the embedded PGlite, in a folder or in memory, unless ALLOW_EMBEDDED_DB=true', () => {
    for (const env of [
      embedded,
      { ...embedded, DATA_DIR: 'memory://' },
      { ...embedded, ALLOW_EMBEDDED_DB: 'false' },
    ]) {
      const error = errorOf(env);
      expect(error.variable).toBe('DATABASE_URL');
      expect(error.message).toBe(
        'Invalid configuration: DATABASE_URL is required when NODE_ENV=production ' +
          '(or set ALLOW_EMBEDDED_DB=true to run one copy on the embedded PGlite)',
      );
    }
    expect(loadConfig({ ...embedded, DATA_DIR: 'memory://', ALLOW_EMBEDDED_DB: 'true' })).toMatchObject({
      databaseUrl: null,
      allowEmbeddedDb: true,
    });
  });

  it('refuses to count rate limits per process unless RATE_LIMIT_STORE=memory', () => {
    const error = errorOf(noRedis);
    expect(error.variable).toBe('REDIS_URL');
    expect(error.message).toBe(
      'Invalid configuration: REDIS_URL is required when NODE_ENV=production ' +
        '(or set RATE_LIMIT_STORE=memory to count rate limits in each process)',
    );
    expect(errorOf({ ...noRedis, RATE_LIMIT_STORE: 'redis' }).message).toBe(
      'Invalid configuration: RATE_LIMIT_STORE is redis but REDIS_URL is not set',
    );
    expect(loadConfig({ ...noRedis, RATE_LIMIT_STORE: 'memory' })).toMatchObject({
      redisUrl: null,
      rateLimitStore: 'memory',
    });
    // Chosen on purpose, memory wins over a REDIS_URL that is set.
    expect(loadConfig({ ...production, RATE_LIMIT_STORE: ' memory ' }).rateLimitStore).toBe('memory');
  });

  it('asks for the secrets before the stores', () => {
    const { JWT_SECRET: _secret, ...noSecret } = embedded;
    expect(errorOf({ ...noSecret, REDIS_URL: '' }).variable).toBe('JWT_SECRET');
  });

  it('refuses neither in development or under test', () => {
    for (const nodeEnv of ['development', 'test']) {
      expect(loadConfig({ ...memory, NODE_ENV: nodeEnv })).toMatchObject({
        databaseUrl: null,
        redisUrl: null,
        rateLimitStore: 'memory',
      });
    }
  });

  it('keeps METRICS_PORT off the public port, and lets both be any free port (0)', () => {
    expect(errorOf({ ...memory, PORT: '9000', METRICS_PORT: '9000' }).message).toBe(
      'Invalid configuration: METRICS_PORT must not be the public PORT (9000)',
    );
    expect(loadConfig({ ...memory, PORT: '0', METRICS_PORT: '0' })).toMatchObject({
      port: 0,
      metricsPort: 0,
    });
    expect(loadConfig({ ...memory, PORT: '9000', METRICS_PORT: '9464' }).metricsPort).toBe(9464);
  });
});
