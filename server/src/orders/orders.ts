import { z } from 'zod';
import type { Database, Queryable, SqlParam } from '../db/index.js';
import type { ChainClient } from '../chain/client.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import type { PageRequest } from '../http/pagination.js';
import { address, email, text, uuid } from '../http/validation.js';
import {
  PRODUCT_SELECT,
  licenseOf,
  licensesRemaining,
  lockProduct,
  tokenOf,
  type ProductRow,
} from '../products/products.js';

/** PRODUCT.md §8 Order statuses. */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'expired',
  'cancelled',
  'failed',
  'completed',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves a licensor makes by PATCH (PRODUCT.md §7–§8). pending_payment → paid happens only through a verified
 * payment (pay/), and → expired only through time; those two are not the licensor's to set.
 */
const LICENSOR_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['cancelled', 'failed'],
  paid: ['completed', 'refunded'],
  expired: [],
  cancelled: [],
  failed: [],
  completed: [],
  refunded: [],
};

export function licensorMayChange(from: OrderStatus, to: OrderStatus): boolean {
  return LICENSOR_TRANSITIONS[from].includes(to);
}

/** Paid and completed orders count as sold licenses and as revenue; refunded ones were given back. */
export const SOLD_STATUSES = "('paid', 'completed')";

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
  expires_at: Date;
  note: string;
  created_at: Date;
  updated_at: Date;
}

export const ORDER_SELECT = `
  SELECT o.id, o.number, o.company_id, o.product_id, p.title AS product_title, o.buyer_address, o.buyer_email,
         o.quantity, o.unit_price::text AS unit_price, o.total::text AS total, o.token_symbol, o.token_address,
         o.token_decimals, o.pay_to, o.terms, o.status, o.payment_tx_hash, o.overpaid::text AS overpaid, o.paid_at, o.expires_at, o.note,
         o.created_at, o.updated_at
    FROM orders o JOIN products p ON p.id = o.product_id`;

/** The buyer's view (public create and pay answers): no licensor note, no buyer e-mail echo. */
export function buyerOrderJson(row: OrderRow) {
  return {
    id: row.id,
    number: row.number,
    product_id: row.product_id,
    product_title: row.product_title,
    buyer_address: row.buyer_address,
    quantity: row.quantity,
    unit_price: row.unit_price,
    total: row.total,
    token: tokenOf(row),
    pay_to: row.pay_to,
    status: row.status,
    payment_tx_hash: row.payment_tx_hash,
    paid_at: row.paid_at?.toISOString() ?? null,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

/** The licensor's view (orders list and detail): with what a payment sent beyond the total (PRODUCT.md §7). */
export function orderJson(row: OrderRow) {
  return {
    ...buyerOrderJson(row),
    overpaid: row.overpaid,
    buyer_email: row.buyer_email,
    note: row.note,
    updated_at: row.updated_at.toISOString(),
  };
}

export const createOrderSchema = z.strictObject({
  product_id: uuid,
  quantity: z
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be between 1 and 100')
    .max(100, 'Must be between 1 and 100'),
  // PRODUCT.md §7: the buyer is the token's wallet; a buyer_address, if sent, must be that wallet.
  buyer_address: address.optional(),
  buyer_email: z.preprocess((value) => (value === '' ? null : value), email.nullable()).optional(),
});

export const updateOrderSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES).optional(),
  note: text(0, 2000).optional(),
});

export const payOrderSchema = z.strictObject({
  tx_hash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'Must be a 0x-prefixed 32-byte transaction hash')
    .transform((value) => value.toLowerCase()),
});

/**
 * Orders left unpaid expire lazily (PRODUCT.md §7): every read and every pay first marks the pending orders in scope
 * whose expires_at has passed, in one statement that also records the event. No timer, so the server stays
 * stateless and any number of copies can run.
 */
