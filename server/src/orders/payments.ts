import { PAYMENT_REJECTIONS } from '../../../contract/paymentRejections.js';
import type { ChainClient, TransactionLookup } from '../chain/client.js';
import type { OrderPaidHook, WebhookEvents } from '../context.js';
import { isUniqueViolation, type Database, type Queryable } from '../db/index.js';
import {
  awaitingOrdersLike,
  claimTxHash,
  paymentsOf,
  recordPayment,
  txHashUsed,
} from './paymentRepository.js';
import { conflict, notFound } from '../http/errors.js';
import { PAYMENT_GRACE_SECONDS, licensesRemainingBesides, lockProduct } from '../products/products.js';
import type { PageRequest } from '../http/pagination.js';
import { ZERO_ADDRESS, expireOrders, findOrder, recordOrderEvent, type OrderRow } from './orders.js';

/**
 * Reasons a payment is refused (409), in contract/ for the buyer's checkout to name each one. The text is the `error` of
 * the answer and also `fields.tx_hash`, so the buyer sees what to fix.
 */
export { PAYMENT_REJECTIONS };

function rejected(reason: string, detail?: string): never {
  throw conflict(`Payment rejected: ${reason}${detail === undefined ? '' : ` (${detail})`}`, {
    tx_hash: reason,
  });
}

export interface VerifiedTransfer {
  from: string;
  amount: bigint;
  /** What the transfers sent beyond the order total (docs/product.md §7: recorded and shown to the licensor). */
  overpaid: bigint;
  blockNumber: number;
  blockTimestamp: Date;
}

/** Chain and server clocks differ by seconds: a block this much older than the order's creation still counts. */
export const CLOCK_SLACK_MS = PAYMENT_GRACE_SECONDS * 1000;

/**
 * The on-chain rules of a payment (docs/product.md §7), in one place for pay/ and the payment watcher: a successful
 * transaction whose Transfer events, emitted by the order's token contract, move at least the order total from the
 * buyer to the payout address the order was created with (several matching events in one transaction add up); no
 * counted transfer comes from the zero address (a mint is not a payment); the block is no older than the order's
 * creation, give or take CLOCK_SLACK_MS. That the hash pays no other order is the caller's check (payOrder).
 */
export function checkTransfer(order: OrderRow, lookup: TransactionLookup): VerifiedTransfer {
  if (lookup.state === 'not_found') rejected(PAYMENT_REJECTIONS.notFound);
  if (lookup.state === 'pending') rejected(PAYMENT_REJECTIONS.pending, 'retry once it is confirmed');
  if (!lookup.success) rejected(PAYMENT_REJECTIONS.failed, 'the transaction reverted');
  const ofToken = lookup.transfers.filter((t) => t.token === order.token_address);
  if (ofToken.length === 0)
    rejected(PAYMENT_REJECTIONS.wrongToken, `expected a ${order.token_symbol} transfer`);
  const toPayee = ofToken.filter((t) => t.to === order.pay_to);
  if (toPayee.length === 0) rejected(PAYMENT_REJECTIONS.wrongPayee, `expected a transfer to ${order.pay_to}`);
  // Minted tokens were never the buyer's money, whatever buyer_address an order carries.
  const counted = toPayee.filter((t) => t.from !== ZERO_ADDRESS);
  if (counted.length === 0 || order.buyer_address === ZERO_ADDRESS)
    rejected(PAYMENT_REJECTIONS.fromZeroAddress, 'minted tokens are not a payment');
  // The buyer's session named the paying wallet; otherwise anyone watching the chain could claim another buyer's
  // transfer to the same licensor for their own order.
  const fromBuyer = counted.filter((t) => t.from === order.buyer_address);
  if (fromBuyer.length === 0)
    rejected(PAYMENT_REJECTIONS.wrongPayer, `expected a transfer from ${order.buyer_address}`);
  const amount = fromBuyer.reduce((sum, t) => sum + t.value, 0n);
  const total = BigInt(order.total);
  if (amount < total) {
    rejected(PAYMENT_REJECTIONS.amountTooLow, `received ${amount} of ${order.total} base units`);
  }
  // A transfer sent before the order existed paid something else (or nothing the buyer meant for this order).
  if (lookup.blockTimestamp.getTime() < order.created_at.getTime() - CLOCK_SLACK_MS) {
    rejected(
      PAYMENT_REJECTIONS.minedBeforeOrder,
      `mined at ${lookup.blockTimestamp.toISOString()}, the order was created at ${order.created_at.toISOString()}`,
    );
  }
  return {
    from: order.buyer_address,
    amount,
    overpaid: amount - total,
    blockNumber: lookup.blockNumber,
    blockTimestamp: lookup.blockTimestamp,
  };
}

