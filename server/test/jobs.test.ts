/**
 * Durable jobs (server/src/jobs, docs/product.md §11.1) on the API's own database: a job sent inside a transaction
 * exists only if it commits, survives a restart of the API, is retried with backoff, and runs once with two API
 * copies on one PostgreSQL. On PGlite (memory, or a data folder for the restart) unless DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPGlite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { migrate, type Database } from '../src/db/index.js';
import { startJobs, type Jobs } from '../src/jobs/index.js';
import { openTestDatabase, startApp, type TestDatabase } from './helpers.js';

jest.setTimeout(120_000);

const FAST = { pollingIntervalSeconds: 0.5 };

/** Resolves once `check` holds, polling every 50 ms. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('on the test database', () => {
  let test_db: TestDatabase;
  let jobs: Jobs;
  let startMs: number;

  beforeAll(async () => {
    test_db = await openTestDatabase();
    await test_db.db.exec('CREATE TABLE job_probe (id int PRIMARY KEY)');
    const started = performance.now();
    jobs = await startJobs({ db: test_db.db, ...FAST });
    startMs = performance.now() - started;
  });

  afterAll(async () => {
    await jobs?.stop();
    await test_db?.close();
  });

  test('pg-boss starts on the app’s database', () => {
    // Measured for the commit message: PGlite in memory or PostgreSQL, schema created from nothing.
    console.info(`pg-boss start (${test_db.db.kind}, fresh schema): ${Math.round(startMs)} ms`);
    expect(startMs).toBeGreaterThan(0);
  });

  test('a job sent in a transaction that rolls back never runs; one that commits runs', async () => {
    const seen: number[] = [];
    await jobs.work<{ id: number }>({ name: 'probe' }, async (job) => {
      seen.push(job.data.id);
    });
    await expect(
      test_db.db.transaction(async (tx) => {
        await tx.query('INSERT INTO job_probe (id) VALUES ($1)', [1]);
        await jobs.send('probe', { id: 1 }, {}, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await test_db.db.transaction(async (tx) => {
      await tx.query('INSERT INTO job_probe (id) VALUES ($1)', [2]);
      await jobs.send('probe', { id: 2 }, {}, tx);
    });
    await until(() => seen.includes(2));
    // Polling on for two more intervals: the rolled-back job does not exist, so it never comes.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(seen).toEqual([2]);
    const rows = await test_db.db.query<{ id: number }>('SELECT id FROM job_probe ORDER BY id');
    expect(rows.rows).toEqual([{ id: 2 }]);
    const queued = await test_db.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM pgboss.job WHERE name = 'probe'`,
    );
    expect(Number(queued.rows[0]!.n)).toBe(1);
  });

  test('a failing job is retried with backoff, then completes', async () => {
    const attempts: number[] = [];
    await jobs.work<object>({ name: 'flaky', retryLimit: 3, retryDelay: 1, retryBackoff: true }, async () => {
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error('not yet');
    });
    const id = await jobs.send('flaky', {});
    await until(async () => (await jobs.boss.getJobById('flaky', id!))?.state === 'completed', 60_000);
    expect(attempts).toHaveLength(3);
    const job = await jobs.boss.getJobById('flaky', id!);
    expect(job).toMatchObject({ retryCount: 2, retryBackoff: true });
    // Backoff: retry n waits between delay·2^n/2 and delay·2^n seconds (pg-boss 10), so at least 1 s, then 2 s.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1_900);
  });
});

test('a queued job survives a restart of the API and runs after it', async () => {
  let db: Database;
  let folder: string | null = null;
  const url = process.env.DATABASE_URL;
  const test_db = url === undefined || url === '' ? null : await openTestDatabase();
  const open = async (): Promise<Database> => {
    if (test_db !== null) return openPostgres(test_db.url!);
    folder ??= mkdtempSync(join(tmpdir(), 'overdive-jobs-'));
    const opened = await openPGlite(join(folder, 'data'));
    await migrate(opened);
    return opened;
  };
  try {
    db = await open();
    let jobs = await startJobs({ db, ...FAST });
    await jobs.boss.createQueue('later', { name: 'later' });
    const id = await jobs.send('later', { n: 7 });
    await jobs.stop();
    await db.close();

    db = await open();
    jobs = await startJobs({ db, ...FAST });
    const seen: unknown[] = [];
    await jobs.work<{ n: number }>({ name: 'later' }, async (job) => {
      seen.push([job.id, job.data.n]);
    });
    await until(() => seen.length > 0);
    expect(seen).toEqual([[id, 7]]);
    await jobs.stop();
    await db.close();
  } finally {
    await test_db?.close();
    if (folder !== null) rmSync(folder, { recursive: true, force: true });
  }
});

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres('two API copies on one PostgreSQL run each job once', async () => {
  const test_db = await openTestDatabase();
  const second = await openPostgres(test_db.url!);
  const copies = [await startJobs({ db: test_db.db, ...FAST }), await startJobs({ db: second, ...FAST })];
  try {
    const runs: [number, number][] = [];
    for (const [copy, jobs] of copies.entries()) {
      await jobs.work<{ n: number }>({ name: 'once' }, async (job) => {
        runs.push([job.data.n, copy]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    for (let n = 0; n < 30; n++) await copies[n % 2]!.send('once', { n });
    await until(() => runs.length >= 30, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(runs.map(([n]) => n).sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
    // Both copies took work.
    expect(new Set(runs.map(([, copy]) => copy)).size).toBe(2);
  } finally {
    for (const jobs of copies) await jobs.stop();
    await second.close();
    await test_db.close();
  }
});

onPostgres('API copies starting at once on a fresh PostgreSQL all start, with their queues', async () => {
  // As a rolling deploy or `docker compose up --scale api=4` starts them: nobody has made pg-boss's schema yet. The
  // race is a matter of milliseconds, so it is run on several fresh databases.
  for (let round = 0; round < 6; round += 1) {
    const test_db = await openTestDatabase();
    const others = await Promise.all([1, 2, 3].map(() => openPostgres(test_db.url!)));
    const started: Jobs[] = [];
    try {
      const copies = await Promise.allSettled(
        [test_db.db, ...others].map(async (db) => {
          const jobs = await startJobs({ db, ...FAST });
          started.push(jobs);
          await jobs.work({ name: 'at-once' }, async () => undefined);
        }),
      );
      const outcomes = copies.map((copy) => (copy.status === 'rejected' ? String(copy.reason) : 'started'));
      expect([round, outcomes]).toEqual([round, ['started', 'started', 'started', 'started']]);
    } finally {
      for (const jobs of started) await jobs.stop();
      for (const db of others) await db.close();
      await test_db.close();
    }
  }
});

test('the app starts its jobs with it and stops them when it closes', async () => {
  const test_db = await openTestDatabase();
  try {
    const api = await startApp(test_db.db, {}, { runJobs: true });
    const version = await test_db.db.query<{ version: number }>('SELECT version FROM pgboss.version');
    expect(version.rows).toHaveLength(1);
    await api.close();
    // Stopped: a second start on the same database finds the schema in place and stops cleanly too.
    const again = await startApp(test_db.db, {}, { runJobs: true });
    await again.close();
  } finally {
    await test_db.close();
  }
});
