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
 * The moves a licensor makes by PATCH (docs/product.md §7–§8): pending_payment → cancelled | failed, paid → completed |
 * refunded. pending_payment → paid happens only through a verified payment (pay/), and → expired only through time;
 * those two are not the licensor's to set.
 */
export const LICENSOR_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['cancelled', 'failed'],
  paid: ['completed', 'refunded'],
  expired: [],
  cancelled: [],
  failed: [],
  completed: [],
  refunded: [],
};
