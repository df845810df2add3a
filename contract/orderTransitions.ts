// The moves a licensor makes to an order's status (PRODUCT.md §8 Order): the API allows exactly these by PATCH
// (server/src/orders/orders.ts), and the order screens offer them. pending_payment → paid happens only through a
// verified payment (pay/) and → expired only through time, so neither is the licensor's to set. Free of zod (the
// status is imported as a type only), so the SPA takes the table itself, not a copy.
import type { OrderStatus } from './api/orders.js';

export const LICENSOR_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['cancelled', 'failed'],
  paid: ['completed', 'refunded'],
  expired: [],
  cancelled: [],
  failed: [],
  completed: [],
  refunded: [],
};
