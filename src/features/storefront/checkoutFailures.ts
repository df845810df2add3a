import { PAYMENT_REJECTIONS, type PaymentRejection } from '@contract/paymentRejections';
import { type ApiError, isApiError } from '../../services/api';
import { type CheckoutFailure } from './checkout';

// Why an order or a payment failed (docs/product.md §7 orders/ and pay/ answers) and what "Try again" should do then:
// the failure side of the buy flow, which checkout.ts's state machine records.

/** The reasons of docs/product.md §7 pay/, as `fields.tx_hash`: the API's own list (contract/paymentRejections.ts). */
export const paymentRejections: readonly PaymentRejection[] = Object.values(PAYMENT_REJECTIONS);
export type { PaymentRejection };

/** The i18n key of each reason (`storefront.payFailed.reason.<key>`): a reason the API adds fails the type check here. */
export const rejectionKeys: Record<PaymentRejection, string> = {
  'transaction not found': 'notFound',
  'transaction not yet mined': 'notMined',
  'transaction failed': 'reverted',
  'wrong token': 'wrongToken',
  'wrong payee': 'wrongPayee',
  'wrong payer': 'wrongPayer',
  'transfer from the zero address': 'minted',
  'amount too low': 'amountTooLow',
  'transaction mined before the order': 'beforeOrder',
  'transaction already used': 'alreadyUsed',
  'order expired': 'expired',
  'order is not awaiting payment': 'notAwaiting',
  "amount is another order's total": 'anotherOrder',
  'sold out while the order was expired': 'soldOutWhileExpired',
};

function rejectionOf(error: ApiError): PaymentRejection | null {
  const reason = error.fields?.tx_hash;
  if (reason && (paymentRejections as readonly string[]).includes(reason)) return reason as PaymentRejection;
  // An older server without `fields`: the reason is inside the text ("Payment rejected: amount too low (…)").
  const text = error.detail ?? '';
  return paymentRejections.find((candidate) => text.includes(candidate)) ?? null;
}

/**
 * Why pay/ failed and what trying again should do. The transfer has left the wallet by then, so anything that
 * may be temporary (a network failure, a transfer not mined yet) resubmits the same hash; a transfer the chain or
 * the server refused needs a new one; a closed order needs a new order.
 */
export function classifyPaymentFailure(error: unknown): { failure: CheckoutFailure; expired: boolean } {
  if (!isApiError(error) || error.status !== 409) {
    const failure: CheckoutFailure = isApiError(error)
      ? {
          key: 'storefront.payFailed.unreachable',
          detail: error.detail ?? `${error.status}`,
          retry: 'resubmit',
        }
      : { key: 'storefront.payFailed.unreachable', retry: 'resubmit' };
    return { failure, expired: false };
  }
  const reason = rejectionOf(error);
  const detail = error.detail;
  const base = {
    key: `storefront.payFailed.reason.${reason ? rejectionKeys[reason] : 'unknown'}`,
    ...(detail ? { detail } : {}),
  };
  switch (reason) {
    case 'transaction not found':
    case 'transaction not yet mined':
      return { failure: { ...base, retry: 'resubmit' }, expired: false };
    case 'order expired':
      return { failure: { ...base, retry: 'newOrder' }, expired: true };
    // Sold out while expired: the licences went to another buyer, and the licensor refunds this transfer.
    case 'transaction already used':
    case 'order is not awaiting payment':
    case 'sold out while the order was expired':
      return { failure: { ...base, retry: 'newOrder' }, expired: false };
    default:
      return { failure: { ...base, retry: 'repay' }, expired: false };
  }
}

/** `Insufficient {symbol} balance` (docs/product.md §7): the token symbol, or null for any other answer. */
function insufficientBalanceSymbol(error: ApiError): string | null {
  if (error.status !== 409) return null;
  return /^Insufficient (.+) balance$/.exec(error.detail ?? '')?.[1] ?? null;
}

/**
 * A refused order (sold out, paused, too many, too little of the token in the wallet, too many unpaid orders) or a
 * malformed request, in the buyer's words. Nothing was sent from the wallet by then.
 */
export function classifyOrderFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return { key: 'storefront.checkout.orderFailed' };
  const symbol = insufficientBalanceSymbol(error);
  if (symbol !== null) return { key: 'storefront.checkout.insufficientBalance', params: { symbol } };
  // The 3 unpaid orders a wallet may hold; any other 429 is the rate limit, said below with the server's words.
  if (error.status === 429 && /unpaid orders/i.test(error.detail ?? ''))
    return { key: 'storefront.checkout.tooManyUnpaid' };
  const detail = error.fields?.quantity ?? error.detail;
  if (error.status === 409 && /sold out/i.test(error.detail ?? ''))
    return { key: 'storefront.checkout.soldOut', ...(detail ? { detail } : {}) };
  if (error.status === 409 && /paused/i.test(error.detail ?? ''))
    return { key: 'storefront.checkout.paused', ...(detail ? { detail } : {}) };
  if (error.status === 409 && error.fields?.quantity)
    return { key: 'storefront.checkout.tooMany', detail: error.fields.quantity };
  if (error.status === 404) return { key: 'storefront.checkout.productGone' };
  return {
    key: 'storefront.checkout.orderFailed',
    params: { status: String(error.status) },
    ...(error.detail ? { detail: error.detail } : {}),
  };
}
