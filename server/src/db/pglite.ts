import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MEMORY_DATA_DIR } from '../config.js';
import type { Database, Queryable, QueryResult, SqlParam } from './database.js';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock.js';

type PGliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

/** `usable` throws once the folder is no longer ours (its lock was taken over): then nothing may touch it. */
function queryable(target: PGliteLike, usable: () => void): Queryable {
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly SqlParam[] = [],
    ): Promise<QueryResult<Row>> {
      usable();
      const result = await target.query<Row>(sql, [...params]);
      // affectedRows counts changed rows only (0 for a SELECT); returned rows count as well, as with pg.
      return { rows: result.rows, rowCount: Math.max(result.rows.length, result.affectedRows ?? 0) };
    },
    async exec(sql: string): Promise<void> {
      usable();
      await target.exec(sql);
    },
  };
}

/**
 * The extensions the migrations create (017: trigram indexes for the orders search), which PGlite loads as it opens a
 * database; every PGlite opened on the API's data must load them (bench/lib/seed.ts too).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite runs PostgreSQL in this process with a single session: it queues queries and transactions itself, so
 * concurrent requests are serialised (correct, if not parallel). One process per DATA_DIR: a lock file next to
 * the folder keeps a second copy from corrupting it.
 */
export async function openPGlite(dataDir: string): Promise<Database> {
  let lock: DataDirLock | null = null;
  if (dataDir !== MEMORY_DATA_DIR) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir, {
      onLost: () =>
        console.error(
          `DATA_DIR ${dataDir}: another process took over its lock while this one stood still; ` +
            'every query fails from now on: restart this process',
        ),
    });
  }
  const usable = () => {
    if (lock?.lost === true) throw new Error(`DATA_DIR ${dataDir} is locked by another process now`);
  };
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      ...(dataDir === MEMORY_DATA_DIR ? {} : { dataDir }),
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const base = queryable(pg, usable);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      usable();
      return pg.transaction((tx) => fn(queryable(tx, usable)));
    },
    // One process, one session: a notification reaches the callback before the committing query resolves.
    async listen(channel, handlers) {
      const unlisten = await pg.listen(channel, (payload) => handlers.message(payload));
      return async () => {
        if (!pg.closed) await unlisten();
      };
    },
    async close() {
      // Closing writes to the folder (a checkpoint): not once it is another process's.
      if (!pg.closed && lock?.lost !== true) await pg.close();
      lock?.release();
    },
  };
}
