/**
 * Refunds that move the money back (docs/product.md §12.4): the licensor's wallet sends the amount paid from the order's
 * payout address back to the buyer, and refund/ verifies that transfer on chain like a payment in reverse
 * (./payments.ts checkTransfer) before the order becomes refunded, its licences void, its webhook event and the
 * buyer's mail written in the same transaction.
 */
import { REFUND_REJECTIONS } from '../../../contract/refundRejections.js';
import { amountPaid, REFUNDABLE_STATUSES } from '../../../contract/orderValues.js';
import type { ChainClient, TransactionLookup } from '../chain/client.js';
import type { OrderPaidHook } from '../context.js';
import { isUniqueViolation, type Database } from '../db/index.js';
import { conflict, notFound } from '../http/errors.js';
import { claimTxHash, recordRefund, txHashUsed } from './paymentRepository.js';
import { CLOCK_SLACK_MS } from './payments.js';
import { findOrder, recordOrderEvent, type OrderRow } from './repository.js';

export { REFUND_REJECTIONS };

function rejected(reason: string, detail?: string): never {
  throw conflict(`Refund rejected: ${reason}${detail === undefined ? '' : ` (${detail})`}`, {
    tx_hash: reason,
  });
}

export interface VerifiedRefund {
  /** What the transfers sent back to the buyer, base units: at least what the buyer paid. */
  amount: bigint;
  blockTimestamp: Date;
}

/**
 * The on-chain rules of a refund (docs/product.md §12.4), a payment in reverse: a successful transaction whose Transfer
 * events, emitted by the order's token contract, move at least the amount paid from the order's payout address to
 * its buyer (several matching events in one transaction add up), in a block no older than the payment was recorded
 * (`paid_at`), give or take the clock slack payments allow. That no other payment or refund used the hash is the
 * caller's check (refundOrder).
 */
export function checkRefund(order: OrderRow, lookup: TransactionLookup): VerifiedRefund {
  if (lookup.state === 'not_found') rejected(REFUND_REJECTIONS.notFound);
  if (lookup.state === 'pending') rejected(REFUND_REJECTIONS.pending, 'retry once it is confirmed');
  if (!lookup.success) rejected(REFUND_REJECTIONS.failed, 'the transaction reverted');
  const ofToken = lookup.transfers.filter((t) => t.token === order.token_address);
  if (ofToken.length === 0)
    rejected(REFUND_REJECTIONS.wrongToken, `expected a ${order.token_symbol} transfer`);
  // The buyer paid the payout address; the money goes back from there, not from some other wallet of the licensor's.
  const fromPayout = ofToken.filter((t) => t.from === order.pay_to);
  if (fromPayout.length === 0)
    rejected(REFUND_REJECTIONS.wrongSender, `expected a transfer from ${order.pay_to}`);
  const toBuyer = fromPayout.filter((t) => t.to === order.buyer_address);
  if (toBuyer.length === 0)
    rejected(REFUND_REJECTIONS.wrongRecipient, `expected a transfer to ${order.buyer_address}`);
  const amount = toBuyer.reduce((sum, t) => sum + t.value, 0n);
  const paid = amountPaid(order);
  if (amount < paid)
    rejected(REFUND_REJECTIONS.amountTooLow, `sent ${amount} of the ${paid} base units paid`);
  // A transfer from before the payment gave the buyer something else, not this money back.
  const paidAt = order.paid_at;
  if (paidAt === null || lookup.blockTimestamp.getTime() < paidAt.getTime() - CLOCK_SLACK_MS) {
    rejected(
      REFUND_REJECTIONS.minedBeforePayment,
      `mined at ${lookup.blockTimestamp.toISOString()}, the payment was recorded at ${paidAt?.toISOString() ?? 'no time'}`,
    );
  }
  return { amount, blockTimestamp: lookup.blockTimestamp };
}

function refundedWith(order: OrderRow, txHash: string): boolean {
  return order.status === 'refunded' && order.refund_tx_hash === txHash;
}

function refuseUnrefundable(order: OrderRow): void {
  if (!REFUNDABLE_STATUSES.includes(order.status))
    rejected(REFUND_REJECTIONS.notRefundable, `it is ${order.status}`);
}

/**
 * `POST products/orders/{id}/refund/` (the licensor's session): a paid or completed order of `companyId` becomes
 * refunded once `txHash` is verified (checkRefund); another company's order is not found (404). Sending the hash
 * that refunded this order again answers the order (a retry after a dropped connection).
 */
export async function refundOrder(
  db: Database,
  chain: ChainClient,
  companyId: string,
  orderId: string,
  txHash: string,
  /** What the refund sets off in its transaction: the buyer's mail and `order.refunded` (saleCompletion.ts). */
  orderRefunded?: OrderPaidHook,
): Promise<OrderRow> {
  const order = await findOrder(db, { id: orderId, companyId });
  if (order === null) throw notFound('Order not found');
  if (refundedWith(order, txHash)) return order;
  refuseUnrefundable(order);
  if (await txHashUsed(db, txHash)) rejected(REFUND_REJECTIONS.alreadyUsed);
  const refund = checkRefund(order, await chain.lookupTransaction(txHash));

  return db.transaction(async (tx) => {
    // Decided again under the order's lock: a PATCH, a licence mint or another refund may have come meanwhile.
    const current = await findOrder(tx, { id: orderId }, true);
    if (current === null) throw new Error('order vanished');
    if (refundedWith(current, txHash)) return current;
    refuseUnrefundable(current);
    if (await claimTxHash(tx, txHash)) rejected(REFUND_REJECTIONS.alreadyUsed);
    try {
      await recordRefund(tx, orderId, txHash, refund.amount);
    } catch (error) {
      // Another order's refund claimed the same hash between our check and this write.
      if (isUniqueViolation(error)) rejected(REFUND_REJECTIONS.alreadyUsed);
      throw error;
    }
    await recordOrderEvent(tx, orderId, 'refunded', 'licensor');
    const refunded = await findOrder(tx, { id: orderId });
    if (refunded === null) throw new Error('order vanished');
    await orderRefunded?.(tx, refunded);
    return refunded;
  });
}
