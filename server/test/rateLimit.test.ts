/**
 * Whose requests the rate limits count together (docs/product.md §7): the client address as TRUST_PROXY lets the API
 * see it, IPv6 clients per /64, IPv4-mapped IPv6 as the IPv4 address. The 429 answers themselves are in
 * http.test.ts and auth.test.ts; limits shared through Redis in rateLimitRedis.test.ts.
 */
import { openTestDatabase, startApp, type TestApp, type TestDatabase } from './helpers.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** The test client connects from 127.0.0.1: trusting it makes it the proxy in front of the API. */
const TRUST_THE_TEST_CLIENT = '127.0.0.1';

async function withLimitedApp(env: Record<string, string>, run: (app: TestApp) => Promise<void>) {
  const app = await startApp(database.db, { API_RATE_LIMIT: '3', ...env });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

/** Status codes of GET /api/config/ sent once with each X-Forwarded-For value. */
async function statusesFor(app: TestApp, forwardedFor: string[]): Promise<number[]> {
  const codes: number[] = [];
  for (const value of forwardedFor) {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/config/',
      headers: { 'x-forwarded-for': value },
    });
    codes.push(answer.statusCode);
  }
  return codes;
}

describe('client address behind TRUST_PROXY', () => {
  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    // The attack: a client that connects directly invents a new address per request to get a fresh budget.
    await withLimitedApp({ TRUST_PROXY: '10.0.0.1' }, async (app) => {
      const spoofed = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'];
      expect(await statusesFor(app, spoofed)).toEqual([200, 200, 200, 429, 429]);
    });
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is unset', async () => {
    await withLimitedApp({}, async (app) => {
      const spoofed = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];
      expect(await statusesFor(app, spoofed)).toEqual([200, 200, 200, 429]);
    });
  });

  it('counts the address the trusted proxy saw, not what the client prepended', async () => {
    await withLimitedApp({ TRUST_PROXY: TRUST_THE_TEST_CLIENT }, async (app) => {
      // The proxy appends the address it saw; anything to its left is the client's own claim.
      const behindProxy = [1, 2, 3, 4].map((n) => `198.51.100.${n}, 203.0.113.7`);
      expect(await statusesFor(app, behindProxy)).toEqual([200, 200, 200, 429]);
      // Another real client behind the same proxy has its own budget.
      expect(await statusesFor(app, ['203.0.113.8'])).toEqual([200]);
    });
  });

  it('accepts CIDR ranges of proxies', async () => {
    await withLimitedApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.0/8' }, async (app) => {
      expect(
        await statusesFor(app, ['203.0.113.20', '203.0.113.20', '203.0.113.20', '203.0.113.20']),
      ).toEqual([200, 200, 200, 429]);
      expect(await statusesFor(app, ['203.0.113.21'])).toEqual([200]);
    });
  });
});

describe('IPv6 clients', () => {
  it('share one budget per /64, however many addresses of it they use', async () => {
    // The attack: one IPv6 customer usually holds a whole /64 and can use a new address for every request.
    await withLimitedApp({ TRUST_PROXY: TRUST_THE_TEST_CLIENT }, async (app) => {
      const rotating = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2:a:b:c:d'];
      expect(await statusesFor(app, rotating)).toEqual([200, 200, 200, 429]);
      // The neighbouring /64 is another customer.
      expect(await statusesFor(app, ['2001:db8:1:3::1'])).toEqual([200]);
    });
  });

  it('count an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    await withLimitedApp({ TRUST_PROXY: TRUST_THE_TEST_CLIENT }, async (app) => {
      const mixed = ['192.0.2.44', '::ffff:192.0.2.44', '192.0.2.44', '::ffff:c000:022c'];
      expect(await statusesFor(app, mixed)).toEqual([200, 200, 200, 429]);
    });
  });
});

describe('per-route budgets', () => {
  it('count HEAD with GET, as a HEAD runs the same handler', async () => {
    await withLimitedApp({ AUTH_RATE_LIMIT: '2' }, async (app) => {
      const url = '/api/auth/nonce/?wallet_address=0x0000000000000000000000000000000000000002';
      const codes: number[] = [];
      for (const method of ['GET', 'HEAD', 'GET'] as const) {
        codes.push((await app.inject({ method, url })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
      // The rest of the API keeps its own budget.
      expect((await app.inject({ method: 'GET', url: '/api/config/' })).statusCode).toBe(200);
    });
  });
});
