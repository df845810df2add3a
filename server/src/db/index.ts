import type { Config } from '../config.js';
import type { Database } from './database.js';
import { openPGlite } from './pglite.js';
import { openPostgres } from './postgres.js';

export * from './database.js';
export * from './queries.js';
export { migrate } from './migrate.js';

/** DATABASE_URL wins; otherwise PGlite in DATA_DIR (PRODUCT.md §2). */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl !== null ? openPostgres(config.databaseUrl) : openPGlite(config.dataDir);
}
