import pg from 'pg';
import {
  SQLSTATE,
  isDatabaseError,
  type Database,
  type NotificationHandlers,
  type Queryable,
  type QueryResult,
  type SqlParam,
} from './database.js';

const TRANSACTION_ATTEMPTS = 3;
const LISTEN_RETRY_MS = [250, 1000, 2000, 5000];
/** The listening connection is asked `SELECT 1` this often; no answer within the timeout counts as a drop. */
const LISTEN_HEARTBEAT_MS = 5_000;
const LISTEN_HEARTBEAT_TIMEOUT_MS = 5_000;

/** The listening connection's application_name (pg_stat_activity). */
export const LISTEN_APPLICATION_NAME = 'overdive-listen';

const ignore = (): void => undefined;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it drops — an error, its end,
 * or a heartbeat left unanswered (a silent network failure would otherwise lose notifications unnoticed) — `lost` is
 * reported at once and the connection is retried until it is back, LISTENing again, and then `restored` is
 * reported.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let current: { client: pg.Client; drop: () => void } | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;
  let pinging = false;

  const discard = (client: pg.Client) => {
    client.removeAllListeners('error');
    client.on('error', ignore);
    void client.end().catch(ignore);
  };

  const connect = async (): Promise<void> => {
    // Named, so that it can be told apart in pg_stat_activity.
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: LISTEN_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    const drop = () => {
      if (current?.client !== next) return;
      current = null;
      discard(next);
      handlers.lost();
      schedule();
    };
    next.on('error', drop);
    next.on('end', drop);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      discard(next);
      throw error;
    }
    if (stopped) {
      discard(next);
      return;
    }
    current = { client: next, drop };
    attempt = 0;
  };
  const schedule = () => {
    if (stopped || retry !== null) return;
    const delay = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)] ?? 5000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => {
          if (current !== null) handlers.restored();
        },
        () => schedule(),
      );
    }, delay);
    retry.unref();
  };

  const heartbeat = setInterval(() => {
    const listening = current;
    if (listening === null || pinging) return;
    pinging = true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('heartbeat timed out')), LISTEN_HEARTBEAT_TIMEOUT_MS);
    });
    Promise.race([listening.client.query('SELECT 1'), timeout])
      .catch(() => listening.drop())
      .finally(() => {
        clearTimeout(timer);
        pinging = false;
      });
  }, LISTEN_HEARTBEAT_MS);
  heartbeat.unref();

  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearInterval(heartbeat);
    throw error;
  }
  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    if (retry !== null) clearTimeout(retry);
    const listening = current;
    current = null;
    if (listening !== null) {
      listening.client.removeAllListeners('error');
      listening.client.on('error', ignore);
      await listening.client.end().catch(ignore);
    }
  };
}

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
 * docs/product.md §13.7: every pooled connection cancels a statement after 30 s, the longest a request may last
 * (REQUEST_TIMEOUT_MS' default): past it nobody waits for the answer, and a runaway query would hold its connection
 * and its locks for good. Migrations lift it for their own transaction (migrate.ts).
 */
export const STATEMENT_TIMEOUT_MS = 30_000;
/**
 * And ends a session left idle inside a transaction for 60 s: the API's transactions hold no waits of their own, so
 * one that idles that long belongs to a copy that froze or lost its way, and it would hold its row locks (and keep
 * VACUUM back) until it came back. Longer than the statement timeout, so a slow statement is cancelled first.
 */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

export interface PoolOptions {
  /** DB_POOL_MAX (default 10). */
  poolMax?: number;
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
}

/**
 * A pool on a real PostgreSQL. Several API copies may share it (docs/product.md §2: stateless servers); transactions
 * that lose a serialization or deadlock race are retried a few times instead of surfacing as 500s.
 */
export async function openPostgres(connectionString: string, options: PoolOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs ?? IDLE_IN_TRANSACTION_TIMEOUT_MS,
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
        // A checked-out connection has no error listener of the pool's: one the server ends meanwhile (the
        // idle-in-transaction timeout) would otherwise throw an unhandled 'error' event. It is discarded below.
        const lost = () => {
          broken = true;
        };
        conn.on('error', lost);
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
          conn.removeListener('error', lost);
          conn.release(broken);
        }
      }
    },
    async session<T>(fn: (conn: Queryable) => Promise<T>): Promise<T> {
      const conn = await pool.connect();
      let broken = false;
      const lost = () => {
        broken = true;
      };
      conn.on('error', lost);
      try {
        return await fn(queryable(conn));
      } catch (error) {
        // Whatever the session holds (a lock, a setting) goes with the connection rather than to the next caller.
        broken = true;
        throw error;
      } finally {
        conn.removeListener('error', lost);
        conn.release(broken);
      }
    },
    listen: (channel, handlers) => listenOn(connectionString, channel, handlers),
    async close() {
      await pool.end();
    },
  };
}
