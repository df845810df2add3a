/**
 * The orders' SQL (docs/product.md §7 Orders and payment, §8 Order and License): reading, creating, expiring and
 * changing orders, their events, and the licences completed orders issue. Routes and ./orders.ts decide; these
 * statements read and write. Three parts live beside it: the list with its filters, whose WHERE clause is built from
 * the query (./list.ts), Home's figures and the tabs' counts read from the counters (./stats.ts), and the payments'
 * statements (./paymentRepository.ts). Every change of an order moves the counters of migration 017 by itself, in its
 * transaction (the database's triggers), so none of these statements counts anything.
 */
import type { OrderStatus } from '../../../contract/api/orders.js';
import { anyRow, selectPage, type Queryable, type SqlParam } from '../db/index.js';
import type { PageRequest } from '../http/pagination.js';

export interface OrderRow {
  id: string;
  number: string;
  company_id: string;
  product_id: string;
  product_title: string;
  buyer_address: string;
  buyer_email: string | null;
  quantity: number;
  unit_price: string;
  total: string;
  token_symbol: string;
  token_address: string;
  token_decimals: number;
  pay_to: string;
  terms: unknown;
  status: OrderStatus;
  payment_tx_hash: string | null;
  /** Base units paid beyond the total; null until paid. */
  overpaid: string | null;
  paid_at: Date | null;
  /** The verified transfer that sent the money back (docs/product.md §12.4); null unless refunded through refund/. */
  refund_tx_hash: string | null;
  expires_at: Date;
  note: string;
  /** The checkout's language (docs/product.md §11.3); null: English. */
  locale: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns of an OrderRow, from `orders o JOIN products p` (ORDER_SELECT; the list adds its page key). */
export const ORDER_COLUMNS = `
  o.id, o.number, o.company_id, o.product_id, p.title AS product_title, o.buyer_address, o.buyer_email,
  o.quantity, o.unit_price::text AS unit_price, o.total::text AS total, o.token_symbol, o.token_address,
  o.token_decimals, o.pay_to, o.terms, o.status, o.payment_tx_hash, o.overpaid::text AS overpaid, o.paid_at,
  o.refund_tx_hash, o.expires_at, o.note, o.locale, o.created_at, o.updated_at`;

export const ORDER_FROM = 'FROM orders o JOIN products p ON p.id = o.product_id';

export const ORDER_SELECT = `SELECT ${ORDER_COLUMNS} ${ORDER_FROM}`;

/** Which orders a lazy expiry looks at: a company's, one order, or one buyer's. */
export type ExpiryScope = { companyId: string } | { orderId: string } | { buyerAddress: string };

function scopeColumn(scope: ExpiryScope): [string, string] {
  return 'companyId' in scope
    ? ['company_id', scope.companyId]
    : 'orderId' in scope
      ? ['id', scope.orderId]
      : ['buyer_address', scope.buyerAddress];
}

/** An order that just expired, and whose licensor's webhooks hear of it (docs/product.md §12.1). */
export interface ExpiredOrder {
  id: string;
  company_id: string;
}

/**
 * Orders left unpaid expire lazily (docs/product.md §2): every read and every pay first marks the pending orders in
 * scope whose expires_at has passed, in one statement that also records the event. No timer, so the server stays
 * stateless and any number of copies can run. The orders it expired.
 */
export async function expireOverdueOrders(db: Queryable, scope: ExpiryScope): Promise<ExpiredOrder[]> {
  const [column, value] = scopeColumn(scope);
  const result = await db.query<ExpiredOrder>(
    `WITH expired AS (
       UPDATE orders SET status = 'expired', updated_at = now()
        WHERE ${column} = $1 AND status = 'pending_payment' AND expires_at <= now()
        RETURNING id, company_id, expires_at
     ), recorded AS (
       INSERT INTO order_events (order_id, status, actor, created_at)
       SELECT id, 'expired', 'system', expires_at FROM expired
     )
     SELECT id, company_id FROM expired`,
    [value],
  );
  return result.rows;
}

/** Whether any order in scope is due to expire: the cheap look before a transaction that expires them. */
export async function anyOverdueOrder(db: Queryable, scope: ExpiryScope): Promise<boolean> {
  const [column, value] = scopeColumn(scope);
  return anyRow(
    db,
    `SELECT 1 FROM orders WHERE ${column} = $1 AND status = 'pending_payment' AND expires_at <= now() LIMIT 1`,
    [value],
  );
}

/**
 * The expiry sweep (docs/product.md §13.4): up to `limit` pending orders of any company whose expires_at has passed
 * become expired, with their event, so abandoned orders do not stay pending until someone reads them. Rows another
 * transaction holds (a payment being recorded) are skipped, not waited for. The orders it expired.
 */
export async function expireOverdueOrdersBatch(db: Queryable, limit: number): Promise<ExpiredOrder[]> {
  const result = await db.query<ExpiredOrder>(
    `WITH due AS (
       SELECT id FROM orders WHERE status = 'pending_payment' AND expires_at <= now()
        ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED
     ), expired AS (
       UPDATE orders o SET status = 'expired', updated_at = now() FROM due
        WHERE o.id = due.id AND o.status = 'pending_payment'
        RETURNING o.id, o.company_id, o.expires_at
     ), recorded AS (
       INSERT INTO order_events (order_id, status, actor, created_at)
       SELECT id, 'expired', 'system', expires_at FROM expired
     )
     SELECT id, company_id FROM expired`,
    [limit],
  );
  return result.rows;
}

/** Whether any order of any company is due to expire (the sweep's look before its transaction). */
export async function anyOverdueOrderAtAll(db: Queryable): Promise<boolean> {
  return anyRow(db, "SELECT 1 FROM orders WHERE status = 'pending_payment' AND expires_at <= now() LIMIT 1");
}

/** When the company's first pending order expires (null: none pending): the end of a cached orders list. */
export async function nextOrderExpiry(db: Queryable, companyId: string): Promise<Date | null> {
  const result = await db.query<{ next: Date | null }>(
    "SELECT min(expires_at) AS next FROM orders WHERE company_id = $1 AND status = 'pending_payment'",
    [companyId],
  );
  return result.rows[0]?.next ?? null;
}

export async function recordOrderEvent(
  tx: Queryable,
  orderId: string,
  status: OrderStatus,
  actor: 'buyer' | 'licensor' | 'system',
): Promise<void> {
  await tx.query('INSERT INTO order_events (order_id, status, actor) VALUES ($1, $2, $3)', [
    orderId,
    status,
    actor,
  ]);
}

export async function findOrder(
  db: Queryable,
  where: { id: string; companyId?: string },
  lock = false,
): Promise<OrderRow | null> {
  const params: SqlParam[] = [where.id];
  let sql = `${ORDER_SELECT} WHERE o.id = $1`;
  if (where.companyId !== undefined) {
    params.push(where.companyId);
    sql += ' AND o.company_id = $2';
  }
  if (lock) sql += ' FOR UPDATE OF o';
  const result = await db.query<OrderRow>(sql, params);
  return result.rows[0] ?? null;
}

export async function orderHistory(db: Queryable, orderId: string) {
  const result = await db.query<{ status: OrderStatus; actor: string; created_at: Date }>(
    'SELECT status, actor, created_at FROM order_events WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return result.rows.map((row) => ({
    status: row.status,
    actor: row.actor,
    at: row.created_at.toISOString(),
  }));
}

