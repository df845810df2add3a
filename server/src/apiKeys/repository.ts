/**
 * API keys' SQL (docs/product.md §12.2). Only the key's SHA-256 is stored and looked up, never the key; no statement
 * here returns the hash to a caller.
 */
import type { ApiKeyScope } from '../../../contract/apiKeyScopes.js';
import type { Queryable } from '../db/index.js';
import { selectPage, type RowPage } from '../db/queries.js';

/** A key as the list shows it (docs/product.md §12.2): no hash. */
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
}

const LISTED = 'id, name, prefix, scopes, created_at, last_used_at';

/** What a call with a key is decided by: the key's company (and that company's wallet) and scopes. */
export interface ApiKeyGrant {
  id: string;
  companyId: string;
  /** The company's owner wallet: a key acts for the company, whose data the routes find by it. */
  wallet: string;
  scopes: ApiKeyScope[];
  revoked: boolean;
}

export async function insertApiKey(
  tx: Queryable,
  key: { companyId: string; name: string; prefix: string; hash: string; scopes: readonly ApiKeyScope[] },
): Promise<ApiKeyRow> {
  const inserted = await tx.query<ApiKeyRow>(
    `INSERT INTO api_keys (company_id, name, prefix, key_hash, scopes)
     VALUES ($1, $2, $3, $4, string_to_array($5, ','))
     RETURNING ${LISTED}`,
    // Scopes hold no comma (contract/apiKeyScopes.ts); parameters are scalars (db/database.ts).
    [key.companyId, key.name, key.prefix, key.hash, key.scopes.join(',')],
  );
  return inserted.rows[0] as ApiKeyRow;
}

/**
 * How many live keys the company has, counted under the company's row lock: two creations at once cannot both pass
 * the per-company limit.
 */
export async function countLiveApiKeys(tx: Queryable, companyId: string): Promise<number> {
  await tx.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
  const found = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM api_keys WHERE company_id = $1 AND revoked_at IS NULL',
    [companyId],
  );
  return found.rows[0]?.count ?? 0;
}

export function listApiKeys(
  db: Queryable,
  companyId: string,
  page: { pageSize: number; offset: number },
): Promise<RowPage<ApiKeyRow>> {
  return selectPage<ApiKeyRow>(
    db,
    {
      count: 'SELECT count(*)::int AS count FROM api_keys WHERE company_id = $1 AND revoked_at IS NULL',
      rows: `SELECT ${LISTED} FROM api_keys WHERE company_id = $1 AND revoked_at IS NULL
              ORDER BY created_at DESC, id`,
    },
    [companyId],
    page,
  );
}

/**
 * Revokes one live key of the company; false when the company has no such live key (another company's, unknown or
 * already revoked: the caller answers the same 404 for all). Refused from the commit on, on every copy of the API
 * (the `k:<hash>` notification of migration 015).
 */
export async function revokeApiKey(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const revoked = await db.query(
    'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND company_id = $2 AND revoked_at IS NULL',
    [id, companyId],
  );
  return revoked.rowCount === 1;
}

/** The key whose SHA-256 is `hash`, revoked or not, with its company's wallet; null for none. */
export async function apiKeyGrant(db: Queryable, hash: string): Promise<ApiKeyGrant | null> {
  const found = await db.query<{
    id: string;
    company_id: string;
    wallet_address: string;
    scopes: ApiKeyScope[];
    revoked: boolean;
  }>(
    `SELECT k.id, k.company_id, c.wallet_address, k.scopes, k.revoked_at IS NOT NULL AS revoked
       FROM api_keys k JOIN companies c ON c.id = k.company_id
      WHERE k.key_hash = $1`,
    [hash],
  );
  const row = found.rows[0];
  if (row === undefined) return null;
  return {
    id: row.id,
    companyId: row.company_id,
    wallet: row.wallet_address,
    scopes: row.scopes,
    revoked: row.revoked,
  };
}

/** Records a use of a live key unless one was recorded in the last minute (by any copy of the API). */
export async function markApiKeyUsedOncePerMinute(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE api_keys SET last_used_at = now()
      WHERE id = $1 AND revoked_at IS NULL
        AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  );
}
