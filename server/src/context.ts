import type { ApiKeyService } from './apiKeys/keyService.js';
import type { TokenService } from './auth/tokens.js';
import type { ReadCache } from './cache/readCache.js';
import type { ChainClient } from './chain/client.js';
import type { WebhookEventType } from '../../contract/webhookEvents.js';
import type { Config } from './config.js';
import type { Database, Queryable } from './db/index.js';
import type { OrderRow } from './orders/repository.js';
import type { WatcherStatus } from './orders/paymentWatcher.js';
import type { IssuerWallet } from './story/issuer.js';

/** What every route module needs, built once in buildApp and passed down explicitly (no globals). */
export interface AppContext {
  config: Config;
  db: Database;
  chain: ChainClient;
  tokens: TokenService;
  /** The check of calls made with a company's API key (docs/product.md §12.2). */
  apiKeys: ApiKeyService;
  /** Hot reads answered without the database while nothing they depend on changed. */
  reads: ReadCache;
  /** This copy's payment watcher, when it runs one: readiness and the metrics read its status (docs/product.md §13.8). */
  watcher?: { status(): WatcherStatus };
  /** The issuer wallet of automatic issuing (docs/product.md §11.1); null when LICENSE_ISSUER_KEY is unset. */
  issuer?: IssuerWallet | null;
  /**
   * What else happens, in the same transaction, when an order becomes paid through pay/ or the watcher: its automatic
   * licence mint and its mails are queued (docs/product.md §11.1, §11.3).
   */
  orderPaid?: OrderPaidHook;
  /** Called inside the transaction that recorded an order's licence tokens: the buyer's mail (§11.3). */
  licenseIssued?: OrderPaidHook;
  /** Called inside the transaction that recorded an order's verified refund: the buyer's mail (§12.4). */
  orderRefunded?: OrderPaidHook;
  /** The licensor's webhook events (docs/product.md §12.1), recorded in the transaction of the change they report. */
  events?: WebhookEvents;
}

/** Where a change records the event its company's webhooks receive; delivered once the transaction commits. */
export interface WebhookEvents {
  emit(
    tx: Queryable,
    event: { companyId: string; type: WebhookEventType; orderId?: string; remixId?: string },
  ): Promise<void>;
}

/** Called inside the transaction that marked `order` paid. */
export type OrderPaidHook = (tx: Queryable, order: OrderRow) => Promise<void>;