/** `products/orders/mine/`: the buyer's own orders, newest first. */
export async function listBuyerOrders(db: Queryable, buyer: string, page: PageRequest) {
  return selectPage<OrderRow>(
    db,
    {
      count: 'SELECT count(*)::int AS count FROM orders WHERE buyer_address = $1',
      rows: `${ORDER_SELECT} WHERE o.buyer_address = $1 ORDER BY o.created_at DESC, o.id DESC`,
    },
    [buyer],
    page,
  );
}

/**
 * What a wallet's own orders say about one more order of a product (docs/product.md §7, §13.5), in one statement:
 * - its unpaid orders (pending_payment, not yet expired), how many and when the first expires (MAX_UNPAID_ORDERS);
 * - what its unpaid orders in `token` hold of its balance;
 * - the re-hold cool-down on the product: whole seconds left until `cooldownSeconds` have passed since the latest of
 *   its orders of that product expired unpaid, or 0. Expired is expires_at having passed, whether or not a read
 *   already marked the row `expired` (orders expire lazily); orders cancelled, failed or paid (even late) do not count.
 */
export interface BuyerStanding {
  unpaid_count: number;
  first_expiry: Date | null;
  unpaid_total: bigint;
  rehold_left: number;
}

export async function buyerStanding(
  db: Queryable,
  buyer: string,
  productId: string,
  token: string,
  cooldownSeconds: number,
): Promise<BuyerStanding> {
  const result = await db.query<{
    unpaid_count: number;
    first_expiry: Date | null;
    unpaid_total: string;
    rehold_left: number | null;
  }>(
    `SELECT count(*) FILTER (WHERE unpaid)::int AS unpaid_count,
            min(expires_at) FILTER (WHERE unpaid) AS first_expiry,
            COALESCE(sum(total) FILTER (WHERE unpaid AND token_address = $3), 0)::text AS unpaid_total,
            ceil(extract(epoch FROM max(expires_at) FILTER (
              WHERE product_id = $2 AND status IN ('pending_payment', 'expired') AND expires_at <= now()
                AND expires_at > now() - make_interval(secs => $4)
            ) + make_interval(secs => $4) - now()))::int AS rehold_left
       FROM (SELECT *, status = 'pending_payment' AND expires_at > now() AS unpaid FROM orders
              WHERE buyer_address = $1 AND status IN ('pending_payment', 'expired')) o`,
    [buyer, productId, token, cooldownSeconds],
  );
  const row = result.rows[0];
  return {
    unpaid_count: row?.unpaid_count ?? 0,
    first_expiry: row?.first_expiry ?? null,
    unpaid_total: BigInt(row?.unpaid_total ?? '0'),
    rehold_left: Math.max(0, row?.rehold_left ?? 0),
  };
}

