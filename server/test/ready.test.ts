/**
 * GET /api/ready/ (docs/product.md §13.8): 200 only when the database answers, the RPC answers the configured chain id
 * and, on the copy that watches, the watcher is at most 20 blocks behind; else 503 naming what is wrong. The node
 * sits behind a TCP proxy (server/test/rpcProxy.ts) that the tests stop and start like a node going away.
 */
import { startDevnet, type Devnet } from '../../scripts/devnet/index.js';
import type { Database } from '../src/db/index.js';
import { createReadiness, READY_MAX_BEHIND_BLOCKS } from '../src/http/readiness.js';
import { openTestDatabase, startApp, type TestApp, type TestDatabase } from './helpers.js';
import { startRpcProxy, type RpcProxy } from './rpcProxy.js';

let devnet: Devnet;
let proxy: RpcProxy;
let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  devnet = await startDevnet();
  proxy = await startRpcProxy(devnet.rpcUrl);
  database = await openTestDatabase();
  // A low API_RATE_LIMIT: readiness must never be counted against it.
  app = await startApp(database.db, { RPC_URL: proxy.url, RPC_TIMEOUT_MS: '1000', API_RATE_LIMIT: '3' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  await devnet?.stop();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Readiness {
  statusCode: number;
  body: { status: string; problems?: string[] };
}

async function ready(target: TestApp = app): Promise<Readiness> {
  const response = await target.inject({ method: 'GET', url: '/api/ready/' });
  return { statusCode: response.statusCode, body: response.json() };
}

/** Asks until `accept` says yes, for up to `withinMs`; returns the last answer. */
async function readyUntil(
  accept: (answer: Readiness) => boolean,
  withinMs: number,
  target: TestApp = app,
): Promise<Readiness> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await ready(target);
    if (accept(answer) || Date.now() > deadline) return answer;
    await sleep(100);
  }
}

describe('GET /api/ready/', () => {
  it('answers 200 ready when the database and the RPC answer, on the right chain', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('turns 503 naming the RPC when the node stops, while /api/health/ stays 200, and 200 again when it returns', async () => {
    await proxy.stop();
    try {
      // Nothing is kept for longer than about a second.
      const down = await readyUntil((answer) => answer.statusCode === 503, 3_000);
      expect(down.statusCode).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', problems: [expect.stringMatching(/^rpc: /)] });
      // The node's URL may carry an API key: it is never in the answer.
      expect(JSON.stringify(down.body)).not.toContain(new URL(proxy.url).port);
      const health = await app.inject({ method: 'GET', url: '/api/health/' });
      expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    } finally {
      await proxy.start();
    }
    const up = await readyUntil((answer) => answer.statusCode === 200, 3_000);
    expect(up).toEqual({ statusCode: 200, body: { status: 'ready' } });
  });

  it('answers 503 when the node serves another chain', async () => {
    const other = await startApp(database.db, { RPC_URL: proxy.url, CHAIN_ID: '31337' });
    try {
      expect(await ready(other)).toEqual({
        statusCode: 503,
        body: { status: 'unavailable', problems: [`rpc: serves chain ${devnet.chainId}, expected 31337`] },
      });
    } finally {
      await other.close();
    }
  });

  it('answers 503 naming the database when it does not answer', async () => {
    let broken = false;
    const flaky: Database = {
      ...database.db,
      query: (sql, params) =>
        broken ? Promise.reject(new Error('connection refused')) : database.db.query(sql, params),
    };
    const other = await startApp(flaky, { RPC_URL: proxy.url });
    try {
      expect((await ready(other)).statusCode).toBe(200);
      broken = true;
      expect(await ready(other)).toEqual({
        statusCode: 503,
        body: { status: 'unavailable', problems: ['database: no answer'] },
      });
    } finally {
      await other.close();
    }
  });

  it('is never rate limited', async () => {
    for (let i = 0; i < 6; i += 1) expect((await ready()).statusCode).toBe(200);
  });

  it('on the copy that watches, answers 200 once its watcher has read within 20 blocks of the head', async () => {
    const watching = await startApp(
      database.db,
      { RPC_URL: proxy.url, PAYMENT_WATCH_INTERVAL_MS: '200', METRICS_PORT: '0' },
      { watchPayments: true },
    );
    try {
      const answer = await readyUntil((a) => a.statusCode === 200, 20_000, watching);
      expect(answer).toEqual({ statusCode: 200, body: { status: 'ready' } });
      // The lag gauge of the metrics (docs/product.md §13.8) reads the same status.
      const metrics = await fetch(`${watching.app.metricsUrl ?? ''}/metrics`).then((r) => r.text());
      expect(metrics).toMatch(/^overdive_payment_watcher_leading 1$/m);
      const behind = /^overdive_payment_watcher_behind_blocks (\d+)$/m.exec(metrics)?.[1];
      expect(Number(behind)).toBeLessThanOrEqual(READY_MAX_BEHIND_BLOCKS);
    } finally {
      await watching.close();
    }
  });
});

describe('createReadiness', () => {
  function readiness(status: { leading: boolean; behindBlocks: number | null } | null) {
    return createReadiness({
      db: database.db,
      rpcUrls: [devnet.rpcUrl],
      chainId: devnet.chainId,
      timeoutMs: 1000,
      watcherStatus: () => status,
    });
  }

  it('holds a watching copy to at most 20 blocks behind, and a copy that does not watch to nothing', async () => {
    expect(READY_MAX_BEHIND_BLOCKS).toBe(20);
    expect(await readiness(null).problems()).toEqual([]);
    expect(await readiness({ leading: false, behindBlocks: null }).problems()).toEqual([]);
    expect(await readiness({ leading: false, behindBlocks: 500 }).problems()).toEqual([]);
    expect(await readiness({ leading: true, behindBlocks: 0 }).problems()).toEqual([]);
    expect(await readiness({ leading: true, behindBlocks: 20 }).problems()).toEqual([]);
    expect(await readiness({ leading: true, behindBlocks: 21 }).problems()).toEqual([
      'watcher: 21 blocks behind the chain head (at most 20)',
    ]);
    expect(await readiness({ leading: true, behindBlocks: null }).problems()).toEqual([
      'watcher: has not read the chain yet',
    ]);
  });

  it('is content with one good node of several (RPC_URL fails over, docs/product.md §13.6), and names each bad one', async () => {
    const options = { db: database.db, chainId: devnet.chainId, timeoutMs: 1000, watcherStatus: () => null };
    const oneGood = createReadiness({ ...options, rpcUrls: ['http://127.0.0.1:9', devnet.rpcUrl] });
    expect(await oneGood.problems()).toEqual([]);
    const noneGood = createReadiness({
      ...options,
      chainId: 31337,
      rpcUrls: ['http://127.0.0.1:9', devnet.rpcUrl],
    });
    expect(await noneGood.problems()).toEqual([
      expect.stringMatching(/^rpc node 1: unreachable/),
      `rpc node 2: serves chain ${devnet.chainId}, expected 31337`,
    ]);
  });

  it('names every problem at once', async () => {
    const all = createReadiness({
      db: { query: () => Promise.reject(new Error('gone')) },
      rpcUrls: ['http://127.0.0.1:9'],
      chainId: devnet.chainId,
      timeoutMs: 1000,
      watcherStatus: () => ({ leading: true, behindBlocks: 99 }),
    });
    expect(await all.problems()).toEqual([
      'database: no answer',
      expect.stringMatching(/^rpc: unreachable/),
      'watcher: 99 blocks behind the chain head (at most 20)',
    ]);
  });
});
