/**
 * A sale completes by itself (docs/product.md §11): what an order's payment, its licence tokens and its refund (§12.4)
 * set off, in the same transaction — the automatic licence mint (story/autoIssue.ts) and the mails (mail/outbox.ts) — and the durable
 * jobs that carry them out. Each part runs only when it is configured: an issuer wallet (LICENSE_ISSUER_KEY), a mail
 * server (SMTP_URL).
 */
import type { ChainClient, ChainWriter } from './chain/client.js';
import type { Config } from './config.js';
import type { OrderPaidHook } from './context.js';
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
  jobs: Jobs;
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
  /** In the transaction that recorded an order's verified refund (docs/product.md §12.4): the buyer's mail. */
  orderRefunded(tx: Queryable, order: OrderRow): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

export function createSaleCompletion(deps: SaleCompletionDeps): SaleCompletion {
  const { config, db, chain, jobs, log } = deps;
  const mailer = config.mail === null ? null : createMailer(config.mail);
  const outbox: MailOutbox | null =
    mailer === null
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
  const autoIssue: AutoIssue | null =
    deps.issuer === null || deps.writer === null
      ? null
      : createAutoIssue({
          db,
          chain,
          writer: deps.writer,
          chainId: config.chainId,
          issuer: deps.issuer,
          jobs,
          log,
          ...(outbox === null ? {} : { onIssued: (tx, order) => outbox.licenseIssued(tx, order) }),
          ...(deps.autoIssueTiming === undefined ? {} : { timing: deps.autoIssueTiming }),
        });
  return {
    async orderPaid(tx, order) {
      await autoIssue?.orderPaid(tx, order);
      await outbox?.orderPaid(tx, order);
    },
    async licenseIssued(tx, order) {
      await outbox?.licenseIssued(tx, order);
    },
    async orderRefunded(tx, order) {
      await outbox?.refundSent(tx, order);
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
        jobs: await jobCounts(db),
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
