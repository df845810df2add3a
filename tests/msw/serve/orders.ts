import { http, HttpResponse } from 'msw';
import { type Order, type OrderDetail, type OrderStats } from '@/features/orders/orderTypes';
import { exportCsvOf, licensorOrders, makeStats, pageOf } from '../../support/orderFixtures';
import { apiUrl } from '../apiUrl';
import { server } from '../server';

// The licensor's orders API for one test (docs/product.md §9), added over the default handlers
// (tests/msw/handlers/orders.ts).

type Answer = Response | Promise<Response>;

export interface OrdersSeen {
  /** The query of each list read (GET products/orders/), in order. */
  lists: URLSearchParams[];
  /** The query of each statistics read (GET products/orders/stats/), in order. */
  stats: URLSearchParams[];
  /** Each CSV export asked (GET products/orders/export.csv): its query and its Authorization header. */
  exports: { params: URLSearchParams; authorization: string | null }[];
}

/**
 * The export's answer as the API sends it: `text` in `chunks` pieces, each after the one before was read (a stream,
 * so the screen's progress can be seen between them), with the API's headers. `hold` keeps the last piece back until
 * it resolves (or forever), for a test that cancels mid-file.
 */
export function csvStream(
  text: string,
  {
    chunks = 1,
    fileName = 'orders-2026-11-21.csv',
    hold,
  }: { chunks?: number; fileName?: string; hold?: Promise<void> } = {},
): Response {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / chunks);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= bytes.length) {
        controller.close();
        return;
      }
      if (hold && sent + size >= bytes.length) await hold;
      controller.enqueue(bytes.slice(sent, sent + size));
      sent += size;
    },
  });
  return new HttpResponse(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/**
 * GET products/orders/ answering `orders` (of `count` in all; `list(params)` answers instead when given),
 * products/orders/stats/ answering `stats` (data, or a function of the query) and products/orders/export.csv answering
 * the CSV of `orders` (`exportCsv(params)` instead when given); records the query of each read.
 */
export function serveOrders({
  orders = licensorOrders(),
  count,
  list,
  stats = makeStats(),
  exportCsv,
}: {
  orders?: Order[];
  count?: number;
  list?: (params: URLSearchParams) => Answer;
  stats?: OrderStats | ((params: URLSearchParams) => Answer);
  exportCsv?: (params: URLSearchParams) => Answer;
} = {}): OrdersSeen {
  const seen: OrdersSeen = { lists: [], stats: [], exports: [] };
  server.use(
    http.get(apiUrl('products/orders/export.csv'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.exports.push({ params, authorization: request.headers.get('authorization') });
      return exportCsv ? exportCsv(params) : csvStream(exportCsvOf(orders));
    }),
    http.get(apiUrl('products/orders/stats/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.stats.push(params);
      return typeof stats === 'function' ? stats(params) : HttpResponse.json(stats);
    }),
    http.get(apiUrl('products/orders/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.lists.push(params);
      return list ? list(params) : HttpResponse.json(pageOf(orders, count ?? orders.length));
    }),
  );
  return seen;
}

/**
 * One order's detail, kept as the API keeps it: GET products/orders/{id}/ answers it (or `read(order)`), and PATCH
 * applies a status (with its step in the history; completing issues licence lic-1) or a note, unless `patch(body)`
 * answers instead. Records the PATCH bodies.
 */
export function serveOrder(
  initial: OrderDetail,
  {
    read = (order) => HttpResponse.json(order),
    patch,
  }: {
    read?: (order: OrderDetail) => Answer;
    patch?: (body: Record<string, unknown>) => Answer;
  } = {},
): { patches: Record<string, unknown>[] } {
  let order = initial;
  const patches: Record<string, unknown>[] = [];
  server.use(
    http.get(apiUrl(`products/orders/${initial.id}/`), () => read(order)),
    http.patch(apiUrl(`products/orders/${initial.id}/`), async ({ request }) => {
      const body = (await request.json()) as { status?: OrderDetail['status']; note?: string };
      patches.push(body);
      if (patch) return patch(body);
      if (body.status) {
        order = {
          ...order,
          status: body.status,
          history: [
            ...order.history,
            { status: body.status, actor: 'licensor', at: '2026-11-21T09:00:00.000Z' },
          ],
          license_id: body.status === 'completed' ? 'lic-1' : order.license_id,
        };
      }
      if (body.note !== undefined) order = { ...order, note: body.note };
      return HttpResponse.json(order);
    }),
  );
  return { patches };
}
