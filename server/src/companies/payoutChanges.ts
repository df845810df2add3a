import { selectPage, type Queryable } from '../db/index.js';
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

/** One change of a company's payout address: where buyers' money went before, where it goes now, and who did it. */
export interface PayoutChange {
  companyId: string;
  oldAddress: string;
  newAddress: string;
  changedBy: string;
}

/** PRODUCT.md §7: a payout change is recorded with the old and the new address, in the write that makes it. */
export async function recordPayoutChange(tx: Queryable, change: PayoutChange): Promise<void> {
  await tx.query(
    `INSERT INTO payout_changes (company_id, old_address, new_address, changed_by) VALUES ($1, $2, $3, $4)`,
    [change.companyId, change.oldAddress, change.newAddress, change.changedBy],
  );
}

/**
 * A company created with a payout address other than its wallet: the creation's statement (`Create company
 * {slug}`, PRODUCT.md §6) never showed that address in the wallet, so it is recorded as a change from the wallet
 * (the default, PRODUCT.md §8) and Home shows it for 7 days like any other.
 */
export async function recordPayoutSetAtCreation(tx: Queryable, company: CompanyRow): Promise<void> {
  if (company.payout_address === company.wallet_address) return;
  await recordPayoutChange(tx, {
    companyId: company.id,
    oldAddress: company.wallet_address,
    newAddress: company.payout_address,
    changedBy: company.wallet_address,
  });
}

export async function recentPayoutChanges(db: Queryable, companyId: string, page: PageRequest) {
  const where = `company_id = $1 AND changed_at > now() - ${RECENT}`;
  const { count, rows } = await selectPage<PayoutChangeRow>(
    db,
    {
      count: `SELECT count(*)::int AS count FROM payout_changes WHERE ${where}`,
      rows: `SELECT id, old_address, new_address, changed_by, changed_at FROM payout_changes
              WHERE ${where} ORDER BY changed_at DESC, id`,
    },
    [companyId],
    page,
  );
  return { count, results: rows.map((row) => ({ ...row, changed_at: row.changed_at.toISOString() })) };
}
