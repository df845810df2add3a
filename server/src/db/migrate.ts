import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

/** The SQL files sit beside this module; `npm run build:api` copies them next to the compiled one. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any constant works; it only has to be the same for every copy of the server. "OVRDIVE1" in ASCII. */
const MIGRATION_LOCK_KEY = 0x4f5652444956;

const MIGRATION_FILE = /^(\d{3,})_[a-z0-9_]+\.sql$/;

/**
 * Applies the numbered .sql files not yet recorded in schema_migrations, all in one transaction. The advisory lock
 * is taken before anything else, so several copies starting at once apply each file exactly once; running it
 * again is a no-op.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const scripts = await Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(`${dir}/${name}`, 'utf8') })),
  );
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
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const applied: string[] = [];
    for (const { name, sql } of scripts) {
      if (done.has(name)) continue;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
