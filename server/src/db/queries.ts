/**
 * The shapes of query every repository asks (docs/architecture.md "server"): whether a row exists, and one page of a
 * list with the count of the whole list (docs/product.md §7 lists). The SQL itself stays in each domain's repository.
 */
import type { Queryable, SqlParam } from './database.js';

/** Whether the statement finds (or, with RETURNING or FOR UPDATE, touches) at least one row: the `SELECT 1` checks. */
export async function anyRow(db: Queryable, sql: string, params: readonly SqlParam[] = []): Promise<boolean> {
  return (await db.query(sql, params)).rowCount > 0;
}

/** One page of a list's rows and how many rows the whole list has. */
export interface RowPage<Row> {
  count: number;
  rows: Row[];
}

/**
 * A page of a list in two statements whatever the page size (no N+1): `count` counts the whole list and `rows`
 * selects it in its order; the page's LIMIT and OFFSET are added here. Both statements take the same parameters.
 */
export async function selectPage<Row extends object>(
  db: Queryable,
  sql: { count: string; rows: string },
  params: readonly SqlParam[],
  page: { pageSize: number; offset: number },
): Promise<RowPage<Row>> {
  const count = await db.query<{ count: number }>(sql.count, params);
  const rows = await db.query<Row>(`${sql.rows} LIMIT ${page.pageSize} OFFSET ${page.offset}`, params);
  return { count: count.rows[0]?.count ?? 0, rows: rows.rows };
}

/** Rows of a table that has a `state` column, counted per state (the metrics, docs/product.md §13.8). */
export async function countByState(
  db: Queryable,
  table: 'mail_outbox' | 'license_mints',
): Promise<{ state: string; count: number }[]> {
  const result = await db.query<{ state: string; count: number }>(
    `SELECT state, count(*)::int AS count FROM ${table} GROUP BY state`,
  );
  return result.rows;
}