/**
 * Chain clocks and the server's differ by seconds; a payment mined this close after expiry still counts. The order
 * keeps holding its licenses for as long (products.ts PAYMENT_GRACE_SECONDS).
 */
export const EXPIRY_GRACE_MS = PAYMENT_GRACE_SECONDS * 1000;

function minedInTime(order: OrderRow, blockTimestamp: Date): boolean {
  return blockTimestamp.getTime() <= order.expires_at.getTime() + EXPIRY_GRACE_MS;
}

function alreadyPaidWith(order: OrderRow, txHash: string): boolean {
  return order.payment_tx_hash === txHash && ['paid', 'completed', 'refunded'].includes(order.status);
}

/**
 * Which of one buyer's awaiting orders to one payout address in one token a transfer of `amount` may pay, as far as
 * the amount says (docs/product.md §7): the orders whose total it equals exactly; with none, every order it covers. One
 * rule for both readers of a transfer: the payment watcher pays only when this is exactly one order (otherwise the
 * buyer's checkout names the order through pay/), and pay/ refuses an order that is not among them, so a transfer
 * of exactly one order's total is never spent on a cheaper order of the same buyer.
 */
export function ordersTheAmountFits<T extends { total: string }>(
  amount: bigint,
  awaiting: readonly T[],
): T[] {
  const exact = awaiting.filter((order) => BigInt(order.total) === amount);
  return exact.length > 0 ? exact : awaiting.filter((order) => BigInt(order.total) <= amount);
}

/**
 * The buyer's other orders this transfer could also pay: awaiting payment to the same payout address in the same
 * token, created before the block and not expired before it (give or take the slack checkTransfer and
 * minedInTime allow).
 */
async function otherAwaitingOrders(
  db: Queryable,
  order: OrderRow,
  blockTimestamp: Date,
): Promise<{ total: string }[]> {
  return awaitingOrdersLike(
    db,
    order,
    new Date(blockTimestamp.getTime() - EXPIRY_GRACE_MS),
    new Date(blockTimestamp.getTime() + CLOCK_SLACK_MS),
  );
}

/**
 * An expired order holds its licenses only until the payment grace ends (products.ts PRODUCT_SELECT), so another
 * buyer may have taken them before its late payment is handled: it is paid only if what is left, besides it, still
 * covers its quantity. Otherwise the transfer is the licensor's to refund (docs/api.md). Locks the product, as
 * placing an order does.
 */
async function refuseSoldOutWhileExpired(tx: Queryable, order: OrderRow): Promise<void> {
  await lockProduct(tx, order.product_id);
  const left = await licensesRemainingBesides(tx, order.product_id, order.id);
  if (left !== null && left < order.quantity) {
    rejected(
      PAYMENT_REJECTIONS.soldOutWhileExpired,
      `${left} license(s) left for a quantity of ${order.quantity}; the licensor refunds the transfer`,
    );
  }
}

/**
 * `POST products/orders/{id}/pay/`. Pending orders are payable. An order that expired while its transfer was being
 * mined is still paid when the block is not later than expires_at (give or take EXPIRY_GRACE_MS) and its licenses
 * were not sold meanwhile: the buyer's money has moved, and refusing it would leave a payment with no order. A
 * transfer of exactly another awaiting order's total of the same buyer belongs to that order (ordersTheAmountFits).
 * Sending the same hash again for an order it paid answers that order (a retry after a dropped connection).
 */
