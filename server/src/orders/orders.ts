/**
 * Orders' rules (docs/product.md §7 Orders and payment, §8 Order): who buys, what may be ordered, the licensor's status
 * moves, and the JSON an order answers with. The SQL is in ./repository.ts and the request schemas in the API
 * contract (contract/api/orders.ts); both are re-exported here, so callers keep one import.
 */
import type { z } from 'zod';
import type { OrderStatus, createOrderSchema } from '../../../contract/api/orders.js';
import { LICENSOR_TRANSITIONS } from '../../../contract/orderValues.js';
import type { ChainClient } from '../chain/client.js';
import { sellerOf } from '../companies/repository.js';
import type { Config } from '../config.js';
import type { WebhookEvents } from '../context.js';
import type { Database, Queryable } from '../db/index.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { licenseOf, licensesRemaining, lockProduct, tokenOf, type ProductRow } from '../products/products.js';
import { findProduct, readProduct } from '../products/repository.js';
import {
  anyOverdueOrder,
  anyOverdueOrderAtAll,
  expireOverdueOrders,
  expireOverdueOrdersBatch,
  findOrder,
  insertOrder,
  buyerStanding,
  lockBuyerOrders,
  type BuyerStanding,
  type ExpiredOrder,
  type ExpiryScope,
  type OrderRow,
} from './repository.js';

export {
  ORDER_STATUSES,
  createOrderSchema,
  payOrderSchema,
  updateOrderSchema,
  type OrderStatus,
} from '../../../contract/api/orders.js';
export {
  ORDER_SELECT,
  findOrder,
  listBuyerOrders,
  nextOrderExpiry,
  orderHistory,
  recordOrderEvent,
  type OrderRow,
} from './repository.js';

/** Each expired order's `order.expired` (docs/product.md §12.1), in the transaction that expired it. */
async function expiredEvents(tx: Queryable, expired: ExpiredOrder[], events: WebhookEvents): Promise<void> {
  for (const order of expired)
    await events.emit(tx, { companyId: order.company_id, type: 'order.expired', orderId: order.id });
}

/**
 * The lazy expiry (docs/product.md §2, repository.ts expireOverdueOrders) with the licensor's webhook events: given a
 * Database, a cheap look first and a transaction only when some order in scope is due, so the hot reads that run it
 * stay one statement; given a transaction, inside it.
 */
export async function expireOrders(
  db: Database | Queryable,
  scope: ExpiryScope,
  events: WebhookEvents | undefined,
): Promise<void> {
  if (events === undefined) {
    await expireOverdueOrders(db, scope);
    return;
  }
  if (!('transaction' in db)) {
    await expiredEvents(db, await expireOverdueOrders(db, scope), events);
    return;
  }
  if (!(await anyOverdueOrder(db, scope))) return;
  await db.transaction(async (tx) => expiredEvents(tx, await expireOverdueOrders(tx, scope), events));
}

/** The expiry sweep (docs/product.md §13.4), each expired order's event in its transaction; how many expired. */
export async function expireOrdersBatch(
  db: Database,
  limit: number,
  events: WebhookEvents | undefined,
): Promise<number> {
  if (events === undefined) return (await expireOverdueOrdersBatch(db, limit)).length;
  if (!(await anyOverdueOrderAtAll(db))) return 0;
  return db.transaction(async (tx) => {
    const expired = await expireOverdueOrdersBatch(tx, limit);
    await expiredEvents(tx, expired, events);
    return expired.length;
  });
}

/** The licensor's status moves are the contract's one rule (contract/orderValues.ts, docs/product.md §7–§8). */
export function licensorMayChange(from: OrderStatus, to: OrderStatus): boolean {
  return LICENSOR_TRANSITIONS[from].includes(to);
}

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

/** The licensor's view (orders list and detail): with what a payment sent beyond the total (docs/product.md §7). */
export function orderJson(row: OrderRow) {
  return {
    ...buyerOrderJson(row),
    overpaid: row.overpaid,
    buyer_email: row.buyer_email,
    note: row.note,
    refund_tx_hash: row.refund_tx_hash,
    updated_at: row.updated_at.toISOString(),
  };
}

/** docs/product.md §7: a wallet holds at most this many unpaid (pending_payment, not yet expired) orders at once. */
export const MAX_UNPAID_ORDERS = 3;

/** Minted tokens come from it; it never buys (docs/product.md §7). */
export const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

/**
 * Who buys (docs/product.md §7): always the wallet of the buyer's session. A `buyer_address` in the body may be left
 * out; the zero address never buys (400) and another wallet is refused (403), so no one holds licences or spends a
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
function refuseTooManyUnpaid(standing: BuyerStanding): void {
  if (standing.unpaid_count < MAX_UNPAID_ORDERS) return;
  const seconds = Math.max(
    1,
    Math.ceil(((standing.first_expiry?.getTime() ?? Date.now()) - Date.now()) / 1000),
  );
  throw new ApiError(
    429,
    `This wallet already has ${MAX_UNPAID_ORDERS} unpaid orders; pay one of them or wait until one expires`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** A wait said the way people say it: `45 s`, `14 min 5 s`, `2 h 10 min`. */
