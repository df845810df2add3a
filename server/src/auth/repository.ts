/** The wallets' SQL (PRODUCT.md §6 sign-in): the row a sign-in records and the profile's last sign-in. */
import type { Queryable } from '../db/index.js';

/** A sign-in of `wallet`, now (migration 010 tells every copy of the API, for the cached profile). */
export async function recordSignIn(tx: Queryable, wallet: string): Promise<void> {
  await tx.query(
    `INSERT INTO wallets (address, last_login_at) VALUES ($1, now())
     ON CONFLICT (address) DO UPDATE SET last_login_at = now()`,
    [wallet],
  );
}

/** When `wallet` last signed in, or null when it never did. */
export async function lastSignIn(db: Queryable, wallet: string): Promise<Date | null> {
  const result = await db.query<{ last_login_at: Date | null }>(
    'SELECT last_login_at FROM wallets WHERE address = $1',
    [wallet],
  );
  return result.rows[0]?.last_login_at ?? null;
}
