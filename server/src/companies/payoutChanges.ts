import type { Queryable } from '../db/index.js';
import type { PageRequest } from '../http/pagination.js';
import type { CompanyRow } from './companies.js';

/** PRODUCT.md §9: Home shows a notice of any payout address change in the last 7 days. */
const RECENT = "interval '7 days'";

interface PayoutChangeRow {
  id: string;
  old_address: string;
  new_address: string;
  changed_by: string;
  changed_at: Date;
}

/** PRODUCT.md §7: a payout change is recorded with the old and the new address, in the write that makes it. */
export async function recordPayoutChange(
  tx: Queryable,
  before: CompanyRow,
  newAddress: string,
  changedBy: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO payout_changes (company_id, old_address, new_address, changed_by) VALUES ($1, $2, $3, $4)`,
    [before.id, before.payout_address, newAddress, changedBy],
  );
}

export async function recentPayoutChanges(db: Queryable, companyId: string, page: PageRequest) {
  const count = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payout_changes WHERE company_id = $1 AND changed_at > now() - ${RECENT}`,
    [companyId],
  );
  const rows = await db.query<PayoutChangeRow>(
    `SELECT id, old_address, new_address, changed_by, changed_at FROM payout_changes
      WHERE company_id = $1 AND changed_at > now() - ${RECENT}
      ORDER BY changed_at DESC, id
      LIMIT ${page.pageSize} OFFSET ${page.offset}`,
    [companyId],
  );
  return {
    count: count.rows[0]?.count ?? 0,
    results: rows.rows.map((row) => ({ ...row, changed_at: row.changed_at.toISOString() })),
  };
}
