// An order's statuses and the moves a licensor makes between them (docs/product.md §8 Order): the API's schemas
// (contract/api/orders.ts) and its PATCH accept exactly these, and the SPA's order screens offer them. Free of zod,
// so the SPA takes the rule itself, not a copy.

/** docs/product.md §8 Order statuses. */
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
 * The moves a licensor makes by PATCH (docs/product.md §7–§8): pending_payment → cancelled | failed, paid → completed.
 * pending_payment → paid happens only through a verified payment (pay/), → expired only through time, and → refunded
 * only through a verified refund (refund/, REFUNDABLE_STATUSES): none of them is the licensor's to set.
 */
export const LICENSOR_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['cancelled', 'failed'],
  paid: ['completed'],
  expired: [],
  cancelled: [],
  failed: [],
  completed: [],
  refunded: [],
};

/**
 * docs/product.md §12.4: the orders whose money the licensor may send back, then record by refund/ with the transaction
 * (→ refunded). A completed order too: its licences become void.
 */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['paid', 'completed'];

/**
 * What the buyer paid (docs/product.md §7), base units: the order's total and any surplus the payment sent. A refund
 * sends at least this back (§12.4): the server verifies it, the Refund dialog proposes it.
 */
export function amountPaid(order: { total: string; overpaid: string | null }): bigint {
  return BigInt(order.total) + BigInt(order.overpaid ?? '0');
}
