// Why a refund is refused (docs/product.md §12.4): the API answers 409 with the reason as `fields.tx_hash` and in its
// text (server/src/orders/refunds.ts), and the licensor's Refund says each one in the licensor's words
// (src/features/orders/components/RefundAction.tsx, one text per reason, typed against this list). Free of zod, so the
// SPA takes the reasons themselves, not a copy.

export const REFUND_REJECTIONS = {
  notRefundable: 'order is not refundable',
  alreadyUsed: 'transaction already used',
  notFound: 'transaction not found',
  pending: 'transaction not yet mined',
  failed: 'transaction failed',
  wrongToken: 'wrong token',
  wrongSender: 'not from the payout address',
  wrongRecipient: 'not to the buyer',
  amountTooLow: 'less than paid',
  minedBeforePayment: 'transaction mined before the payment',
} as const;

export type RefundRejection = (typeof REFUND_REJECTIONS)[keyof typeof REFUND_REJECTIONS];
