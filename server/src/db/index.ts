import type { Config } from '../config.js';
import type { Database } from './database.js';
import { openPGlite } from './pglite.js';
import { openPostgres } from './postgres.js';

export * from './database.js';
export * from './queries.js';
export { migrate } from './migrate.js';

/** DATABASE_URL wins, with a pool of DB_POOL_MAX; otherwise PGlite in DATA_DIR (docs/product.md §2, §13.7). */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolMax'>,
): Promise<Database> {
  return config.databaseUrl !== null
    ? openPostgres(config.databaseUrl, { poolMax: config.dbPoolMax })
    : openPGlite(config.dataDir);
}
