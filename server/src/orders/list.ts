/**
 * The orders list (docs/product.md §7 Orders, §9 /order), a part of the orders' SQL (./repository.ts): its WHERE clause
 * is built from the list's filters, so the statements and the filters that shape them are read together here. Its
 * cost does not grow with the company's orders (docs/performance.md "Ten million orders"):
 * - a page is one range of the sort's index (017_2_list_indexes.sql), after or before the row a cursor names
 *   (./cursor.ts), or at an OFFSET within the first ORDER_PAGE_REACH orders;
 * - its count (./stats.ts countOrders) comes from the counters when only the status and product narrow it, and under
 *   a search or a date range is counted up to ORDER_EXACT_COUNT_LIMIT (boundedCount), above which it is the
 *   planner's estimate, said as such; when few orders match, the count also says which, and the page reads those
 *   by id (a search's trigram scan is then made once a request, not twice);
 * - the CSV export reads the same list, a batch after another, from the same keyset (orderBatches).
 */
import type { z } from 'zod';
import {
  ORDER_EXACT_COUNT_LIMIT,
  type OrderOrdering,
  type OrderStatus,
  type orderStatsQuerySchema,
} from '../../../contract/api/orders.js';
import type { Queryable, SqlParam } from '../db/index.js';
import { badRequest } from '../http/errors.js';
import { containsPattern, prefixPattern } from '../http/validation.js';
import type { OrderCursor } from './cursor.js';
import { ORDER_COLUMNS, ORDER_FROM, type OrderRow } from './repository.js';

export {
  orderExportQuerySchema,
  orderListQuerySchema,
  orderStatsQuerySchema,
} from '../../../contract/api/orders.js';

/**
 * What narrows the list: the stats' filters, and a status for the list itself. `matched`, the orders a count found
 * (boundedCount), stands for the search and the dates; the status and the product still apply beside it.
 */
export type OrderFilters = z.output<typeof orderStatsQuerySchema> & {
  status?: OrderStatus | undefined;
  matched?: readonly string[] | undefined;
};

interface SortColumn {
  sql: string;
  /** How a key read back as text is cast to compare with the column. */
  type: 'timestamptz' | 'numeric' | 'bigint' | 'text' | 'uuid';
}

/**
 * The columns each sort of the screen orders by, the order's id last so that every row has its own place (a page
 * starts exactly after the last row of the one before). Order numbers sort as numbers (`…-1000000` after
 * `…-999999`); statuses, then the time they were placed. Anything else is a 400 before SQL sees it.
 */
const SORTS: Record<string, SortColumn[]> = {
  created_at: [{ sql: 'o.created_at', type: 'timestamptz' }],
  total: [{ sql: 'o.total', type: 'numeric' }],
  number: [{ sql: 'order_number_rank(o.number)', type: 'bigint' }],
  status: [
    { sql: 'o.status', type: 'text' },
    { sql: 'o.created_at', type: 'timestamptz' },
  ],
};
const ID: SortColumn = { sql: 'o.id', type: 'uuid' };

function sortOf(ordering: OrderOrdering | undefined): { columns: SortColumn[]; descending: boolean } {
  const chosen = ordering ?? '-created_at';
  const descending = chosen.startsWith('-');
  const columns = SORTS[descending ? chosen.slice(1) : chosen];
  if (columns === undefined) throw badRequest('Unknown ordering', { ordering: 'Unknown ordering' });
  return { columns: [...columns, ID], descending };
}

/** Whether only the status and the product narrow the list: then the counters count it. */
export function countedByCounters(filters: OrderFilters): boolean {
  return (
    (filters.search === undefined || filters.search.trim() === '') &&
    filters.from === undefined &&
    filters.to === undefined
  );
}

