import { REFUND_REJECTIONS } from '@contract/refundRejections.js';
import { amountPaid, REFUNDABLE_STATUSES } from '@contract/orderValues.js';
import { isApiError } from '@/services/api';
import { type FeatureDispatch } from '@/services/hooks';
import { toWalletError, walletRequest } from '@/services/wallet';
import { encodeTransferCall } from '@/services/wallet/erc20';
import { transactionAdded, waitForReceipt } from '../transactions';
import { type OrderDetail } from './orderTypes';

// Refunds that move the money back (docs/product.md §12.4): the licensor's wallet sends the amount paid from the
// order's payout address to the buyer, in the order's token (an ERC-20 transfer, as the checkout pays), then refund/
// records it once the API has verified it on chain.

const txHashPattern = /^0x[0-9a-fA-F]{64}$/;

export function isRefundable(order: Pick<OrderDetail, 'status'>): boolean {
  return REFUNDABLE_STATUSES.includes(order.status);
}

export function isTxHash(value: string): boolean {
  return txHashPattern.test(value);
}

/** Why a refund stopped, in the terms the Refund dialog explains it (docs/product.md §9: errors say what to do). */
export type RefundFailure =
  /** EIP-1193 4001: the licensor said no in the wallet; nothing was sent. */
  | { kind: 'rejected' }
  /** The wallet could not send (no gas, another chain); its own words in `detail`. */
  | { kind: 'wallet'; detail: string }
  /** The API read the transaction and refused it (409): `reason` is one of contract/refundRejections.ts. */
  | { kind: 'refused'; reason: RefundReason | null; hash: string }
  /** The API could not be reached or failed: the same hash is recorded again, never a second transfer. */
  | { kind: 'api'; error: unknown; hash: string };

export type RefundReason = keyof typeof REFUND_REJECTIONS;

export class RefundStopped extends Error {
  constructor(readonly failure: RefundFailure) {
    super(failure.kind);
    this.name = 'RefundStopped';
  }
}

/** The wallet's refusal as a failure: declined, or its own words. */
export function walletFailure(error: unknown): RefundFailure {
  if (error instanceof RefundStopped) return error.failure;
  const walletError = toWalletError(error);
  return walletError.kind === 'rejected'
    ? { kind: 'rejected' }
    : { kind: 'wallet', detail: walletError.message };
}

/**
 * Sends the refund from `from` (the payout address); its hash, handed to `sent` the moment the wallet answers it, since
 * from then on the money may be on its way. Then waits for the receipt, for the licensor's sake only: whatever the
 * wallet's node says (reverted, no receipt in time, the wallet gone), the hash is recorded and the API, which reads
 * the chain itself, decides (as the checkout does with a payment). A decline or a wallet error stops it before
 * anything is sent (RefundStopped).
 */
export async function sendRefund(
  dispatch: FeatureDispatch,
  from: string,
  order: OrderDetail,
  description: string,
  progress: { stage: (stage: 'mining') => void; sent: (hash: string) => void },
): Promise<string> {
  let hash: string;
  try {
    const answer = await walletRequest<unknown>('eth_sendTransaction', [
      { from, to: order.token.address, data: encodeTransferCall(order.buyer_address, amountPaid(order)) },
    ]);
    if (typeof answer !== 'string' || !isTxHash(answer))
      throw new Error('The wallet did not return a transaction hash.');
    hash = answer;
  } catch (error) {
    throw new RefundStopped(walletFailure(error));
  }
  progress.sent(hash);
  try {
    // The account dialog lists it with the wallet's other transactions.
    await dispatch(transactionAdded({ hash, description }));
  } catch {
    // Only the offered chains keep a list; the refund goes on.
  }
  progress.stage('mining');
  await waitForReceipt(hash, { request: (method, params) => walletRequest(method, params) }).catch(
    () => 'failed',
  );
  return hash;
}

/** The API's refusal of a mined hash (409 with its reason), or a failure the same hash may retry. */
export function recordFailure(error: unknown, hash: string): RefundFailure {
  if (isApiError(error) && error.status === 409) {
    const text = error.fields?.tx_hash;
    const reason = (Object.keys(REFUND_REJECTIONS) as RefundReason[]).find(
      (key) => REFUND_REJECTIONS[key] === text,
    );
    return { kind: 'refused', reason: reason ?? null, hash };
  }
  return { kind: 'api', error, hash };
}

/**
 * Whether Retry records the same hash again rather than sending the money anew. A hash is dropped only when no money
 * can have moved with it: the API read it reverted (`failed`), or it was typed by hand and the API refused it for
 * good. Money this dialog sent is never sent a second time (a refusal such as "transaction not found" may be the
 * API's node lagging behind the wallet's); nor is a hash that is merely not mined or not found yet given up.
 */
export function keepsHash(failure: RefundFailure, sentHere: boolean): boolean {
  if (failure.kind !== 'refused') return true;
  if (failure.reason === 'failed') return false;
  if (failure.reason === 'pending' || failure.reason === 'notFound') return true;
  return sentHere;
}
