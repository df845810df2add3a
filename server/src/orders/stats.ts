/**
 * Home's order figures and the orders tabs' counts (docs/product.md §9), a part of the orders' SQL (./repository.ts):
 * read from the counters the database keeps with every order change (migration 017_1_read_models.sql:
 * product_counters, revenue_days), so they cost the same at ten orders or ten million. Only a search or a date range
 * counts orders themselves, bounded by ./list.ts boundedCount.
 */
import type { z } from 'zod';
import {
  ORDER_EXACT_COUNT_LIMIT,
  ORDER_STATUSES,
  REVENUE_DAYS,
  type OrderStatus,
  type orderStatsQuerySchema,
} from '../../../contract/api/orders.js';
import type { AcceptedToken } from '../config.js';
import type { Queryable, SqlParam } from '../db/index.js';
import { publishedProductCount } from '../products/repository.js';
import {
  boundedCount,
  countedByCounters,
  plannedRows,
  whereOf,
  type OrderCount,
  type OrderFilters,
} from './list.js';

/** The counters' column of each status (the statuses are the contract's enum, never the client's text). */
const STATUS_COLUMNS: Record<OrderStatus, string> = {
  pending_payment: 'pending_payment',
  paid: 'paid',
  completed: 'completed',
  refunded: 'refunded',
  expired: 'expired',
  cancelled: 'cancelled',
  failed: 'failed',
};

function counterScope(companyId: string, product: string | undefined): { sql: string; params: SqlParam[] } {
  return product === undefined
    ? { sql: 'company_id = $1', params: [companyId] }
    : { sql: 'company_id = $1 AND product_id = $2', params: [companyId, product] };
}

/** The orders of one status, or of all, of the company or one of its products: a sum over its products' counters. */
export async function counterTotal(
  db: Queryable,
  companyId: string,
  filters: Pick<OrderFilters, 'status' | 'product'>,
): Promise<number> {
  const column =
    filters.status === undefined ? Object.values(STATUS_COLUMNS).join(' + ') : STATUS_COLUMNS[filters.status];
  const scope = counterScope(companyId, filters.product);
  const result = await db.query<{ count: number }>(
    `SELECT COALESCE(sum(${column}), 0)::int AS count FROM product_counters WHERE ${scope.sql}`,
    scope.params,
  );
  return result.rows[0]?.count ?? 0;
}

/**
 * The list's count: the counters' when only the status and the product narrow it (exact, one row per product);
 * under a search or a date range, the matching rows counted up to ORDER_EXACT_COUNT_LIMIT, and above it the
 * planner's estimate of the same statement (never below what was counted).
 */
export async function countOrders(
  db: Queryable,
  companyId: string,
  filters: OrderFilters,
): Promise<OrderCount> {
  if (countedByCounters(filters)) {
    return { count: await counterTotal(db, companyId, filters), estimate: false };
  }
  const where = whereOf(companyId, filters);
  return boundedCount(db, where.sql, where.params);
}

function emptyCounts(): Record<OrderStatus, number> {
  return Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
}

/**
 * Orders per status under the list's filters (without the status itself): the counters' when only a product narrows
 * them; under a search or a date range, counted when at most ORDER_EXACT_COUNT_LIMIT orders match, else the
 * planner's estimate per status.
 */
async function countsByStatus(
  db: Queryable,
  companyId: string,
  filters: OrderFilters,
): Promise<{ counts: Record<OrderStatus, number>; estimate: boolean }> {
  const counts = emptyCounts();
  if (countedByCounters(filters)) {
    const scope = counterScope(companyId, filters.product);
    const sums = ORDER_STATUSES.map((s) => `COALESCE(sum(${STATUS_COLUMNS[s]}), 0)::int AS ${s}`).join(', ');
    const result = await db.query<Record<OrderStatus, number>>(
      `SELECT ${sums} FROM product_counters WHERE ${scope.sql}`,
      scope.params,
    );
    return { counts: { ...counts, ...result.rows[0] }, estimate: false };
  }
  const where = whereOf(companyId, filters);
  const grouped = await db.query<{ status: OrderStatus; count: number }>(
    `SELECT status, count(*)::int AS count
       FROM (SELECT o.status FROM orders o WHERE ${where.sql} LIMIT ${ORDER_EXACT_COUNT_LIMIT + 1}) s
      GROUP BY status`,
    where.params,
  );
  const counted = grouped.rows.reduce((sum, row) => sum + row.count, 0);
  if (counted <= ORDER_EXACT_COUNT_LIMIT) {
    for (const row of grouped.rows) counts[row.status] = row.count;
    return { counts, estimate: false };
  }
  for (const status of ORDER_STATUSES) {
    const narrowed = whereOf(companyId, { ...filters, status });
    counts[status] = await plannedRows(db, narrowed.sql, narrowed.params);
  }
  return { counts, estimate: true };
}

