/**
 * The storage layer: migrations that are safe to run twice and from several copies at once, transactions that
 * leave nothing half-written, amounts that come back exact. (A PGlite data folder across restarts: serve.test.ts.)
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, type Database } from '../src/db/index.js';
import { MIGRATIONS_DIR } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { openTestDatabase, type TestDatabase } from './helpers.js';

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase({ migrated: false });
  db = database.db;
});

afterAll(async () => {
  await database.close();
});

describe('migrations', () => {
  it('apply once even when several copies start at the same moment, and again is a no-op', async () => {
    // On PostgreSQL the second copy is a second pool (another "process"); PGlite has one session.
    const other = database.url === null ? null : await openPostgres(database.url);
    try {
      const files = readdirSync(MIGRATIONS_DIR)
        .filter((name) => name.endsWith('.sql'))
        .sort();
      expect(files[0]).toBe('001_initial.sql');
      const results = await Promise.all([migrate(db), migrate(other ?? db), migrate(db)]);
      // Each file once, whichever copy applied it (a migration outside a transaction is one copy's turn of its own).
      expect(results.flat().sort()).toEqual(files);
      expect(await migrate(db)).toEqual([]);
      const versions = await db.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(versions.rows.map((r) => r.version)).toEqual(files);
    } finally {
      await other?.close();
    }
  });

  it('roll back completely when a migration fails', async () => {
    await migrate(db);
    const dir = mkdtempSync(join(tmpdir(), 'overdive-migrations-'));
    try {
      writeFileSync(join(dir, '001_good.sql'), 'CREATE TABLE migration_probe (id int);');
      writeFileSync(
        join(dir, '002_bad.sql'),
        'CREATE TABLE migration_probe_2 (id int); SELECT no_such_function();',
      );
      await expect(migrate(db, dir)).rejects.toThrow();
      const probe = await db.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name LIKE 'migration_probe%'",
      );
      expect(probe.rowCount).toBe(0);
      const recorded = await db.query(
        "SELECT 1 FROM schema_migrations WHERE version IN ('001_good.sql', '002_bad.sql')",
      );
      expect(recorded.rowCount).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('queries', () => {
  it('return NUMERIC(78,0) amounts as exact strings', async () => {
    const max = (2n ** 256n - 1n).toString();
    const result = await db.query<{ amount: string; n: number }>(
      'SELECT $1::numeric(78,0)::text AS amount, 7::int AS n',
      [max],
    );
    expect(result.rows[0]).toEqual({ amount: max, n: 7 });
  });

  it('count returned and changed rows the same way on both engines', async () => {
    await db.exec('CREATE TEMP TABLE counting (id int)');
    expect((await db.query('INSERT INTO counting SELECT generate_series(1, 3)')).rowCount).toBe(3);
    expect((await db.query('SELECT * FROM counting')).rowCount).toBe(3);
    expect((await db.query('UPDATE counting SET id = id + 1 WHERE id > 1')).rowCount).toBe(2);
    expect((await db.query('DELETE FROM counting WHERE id > 100')).rowCount).toBe(0);
  });

  it('transactions commit together or not at all', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS tx_probe (id int PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (1)');
        await tx.query('INSERT INTO tx_probe VALUES (2)');
        throw new Error('crash in the middle of a write');
      }),
    ).rejects.toThrow('crash in the middle');
    expect((await db.query('SELECT * FROM tx_probe')).rowCount).toBe(0);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (3)');
        await tx.query('INSERT INTO tx_probe VALUES (3)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('SELECT * FROM tx_probe')).rowCount).toBe(0);
    const value = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES (4), (5)');
      return 'committed';
    });
    expect(value).toBe('committed');
    expect((await db.query('SELECT * FROM tx_probe')).rowCount).toBe(2);
  });
});
