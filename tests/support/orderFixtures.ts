import { type Order, type OrderDetail, type OrderStats } from '@/features/orders/orderTypes';

// Orders as the API sends them (server/src/orders/orders.ts orderJson), for the orders, Home and checkout tests and
// the default handlers (tests/msw/handlers/orders.ts).

export const usdc = {
  symbol: 'USDC.e',
  address: '0xf1815bd50389c46847f0bda824ec8da914045d14',
  decimals: 6,
};

export const buyerAddress = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
export const payoutAddress = '0x1111111111111111111111111111111111111111';

let sequence = 0;

/** An order id (a UUID) from a number, so tests can name orders. */
export function orderId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** The next order: one Sunset Loop Pack licence, paid, numbered after the last one made. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  return orderNumbered(sequence, overrides);
}

/** Order `n` (id orderId(n), number ORD-2026-00000n), without taking a number from makeOrder's sequence. */
export function orderNumbered(n: number, overrides: Partial<Order> = {}): Order {
  return {
    id: orderId(n),
    number: `ORD-2026-${String(n).padStart(6, '0')}`,
    product_id: '10000000-0000-4000-8000-000000000001',
    product_title: 'Sunset Loop Pack',
    buyer_address: buyerAddress,
    buyer_email: null,
    quantity: 1,
    unit_price: '12500000',
    total: '12500000',
    token: usdc,
    pay_to: payoutAddress,
    status: 'paid',
    payment_tx_hash: `0x${'ab'.repeat(32)}`,
    paid_at: '2026-11-20T10:05:00.000Z',
    overpaid: '0',
    expires_at: '2026-11-20T10:30:00.000Z',
    note: '',
    refund_tx_hash: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return orderDetailOf(makeOrder(overrides), overrides);
}

/** `order` as GET orders/{id}/ sends it: its history so far, no licence yet, no mail. */
export function orderDetailOf(order: Order, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    terms: {},
    history: [
      { status: 'pending_payment', actor: 'buyer', at: '2026-11-20T10:00:00.000Z' },
      ...(order.status === 'pending_payment'
        ? []
        : [{ status: 'paid' as const, actor: 'buyer', at: '2026-11-20T10:05:00.000Z' }]),
    ],
    license_id: null,
    license_tokens: null,
    mails: [],
    ...order,
    ...overrides,
  };
}

export function makeStats(overrides: Partial<OrderStats> = {}): OrderStats {
  return {
    counts_by_status: {
      pending_payment: 2,
      paid: 3,
      completed: 4,
      refunded: 0,
      expired: 1,
      cancelled: 0,
      failed: 0,
    },
    total: 10,
    count_is_estimate: false,
    revenue: [
      {
        token_symbol: 'USDC.e',
        token_address: usdc.address,
        decimals: 6,
        last_30_days: '87500000',
        all_time: '1234567890',
        daily: revenueDays('2026-11-20', { '2026-11-18': '75000000', '2026-11-20': '12500000' }),
      },
    ],
    published_products: 3,
    ...overrides,
  };
}

/**
 * A page of a list endpoint; the orders list's own fields too (`count_is_estimate`, cursor links as the API writes
 * them, see `orderCursorLink`), which other lists' screens do not read.
 */
export function pageOf<T>(
  results: T[],
  count = results.length,
  next: string | null = null,
  { previous = null, estimate = false }: { previous?: string | null; estimate?: boolean } = {},
) {
  return { count, count_is_estimate: estimate, next, previous, results };
}

/** A `next`/`previous` link of the orders list, as the API writes it: a relative URL with an opaque cursor. */
export function orderCursorLink(cursor: string, params: Record<string, string> = {}): string {
  return `/api/products/orders/?${new URLSearchParams({ ...params, cursor }).toString()}`;
}

/** The export's header row (server/src/orders/export.ts) in English. */
export const exportHeader =
  'Order number,Created at (UTC),Status,Product,Quantity,Unit price,Total,Token,Buyer address,Buyer email,Payment transaction,Paid at (UTC),Note';

/**
 * The CSV the export sends for `orders` (some of its cells; the browser only counts and saves them). The note is
 * quoted, as RFC 4180 quotes a cell with a line break in it.
 */
export function exportCsvOf(orders: readonly Order[]): string {
  const lines = orders.map((order) =>
    [
      order.number,
      order.created_at,
      order.status,
      order.product_title,
      order.quantity,
      `"${order.note.replace(/"/g, '""')}"`,
    ].join(','),
  );
  return `\uFEFF${[exportHeader, ...lines].map((line) => `${line}\r\n`).join('')}`;
}

/** The 30 UTC days of Home's chart ending `today`, oldest first, with the given amounts and zeros elsewhere. */
export function revenueDays(today: string, amounts: Record<string, string> = {}) {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(end - (29 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, amount: amounts[date] ?? '0' };
  });
}

/** The licensor's orders that the default handlers list: ORD-2026-000001 paid, ORD-2026-000002 waiting for payment. */
export const licensorOrders = (): Order[] => [
  orderNumbered(1),
  orderNumbered(2, { status: 'pending_payment' }),
];
