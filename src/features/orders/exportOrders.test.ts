import { HttpResponse } from 'msw';
import { serveOrders } from '@tests/msw/serve/orders';
import { makeOrder, orderId, pageOf } from '@tests/support/orderFixtures';
import { signedInState } from '@tests/support/signedIn';
import { walletA } from '@tests/support/tokens';
import { makeStore } from '../../app/store';
import { fetchAllOrders } from './exportOrders';
import { defaultOrderFilter, type OrderFilter } from './orderFilters';
import { type Order } from './orderTypes';

const startedAt = new Date('2026-11-21T12:00:00.000Z');

/** The API's list: newest first, `to` inclusive, offset pages; `afterFirstPage` runs once page 1 is served. */
function serveNewestFirst(orders: Order[], afterFirstPage?: () => void): URLSearchParams[] {
  return serveOrders({
    list: (params) => {
      const to = params.get('to');
      const matching = orders
        .filter((order) => to === null || order.created_at <= to)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const page = Number(params.get('page'));
      const size = Number(params.get('page_size'));
      const body = pageOf(matching.slice((page - 1) * size, page * size), matching.length);
      if (page === 1) afterFirstPage?.();
      return HttpResponse.json(body);
    },
  }).lists;
}

function ordersBefore(start: Date, count: number): Order[] {
  return Array.from({ length: count }, (_, index) =>
    makeOrder({
      id: orderId(20_000 + index),
      created_at: new Date(start.getTime() - (index + 1) * 60_000).toISOString(),
    }),
  );
}

async function exportWith(filter: OrderFilter) {
  const store = makeStore({ preloadedState: signedInState(walletA) });
  return fetchAllOrders(store.dispatch, walletA, filter, { startedAt });
}

describe('fetchAllOrders', () => {
  it('reads the orders created up to its start: one created meanwhile shifts no row out of the export', async () => {
    const orders = ordersBefore(startedAt, 250);
    const asked = serveNewestFirst(orders, () => {
      // A buyer orders while the export runs: newest first, it would push every later row one place down.
      orders.push(
        makeOrder({ id: orderId(29_999), created_at: new Date(startedAt.getTime() + 1000).toISOString() }),
      );
    });
    const exported = await exportWith(defaultOrderFilter);
    expect(exported.map((order) => order.id)).toEqual(ordersBefore(startedAt, 250).map((order) => order.id));
    expect(asked).toHaveLength(3);
    for (const params of asked) expect(params.get('to')).toBe(startedAt.toISOString());
  });

  it('keeps the filter’s own end when it is earlier than the start', async () => {
    const asked = serveNewestFirst([]);
    await exportWith({ ...defaultOrderFilter, to: '2026-11-01' });
    const to = asked[0]?.get('to') ?? '';
    expect(to < startedAt.toISOString()).toBe(true);
    expect(new Date(to).getTime()).toBe(new Date(2026, 10, 1, 23, 59, 59, 999).getTime());
  });

  it('pins a filter that ends later (today, in a time zone ahead) to the start', async () => {
    const asked = serveNewestFirst([]);
    await exportWith({ ...defaultOrderFilter, to: '2026-11-30' });
    expect(asked[0]?.get('to')).toBe(startedAt.toISOString());
  });
});
