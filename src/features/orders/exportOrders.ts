import { type FeatureDispatch } from '../../services/hooks';
import { baseUnitsToDecimal, parseBaseUnits } from '../../services/tokenAmount';
import { buildCsv, type CsvValue } from './csv';
import { type OrderFilter, orderListParams } from './orderFilters';
import { maxPageSize, ordersApi } from './ordersApi';
import { type Order } from './orderTypes';

// CSV export of the current filter (docs/product.md §9): every page of it, read from the API at the largest page size,
// a few pages at a time, and built in the browser. The sort and filter are the screen's; the page is not.

export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

const parallelPages = 4;

export interface ExportProgress {
  loaded: number;
  total: number;
}

/**
 * Reads every order of the filter, in the filter's order, without duplicates. The pages are offsets, so an order
 * created during the export would shift every later row: the export reads the orders created up to its start
 * (`to` pinned to `startedAt` when the filter ends later or not at all; the API's `to` is inclusive).
 */
export async function fetchAllOrders(
  dispatch: FeatureDispatch,
  wallet: string,
  filter: OrderFilter,
  {
    onProgress,
    signal,
    startedAt = new Date(),
  }: { onProgress?: (progress: ExportProgress) => void; signal?: AbortSignal; startedAt?: Date } = {},
): Promise<Order[]> {
  const params = orderListParams({ ...filter, page: 1 });
  const start = startedAt.toISOString();
  // ISO 8601 UTC strings of one format compare as their instants do.
  const to = params.to !== undefined && params.to < start ? params.to : start;
  const base = { ...params, to, page_size: maxPageSize, wallet };
  const readPage = async (page: number) => {
    if (signal?.aborted) throw new ExportCancelled();
    const request = dispatch(
      ordersApi.endpoints.exportOrdersPage.initiate(
        { ...base, page },
        { subscribe: false, forceRefetch: true },
      ),
    );
    const result = await request;
    if (signal?.aborted) throw new ExportCancelled();
    if (result.error) throw result.error;
    return result.data ?? { count: 0, next: null, previous: null, results: [] };
  };

  const first = await readPage(1);
  const pages: Order[][] = [first.results];
  const pageCount = Math.ceil(first.count / maxPageSize);
  let loaded = first.results.length;
  onProgress?.({ loaded, total: first.count });
  let nextPage = 2;
  const worker = async () => {
    while (nextPage <= pageCount) {
      const page = nextPage;
      nextPage += 1;
      const data = await readPage(page);
      pages[page - 1] = data.results;
      loaded += data.results.length;
      onProgress?.({ loaded: Math.min(loaded, first.count), total: first.count });
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelPages, Math.max(0, pageCount - 1)) }, worker));

  // An order whose status changed meanwhile can still move between pages of a status filter; keep each once.
  const seen = new Set<string>();
  const orders: Order[] = [];
  for (const page of pages) {
    for (const order of page ?? []) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      orders.push(order);
    }
  }
  return orders;
}

export interface OrdersCsvLabels {
  header: {
    number: string;
    createdAt: string;
    status: string;
    product: string;
    quantity: string;
    unitPrice: string;
    total: string;
    token: string;
    buyer: string;
    buyerEmail: string;
    paymentTx: string;
    paidAt: string;
    note: string;
  };
  status: (order: Order) => string;
}

/** Amounts as exact plain decimals (no grouping) so spreadsheets read them as numbers. */
function amountCell(value: string, decimals: number): CsvValue {
  const amount = parseBaseUnits(value);
  return amount === null ? '' : baseUnitsToDecimal(amount, decimals);
}

/** The CSV text of orders; dates are ISO 8601 in UTC, unambiguous in any spreadsheet locale. */
export function ordersCsv(orders: readonly Order[], labels: OrdersCsvLabels): string {
  const { header } = labels;
  return buildCsv(
    [
      header.number,
      header.createdAt,
      header.status,
      header.product,
      header.quantity,
      header.unitPrice,
      header.total,
      header.token,
      header.buyer,
      header.buyerEmail,
      header.paymentTx,
      header.paidAt,
      header.note,
    ],
    orders.map((order) => [
      order.number,
      order.created_at,
      labels.status(order),
      order.product_title,
      order.quantity,
      amountCell(order.unit_price, order.token.decimals),
      amountCell(order.total, order.token.decimals),
      order.token.symbol,
      order.buyer_address,
      order.buyer_email,
      order.payment_tx_hash,
      order.paid_at,
      order.note,
    ]),
  );
}

/** `orders-2026-11-21.csv`, or with the status when one tab is exported. */
export function exportFileName(filter: OrderFilter, now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  return `orders-${filter.status ? `${filter.status}-` : ''}${day}.csv`;
}
