import type { ORDER_PAGE_REACH } from '@contract/api/orders';
import { isOrderStatus, type OrderStatus } from './orderTypes';

// The whole /order filter lives in the URL query (docs/product.md §9), so reload, back and a shared link keep it.
// Parsing is forgiving (a hand-edited or stale value falls back to its default) and serialising writes only what
// differs from the defaults, in a fixed order, so equal filters always give equal URLs.

export const orderOrderings = [
  '-created_at',
  'created_at',
  '-total',
  'total',
  '-number',
  'number',
  'status',
  '-status',
] as const;
export type OrderOrdering = (typeof orderOrderings)[number];
export const defaultOrdering: OrderOrdering = '-created_at';

export const orderPageSizes = [20, 50, 100] as const;
export type OrderPageSize = (typeof orderPageSizes)[number];
export const defaultPageSize: OrderPageSize = 20;

/** The API's limit on `search` (server/src/orders/list.ts). */
export const maxSearchLength = 100;
const maxPage = 1_000_000;

/**
 * The orders a page number reaches (docs/api.md "Orders at any size"): beyond them the API pages by cursor only, so the
 * screen numbers its pages up to here and follows the list's `next`/`previous` links past it. Typed as the
 * contract's constant, so the two cannot differ.
 */
export const orderPageReach: typeof ORDER_PAGE_REACH = 10_000;

/** The last page a page number reaches at `pageSize` (500 at 20 a page, 100 at 100). */
export function reachablePages(pageSize: number): number {
  return Math.floor(orderPageReach / pageSize);
}

/** A cursor as the API writes them (opaque, signed, base64url): anything else in the URL is dropped. */
const cursorPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const maxCursorLength = 1024;

function validCursor(cursor: string | null): string | null {
  return cursor !== null && cursor.length <= maxCursorLength && cursorPattern.test(cursor) ? cursor : null;
}

/** The `cursor` of a `next` or `previous` link (a relative URL), or null. */
export function cursorOf(link: string | null | undefined): string | null {
  if (!link?.includes('?')) return null;
  return validCursor(new URLSearchParams(link.slice(link.indexOf('?') + 1)).get('cursor'));
}

export interface OrderFilter {
  status: OrderStatus | null;
  /** Order number or buyer address, or part of one. */
  search: string;
  /** Local calendar days, `YYYY-MM-DD`, both inclusive. */
  from: string | null;
  to: string | null;
  /** A product id of the company. */
  product: string | null;
  ordering: OrderOrdering;
  page: number;
  pageSize: OrderPageSize;
  /**
   * Past the pages a number reaches: the cursor of the `next`/`previous` link that led to `page` (the number is then
   * where the user stepped to, counted from the last numbered page). Null within the reach.
   */
  cursor: string | null;
}

export const defaultOrderFilter: OrderFilter = {
  status: null,
  search: '',
  from: null,
  to: null,
  product: null,
  ordering: defaultOrdering,
  page: 1,
  pageSize: defaultPageSize,
  cursor: null,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar day in `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970 || year > 9999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

export function parseOrderFilter(search: string | URLSearchParams): OrderFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = params.get('status');
  const ordering = params.get('ordering');
  const product = params.get('product');
  const pageSize = positiveInt(params.get('page_size'), 100);
  let from = params.get('from');
  let to = params.get('to');
  from = from !== null && isCalendarDate(from) ? from : null;
  to = to !== null && isCalendarDate(to) ? to : null;
  // A range typed backwards means the same days.
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const size = (orderPageSizes as readonly number[]).includes(pageSize ?? 0)
    ? (pageSize as OrderPageSize)
    : defaultPageSize;
  const page = positiveInt(params.get('page'), maxPage) ?? 1;
  const reach = reachablePages(size);
  // A cursor only leads past the numbered pages; a number past them without one shows the last numbered page.
  const cursor = page > reach ? validCursor(params.get('cursor')) : null;
  return {
    status: isOrderStatus(status) ? status : null,
    search: (params.get('search') ?? '').slice(0, maxSearchLength),
    from,
    to,
    product: product !== null && uuidPattern.test(product) ? product.toLowerCase() : null,
    ordering: (orderOrderings as readonly string[]).includes(ordering ?? '')
      ? (ordering as OrderOrdering)
      : defaultOrdering,
    page: cursor === null ? Math.min(page, reach) : page,
    pageSize: size,
    cursor,
  };
}

/** The query string of a filter, defaults left out, keys in a fixed order; '' for the default filter. */
export function serializeOrderFilter(filter: OrderFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  const search = filter.search.trim();
  if (search) params.set('search', search.slice(0, maxSearchLength));
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.product) params.set('product', filter.product);
  if (filter.ordering !== defaultOrdering) params.set('ordering', filter.ordering);
  if (filter.pageSize !== defaultPageSize) params.set('page_size', String(filter.pageSize));
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.cursor && filter.page > 1) params.set('cursor', filter.cursor);
  return params.toString();
}

/**
 * A new filter from a change. Anything but a page change starts again at page 1, since page 7 of another filter
 * is not a place the user asked for; a cursor belongs to the one step that names it.
 */
export function changeOrderFilter(filter: OrderFilter, change: Partial<OrderFilter>): OrderFilter {
  const next = { ...filter, ...change, cursor: change.cursor ?? null };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** True when something narrows the list (what "Clear filters" undoes; sorting and page size are not filters). */
export function hasActiveFilters(filter: OrderFilter): boolean {
  return Boolean(filter.status || filter.search.trim() || filter.from || filter.to || filter.product);
}

function localDay(date: string, endOfDay: boolean): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = endOfDay
    ? new Date(year, month - 1, day, 23, 59, 59, 999)
    : new Date(year, month - 1, day, 0, 0, 0, 0);
  return local.toISOString();
}

/** The filters both the list and the stats endpoint take (docs/product.md §7); days are the user's local days. */
export interface OrderScopeParams {
  search?: string;
  product?: string;
  from?: string;
  to?: string;
}

export interface OrderListParams extends OrderScopeParams {
  status?: OrderStatus;
  ordering: OrderOrdering;
  /** Within the reach; past it `cursor` instead (the API takes one or the other). */
  page?: number;
  cursor?: string;
  page_size: number;
}

export function orderScopeParams(filter: OrderFilter): OrderScopeParams {
  const params: OrderScopeParams = {};
  const search = filter.search.trim();
  if (search) params.search = search;
  if (filter.product) params.product = filter.product;
  if (filter.from) params.from = localDay(filter.from, false);
  if (filter.to) params.to = localDay(filter.to, true);
  return params;
}

export function orderListParams(filter: OrderFilter): OrderListParams {
  return {
    ...orderScopeParams(filter),
    ...(filter.status ? { status: filter.status } : {}),
    ordering: filter.ordering,
    ...(filter.cursor ? { cursor: filter.cursor } : { page: filter.page }),
    page_size: filter.pageSize,
  };
}
