// Why a payment is refused (docs/product.md §7 pay/): the API answers 409 with the reason as `fields.tx_hash` and in
// its text (server/src/orders/payments.ts), and the buyer's checkout says each one in the buyer's words
// (src/features/storefront/checkoutFailures.ts, one text per reason, typed against this list). Free of zod, so the
// SPA takes the reasons themselves, not a copy.

export const PAYMENT_REJECTIONS = {
  notFound: 'transaction not found',
  pending: 'transaction not yet mined',
  failed: 'transaction failed',
  wrongToken: 'wrong token',
  wrongPayee: 'wrong payee',
  wrongPayer: 'wrong payer',
  amountTooLow: 'amount too low',
  alreadyUsed: 'transaction already used',
  fromZeroAddress: 'transfer from the zero address',
  minedBeforeOrder: 'transaction mined before the order',
  expired: 'order expired',
  notAwaitingPayment: 'order is not awaiting payment',
  anotherOrdersAmount: "amount is another order's total",
  soldOutWhileExpired: 'sold out while the order was expired',
} as const;

export type PaymentRejection = (typeof PAYMENT_REJECTIONS)[keyof typeof PAYMENT_REJECTIONS];
