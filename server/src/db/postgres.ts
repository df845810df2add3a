import pg from 'pg';
import {
  SQLSTATE,
  isDatabaseError,
  type Database,
  type Queryable,
  type QueryResult,
  type SqlParam,
} from './database.js';

const TRANSACTION_ATTEMPTS = 3;

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly SqlParam[] = [],
    ): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, [...params]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  };
}

/**
 * A pool on a real PostgreSQL. Several API copies may share it (issue 2: stateless servers); transactions that
 * lose a serialization or deadlock race are retried a few times instead of surfacing as 500s.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  client.release();
  const base = queryable(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        const conn = await pool.connect();
        let broken = false;
        try {
          await conn.query('BEGIN');
          const result = await fn(queryable(conn));
          await conn.query('COMMIT');
          return result;
        } catch (error) {
          await conn.query('ROLLBACK').catch(() => {
            broken = true;
          });
          const retryable =
            isDatabaseError(error) &&
            (error.code === SQLSTATE.serializationFailure || error.code === SQLSTATE.deadlockDetected);
          if (!retryable || attempt >= TRANSACTION_ATTEMPTS) throw error;
        } finally {
          // A connection that could not even roll back is discarded rather than handed to the next caller.
          conn.release(broken);
        }
      }
    },
    async close() {
      await pool.end();
    },
  };
}