export function whereOf(companyId: string, filters: OrderFilters): { sql: string; params: SqlParam[] } {
  const params: SqlParam[] = [companyId];
  const clauses = ['o.company_id = $1'];
  const add = (clause: (n: string) => string, value: SqlParam) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  // The status too stays with the orders a count found: one may have been paid or refunded since.
  if (filters.status !== undefined) add((n) => `o.status = ${n}`, filters.status);
  if (filters.product !== undefined) add((n) => `o.product_id = ${n}`, filters.product);
  if (filters.matched !== undefined) {
    // The uuids the database gave, as an array literal: parameters here are scalars (SqlParam).
    add((n) => `o.id = ANY(${n}::uuid[])`, `{${filters.matched.join(',')}}`);
    return { sql: clauses.join(' AND '), params };
  }
  // docs/product.md §9: an order number or a buyer address, or a part of one, any case.
  const term = filters.search?.trim() ?? '';
  if (term !== '') {
    const [clause, value] = searchOf(term);
    add(clause, value);
  }
  const from = filters.from === undefined ? null : new Date(filters.from);
  // A date-only `to` includes that whole day.
  const to =
    filters.to === undefined
      ? null
      : new Date(new Date(filters.to).getTime() + (/^\d{4}-\d{2}-\d{2}$/.test(filters.to) ? 86_400_000 : 1));
  if (from !== null && to !== null && from >= to)
    throw badRequest('`from` must be before `to`', { from: 'Must be before `to`' });
  if (from !== null) add((n) => `o.created_at >= ${n}`, from);
  if (to !== null) add((n) => `o.created_at < ${n}`, to);
  return { sql: clauses.join(' AND '), params };
}

/** A whole order number (docs/product.md §8 `ORD-YYYY-NNNNNN`, past six digits too), any case. */
const WHOLE_NUMBER = /^ord-\d{4}-\d+$/i;
/** What a buyer address may hold: `0x` and hex digits. */
const ADDRESS_PART = /^(0x)?[0-9a-f]+$/i;

/**
 * The search's clause, chosen so that an index answers it at any size (017_2_list_indexes.sql): a whole number is
 * one row of the numbers' unique index; the start of one (`ORD-2026-00…`, which every number of the year shares a
 * trigram with) a range of the company's numbers; any other part a trigram search, of the addresses too when it
 * could be part of one.
 */
function searchOf(term: string): [(n: string) => string, string] {
  if (WHOLE_NUMBER.test(term)) return [(n) => `o.number = ${n}`, term.toUpperCase()];
  if (/^ord-/i.test(term)) return [(n) => `o.number LIKE ${n}`, prefixPattern(term.toUpperCase())];
  if (ADDRESS_PART.test(term))
    return [(n) => `(o.number ILIKE ${n} OR o.buyer_address ILIKE ${n})`, containsPattern(term)];
  return [(n) => `o.number ILIKE ${n}`, containsPattern(term)];
}

/** Where a page starts: an offset from the first row, or beside the row a cursor names. */
export type PageStart = { offset: number } | { cursor: OrderCursor };

export interface OrderSlice<Row = OrderRow> {
  /** The page's rows in the list's order. */
  rows: Row[];
  /** The sort keys of the first and last row (for the cursors of the pages beside this one); null when empty. */
  firstKey: string[] | null;
  lastKey: string[] | null;
  /** Whether more rows follow in the direction the page was read (after it, or before it for a `before` cursor). */
  more: boolean;
}

/**
 * One page of a company's orders: `size` rows from `start` in the list's sort, in one statement served by the sort's
 * index (plus the product's title by its key), however deep the page is.
 */
export async function selectOrders<Row extends object = OrderRow>(
  db: Queryable,
  companyId: string,
  filters: OrderFilters,
  ordering: OrderOrdering | undefined,
  start: PageStart,
  size: number,
  /** The columns of `orders o JOIN products p` to read: the whole order unless a reader needs fewer. */
  select = ORDER_COLUMNS,
): Promise<OrderSlice<Row>> {
  const where = whereOf(companyId, filters);
  const { columns, descending } = sortOf(ordering);
  const params = [...where.params];
  const clauses = [where.sql];
  // A `before` page is read backwards from its cursor, then turned around.
  const backwards = 'cursor' in start && start.cursor.direction === 'before';
  if ('cursor' in start) {
    const key = start.cursor.key;
    if (key.length !== columns.length) throw badRequest('Invalid cursor', { cursor: 'Invalid' });
    const values = columns.map((column, index) => {
      params.push(key[index] ?? null);
      return `$${params.length}::${column.type}`;
    });
    const after = descending !== backwards ? '<' : '>';
    clauses.push(`(${columns.map((c) => c.sql).join(', ')}) ${after} (${values.join(', ')})`);
  }
  const direction = descending !== backwards ? 'DESC' : 'ASC';
  const orderBy = columns.map((c) => `${c.sql} ${direction}`).join(', ');
  const pageKey = `ARRAY[${columns.map((c) => `(${c.sql})::text`).join(', ')}] AS page_key`;
  // An OFFSET page skips its rows in the sort's index alone (an index-only scan of ids), then reads the page's own
  // rows and products: joined before the skip, page 500 read 10 000 orders and their products to show 20.
  const sql =
    'offset' in start && start.offset > 0
      ? `WITH page AS (
           SELECT o.id FROM orders o WHERE ${clauses.join(' AND ')}
            ORDER BY ${orderBy} LIMIT ${size + 1} OFFSET ${start.offset}
         )
         SELECT ${select}, ${pageKey} FROM page JOIN orders o ON o.id = page.id
           JOIN products p ON p.id = o.product_id
          ORDER BY ${orderBy}`
      : `SELECT ${select}, ${pageKey} ${ORDER_FROM}
          WHERE ${clauses.join(' AND ')}
          ORDER BY ${orderBy} LIMIT ${size + 1}`;
  const result = await db.query<Row & { page_key: string[] }>(sql, params);
  const more = result.rows.length > size;
  const read = result.rows.slice(0, size);
  if (backwards) read.reverse();
  const rows = read.map(({ page_key: _key, ...row }) => row as Row);
  return {
    rows,
    firstKey: read[0]?.page_key ?? null,
    lastKey: read[read.length - 1]?.page_key ?? null,
    more,
  };
}