export async function payOrder(
  db: Database,
  chain: ChainClient,
  orderId: string,
  txHash: string,
  /** Who reported the payment: the buyer through pay/, or the payment watcher. */
  reporter: 'buyer' | 'system' = 'buyer',
  /**
   * What else the payment sets off, in its transaction (docs/product.md §11: the licence mint, the mails, and the
   * licensor's `order.paid`, §12.1).
   */
  orderPaid?: OrderPaidHook,
  /** The webhook events of an order that expired on the way (`order.expired`, §12.1). */
  events?: WebhookEvents,
): Promise<OrderRow> {
  await expireOrders(db, { orderId }, events);
  const order = await findOrder(db, { id: orderId });
  if (order === null) throw notFound('Order not found');
  if (alreadyPaidWith(order, txHash)) return order;
  if (order.status !== 'pending_payment' && order.status !== 'expired') {
    rejected(PAYMENT_REJECTIONS.notAwaitingPayment, `it is ${order.status}`);
  }
  if (await txHashUsed(db, txHash)) rejected(PAYMENT_REJECTIONS.alreadyUsed);

  const lookup = await chain.lookupTransaction(txHash);
  if (
    order.status === 'expired' &&
    (lookup.state !== 'mined' || !minedInTime(order, lookup.blockTimestamp))
  ) {
    rejected(PAYMENT_REJECTIONS.expired, `it expired at ${order.expires_at.toISOString()}`);
  }
  const transfer = checkTransfer(order, lookup);
  const others = await otherAwaitingOrders(db, order, transfer.blockTimestamp);
  if (!ordersTheAmountFits(transfer.amount, [order, ...others]).includes(order)) {
    rejected(
      PAYMENT_REJECTIONS.anotherOrdersAmount,
      `${transfer.amount} base units is the total of another unpaid order of this buyer to this payout address, not this order's ${order.total}`,
    );
  }

  return db.transaction(async (tx) => {
    // The chain reads above may have taken longer than the order had left (a slow node): whether it expired is
    // decided again here, inside the write, by the database's clock (docs/product.md §13.2).
    await expireOrders(tx, { orderId }, events);
    const current = await findOrder(tx, { id: orderId }, true);
    if (current === null) throw new Error('order vanished');
    if (alreadyPaidWith(current, txHash)) return current;
    const payable =
      current.status === 'pending_payment' ||
      (current.status === 'expired' && minedInTime(current, transfer.blockTimestamp));
    if (!payable) {
      if (current.status === 'expired') rejected(PAYMENT_REJECTIONS.expired);
      rejected(PAYMENT_REJECTIONS.notAwaitingPayment, `it is ${current.status}`);
    }
    if (current.status === 'expired') await refuseSoldOutWhileExpired(tx, current);
    await markPaid(tx, current, txHash, transfer, reporter);
    const paid = await findOrder(tx, { id: orderId });
    if (paid === null) throw new Error('order vanished');
    await orderPaid?.(tx, paid);
    return paid;
  });
}

async function markPaid(
  tx: Queryable,
  order: OrderRow,
  txHash: string,
  transfer: VerifiedTransfer,
  reporter: 'buyer' | 'system',
): Promise<void> {
  if (await claimTxHash(tx, txHash)) rejected(PAYMENT_REJECTIONS.alreadyUsed);
  try {
    await recordPayment(tx, order, txHash, transfer);
  } catch (error) {
    // Another order claimed the same hash between our check and this write.
    if (isUniqueViolation(error)) rejected(PAYMENT_REJECTIONS.alreadyUsed);
    throw error;
  }
  await recordOrderEvent(tx, order.id, 'paid', reporter);
}

/** products/wallet-transactions/: the verified payments into the company's payout wallet, newest first. */
export async function listPayments(db: Queryable, companyId: string, page: PageRequest) {
  const { count, rows } = await paymentsOf(db, companyId, page);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      order_id: row.order_id,
      order_number: row.order_number,
      tx_hash: row.tx_hash,
      from_address: row.from_address,
      to_address: row.to_address,
      token: { symbol: row.token_symbol, address: row.token_address, decimals: row.token_decimals },
      amount: row.amount,
      block_number: row.block_number,
      block_timestamp: row.block_timestamp.toISOString(),
      created_at: row.created_at.toISOString(),
    })),
  };
}
