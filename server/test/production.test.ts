/**
 * The production settings of docs/product.md §13.7 that act at run time: the PostgreSQL pool's size (DB_POOL_MAX) and
 * its statement and idle-in-transaction timeouts, and RATE_LIMIT_STORE=memory counting in the process even with a
 * REDIS_URL set. (The refusals at start-up are in config.test.ts and serve.test.ts.)
 */
import { openDatabase, type Database } from '../src/db/index.js';
import { IDLE_IN_TRANSACTION_TIMEOUT_MS, STATEMENT_TIMEOUT_MS, openPostgres } from '../src/db/postgres.js';
import { openTestDatabase, startApp, testConfig, type TestDatabase } from './helpers.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('the PostgreSQL pool', () => {
  const url = () => database.url ?? '';

  it('has 30 s statement and 60 s idle-in-transaction timeouts by default', async () => {
    expect([STATEMENT_TIMEOUT_MS, IDLE_IN_TRANSACTION_TIMEOUT_MS]).toEqual([30_000, 60_000]);
    const db = await openDatabase(testConfig({ DATABASE_URL: url() }));
    try {
      const shown = await db.query<{ statement: string; idle: string }>(
        `SELECT current_setting('statement_timeout') AS statement,
                current_setting('idle_in_transaction_session_timeout') AS idle`,
      );
      expect(shown.rows).toEqual([{ statement: '30s', idle: '1min' }]);
      // Inside a transaction too: every pooled connection has them.
      const inTx = await db.transaction((tx) =>
        tx.query<{ statement: string }>(`SELECT current_setting('statement_timeout') AS statement`),
      );
      expect(inTx.rows).toEqual([{ statement: '30s' }]);
    } finally {
      await db.close();
    }
  });

  it('opens at most DB_POOL_MAX connections', async () => {
    const db = await openDatabase(testConfig({ DATABASE_URL: url(), DB_POOL_MAX: '2' }));
    try {
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.15)'),
        ),
      );
      const pids = new Set(results.map((r) => r.rows[0]?.pid));
      expect(pids.size).toBeLessThanOrEqual(2);
      // Six sleeps of 150 ms on two connections take three rounds.
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      await db.close();
    }
  });

  it('cancels a statement that runs past its timeout, and the pool goes on', async () => {
    const db = await openPostgres(url(), { poolMax: 2, statementTimeoutMs: 200 });
    try {
      await expect(db.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('ends a transaction left idle past its timeout without taking the process down, and the pool goes on', async () => {
    const db: Database = await openPostgres(url(), { poolMax: 1, idleInTransactionTimeoutMs: 200 });
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('SELECT 1');
          // The server ends the session while this transaction waits here.
          await sleep(600);
          await tx.query('SELECT 1');
        }),
      ).rejects.toThrow();
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe('RATE_LIMIT_STORE=memory', () => {
  it('counts in this process even with REDIS_URL set, chosen on purpose', async () => {
    // Nothing listens there: with Redis as the store the limits would fail open and let every request through.
    const app = await startApp(database.db, {
      REDIS_URL: 'redis://127.0.0.1:9',
      RATE_LIMIT_STORE: 'memory',
      API_RATE_LIMIT: '2',
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await app.inject({ method: 'GET', url: '/api/config/' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