export async function expireOverdueOrders(
  db: Queryable,
  scope: { companyId: string } | { orderId: string } | { buyerAddress: string },
): Promise<void> {
  const [column, value] =
    'companyId' in scope
      ? ['company_id', scope.companyId]
      : 'orderId' in scope
        ? ['id', scope.orderId]
        : ['buyer_address', scope.buyerAddress];
  await db.query(
    `WITH expired AS (
       UPDATE orders SET status = 'expired', updated_at = now()
        WHERE ${column} = $1 AND status = 'pending_payment' AND expires_at <= now()
        RETURNING id, expires_at
     )
     INSERT INTO order_events (order_id, status, actor, created_at)
     SELECT id, 'expired', 'system', expires_at FROM expired`,
    [value],
  );
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

/** PRODUCT.md §7: a wallet holds at most this many unpaid (pending_payment, not yet expired) orders at once. */
export const MAX_UNPAID_ORDERS = 3;

/** Minted tokens come from it; it never buys (PRODUCT.md §7). */
export const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

/**
 * Who buys (PRODUCT.md §7): always the wallet of the buyer's session. A `buyer_address` in the body may be left out;
 * the zero address never buys (400) and another wallet is refused (403), so no one holds licences or spends a
 * transfer in someone else's name.
 */
export function buyerOf(sessionWallet: string, bodyAddress: string | undefined): string {
  const zero = 'The zero address cannot buy';
  if (bodyAddress === ZERO_ADDRESS || sessionWallet === ZERO_ADDRESS)
    throw badRequest(zero, { buyer_address: zero });
  if (bodyAddress !== undefined && bodyAddress !== sessionWallet)
    throw forbidden('You can only order for your own wallet');
  return sessionWallet;
}

/** 429 once the buyer already holds MAX_UNPAID_ORDERS unpaid orders; Retry-After: when the first of them expires. */
async function refuseTooManyUnpaid(db: Queryable, buyer: string): Promise<void> {
  const unpaid = await db.query<{ count: number; first_expiry: Date | null }>(
    `SELECT count(*)::int AS count, min(expires_at) AS first_expiry FROM orders
      WHERE buyer_address = $1 AND status = 'pending_payment' AND expires_at > now()`,
    [buyer],
  );
  const row = unpaid.rows[0];
  if (row === undefined || row.count < MAX_UNPAID_ORDERS) return;
  const seconds = Math.max(1, Math.ceil(((row.first_expiry?.getTime() ?? Date.now()) - Date.now()) / 1000));
  throw new ApiError(
    429,
    `This wallet already has ${MAX_UNPAID_ORDERS} unpaid orders; pay one of them or wait until one expires`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** The product as a buyer may order it, or the reason not (404 / 409), with the order's total. */
function orderable(product: ProductRow | undefined, quantity: number): ProductRow & { total: bigint } {
  if (product === undefined || product.status === 'draft' || product.status === 'archived') {
    throw notFound('Product not found');
  }
  if (product.status === 'paused') throw conflict('This product is paused and cannot be bought right now');
  const left = licensesRemaining(product);
  if (left !== null) {
    if (left <= 0) throw conflict('This product is sold out');
    if (quantity > left)
      throw conflict(`Only ${left} license(s) left`, { quantity: `Must be at most ${left}` });
  }
  return { ...product, total: BigInt(product.price_amount) * BigInt(quantity) };
}

/**
 * What the wallet's other unpaid orders (pending_payment, not yet expired) in `token` already ask it to pay: its
 * balance backs those first, so one balance never holds several times the stock it can pay for (PRODUCT.md §7).
 */
async function unpaidTotal(db: Queryable, buyer: string, token: string): Promise<bigint> {
  const result = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(total), 0)::text AS total FROM orders
      WHERE buyer_address = $1 AND token_address = $2 AND status = 'pending_payment' AND expires_at > now()`,
    [buyer, token],
  );
  return BigInt(result.rows[0]?.total ?? '0');
}

/**
 * 409 `Insufficient {symbol} balance` (PRODUCT.md §7) when the buyer's balance of the price token is below this
 * order's total plus what the wallet's other unpaid orders in that token already hold (`held`).
 */
function refuseShortBalance(product: ProductRow, total: bigint, held: bigint, balance: bigint): void {
  if (balance >= total + held) return;
  const others = held > 0n ? ` and the wallet's other unpaid orders hold ${held}` : '';
  throw conflict(`Insufficient ${product.token_symbol} balance`, {
    quantity: `The total is ${total} ${product.token_symbol} base units${others}; the wallet holds ${balance}`,
  });
}

/**
 * Creates a pending_payment order for `buyer` (the session's wallet, buyerOf). Unit price and total come from the
 * product, never from the buyer; the payout address and the license terms are copied so that what the buyer was
 * shown is what pay/ checks and what the license will say. The quantity must fit in what is left after paid,
 * completed and still payable unpaid orders, so this order holds its licenses from now until it is paid, cancelled,
 * failed or past its ORDER_HOLD_SECONDS. Before anything is held, the buyer's balance of the price token is read from
 * the chain (a chain that cannot answer: 503) and must cover this total plus the wallet's other unpaid orders in that
 * token, and a wallet holds at most MAX_UNPAID_ORDERS unpaid orders.
 */
export async function placeOrder(
  db: Database,
  chain: ChainClient,
  input: z.output<typeof createOrderSchema>,
  buyer: string,
  holdSeconds: number,
): Promise<OrderRow> {
  // Cheap refusals first, without a lock or a chain read; the transaction below checks everything again.
  await refuseTooManyUnpaid(db, buyer);
  const quoted = orderable(
    (await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = $1`, [input.product_id])).rows[0],
    input.quantity,
  );
  const balance = (await chain.tokenBalance(quoted.token_address, buyer)) ?? 0n;
  refuseShortBalance(quoted, quoted.total, await unpaidTotal(db, buyer, quoted.token_address), balance);

  return db.transaction(async (tx) => {
    // One wallet's orders are serialised on a lock of its own, so two at once never make a 4th unpaid order.
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`order-buyer:${buyer}`]);
    await refuseTooManyUnpaid(tx, buyer);
    // Orders for one product are serialised on its row lock, and the count below is a new statement after it, so
    // it sees every order committed before (concurrent buyers never take more than max_licenses).
    if (!(await lockProduct(tx, input.product_id))) throw notFound('Product not found');
    const product = orderable(
      (await tx.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = $1`, [input.product_id])).rows[0],
      input.quantity,
    );
    // Under the buyer's lock, so two orders at once cannot both count on the same money. The price or token may
    // have changed since the balance was read: a balance of another token covers nothing.
    refuseShortBalance(
      product,
      product.total,
      await unpaidTotal(tx, buyer, product.token_address),
      product.token_address === quoted.token_address ? balance : 0n,
    );
    const company = (
      await tx.query<{ payout_address: string; name: string; slug: string }>(
        'SELECT payout_address, name, slug FROM companies WHERE id = $1',
        [product.company_id],
      )
    ).rows[0];
    if (company === undefined) throw notFound('Product not found');
    const terms = {
      company: { name: company.name, slug: company.slug },
      product: {
        id: product.id,
        slug: product.slug,
        title: product.title,
        category: product.category,
        ip_id: product.ip_id,
      },
      license: licenseOf(product),
    };
    const inserted = await tx.query<{ id: string }>(
      `WITH seq AS (SELECT nextval('order_number_seq') AS n)
       INSERT INTO orders (number, company_id, product_id, buyer_address, buyer_email, quantity, unit_price, total,
                           token_symbol, token_address, token_decimals, pay_to, terms, expires_at)
       SELECT 'ORD-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' ||
              CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END,
              $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, now() + make_interval(secs => $13)
         FROM seq
       RETURNING id`,
      [
        product.company_id,
        product.id,
        buyer,
        input.buyer_email ?? null,
        input.quantity,
        product.price_amount,
        product.total.toString(),
        product.token_symbol,
        product.token_address,
        product.token_decimals,
        company.payout_address,
        JSON.stringify(terms),
        holdSeconds,
      ],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw new Error('INSERT … RETURNING returned no row');
    await recordOrderEvent(tx, id, 'pending_payment', 'buyer');
    const order = await findOrder(tx, { id });
    if (order === null) throw new Error('created order not found');
    return order;
  });
}

/** `products/orders/mine/`: the buyer's own orders, newest first. */
export async function listBuyerOrders(db: Queryable, buyer: string, page: PageRequest) {
  const count = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM orders WHERE buyer_address = $1',
    [buyer],
  );
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.buyer_address = $1 ORDER BY o.created_at DESC, o.id DESC
      LIMIT ${page.pageSize} OFFSET ${page.offset}`,
    [buyer],
  );
  return { count: count.rows[0]?.count ?? 0, rows: rows.rows };
}
