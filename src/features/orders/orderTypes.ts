import { type TokenRef } from '../../services/tokenAmount';

// Order as PRODUCT.md §8 defines it and the API sends it (snake_case). Amounts are base-unit decimal strings.

export const orderStatuses = [
  'pending_payment',
  'paid',
  'completed',
  'refunded',
  'expired',
  'cancelled',
  'failed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

export interface Order {
  id: string;
  /** `ORD-YYYY-NNNNNN`. */
  number: string;
  product_id: string;
  product_title: string;
  buyer_address: string;
  buyer_email: string | null;
  quantity: number;
  unit_price: string;
  total: string;
  token: TokenRef;
  /** The payout address the buyer was shown and pays to. */
  pay_to: string;
  status: OrderStatus;
  payment_tx_hash: string | null;
  /** Base units the payment sent beyond `total` (PRODUCT.md §7); `"0"` when exact, null while unpaid. */
  overpaid?: string | null;
  paid_at: string | null;
  expires_at: string;
  note: string;
  created_at: string;
  updated_at: string;
}

export type OrderActor = 'buyer' | 'licensor' | 'system';

export interface OrderEvent {
  status: OrderStatus;
  actor: OrderActor | string;
  at: string;
}

/** GET products/orders/{id}/ adds the history, the terms snapshot and the license of a completed order. */
export interface OrderDetail extends Order {
  terms: unknown;
  history: OrderEvent[];
  license_id: string | null;
}

export interface RevenueRow {
  token_symbol: string;
  token_address: string;
  decimals: number;
  /** Base units, paid and completed orders paid in the last 30 days. */
  last_30_days: string;
  all_time: string;
}

/** GET products/orders/stats/ (an addition to PRODUCT.md §7, see docs/api.md). */
export interface OrderStats {
  counts_by_status: Record<OrderStatus, number>;
  total: number;
  revenue: RevenueRow[];
  published_products: number;
}

/** Lists (PRODUCT.md §7): `?page=&page_size=` → `{count, next, previous, results}`. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** What the licensor may change with PATCH products/orders/{id}/. */
export interface OrderChanges {
  status?: OrderStatus;
  note?: string;
}
