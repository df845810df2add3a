/**
 * One small interface over the two storage engines (docs/architecture.md "server"): PGlite, an embedded PostgreSQL for
 * development and tests, and a real PostgreSQL through `pg` when DATABASE_URL is set. Both speak the same SQL, so
 * migrations and queries are written once.
 */

export type SqlParam = string | number | boolean | null | Date;

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  /** One statement with $1… parameters. NUMERIC and COUNT(*) come back as strings; cast to int where a number is wanted. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** What a listener hears on a NOTIFY channel (server/src/cache/readCache.ts). */
export interface NotificationHandlers {
  message(payload: string): void;
  /** Notifications may have been missed (the listening connection dropped); `restored` follows once it is back. */
  lost(): void;
  restored(): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * LISTEN on `channel` for the life of the database handle; resolves to a function that stops listening. PGlite
   * delivers a notification before the query that committed it resolves; PostgreSQL on a connection of its own,
   * moments after the commit. Optional: a database without it gets no read cache.
   */
  listen?(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * Runs `fn` inside BEGIN…COMMIT; any throw rolls back. Every write that touches more than one row goes through
   * here so that a crash never leaves half an order or company behind (docs/security.md).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` on one connection, outside any transaction, for what must stay on one session (a session-level lock, a
   * `SET`, statements that refuse a transaction block: server/src/db/migrate.ts). Without it (PGlite has a single
   * session), the database itself is that connection.
   */
  session?<T>(fn: (conn: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** SQLSTATE codes the server maps to HTTP answers. */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

export interface DatabaseErrorLike {
  code: string;
  constraint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  );
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return (
    isDatabaseError(error) &&
    error.code === SQLSTATE.uniqueViolation &&
    (constraint === undefined || error.constraint === constraint)
  );
}
