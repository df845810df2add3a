/**
 * GET companies/wallet-tokens/ spares the RPC quota that payments need (docs/product.md §13.6): its chain reads are
 * kept per company for 30 seconds, and the route has its own rate limit (WALLET_TOKENS_RATE_LIMIT a minute per
 * client), so one account reloading Home cannot spend the node's budget. The chain is counted at its boundary.
 */
import type { ChainClient } from '../src/chain/client.js';
import { ChainUnavailableError } from '../src/chain/client.js';
import { loadConfig } from '../src/config.js';
import {
  ORIGIN,
  bearer,
  createLicensor,
  newWallet,
  openTestDatabase,
  plentyChain,
  signedBody,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

/** A chain that counts every read and can be told to fail. */
function countingChain() {
  const counts = { reads: 0 };
  const state = { down: false, balance: 10n ** 30n };
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      counts.reads += 1;
      if (state.down) return Promise.reject(new ChainUnavailableError('test: down'));
      return fn(...args);
    };
  const chain: ChainClient = {
    ...plentyChain,
    call: counted(plentyChain.call),
    nativeBalance: counted(plentyChain.nativeBalance),
    tokenBalance: counted(() => Promise.resolve(state.balance)),
  };
  return { chain, counts, state };
}

let database: TestDatabase;
let app: TestApp;
let counting: ReturnType<typeof countingChain>;

beforeAll(async () => {
  database = await openTestDatabase();
  counting = countingChain();
  app = await startApp(database.db, {}, { chain: counting.chain });
});

afterAll(async () => {
  jest.restoreAllMocks();
  await app?.close();
  await database?.close();
});

function walletTokens(client: TestApp, licensor: Licensor) {
  return client.inject({
    method: 'GET',
    url: '/api/companies/wallet-tokens/',
    headers: bearer(licensor.token),
  });
}

/** The reads one answer costs: the licence-token balance (call), the native coin and the one accepted token. */
const ONE_SET = 3;

describe('GET /api/companies/wallet-tokens/ is kept per company for 30 s', () => {
  it('two calls within 30 s make one set of chain reads; another company has its own', async () => {
    const licensor = await createLicensor(app);
    const before = counting.counts.reads;
    const first = await walletTokens(app, licensor);
    expect(first.statusCode).toBe(200);
    expect(counting.counts.reads - before).toBe(ONE_SET);
    const second = await walletTokens(app, licensor);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(counting.counts.reads - before).toBe(ONE_SET);

    const other = await createLicensor(app);
    const theirs = await walletTokens(app, other);
    expect(theirs.json()).toMatchObject({ address: other.company.payout_address });
    expect(counting.counts.reads - before).toBe(2 * ONE_SET);
  });

  it('calls at once share one set of reads', async () => {
    const licensor = await createLicensor(app);
    const before = counting.counts.reads;
    const answers = await Promise.all([1, 2, 3].map(() => walletTokens(app, licensor)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(counting.counts.reads - before).toBe(ONE_SET);
  });

  it('reads again after 30 s', async () => {
    const licensor = await createLicensor(app);
    const before = counting.counts.reads;
    await walletTokens(app, licensor);
    counting.state.balance = 42n;
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 29_000);
    try {
      expect((await walletTokens(app, licensor)).json()).not.toMatchObject({ tokens: [{ balance: '42' }] });
      expect(counting.counts.reads - before).toBe(ONE_SET);
      clock.mockReturnValue(now + 31_000);
      expect((await walletTokens(app, licensor)).json()).toMatchObject({ tokens: [{ balance: '42' }] });
      expect(counting.counts.reads - before).toBe(2 * ONE_SET);
    } finally {
      clock.mockRestore();
      counting.state.balance = 10n ** 30n;
    }
  });

  it('keeps no failure: a chain that was down is asked again at once', async () => {
    const licensor = await createLicensor(app);
    counting.state.down = true;
    try {
      expect((await walletTokens(app, licensor)).statusCode).toBe(503);
    } finally {
      counting.state.down = false;
    }
    const before = counting.counts.reads;
    expect((await walletTokens(app, licensor)).statusCode).toBe(200);
    expect(counting.counts.reads - before).toBe(ONE_SET);
  });

  it('reads the new payout address at once after a payout change', async () => {
    const licensor = await createLicensor(app);
    await walletTokens(app, licensor);
    const path = `/api/companies/${licensor.company.id}/`;
    const body = { payout_address: newWallet().address };
    const changed = await app.inject({
      method: 'PATCH',
      url: path,
      headers: { ...bearer(licensor.token), origin: ORIGIN },
      payload: await signedBody(app, licensor.wallet, { method: 'PATCH', path, body }),
    });
    expect(changed.statusCode).toBe(200);
    const before = counting.counts.reads;
    const after = await walletTokens(app, licensor);
    expect(after.json()).toMatchObject({ address: body.payout_address.toLowerCase() });
    expect(counting.counts.reads - before).toBe(ONE_SET);
  });
});

describe('GET /api/companies/wallet-tokens/ has its own rate limit', () => {
  it('answers 429 with Retry-After past WALLET_TOKENS_RATE_LIMIT a minute, and the other routes go on', async () => {
    const limited = await startApp(database.db, { WALLET_TOKENS_RATE_LIMIT: '2' }, { chain: counting.chain });
    try {
      const licensor = await createLicensor(limited);
      const other = await createLicensor(limited);
      const statuses = [];
      for (const who of [licensor, licensor, other])
        statuses.push((await walletTokens(limited, who)).statusCode);
      // Per client, whichever account it signs in with: the third call is refused.
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await walletTokens(limited, licensor);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many requests; retry in \d+ s$/) });
      const companies = await limited.inject({
        method: 'GET',
        url: '/api/companies/',
        headers: bearer(licensor.token),
      });
      expect(companies.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is 6 a minute by default', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).walletTokensRateLimit).toBe(6);
  });
});