/**
 * Home KPIs and the orders tabs (docs/product.md §9): orders per status under the same filters as the list (without
 * the status itself), revenue per token for the last 30 days (the chart's 30 UTC days) and all time, and published
 * products.
 */
export async function orderStats(
  db: Queryable,
  companyId: string,
  filters: z.output<typeof orderStatsQuerySchema>,
  acceptedTokens: readonly AcceptedToken[],
  now = new Date(),
) {
  const { counts, estimate } = await countsByStatus(db, companyId, filters);
  const days = revenueDays(now);
  const first = days[0] ?? '';
  const revenue = await db.query<{
    token_symbol: string;
    token_address: string;
    token_decimals: number;
    day: string;
    amount: string;
  }>(
    `SELECT token_symbol, token_address, token_decimals, day::text AS day, amount::text AS amount
       FROM revenue_days WHERE company_id = $1 AND day >= $2::date
     UNION ALL
     SELECT token_symbol, token_address, token_decimals, 'before', sum(amount)::text
       FROM revenue_days WHERE company_id = $1 AND day < $2::date
      GROUP BY token_symbol, token_address, token_decimals`,
    [companyId, first],
  );
  interface Row {
    token_symbol: string;
    token_address: string;
    decimals: number;
    last30: bigint;
    before: bigint;
    daily: Map<string, bigint>;
  }
  const tokens = new Map<string, Row>();
  const rowOf = (symbol: string, address: string, decimals: number): Row => {
    const key = `${symbol} ${address} ${decimals}`;
    let row = tokens.get(key);
    if (row === undefined) {
      row = {
        token_symbol: symbol,
        token_address: address,
        decimals,
        last30: 0n,
        before: 0n,
        daily: new Map(),
      };
      tokens.set(key, row);
    }
    return row;
  };
  for (const r of revenue.rows) {
    const row = rowOf(r.token_symbol, r.token_address, r.token_decimals);
    const amount = BigInt(r.amount);
    if (r.day === 'before') row.before += amount;
    else {
      row.last30 += amount;
      row.daily.set(r.day, (row.daily.get(r.day) ?? 0n) + amount);
    }
  }
  // Every accepted token appears, with zeros before its first sale, so Home always has its cards.
  for (const token of acceptedTokens) {
    if (![...tokens.values()].some((r) => r.token_address === token.address))
      rowOf(token.symbol, token.address, token.decimals);
  }
  const revenueRows = [...tokens.values()]
    .sort((a, b) => (a.token_symbol < b.token_symbol ? -1 : a.token_symbol > b.token_symbol ? 1 : 0))
    .map((row) => ({
      token_symbol: row.token_symbol,
      token_address: row.token_address,
      decimals: row.decimals,
      last_30_days: row.last30.toString(),
      all_time: (row.before + row.last30).toString(),
      daily: days.map((date) => ({ date, amount: (row.daily.get(date) ?? 0n).toString() })),
    }));
  return {
    counts_by_status: counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    count_is_estimate: estimate,
    revenue: revenueRows,
    published_products: await publishedProductCount(db, companyId),
  };
}

/** The UTC dates (`YYYY-MM-DD`) of Home's revenue chart: the `REVENUE_DAYS` days ending today, oldest first. */
export function revenueDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: REVENUE_DAYS }, (_, i) =>
    new Date(today - (REVENUE_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
