import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.js';

/** The SQL files sit beside this module; `npm run build:api` copies them next to the compiled one. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any constant works; it only has to be the same for every copy of the server. "OVRDIVE1" in ASCII. */
const MIGRATION_LOCK_KEY = 0x4f5652444956;
/** The lock of a migration that runs outside a transaction (another key: it is held by a session, not a transaction). */
const CONCURRENT_LOCK_KEY = 0x4f5652444957;
/** How often a copy asks again for the lock another copy holds while it builds indexes. */
const CONCURRENT_LOCK_POLL_MS = 500;

const MIGRATION_FILE = /^(\d{3,})_[a-z0-9_]+\.sql$/;

/**
 * The first line of a migration that must run outside a transaction: `CREATE INDEX CONCURRENTLY` builds an index
 * without blocking the table's writes, which PostgreSQL allows only outside a transaction block. Such a file holds
 * nothing else (checked when it is read).
 */
export const OUTSIDE_TRANSACTION = '-- migrate: outside a transaction';
const INDEX_STATEMENT =
  /^(CREATE (UNIQUE )?INDEX CONCURRENTLY IF NOT EXISTS ([a-z0-9_]+) |DROP INDEX CONCURRENTLY IF EXISTS ([a-z0-9_]+)$)/;

interface Script {
  name: string;
  sql: string;
  /** Set for a migration outside a transaction: its statements, one at a time. */
  statements: string[] | null;
}

/** The statements of a migration outside a transaction: comments dropped, split at the `;` ending a line. */
function indexStatements(name: string, sql: string): string[] {
  const statements = sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter((statement) => statement !== '');
  for (const statement of statements) {
    if (!INDEX_STATEMENT.test(statement))
      throw new Error(
        `${name}: a migration outside a transaction holds only CREATE INDEX CONCURRENTLY IF NOT EXISTS and DROP ` +
          `INDEX CONCURRENTLY IF EXISTS statements, not: ${statement.slice(0, 80)}`,
      );
  }
  return statements;
}

async function readScripts(dir: string): Promise<Script[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(
    files.map(async (name) => {
      const sql = await readFile(`${dir}/${name}`, 'utf8');
      const outside = sql.split('\n', 1)[0]?.trim() === OUTSIDE_TRANSACTION;
      return { name, sql, statements: outside ? indexStatements(name, sql) : null };
    }),
  );
}

/**
 * Applies the transactional files not yet recorded, in one transaction, up to the first migration that runs outside
 * one; returns what it applied and that migration, if any. The advisory lock is taken before anything else, so
 * several copies starting at once apply each file exactly once.
 */
function applyInTransaction(
  db: Database,
  scripts: readonly Script[],
): Promise<{ applied: string[]; outside: Script | null }> {
  return db.transaction(async (tx) => {
    // No statement timeout here (postgres.ts sets 30 s on the pool, docs/product.md §13.7): a copy may wait on the
    // lock for as long as another applies a long migration, and a migration may take longer than a request.
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = await appliedVersions(tx);
    const applied: string[] = [];
    for (const script of scripts) {
      if (done.has(script.name)) continue;
      if (script.statements !== null) return { applied, outside: script };
      await tx.exec(script.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [script.name]);
      applied.push(script.name);
    }
    return { applied, outside: null };
  });
}

async function appliedVersions(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  return new Set(rows.rows.map((r) => r.version));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a migration outside a transaction on one connection, statement by statement, and records it. Copies take
 * turns on a session lock that they ask for without waiting inside a statement: a copy blocked in
 * `pg_advisory_lock` would hold a snapshot, which `CREATE INDEX CONCURRENTLY` waits for, while it waits for the lock
 * the builder holds. An index a crash left half-built (invalid) is dropped and built again; one already built is kept.
 * Returns whether this copy applied it (false: another copy did meanwhile).
 */
function applyOutside(db: Database, script: Script): Promise<boolean> {
  // One at a time within this process too: PGlite has a single session, whose advisory locks it takes again freely.
  const previous = outsideRuns.get(db) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(() => applyOutsideLocked(db, script));
  outsideRuns.set(db, current);
  return current;
}

const outsideRuns = new WeakMap<Database, Promise<unknown>>();

async function applyOutsideLocked(db: Database, script: Script): Promise<boolean> {
  const run = async (conn: Queryable): Promise<boolean> => {
    while (!(await tryLock(conn))) await pause(CONCURRENT_LOCK_POLL_MS);
    try {
      if ((await appliedVersions(conn)).has(script.name)) return false;
      // An index over a large table takes longer than any request (see applyInTransaction).
      await conn.query('SET statement_timeout = 0');
      try {
        for (const statement of script.statements ?? []) {
          const name = INDEX_STATEMENT.exec(statement)?.[3];
          if (name !== undefined && (await invalidIndex(conn, name)))
            await conn.exec(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
          await conn.exec(statement);
        }
      } finally {
        await conn.query('RESET statement_timeout');
      }
      await conn.query('INSERT INTO schema_migrations (version) VALUES ($1) ON CONFLICT DO NOTHING', [
        script.name,
      ]);
      return true;
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [CONCURRENT_LOCK_KEY]);
    }
  };
  return db.session === undefined ? run(db) : db.session(run);
}

async function tryLock(conn: Queryable): Promise<boolean> {
  const result = await conn.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
    CONCURRENT_LOCK_KEY,
  ]);
  return result.rows[0]?.locked === true;
}

async function invalidIndex(conn: Queryable, name: string): Promise<boolean> {
  const result = await conn.query<{ valid: boolean }>(
    'SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = to_regclass($1)',
    [name],
  );
  return result.rows[0]?.valid === false;
}

/**
 * Applies the numbered .sql files not yet recorded in schema_migrations, in name order: the ordinary ones in one
 * transaction (all or nothing), a file that starts with OUTSIDE_TRANSACTION on its own, statement by statement (it
 * builds indexes without locking writes). Safe to run from several copies at once; running it again is a no-op.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const scripts = await readScripts(dir);
  const applied: string[] = [];
  for (;;) {
    const step = await applyInTransaction(db, scripts);
    applied.push(...step.applied);
    if (step.outside === null) return applied;
    if (await applyOutside(db, step.outside)) applied.push(step.outside.name);
  }
}