export function waitText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return min > 0 ? `${h} h ${min} min` : `${h} h`;
  if (min > 0) return s > 0 ? `${min} min ${s} s` : `${min} min`;
  return `${s} s`;
}

/**
 * docs/product.md §13.5: after the buyer's order of a capped product expired unpaid, the same wallet cannot hold that
 * product again for REHOLD_COOLDOWN_SECONDS (429, with Retry-After and the time left), so one wallet cannot keep a
 * limited product out of everyone else's reach by ordering it again each time its hold runs out. Uncapped products
 * have no stock to keep from anyone and are not concerned.
 *
 * Only orders left to expire count. An order the licensor cancelled or marked failed starts no cool-down: the
 * licensor, not the clock, ended that hold, usually so that the buyer can order again (another quantity, another
 * e-mail); a buyer cannot cancel its own order, so this is no way around the rule, and a licensor who ended a
 * hoarder's hold can end the next one too. An order paid, even late (§13.2), was not left unpaid.
 */
function refuseReholdTooSoon(standing: BuyerStanding, product: ProductRow, cooldownSeconds: number): void {
  const left = standing.rehold_left;
  if (product.max_licenses === null || cooldownSeconds <= 0 || left <= 0) return;
  throw new ApiError(
    429,
    `This wallet let an order of this product expire unpaid; it can order it again in ${waitText(left)}`,
    undefined,
    { 'retry-after': String(left) },
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
 * 409 `Insufficient {symbol} balance` (docs/product.md §7) when the buyer's balance of the price token is below this
 * order's total plus what the wallet's other unpaid orders in that token already hold (`held`).
 */
/**
 * The wallet's other unpaid orders in the token already ask it to pay `held`: its balance backs those first, so one
 * balance never holds several times the stock it can pay for (docs/product.md §7).
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
 * token, and a wallet holds at most MAX_UNPAID_ORDERS unpaid orders. A wallet whose order of a capped product expired
 * unpaid waits REHOLD_COOLDOWN_SECONDS before it holds that product again (refuseReholdTooSoon).
 */
export async function placeOrder(
  db: Database,
  chain: ChainClient,
  input: z.output<typeof createOrderSchema>,
  buyer: string,
  holds: Pick<Config, 'orderHoldSeconds' | 'reholdCooldownSeconds'>,
  /** `order.created` for the licensor's webhooks (docs/product.md §12.1), in the order's transaction. */
  events?: WebhookEvents,
): Promise<OrderRow> {
  const holdSeconds = holds.orderHoldSeconds;
  // Cheap refusals first, without a lock or a chain read; the transaction below checks everything again.
  const quoted = orderable((await findProduct(db, input.product_id)) ?? undefined, input.quantity);
  const standingOf = (q: Queryable) =>
    buyerStanding(q, buyer, quoted.id, quoted.token_address, holds.reholdCooldownSeconds);
  const before = await standingOf(db);
  refuseTooManyUnpaid(before);
  refuseReholdTooSoon(before, quoted, holds.reholdCooldownSeconds);
  const balance = (await chain.tokenBalance(quoted.token_address, buyer)) ?? 0n;
  refuseShortBalance(quoted, quoted.total, before.unpaid_total, balance);
  // Read before the product's lock: a payout change racing the order is seen or not, as it would be under the lock.
  const company = await sellerOf(db, quoted.company_id);
  if (company === null) throw notFound('Product not found');

  const placed = await db.transaction(async (tx) => {
    // One wallet's orders are serialised on a lock of its own, so two at once never make a 4th unpaid order, and two
    // orders at once cannot both count on the same money; an order of this wallet expiring meanwhile is seen here.
    await lockBuyerOrders(tx, buyer);
    const standing = await standingOf(tx);
    refuseTooManyUnpaid(standing);
    refuseReholdTooSoon(standing, quoted, holds.reholdCooldownSeconds);
    // Orders for one product are serialised on its row lock, and the count below is a new statement after it, so
    // it sees every order committed before (concurrent buyers never take more than max_licenses). Taking the lock
    // gave the product's ended holds back: the one caller a hot product's releases never skip.
    if (!(await lockProduct(tx, input.product_id))) throw notFound('Product not found');
    const product = orderable((await readProduct(tx, input.product_id)) ?? undefined, input.quantity);
    // The price or token may have changed since the balance was read: a balance of another token covers nothing.
    const sameToken = product.token_address === quoted.token_address;
    refuseShortBalance(
      product,
      product.total,
      sameToken ? standing.unpaid_total : 0n,
      sameToken ? balance : 0n,
    );
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
    const id = await insertOrder(tx, {
      companyId: product.company_id,
      productId: product.id,
      buyer,
      buyerEmail: input.buyer_email ?? null,
      locale: input.locale ?? null,
      quantity: input.quantity,
      unitPrice: product.price_amount,
      total: product.total.toString(),
      token: tokenOf(product),
      payTo: company.payout_address,
      terms,
      holdSeconds,
    });
    await events?.emit(tx, { companyId: product.company_id, type: 'order.created', orderId: id });
    return id;
  });
  // Read after the commit, outside the product's lock, which the next buyer is waiting for.
  const order = await findOrder(db, { id: placed });
  if (order === null) throw new Error('created order not found');
  return order;
}
