/**
 * A sale completes by itself (docs/product.md §11): what an order's payment, its licence tokens and its refund (§12.4)
 * set off, in the same transaction — the automatic licence mint (story/autoIssue.ts), the mails (mail/outbox.ts) and the
 * licensor's webhook events `order.paid`, `license.issued` and `order.refunded` (§12.1, webhooks/delivery.ts) — and
 * the durable jobs that carry them out. The mint and the mails run only when they are configured: an issuer wallet
 * (LICENSE_ISSUER_KEY), a mail server (SMTP_URL), and durable jobs to run them.
 */
import type { ChainClient, ChainWriter } from './chain/client.js';
import type { Config } from './config.js';
import type { OrderPaidHook, WebhookEvents } from './context.js';
import type { Database, Queryable } from './db/index.js';
import { jobCounts, type Jobs } from './jobs/index.js';
import type { SaleWork } from './http/metrics.js';
import { countByState } from './db/queries.js';
import { createMailOutbox, type MailOutbox } from './mail/outbox.js';
import { createMailer } from './mail/index.js';
import type { OrderRow } from './orders/repository.js';
import { createAutoIssue, type AutoIssue, type AutoIssueTiming } from './story/autoIssue.js';
import type { IssuerWallet } from './story/issuer.js';

export interface SaleCompletionDeps {
  config: Config;
  db: Database;
  chain: ChainClient;
  /** Sends the issuer's transactions; null when the chain is a reader only (tests). */
  writer: ChainWriter | null;
  /** Null when this copy runs no jobs: neither mint nor mail, but the webhook events are still recorded. */
  jobs: Jobs | null;
  /** The licensor's webhook events, recorded last, so an order's snapshot shows what the rest did (its mails). */
  events: WebhookEvents;
  issuer: IssuerWallet | null;
  log: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
  };
  autoIssueTiming?: Partial<AutoIssueTiming>;
  mailRetryDelaySeconds?: number;
}

export interface SaleCompletion {
  orderPaid: OrderPaidHook;
  /** The durable work as the metrics show it (docs/product.md §13.8). */
  work(): Promise<SaleWork>;
  /** In the transaction that recorded an order's licence tokens (by the issuer or by the licensor's wallet). */
  licenseIssued(tx: Queryable, order: OrderRow): Promise<void>;
  /** In the transaction that recorded an order's verified refund (docs/product.md §12.4): the mail, then the event. */
  orderRefunded(tx: Queryable, order: OrderRow): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

export function createSaleCompletion(deps: SaleCompletionDeps): SaleCompletion {
  const { config, db, chain, jobs, log } = deps;
  const mailer = config.mail === null ? null : createMailer(config.mail);
  const outbox: MailOutbox | null =
    mailer === null || jobs === null
      ? null
      : createMailOutbox({
          db,
          chain,
          jobs,
          mailer,
          config,
          log,
          ...(deps.mailRetryDelaySeconds === undefined
            ? {}
            : { retryDelaySeconds: deps.mailRetryDelaySeconds }),
        });
  /** `order` as it was before its licence tokens were recorded. */
  async function licenseIssued(tx: Queryable, order: OrderRow): Promise<void> {
    await outbox?.licenseIssued(tx, order);
    // One license.issued per order (docs/product.md §12.1): an order the licensor already completed by hand had its
    // event then; tokens recorded for it afterwards do not issue its License again.
    if (order.status !== 'completed')
      await deps.events.emit(tx, { companyId: order.company_id, type: 'license.issued', orderId: order.id });
  }
  const autoIssue: AutoIssue | null =
    deps.issuer === null || deps.writer === null || jobs === null
      ? null
      : createAutoIssue({
          db,
          chain,
          writer: deps.writer,
          chainId: config.chainId,
          issuer: deps.issuer,
          jobs,
          log,
          onIssued: licenseIssued,
          ...(deps.autoIssueTiming === undefined ? {} : { timing: deps.autoIssueTiming }),
        });
  return {
    async orderPaid(tx, order) {
      await autoIssue?.orderPaid(tx, order);
      await outbox?.orderPaid(tx, order);
      await deps.events.emit(tx, { companyId: order.company_id, type: 'order.paid', orderId: order.id });
    },
    licenseIssued,
    async orderRefunded(tx, order) {
      await outbox?.refundSent(tx, order);
      await deps.events.emit(tx, { companyId: order.company_id, type: 'order.refunded', orderId: order.id });
    },
    async work() {
      let issuerBalance: number | null = null;
      if (deps.issuer !== null) {
        // Whole coins: a gauge is a float, and wei overflow its precision long before a balance is unusual.
        issuerBalance = await chain
          .nativeBalance(deps.issuer.address)
          .then((wei) => Number(wei / 10n ** 12n) / 1e6)
          .catch(() => null);
      }
      return {
        jobs: jobs === null ? [] : await jobCounts(db),
        mails: await countByState(db, 'mail_outbox'),
        mints: await countByState(db, 'license_mints'),
        issuerBalance,
      };
    },
    async start() {
      await outbox?.start();
      await autoIssue?.start();
    },
    stop() {
      autoIssue?.stop();
      mailer?.close();
    },
  };
}
