/**
 * Durable jobs (docs/product.md §11.1): pg-boss 10 on the API's own database, so a job survives a restart and runs
 * once across several API copies. PostgreSQL (DATABASE_URL) and PGlite both go through the app's `Database`, given to
 * pg-boss as its `db: { executeSql }`; on PGlite the single session serialises pg-boss's polling with the API's
 * queries. A job is sent inside the caller's transaction (`send(…, tx)`), so it exists exactly when the row change
 * that asked for it commits. How to add one: docs/architecture.md "Jobs".
 */
import PgBoss from 'pg-boss';
import type { Database, Queryable, SqlParam } from '../db/index.js';

/** The schema pg-boss keeps its tables in, beside the app's (created by pg-boss on start). */
export const JOBS_SCHEMA = 'pgboss';

export type JobHandler<Data> = (job: PgBoss.Job<Data>) => Promise<void>;

export interface JobQueue {
  name: string;
  /** pg-boss's queue policy (`stately`: at most one job waiting and one running per singletonKey). */
  policy?: PgBoss.QueuePolicy;
  retryLimit?: number;
  /** Seconds before the first retry; with `retryBackoff`, doubled (with jitter) at each further one. */
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** How many of its jobs one API copy runs at once (default 1). */
  concurrency?: number;
}

export interface Jobs {
  /** Creates (or updates) the queue and runs `handler` for each of its jobs, one at a time per API copy. */
  work<Data extends object>(queue: JobQueue, handler: JobHandler<Data>): Promise<void>;
  /** Queues a job; with `tx`, inside that transaction: rolled back with it, visible to workers once it commits. */
  send(name: string, data: object, options?: PgBoss.SendOptions, tx?: Queryable): Promise<string | null>;
  /** The underlying pg-boss, for tests and inspection. */
  readonly boss: PgBoss;
  /** Stops fetching, waits for running jobs (up to `graceMs`), then leaves the database to its owner. */
  stop(graceMs?: number): Promise<void>;
}

export interface JobsOptions {
  db: Queryable;
  /** How often an idle worker looks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

/**
 * pg-boss's `db` over one of our `Queryable`s. pg-boss sends its multi-statement work (schema set-up, migrations,
 * maintenance) as one parameterless `BEGIN; …; COMMIT;` text whose rows it never reads (its `locked` plans): that
 * goes through `exec`, which both engines run as several statements; everything else is one statement for `query`.
 */
export function jobsExecutor(target: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((values === undefined || values.length === 0) && /^\s*BEGIN\s*;/i.test(text)) {
        await target.exec(text);
        return { rows: [] };
      }
      return target.query(text, (values ?? []) as SqlParam[]);
    },
  };
}

/** Any constant of our own (not the migrations'): the lock under which one copy at a time sets pg-boss up. */
const JOBS_SETUP_LOCK_KEY = 0x4f564a4f4253;

/**
 * Runs `setUp` (pg-boss's schema, a queue) in one API copy at a time on PostgreSQL. Copies starting at once race
 * otherwise: pg-boss creates its schema under an advisory lock of its own, but the copy that waited still sees no
 * schema (its catalog cache predates the winner's commit) and fails on a duplicate `pg_namespace` row; two copies
 * creating one queue collide the same way. Here the wait comes first, so the copy that waited finds everything made.
 * PGlite is one process: nothing to race.
 */
async function oneCopyAtATime(db: Queryable, setUp: () => Promise<void>): Promise<void> {
  const database = db as Partial<Database>;
  if (database.kind !== 'postgres' || database.transaction === undefined) return setUp();
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [JOBS_SETUP_LOCK_KEY]);
    await setUp();
  });
}

/** Starts pg-boss on the app's database (creating or migrating its schema), with maintenance on. */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({
    db: jobsExecutor(options.db),
    schema: JOBS_SCHEMA,
    // Cron schedules are not used: no clock monitor polling the database.
    schedule: false,
  });
  boss.on('error', (error) => options.onError?.(error));
  await oneCopyAtATime(options.db, async () => {
    await boss.start();
  });
  return {
    boss,
    async work<Data extends object>(queue: JobQueue, handler: JobHandler<Data>) {
      const { name, concurrency = 1, ...settings } = queue;
      await oneCopyAtATime(options.db, async () => {
        if ((await boss.getQueue(name)) === null) await boss.createQueue(name, { name, ...settings });
        else await boss.updateQueue(name, { name, ...settings });
      });
      // pg-boss 10 runs one job at a time per worker: `concurrency` workers on the queue run that many at once.
      for (let worker = 0; worker < concurrency; worker++) {
        await boss.work<Data>(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
          if (job !== undefined) await handler(job);
        });
      }
    },
    send(name, data, sendOptions = {}, tx) {
      return boss.send(name, data, tx === undefined ? sendOptions : { ...sendOptions, db: jobsExecutor(tx) });
    },
    async stop(graceMs = 10_000) {
      // `close: false`: the database is the app's, closed by its owner after this.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: graceMs });
    },
  };
}

/** How many jobs each queue holds per state, for the metrics (docs/product.md §13.8). */
export async function jobCounts(
  db: Queryable,
): Promise<{ queue: string; state: 'waiting' | 'active' | 'failed'; count: number }[]> {
  const result = await db.query<{ queue: string; state: 'waiting' | 'active' | 'failed'; count: number }>(
    `SELECT name AS queue,
            CASE WHEN state IN ('created', 'retry') THEN 'waiting' ELSE state::text END AS state,
            count(*)::int AS count
       FROM ${JOBS_SCHEMA}.job
      WHERE state IN ('created', 'retry', 'active', 'failed')
      GROUP BY 1, 2`,
  );
  return result.rows;
}