/** How many orders the list has, and whether that is an estimate (docs/api.md "Orders at any size"). */
export interface OrderCount {
  count: number;
  estimate: boolean;
  /** The matching orders' ids, when at most FEW_MATCHES match (under a search or a date range only). */
  matched?: string[] | undefined;
}

/**
 * Up to this many matching orders, a count also names them: a list page then reads them by primary key instead of
 * matching the search again. A search by part of a buyer address is a trigram scan of every order's address
 * (17–35 ms at ten million orders), which list pages made twice, for the count and the rows.
 */
export const FEW_MATCHES = 1000;

/** Rows matching `where`, counted up to ORDER_EXACT_COUNT_LIMIT, estimated above; named when few. */
export async function boundedCount(db: Queryable, where: string, params: SqlParam[]): Promise<OrderCount> {
  const counted = await db.query<{ count: number; matched: string[] | null }>(
    `SELECT count(*)::int AS count,
            CASE WHEN count(*) <= ${FEW_MATCHES} THEN array_agg(id::text) END AS matched
       FROM (SELECT o.id FROM orders o WHERE ${where} LIMIT ${ORDER_EXACT_COUNT_LIMIT + 1}) s`,
    params,
  );
  const count = counted.rows[0]?.count ?? 0;
  if (count <= ORDER_EXACT_COUNT_LIMIT)
    return { count, estimate: false, matched: count === 0 ? [] : (counted.rows[0]?.matched ?? undefined) };
  return { count: Math.max(count, await plannedRows(db, where, params)), estimate: true };
}

/** The planner's estimate of how many orders match `where` (EXPLAIN, nothing read). */
export async function plannedRows(db: Queryable, where: string, params: SqlParam[]): Promise<number> {
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM orders o WHERE ${where}`,
    params,
  );
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const rows = Array.isArray(parsed)
    ? (parsed[0] as { Plan?: { 'Plan Rows'?: number } } | undefined)?.Plan?.['Plan Rows']
    : undefined;
  return typeof rows === 'number' ? Math.round(rows) : 0;
}

/**
 * Every order of the list, `batchSize` at a time, in the list's sort (the CSV export): each batch is a keyset page
 * after the last row of the one before, so memory stays flat, no transaction stays open, rows added meanwhile before
 * the position reached are not repeated, and a consumer that stops asking stops the reads.
 */
export async function* orderBatches<Row extends object>(
  db: Queryable,
  companyId: string,
  filters: OrderFilters,
  ordering: OrderOrdering | undefined,
  batchSize: number,
  select: string,
): AsyncGenerator<Row[]> {
  let start: PageStart = { offset: 0 };
  for (;;) {
    const slice: OrderSlice<Row> = await selectOrders<Row>(
      db,
      companyId,
      filters,
      ordering,
      start,
      batchSize,
      select,
    );
    if (slice.rows.length > 0) yield slice.rows;
    if (!slice.more || slice.lastKey === null) return;
    start = { cursor: { direction: 'after', key: slice.lastKey } };
  }
}
