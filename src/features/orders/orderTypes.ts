// Orders as the API sends them: the types come from the API contract (contract/api/orders.ts, docs/product.md §7–§8) as
// `import type`, so no schema code reaches the bundle. Amounts are base-unit decimal strings.
import type {
  Order as ApiOrder,
  OrderChanges as ApiOrderChanges,
  OrderDetail as ApiOrderDetail,
  OrderEvent as ApiOrderEvent,
  OrderPage as ApiOrderPage,
  OrderRefund as ApiOrderRefund,
  OrderStats as ApiOrderStats,
  OrderStatus as ApiOrderStatus,
  RevenueRow as ApiRevenueRow,
} from '../../../contract/api/orders';
import type { Page as ApiPage } from '../../../contract/api/fields';

export type OrderStatus = ApiOrderStatus;

/** The statuses in the order the screens show them; `satisfies` and the check below keep it the contract's set. */
export const orderStatuses = [
  'pending_payment',
  'paid',
  'completed',
  'refunded',
  'expired',
  'cancelled',
  'failed',
] as const satisfies readonly OrderStatus[];
const everyStatus: [OrderStatus] extends [(typeof orderStatuses)[number]] ? true : false = true;
void everyStatus;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

export type Order = ApiOrder;

export type OrderActor = 'buyer' | 'licensor' | 'system';

export type OrderEvent = ApiOrderEvent;

/** GET products/orders/{id}/ adds the history, the terms snapshot and the license of a completed order. */
export type OrderDetail = ApiOrderDetail;

export type RevenueRow = ApiRevenueRow;

/** GET products/orders/stats/ (an addition to docs/product.md §7, see docs/api.md). */
export type OrderStats = ApiOrderStats;

/** Lists (docs/product.md §7): `?page=&page_size=` → `{count, next, previous, results}`. */
export type Page<T> = ApiPage<T>;

/**
 * GET products/orders/: a page whose `count` may be the database's estimate (`count_is_estimate`, a search or date
 * range over 10 000 orders), with `next`/`previous` as cursor links (docs/api.md "Orders at any size").
 */
export type OrderPage = ApiOrderPage;

/** What the licensor may change with PATCH products/orders/{id}/. */
export type OrderChanges = ApiOrderChanges;

/** What POST products/orders/{id}/refund/ takes: the transaction that sent the money back (docs/product.md §12.4). */
export type OrderRefund = ApiOrderRefund;
