/**
 * REDIS_URL (docs/product.md §2): every API copy counts against the same limits, and a Redis that goes down lets
 * requests through (fail open, with a warning in the log) rather than turning each of them into a 500.
 */
import {
  createApiKey,
  createLicensor,
  openTestDatabase,
  startApp,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import {
  REDIS_MISSING,
  REDIS_SERVER_BINARY,
  REDIS_TESTS_SKIPPED,
  startRedisServer,
  type RedisServer,
} from './redisServer.js';

// Without redis-server these tests fail, naming what to install; only the explicit opt-out skips them.
const describeWithRedis = REDIS_TESTS_SKIPPED ? describe.skip : describe;
if (REDIS_TESTS_SKIPPED) {
  console.warn('rateLimitRedis.test.ts: SKIP_REDIS_TESTS=1: the Redis tests are skipped on purpose.');
}

describeWithRedis('rate limits shared through Redis', () => {
  let database: TestDatabase;
  let redis: RedisServer;

  beforeAll(async () => {
    if (REDIS_SERVER_BINARY === null) throw new Error(REDIS_MISSING);
    redis = await startRedisServer(REDIS_SERVER_BINARY);
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await redis?.stop();
    await database?.close();
  });

  async function twoCopies(env: Record<string, string>, run: (a: TestApp, b: TestApp) => Promise<void>) {
    const a = await startApp(database.db, { REDIS_URL: redis.url, ...env });
    const b = await startApp(database.db, { REDIS_URL: redis.url, ...env });
    try {
      await run(a, b);
    } finally {
      await a.close();
      await b.close();
    }
  }

  it('gives a client one budget across two API copies, not one per copy', async () => {
    // The attack: alternating between the copies behind a load balancer doubles the limit.
    await twoCopies({ API_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' }, async (a, b) => {
      const client = { 'x-forwarded-for': '203.0.113.50' };
      const codes: number[] = [];
      for (const copy of [a, b, a, b, a, b]) {
        codes.push((await copy.inject({ method: 'GET', url: '/api/config/', headers: client })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
      const blocked = await b.inject({ method: 'GET', url: '/api/config/', headers: client });
      expect(blocked.json()).toEqual({ error: expect.stringMatching(/^Too many requests; retry in \d+ s$/) });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('shares the stricter per-route budget of the auth endpoints too', async () => {
    await twoCopies({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' }, async (a, b) => {
      const client = { 'x-forwarded-for': '203.0.113.51' };
      const url = '/api/auth/nonce/?wallet_address=0x0000000000000000000000000000000000000001';
      const codes: number[] = [];
      for (const copy of [a, b, a]) {
        codes.push((await copy.inject({ method: 'GET', url, headers: client })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    });
  });

  it('gives an API key one budget across two API copies, whatever address calls with it', async () => {
    // docs/product.md §12.2: API_KEY_RATE_LIMIT is per key. A copy counts a key by its id once it knows the key
    // valid: from its creation there, or from its first valid call, which counts against the caller's address.
    await twoCopies(
      { API_KEY_RATE_LIMIT: '3', API_RATE_LIMIT: '100', TRUST_PROXY: '127.0.0.1' },
      async (a, b) => {
        const owner = await createLicensor(a);
        const { key } = await createApiKey(a, owner, ['orders:read']);
        const codes: number[] = [];
        for (const [copy, client] of [
          [a, '203.0.113.70'],
          [a, '203.0.113.71'],
          [b, '203.0.113.72'],
          [b, '203.0.113.73'],
          [a, '203.0.113.74'],
          [b, '203.0.113.75'],
        ] as const) {
          const response = await copy.inject({
            method: 'GET',
            url: '/api/products/orders/',
            headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': client },
          });
          codes.push(response.statusCode);
        }
        // a: 1, 2 of the key's 3; b's first call counts against 203.0.113.72; b: 3; then 4 and 5 are over it.
        expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
      },
    );
  });

  it('lets requests through while Redis is down, says so in the log, and counts again once it is back', async () => {
    const lines: string[] = [];
    const a = await startApp(
      database.db,
      { REDIS_URL: redis.url, API_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' },
      { logStream: { write: (chunk: string) => lines.push(chunk) } },
    );
    try {
      const client = { 'x-forwarded-for': '203.0.113.52' };
      await redis.stop();
      try {
        const codes: number[] = [];
        for (let i = 0; i < 4; i += 1) {
          codes.push((await a.inject({ method: 'GET', url: '/api/config/', headers: client })).statusCode);
        }
        expect(codes).toEqual([200, 200, 200, 200]);
        expect(lines.join('')).toContain('Redis unreachable: rate limits are not enforced');
      } finally {
        await redis.start();
      }
      // The client reconnects on its own; the limit holds again.
      let codes: number[] = [];
      for (let attempt = 0; attempt < 50 && !codes.includes(429); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        codes = [];
        for (let i = 0; i < 3; i += 1) {
          const other = { 'x-forwarded-for': `203.0.113.${60 + attempt}` };
          codes.push((await a.inject({ method: 'GET', url: '/api/config/', headers: other })).statusCode);
        }
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await a.close();
    }
  });
});
