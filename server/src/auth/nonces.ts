import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { unauthorized } from '../http/errors.js';

/** PRODUCT.md §6: a nonce is issued to one address, works once, and for 10 minutes. */
const NONCE_TTL = "interval '10 minutes'";

export async function issueNonce(db: Queryable, wallet: string): Promise<string> {
  const nonce = randomBytes(16).toString('hex');
  // Unused nonces are worthless after 10 minutes; keep a day of used ones for investigations, drop the rest.
  await db.query("DELETE FROM auth_nonces WHERE issued_at < now() - interval '1 day'");
  await db.query('INSERT INTO auth_nonces (nonce, wallet_address) VALUES ($1, $2)', [nonce, wallet]);
  return nonce;
}

/** Marks the nonce used in one statement, so two sign-ins racing with the same nonce cannot both succeed. */
export async function consumeNonce(db: Queryable, nonce: string, wallet: string): Promise<void> {
  const used = await db.query(
    `UPDATE auth_nonces SET used_at = now()
      WHERE nonce = $1 AND wallet_address = $2 AND used_at IS NULL AND issued_at > now() - ${NONCE_TTL}
      RETURNING nonce`,
    [nonce, wallet],
  );
  if (used.rowCount === 1) return;
  const found = await db.query<{ wallet_address: string; used: boolean; expired: boolean }>(
    `SELECT wallet_address, used_at IS NOT NULL AS used, issued_at <= now() - ${NONCE_TTL} AS expired
       FROM auth_nonces WHERE nonce = $1`,
    [nonce],
  );
  const row = found.rows[0];
  if (row === undefined) throw unauthorized('Unknown nonce; request a new one from /api/auth/nonce/');
  if (row.wallet_address !== wallet) throw unauthorized('The nonce was issued to another wallet');
  if (row.used) throw unauthorized('The nonce was already used; request a new one');
  throw unauthorized('The nonce has expired; request a new one');
}
