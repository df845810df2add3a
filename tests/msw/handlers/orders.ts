import { http, HttpResponse } from 'msw';
import { exportCsvOf, licensorOrders, makeStats, orderDetailOf, pageOf } from '../../support/orderFixtures';
import { apiUrl, uuid } from '../apiUrl';

// The licensor's orders (docs/product.md §9): by default the list answers licensorOrders() whatever the filter (an
// exact count, no further page), the statistics makeStats(), the CSV export their file, and an order's detail for those orders only (404 for any other id). A change (PATCH) has no
// default: a test that changes an order serves it with tests/msw/serve/orders.ts, and any other fails as unhandled.

export const ordersHandlers = [
  http.get(apiUrl('products/orders/stats/'), () => HttpResponse.json(makeStats())),
  http.get(apiUrl('products/orders/'), () => HttpResponse.json(pageOf(licensorOrders()))),
  http.get(
    apiUrl('products/orders/export.csv'),
    () =>
      new HttpResponse(exportCsvOf(licensorOrders()), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="orders-2026-11-21.csv"',
        },
      }),
  ),
  http.get(apiUrl('products/orders/:id/'), ({ params }) => {
    const id = String(params.id);
    // orders/stats/, orders/mine/… are other endpoints with their own handlers.
    if (!uuid.test(id)) return undefined;
    const order = licensorOrders().find((listed) => listed.id === id);
    return order
      ? HttpResponse.json(orderDetailOf(order))
      : HttpResponse.json({ error: 'Order not found' }, { status: 404 });
  }),
];
