import type { TokenService } from './auth/tokens.js';
import type { ReadCache } from './cache/readCache.js';
import type { ChainClient } from './chain/client.js';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import type { WatcherStatus } from './orders/paymentWatcher.js';

/** What every route module needs, built once in buildApp and passed down explicitly (no globals). */
export interface AppContext {
  config: Config;
  db: Database;
  chain: ChainClient;
  tokens: TokenService;
  /** Hot reads answered without the database while nothing they depend on changed. */
  reads: ReadCache;
  /** This copy's payment watcher, when it runs one: readiness and the metrics read its status (docs/product.md §13.8). */
  watcher?: { status(): WatcherStatus };
}
