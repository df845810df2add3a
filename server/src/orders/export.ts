/**
 * `GET products/orders/export.csv` (docs/product.md §9: the orders screen's CSV export; docs/api.md "Orders at any
 * size"): every order of the screen's filters and sort, streamed as the database hands them over. The list is read a
 * keyset batch at a time (./list.ts orderBatches) and each batch is written when the client has taken the one
 * before, so the API's memory stays flat whatever the size, the first rows leave before the last are read, and a
 * client that goes away stops the reads at the batch under way.
 */
import { Readable } from 'node:stream';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderExportLocale, OrderStatus } from '../../../contract/api/orders.js';
import { ORDER_STATUS_LABELS } from '../../../contract/orderStatusLabels.js';
import { requireCaller } from '../auth/guard.js';
import { requireCachedCompanyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { csvRow, utf8Bom, type CsvValue } from '../http/csv.js';
import { accepted, answers, bearerOrApiKey } from '../http/routeSchemas.js';
import { orderBatches, orderExportQuerySchema, whereOf } from './list.js';
import { expireOrders, type OrderRow } from './orders.js';

/**
 * Orders read per statement, and written as one piece: about 50 KB of CSV (lines are about 200 bytes). A piece and
 * its batch's rows then live and die in V8's young generation. At 1,000 a batch the piece (200 KB) went to the
 * large-object space and the rows outlived two scavenges, so a long export left its garbage in the old generation:
 * the API's memory climbed by 80–140 MB during a million-row file before a full collection, while at 250 or 500
 * it stayed within 4 MB, as fast (docs/performance.md "Ten million orders").
 */
export const EXPORT_BATCH_ROWS = 250;

/** What a line of the file shows of an order. */
type ExportedOrder = Pick<
  OrderRow,
  | 'number'
  | 'created_at'
  | 'status'
  | 'product_title'
  | 'quantity'
  | 'unit_price'
  | 'total'
  | 'token_symbol'
  | 'token_decimals'
  | 'buyer_address'
  | 'buyer_email'
  | 'payment_tx_hash'
  | 'paid_at'
  | 'note'
>;

/**
 * Those columns only, not the whole order: the licence terms (JSON) and the other fields the file leaves out would be
 * read, parsed and dropped again for every order; without them a million-row file leaves in 19 s instead of 24.
 */
const EXPORT_COLUMNS = `
  o.number, o.created_at, o.status, p.title AS product_title, o.quantity, o.unit_price::text AS unit_price,
  o.total::text AS total, o.token_symbol, o.token_decimals, o.buyer_address, o.buyer_email, o.payment_tx_hash,
  o.paid_at, o.note`;

interface Labels {
  header: string[];
  status: Record<OrderStatus, string>;
}

/** The words of the CSV's header (only here) and statuses (the dashboard's), in its languages (docs/product.md §5, §9). */
export const EXPORT_LABELS: Record<OrderExportLocale, Labels> = {
  en: {
    header: [
      'Order number',
      'Created at (UTC)',
      'Status',
      'Product',
      'Quantity',
      'Unit price',
      'Total',
      'Token',
      'Buyer address',
      'Buyer email',
      'Payment transaction',
      'Paid at (UTC)',
      'Note',
    ],
    status: ORDER_STATUS_LABELS.en,
  },
  ko: {
    header: [
      '주문 번호',
      '주문 일시 (UTC)',
      '상태',
      '상품',
      '수량',
      '단가',
      '합계',
      '토큰',
      '구매자 주소',
      '구매자 이메일',
      '결제 트랜잭션',
      '결제 일시 (UTC)',
      '메모',
    ],
    status: ORDER_STATUS_LABELS.ko,
  },
};

/** Base units as an exact plain decimal (no grouping), so spreadsheets read amounts as numbers. */
export function decimalOf(baseUnits: string, decimals: number): string {
  const digits = baseUnits.padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

function csvLine(order: ExportedOrder, labels: Labels): string {
  const cells: CsvValue[] = [
    order.number,
    order.created_at.toISOString(),
    labels.status[order.status],
    order.product_title,
    order.quantity,
    decimalOf(order.unit_price, order.token_decimals),
    decimalOf(order.total, order.token_decimals),
    order.token_symbol,
    order.buyer_address,
    order.buyer_email,
    order.payment_tx_hash,
    order.paid_at?.toISOString() ?? null,
    order.note,
  ];
  return `${csvRow(cells)}\r\n`;
}

/** The file, a piece at a time: the BOM and the header at once, then a piece per batch of orders. */
async function* csvPieces(
  batches: AsyncGenerator<ExportedOrder[]>,
  labels: Labels,
  done: (rows: number, complete: boolean) => void,
): AsyncGenerator<string> {
  let rows = 0;
  let complete = false;
  try {
    yield `${utf8Bom}${csvRow(labels.header)}\r\n`;
    for await (const batch of batches) {
      rows += batch.length;
      yield batch.map((order) => csvLine(order, labels)).join('');
      // A turn for everything else between batches: the embedded database (PGlite) answers a batch without leaving
      // the event loop, so without it one long export would hold every other request, and the news that its client
      // went away, until its last row.
      await setImmediatePromise();
    }
    complete = true;
  } finally {
    // Also when the client went away: the stream is destroyed, this generator returns, and no batch follows.
    await batches.return(undefined);
    done(rows, complete);
  }
}

/** `orders-2026-11-21.csv`, or with the status when one tab is exported. */
function fileName(status: OrderStatus | undefined, now = new Date()): string {
  return `orders-${status === undefined ? '' : `${status}-`}${now.toISOString().slice(0, 10)}.csv`;
}

export function orderExportRoute(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/orders/export.csv',
      {
        schema: {
          summary: "The orders of the caller's company as CSV, streamed",
          description:
            'The filters and sort of `GET products/orders/` (no paging; any other parameter is a 400), every ' +
            'matching order, written as it is read. `locale` chooses the header and status words (en, ko).',
          tags: ['Orders'],
          security: bearerOrApiKey('orders:read'),
          querystring: orderExportQuerySchema,
          response: answers(
            {
              200: {
                description: 'The orders, one a line (RFC 4180, UTF-8 with a byte order mark)',
                content: { 'text/csv': { schema: z.string().meta({ contentMediaType: 'text/csv' }) } },
              },
            },
            [401, 403, 404],
          ),
        },
      },
      async (request, reply) => {
        const session = await requireCaller(ctx, request);
        const query = accepted(request.query);
        const company = await requireCachedCompanyOfWallet(ctx, session.wallet);
        // A filter the list refuses (`from` after `to`) is a 400 before the first byte, not a broken file.
        whereOf(company.id, query);
        await expireOrders(ctx.db, { companyId: company.id }, ctx.events);
        const labels = EXPORT_LABELS[query.locale ?? 'en'];
        const started = Date.now();
        const pieces = csvPieces(
          orderBatches<ExportedOrder>(
            ctx.db,
            company.id,
            query,
            query.ordering,
            EXPORT_BATCH_ROWS,
            EXPORT_COLUMNS,
          ),
          labels,
          (rows, complete) =>
            request.log.info({ rows, complete, ms: Date.now() - started }, 'orders export ended'),
        );
        // A stream, which the route's schema (a string, for the document) does not describe.
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName(query.status)}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(pieces, { objectMode: false }));
      },
    );
  };
}
