/**
 * The orders list and Home's order figures (docs/product.md §7 Orders, §9 Home), a part of the orders' SQL
 * (./repository.ts): their WHERE clause is built from the list's filters, so the statements and the filters that
 * shape them are read together here.
 */
import type { z } from 'zod';
import type {
  OrderOrdering,
  orderListQuerySchema,
  orderStatsQuerySchema,
} from '../../../contract/api/orders.js';
import type { AcceptedToken } from '../config.js';
import { selectPage, type Queryable, type RowPage, type SqlParam } from '../db/index.js';
import { badRequest } from '../http/errors.js';
import type { PageRequest } from '../http/pagination.js';
import { containsPattern } from '../http/validation.js';
import { publishedProductCount } from '../products/repository.js';
import { ORDER_STATUSES, REVENUE_DAYS, type OrderStatus } from '../../../contract/api/orders.js';
import { ORDER_SELECT, SOLD_STATUSES, type OrderRow } from './repository.js';

/** Sort keys the orders screen offers; anything else is a 400, and SQL never sees the raw value. */
const ORDERINGS: Record<OrderOrdering, string> = {
  created_at: 'o.created_at ASC',
  '-created_at': 'o.created_at DESC',
  total: 'o.total ASC',
  '-total': 'o.total DESC',
  number: 'o.number ASC',
  '-number': 'o.number DESC',
  status: 'o.status ASC',
  '-status': 'o.status DESC',
};

export { orderListQuerySchema, orderStatsQuerySchema } from '../../../contract/api/orders.js';

type Filters = z.output<typeof orderStatsQuerySchema> & { status?: OrderStatus | undefined };

function whereOf(companyId: string, filters: Filters): { sql: string; params: SqlParam[] } {
  const params: SqlParam[] = [companyId];
  const clauses = ['o.company_id = $1'];
  const add = (clause: (n: string) => string, value: SqlParam) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filters.status !== undefined) add((n) => `o.status = ${n}`, filters.status);
  if (filters.product !== undefined) add((n) => `o.product_id = ${n}`, filters.product);
  if (filters.search !== undefined && filters.search.trim() !== '') {
    add((n) => `(o.number ILIKE ${n} OR o.buyer_address ILIKE ${n})`, containsPattern(filters.search.trim()));
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

/** One page of a company's orders plus the total count: two statements whatever the page size (no N+1). */
export async function listOrders(
  db: Queryable,
  companyId: string,
  query: z.output<typeof orderListQuerySchema>,
  page: PageRequest,
): Promise<RowPage<OrderRow>> {
  const where = whereOf(companyId, query);
  const order = ORDERINGS[query.ordering ?? '-created_at'];
  return selectPage(
    db,
    {
      count: `SELECT count(*)::int AS count FROM orders o WHERE ${where.sql}`,
      rows: `${ORDER_SELECT} WHERE ${where.sql} ORDER BY ${order}, o.id`,
    },
    where.params,
    page,
  );
}

/**
 * Home KPIs and the orders tabs (docs/product.md §9): orders per status under the same filters as the list (without
 * the status itself), revenue per token for the last 30 days and all time, and published products.
 */
export async function orderStats(
  db: Queryable,
  companyId: string,
  filters: z.output<typeof orderStatsQuerySchema>,
  acceptedTokens: readonly AcceptedToken[],
) {
  const where = whereOf(companyId, filters);
  const counts = await db.query<{ status: OrderStatus; count: number }>(
    `SELECT o.status, count(*)::int AS count FROM orders o WHERE ${where.sql} GROUP BY o.status`,
    where.params,
  );
  const countsByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of counts.rows) countsByStatus[row.status] = row.count;

  const revenue = await db.query<{
    token_symbol: string;
    token_address: string;
    token_decimals: number;
    last_30_days: string;
    all_time: string;
  }>(
    `SELECT token_symbol, token_address, token_decimals,
            COALESCE(sum(total) FILTER (WHERE paid_at >= now() - interval '30 days'), 0)::text AS last_30_days,
            sum(total)::text AS all_time
       FROM orders WHERE company_id = $1 AND status IN ${SOLD_STATUSES}
      GROUP BY token_symbol, token_address, token_decimals
      ORDER BY token_symbol`,
    [companyId],
  );
  const days = revenueDays(new Date());
  const daily = await dailyRevenue(db, companyId, days);
  const seriesOf = (tokenAddress: string) =>
    days.map((date) => ({ date, amount: daily.get(`${tokenAddress} ${date}`) ?? '0' }));
  const revenueRows = revenue.rows.map((r) => ({
    token_symbol: r.token_symbol,
    token_address: r.token_address,
    decimals: r.token_decimals,
    last_30_days: r.last_30_days,
    all_time: r.all_time,
    daily: seriesOf(r.token_address),
  }));
  // Every accepted token appears, with zeros before its first sale, so Home always has its cards.
  for (const token of acceptedTokens) {
    if (!revenueRows.some((r) => r.token_address === token.address)) {
      revenueRows.push({
        token_symbol: token.symbol,
        token_address: token.address,
        decimals: token.decimals,
        last_30_days: '0',
        all_time: '0',
        daily: seriesOf(token.address),
      });
    }
  }
  return {
    counts_by_status: countsByStatus,
    total: Object.values(countsByStatus).reduce((a, b) => a + b, 0),
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

/**
 * Revenue per token and UTC day since the first of `days` (docs/product.md §9: Home's chart), one grouped statement;
 * keyed `"<token address> <date>"`, days without sales absent.
 */
async function dailyRevenue(
  db: Queryable,
  companyId: string,
  days: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db.query<{ token_address: string; day: string; amount: string }>(
    `SELECT token_address, to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(total)::text AS amount
       FROM orders
      WHERE company_id = $1 AND status IN ${SOLD_STATUSES} AND paid_at >= $2
      GROUP BY token_address, day`,
    [companyId, new Date(`${days[0] ?? ''}T00:00:00.000Z`)],
  );
  return new Map(rows.rows.map((r) => [`${r.token_address} ${r.day}`, r.amount]));
}
