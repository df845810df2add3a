/**
 * The mail outbox (docs/product.md §11.3): a change that calls for a mail writes its outbox row in its own transaction
 * (so there is no mail for a change that rolled back, and none lost to a crash), with a durable job that sends it.
 * A mail server that is down delays mail: the job retries with backoff, and the API queues every unsent mail again
 * when it starts. A server that refuses the address fails the mail; the order is unaffected and the licensor's order
 * detail shows it. Each mail has a Message-ID made from its row, so one sent again after a crash at the very moment the
 * server took it is recognisably the same mail.
 */
import type { DashboardLocale } from '../../../contract/locales.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/index.js';
import type { Jobs } from '../jobs/index.js';
import { renderLicenseCertificate } from '../licenses/certificate.js';
import { certificateInputOf } from '../licenses/certificateInput.js';
import { verifyLicense } from '../licenses/licenses.js';
import type { ChainClient } from '../chain/client.js';
import type { OrderRow } from '../orders/repository.js';
import {
  closeMailAttempt,
  companyContact,
  findMail,
  queueMail,
  takeMail,
  unsentMails,
  type MailRow,
} from './outboxRepository.js';
import {
  certificateFilename,
  licenseIssuedMail,
  mailLocale,
  newPaidOrderMail,
  paymentReceivedMail,
  refundSentMail,
  type MailAttachment,
  type MailContent,
  type Mailer,
} from './index.js';

export const MAIL_QUEUE = 'mail-send';

/** How long one run holds a mail while it hands it to the server (well past the sender's timeouts). */
export const MAIL_HOLD_SECONDS = 60;

export interface MailOutboxDeps {
  db: Database;
  chain: ChainClient;
  jobs: Jobs;
  mailer: Mailer;
  config: Pick<Config, 'siteUrl' | 'explorerUrl' | 'chainId'>;
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void };
  /** The first retry's delay in seconds (default 15), doubling with jitter. */
  retryDelaySeconds?: number;
}

export interface MailOutbox {
  /** In the transaction that marked `order` paid: the buyer's receipt and the licensor's new-order mail. */
  orderPaid(tx: Queryable, order: OrderRow): Promise<void>;
  /** In the transaction that recorded the order's licence tokens: the buyer's licence mail. */
  licenseIssued(tx: Queryable, order: OrderRow): Promise<void>;
  /** In the transaction that recorded the order's verified refund (docs/product.md §12.4): the buyer's refund mail. */
  refundSent(tx: Queryable, order: OrderRow): Promise<void>;
  start(): Promise<void>;
}

/** The licensor's mail speaks the dashboard's languages (docs/product.md §4): Korean for a company in Korea. */
function licensorLocale(country: string | null): DashboardLocale {
  return country === 'KR' ? 'ko' : 'en';
}

