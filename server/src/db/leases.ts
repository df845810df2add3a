/**
 * Leases: a named role that one process holds at a time, for a limited time it keeps renewing (docs/product.md §13.3,
 * the payment watcher). Expiry is judged by the database's clock, the one clock every API copy shares; the holder
 * also keeps its own, more cautious, deadline (./../orders/paymentWatcher.ts) so that it stops before another copy
 * can take over.
 */
import type { Queryable } from './database.js';

/** Who holds a lease, and under which hand-over: every write made for the role names both. */
export interface LeaseClaim {
  name: string;
  holder: string;
  fencing: number;
}

/**
 * Takes `name` for `holder` for `ttlMs`, or renews it when `holder` already has it: the fencing number when it is
 * held now, null when another holder's lease has not expired yet.
 */
export async function claimLease(
  db: Queryable,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<number | null> {
  const result = await db.query<{ fencing: string }>(
    `INSERT INTO leases (name, holder, fencing, expires_at)
     VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE
        SET holder = EXCLUDED.holder,
            fencing = CASE WHEN leases.holder = EXCLUDED.holder THEN leases.fencing ELSE leases.fencing + 1 END,
            expires_at = EXCLUDED.expires_at
      WHERE leases.holder = EXCLUDED.holder OR leases.expires_at < now()
     RETURNING fencing::text AS fencing`,
    [name, holder, ttlMs],
  );
  const row = result.rows[0];
  return row === undefined ? null : Number(row.fencing);
}

/** Gives the lease up at once (a clean stop), so another copy need not wait for it to expire. */
export async function releaseLease(db: Queryable, claim: LeaseClaim): Promise<void> {
  await db.query(
    "UPDATE leases SET expires_at = now() - interval '1 second' WHERE name = $1 AND holder = $2 AND fencing = $3",
    [claim.name, claim.holder, claim.fencing],
  );
}

/**
 * The SQL condition "this claim still holds the lease", for a write that must not happen otherwise; its three
 * parameters are the claim's name, holder and fencing, numbered from `first`.
 */
export function leaseHeldCondition(first: number): string {
  return `EXISTS (SELECT 1 FROM leases WHERE name = $${first} AND holder = $${first + 1}
                    AND fencing = $${first + 2} AND expires_at > now())`;
}
