/**
 * The SQL of the mail outbox (docs/product.md §11.3; migration 013): one row per mail an order's change calls for,
 * written in the transaction of that change, then taken, sent and closed by the mail job (./outbox.ts).
 */
import type { MailKind } from '../../../contract/api/orders.js';
import type { Queryable } from '../db/index.js';

/** Queues one mail of an order; its id, or null when the order already has that mail (each kind once per order). */
export async function queueMail(
  tx: Queryable,
  mail: { orderId: string; kind: MailKind; recipient: string; locale: string },
): Promise<string | null> {
  const result = await tx.query<{ id: string }>(
    `INSERT INTO mail_outbox (order_id, kind, recipient, locale) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id, kind) DO NOTHING RETURNING id`,
    [mail.orderId, mail.kind, mail.recipient, mail.locale],
  );
  return result.rows[0]?.id ?? null;
}

/**
 * Takes a mail to send for `holdSeconds`. `held`: another run has it (or had it, and was killed mid-send: it is
 * free again at `until`, when the hold ends); `done`: it is sent or failed already.
 */
export async function takeMail(
  db: Queryable,
  id: string,
  holdSeconds: number,
): Promise<{ state: 'taken' | 'done' } | { state: 'held'; until: Date }> {
  const result = await db.query(
    `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, claimed_until = now() + make_interval(secs => $2),
            updated_at = now()
      WHERE id = $1 AND state IN ('pending', 'sending') AND (claimed_until IS NULL OR claimed_until < now())`,
    [id, holdSeconds],
  );
  if (result.rowCount > 0) return { state: 'taken' };
  const left = await db.query<{ claimed_until: Date | null }>(
    `SELECT claimed_until FROM mail_outbox WHERE id = $1 AND state IN ('pending', 'sending')`,
    [id],
  );
  const row = left.rows[0];
  if (row === undefined) return { state: 'done' };
  return { state: 'held', until: row.claimed_until ?? new Date() };
}

/** How the mail server answered: sent, refused for good (failed), or not reached (pending, retried later). */
export async function closeMailAttempt(
  db: Queryable,
  id: string,
  outcome: { state: 'sent' } | { state: 'failed' | 'pending'; error: string },
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET state = $2, last_error = $3, claimed_until = NULL, updated_at = now(),
            sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END
      WHERE id = $1`,
    [id, outcome.state, outcome.state === 'sent' ? null : outcome.error.slice(0, 500)],
  );
}

/** Where the licensor's mails go, and the country that picks their language. */
export async function companyContact(
  db: Queryable,
  companyId: string,
): Promise<{ contact_email: string | null; country: string | null } | null> {
  const result = await db.query<{ contact_email: string | null; country: string | null }>(
    'SELECT contact_email, country FROM companies WHERE id = $1',
    [companyId],
  );
  return result.rows[0] ?? null;
}

/** The mails not sent yet: queued again when the API starts. */
export async function unsentMails(db: Queryable, limit: number): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `SELECT id FROM mail_outbox WHERE state IN ('pending', 'sending') ORDER BY created_at LIMIT $1`,
    [limit],
  );
  return result.rows.map((row) => row.id);
}

/** What a mail says: its order, product, company and licence tokens as they are now. */
export interface MailRow {
  id: string;
  kind: MailKind;
  recipient: string;
  locale: string;
  order_id: string;
  order_number: string;
  quantity: number;
  /** What the buyer paid: the total and any surplus (docs/product.md §7), base units. */
  paid_amount: string;
  token_symbol: string;
  token_decimals: number;
  paid_at: Date | null;
  payment_tx_hash: string | null;
  /** The verified refund (docs/product.md §12.4): what it sent back, when, and its transaction; null before. */
  refund_amount: string | null;
  refunded_at: Date | null;
  refund_tx_hash: string | null;
  buyer_address: string;
  product_title: string;
  company_name: string;
  license_token_ids: string[] | null;
}

export async function findMail(db: Queryable, id: string): Promise<MailRow | null> {
  const result = await db.query<MailRow>(
    `SELECT m.id, m.kind, m.recipient, m.locale, o.id AS order_id, o.number AS order_number, o.quantity,
            (o.total + COALESCE(o.overpaid, 0))::text AS paid_amount, o.token_symbol, o.token_decimals, o.paid_at,
            o.payment_tx_hash, o.refund_amount::text AS refund_amount, o.refunded_at, o.refund_tx_hash,
            o.buyer_address, p.title AS product_title, c.name AS company_name,
            l.license_token_ids::text[] AS license_token_ids
       FROM mail_outbox m
       JOIN orders o ON o.id = m.order_id
       JOIN products p ON p.id = o.product_id
       JOIN companies c ON c.id = o.company_id
       LEFT JOIN licenses l ON l.order_id = o.id
      WHERE m.id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** The mails of an order, as the licensor's order detail shows them (docs/product.md §11.3). */
export async function mailsOfOrder(db: Queryable, orderId: string) {
  const result = await db.query<{
    kind: MailKind;
    recipient: string;
    state: 'pending' | 'sending' | 'sent' | 'failed';
    attempts: number;
    last_error: string | null;
    sent_at: Date | null;
  }>(
    `SELECT kind, recipient, state, attempts, last_error, sent_at FROM mail_outbox
      WHERE order_id = $1 ORDER BY created_at, kind`,
    [orderId],
  );
  return result.rows.map((row) => ({
    kind: row.kind,
    recipient: row.recipient,
    // Being handed to the server is still waiting, as far as the licensor can tell.
    state: row.state === 'sending' ? ('pending' as const) : row.state,
    attempts: row.attempts,
    last_error: row.last_error,
    sent_at: row.sent_at?.toISOString() ?? null,
  }));
}