export function createMailOutbox(deps: MailOutboxDeps): MailOutbox {
  const { db, jobs, mailer, config, log } = deps;

  async function queue(tx: Queryable, mail: Parameters<typeof queueMail>[1]): Promise<void> {
    const id = await queueMail(tx, mail);
    if (id !== null) await jobs.send(MAIL_QUEUE, { id }, {}, tx);
  }

  function contentOf(mail: MailRow): MailContent {
    const base = {
      orderNumber: mail.order_number,
      productTitle: mail.product_title,
      licensorName: mail.company_name,
    };
    const amount = { baseUnits: mail.paid_amount, decimals: mail.token_decimals, symbol: mail.token_symbol };
    const paidAt = mail.paid_at ?? new Date();
    const paymentTxHash = mail.payment_tx_hash ?? '';
    switch (mail.kind) {
      case 'payment_received':
        return paymentReceivedMail({
          ...base,
          locale: mailLocale(mail.locale),
          amount,
          paidAt,
          paymentTxHash,
          explorerUrl: config.explorerUrl,
        });
      case 'license_issued':
        return licenseIssuedMail({
          ...base,
          locale: mailLocale(mail.locale),
          tokenIds: mail.license_token_ids ?? [],
          siteUrl: config.siteUrl,
        });
      case 'refund_sent':
        return refundSentMail({
          ...base,
          locale: mailLocale(mail.locale),
          amount: { ...amount, baseUnits: mail.refund_amount ?? mail.paid_amount },
          refundedAt: mail.refunded_at ?? new Date(),
          refundTxHash: mail.refund_tx_hash ?? '',
          explorerUrl: config.explorerUrl,
        });
      case 'new_paid_order':
        return newPaidOrderMail({
          ...base,
          locale: mail.locale === 'ko' ? 'ko' : 'en',
          orderId: mail.order_id,
          buyerAddress: mail.buyer_address,
          quantity: mail.quantity,
          amount,
          paidAt,
          paymentTxHash,
          explorerUrl: config.explorerUrl,
          siteUrl: config.siteUrl,
        });
    }
  }

  /** Each licence token's certificate, as of now (docs/product.md §11.2), for the licence mail. */
  async function certificatesOf(mail: MailRow): Promise<MailAttachment[]> {
    const attachments: MailAttachment[] = [];
    for (const tokenId of mail.license_token_ids ?? []) {
      const license = await verifyLicense(db, deps.chain, tokenId);
      if (license === null) continue;
      const content = await renderLicenseCertificate(certificateInputOf(config, license, new Date()));
      attachments.push({ filename: certificateFilename(tokenId), content, contentType: 'application/pdf' });
    }
    return attachments;
  }

  async function deliver(id: string): Promise<void> {
    const taken = await takeMail(db, id, MAIL_HOLD_SECONDS);
    if (taken.state === 'done') return;
    if (taken.state === 'held') {
      // Held by a run that may have died mid-send (a crash, a deploy): look again the moment its hold ends, not after
      // the job's backoff, which could leave the licensor's new-order mail minutes late. If that run is alive and
      // sends it, the later look finds it done.
      await jobs.send(MAIL_QUEUE, { id }, { startAfter: new Date(taken.until.getTime() + 1000) });
      return;
    }
    const mail = await findMail(db, id);
    if (mail === null) return;
    const attachments = mail.kind === 'license_issued' ? await certificatesOf(mail) : [];
    const result = await mailer.send({
      id,
      to: mail.recipient,
      language: mail.locale,
      ...contentOf(mail),
      attachments,
    });
    if (result.outcome === 'sent') {
      await closeMailAttempt(db, id, { state: 'sent' });
      log.info({ mailId: id, kind: mail.kind, orderId: mail.order_id }, 'mail sent');
    } else if (result.outcome === 'refused') {
      await closeMailAttempt(db, id, { state: 'failed', error: result.reason });
      log.warn(
        { mailId: id, kind: mail.kind, orderId: mail.order_id, reason: result.reason },
        'mail refused',
      );
    } else {
      await closeMailAttempt(db, id, { state: 'pending', error: result.reason });
      // The job retries with backoff; the row keeps the reason meanwhile.
      throw new Error(`mail server unavailable: ${result.reason}`);
    }
  }

  return {
    async orderPaid(tx, order) {
      if (order.buyer_email !== null)
        await queue(tx, {
          orderId: order.id,
          kind: 'payment_received',
          recipient: order.buyer_email,
          locale: mailLocale(order.locale),
        });
      const licensor = await companyContact(tx, order.company_id);
      if (licensor?.contact_email)
        await queue(tx, {
          orderId: order.id,
          kind: 'new_paid_order',
          recipient: licensor.contact_email,
          locale: licensorLocale(licensor.country),
        });
    },
    async licenseIssued(tx, order) {
      if (order.buyer_email !== null)
        await queue(tx, {
          orderId: order.id,
          kind: 'license_issued',
          recipient: order.buyer_email,
          locale: mailLocale(order.locale),
        });
    },
    async refundSent(tx, order) {
      if (order.buyer_email !== null)
        await queue(tx, {
          orderId: order.id,
          kind: 'refund_sent',
          recipient: order.buyer_email,
          locale: mailLocale(order.locale),
        });
    },
    async start() {
      await jobs.work<{ id: string }>(
        {
          name: MAIL_QUEUE,
          // 15 s doubling (with jitter) over 16 retries: a mail server down for days still gets the mail.
          retryLimit: 16,
          retryDelay: deps.retryDelaySeconds ?? 15,
          retryBackoff: true,
          expireInSeconds: MAIL_HOLD_SECONDS + 60,
        },
        (job) => deliver(job.data.id),
      );
      for (const id of await unsentMails(db, 1000))
        await jobs.send(MAIL_QUEUE, { id }, { singletonKey: id, singletonSeconds: 30 });
    },
  };
}