/** One wallet's orders are serialised on a lock of its own (transaction-scoped), so two at once never race. */
export async function lockBuyerOrders(tx: Queryable, buyer: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`order-buyer:${buyer}`]);
}

export interface NewOrder {
  companyId: string;
  productId: string;
  buyer: string;
  buyerEmail: string | null;
  /** The checkout's language, which the buyer's mails speak (docs/product.md §11.3); null: English. */
  locale: string | null;
  quantity: number;
  unitPrice: string;
  total: string;
  token: { symbol: string; address: string; decimals: number };
  payTo: string;
  terms: unknown;
  holdSeconds: number;
}

/**
 * A pending_payment order numbered `ORD-YYYY-NNNNNN`, holding its licences for `holdSeconds`, with its first event
 * (placed by the buyer); its id.
 */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<string> {
  const inserted = await tx.query<{ id: string }>(
    `WITH seq AS (SELECT nextval('order_number_seq') AS n), placed AS (
     INSERT INTO orders (number, company_id, product_id, buyer_address, buyer_email, quantity, unit_price, total,
                         token_symbol, token_address, token_decimals, pay_to, terms, expires_at, locale)
     SELECT 'ORD-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' ||
            CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END,
            $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, now() + make_interval(secs => $13), $14
       FROM seq
     RETURNING id
     ), placed_event AS (
       INSERT INTO order_events (order_id, status, actor) SELECT id, 'pending_payment', 'buyer' FROM placed
     )
     SELECT id FROM placed`,
    [
      order.companyId,
      order.productId,
      order.buyer,
      order.buyerEmail,
      order.quantity,
      order.unitPrice,
      order.total,
      order.token.symbol,
      order.token.address,
      order.token.decimals,
      order.payTo,
      JSON.stringify(order.terms),
      order.holdSeconds,
      order.locale,
    ],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('INSERT … RETURNING returned no row');
  return id;
}

/** A licensor's change to an order (docs/product.md §7): its status and its note. */
export async function updateOrderStatus(
  tx: Queryable,
  id: string,
  change: { status: OrderStatus; note: string },
): Promise<void> {
  await tx.query('UPDATE orders SET status = $2, note = $3, updated_at = now() WHERE id = $1', [
    id,
    change.status,
    change.note,
  ]);
}

/**
 * docs/product.md §8: a completed order creates a License with a snapshot of the terms — the ones the buyer agreed to
 * when ordering (kept on the order), plus who bought what and for how much.
 */
export async function issueLicense(tx: Queryable, order: OrderRow): Promise<void> {
  const terms = {
    ...(typeof order.terms === 'object' && order.terms !== null ? order.terms : {}),
    order_number: order.number,
    quantity: order.quantity,
    unit_price: order.unit_price,
    total: order.total,
    token: { symbol: order.token_symbol, address: order.token_address, decimals: order.token_decimals },
    payment_tx_hash: order.payment_tx_hash,
  };
  await tx.query(
    `INSERT INTO licenses (order_id, product_id, company_id, licensee_address, terms)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [order.id, order.product_id, order.company_id, order.buyer_address, JSON.stringify(terms)],
  );
}

interface LicenseRow {
  id: string;
  order_id: string;
  order_number: string;
  product_id: string;
  product_title: string;
  licensee_address: string;
  terms: unknown;
  issued_at: Date;
}

export async function listLicenses(db: Queryable, companyId: string, page: PageRequest) {
  const { count, rows } = await selectPage<LicenseRow>(
    db,
    {
      count: 'SELECT count(*)::int AS count FROM licenses WHERE company_id = $1',
      rows: `SELECT l.id, l.order_id, o.number AS order_number, l.product_id, p.title AS product_title,
                    l.licensee_address, l.terms, l.issued_at
               FROM licenses l JOIN orders o ON o.id = l.order_id JOIN products p ON p.id = l.product_id
              WHERE l.company_id = $1
              ORDER BY l.issued_at DESC, l.id`,
    },
    [companyId],
    page,
  );
  return { count, results: rows.map((row) => ({ ...row, issued_at: row.issued_at.toISOString() })) };
}

export async function licenseIdOfOrder(db: Queryable, orderId: string): Promise<string | null> {
  const result = await db.query<{ id: string }>('SELECT id FROM licenses WHERE order_id = $1', [orderId]);
  return result.rows[0]?.id ?? null;
}
