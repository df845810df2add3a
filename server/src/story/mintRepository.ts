/**
 * The SQL of automatic issuing (docs/product.md §11.1; migration 013): one `license_mints` row per paid order whose
 * product the issuer may mint, and the issuer's next nonce. The rules that drive them are ./autoIssue.ts.
 */
import type { LicenseIssueProblem } from '../../../contract/api/story.js';
import type { Queryable } from '../db/index.js';

export type MintState = 'waiting' | 'sent' | 'recorded' | 'given_up';

export interface MintRow {
  order_id: string;
  issuer: string;
  state: MintState;
  problem: LicenseIssueProblem | null;
  /** Set, with raw_tx and tx_hashes, once the mint is signed: from then on it is never signed at another nonce. */
  nonce: number | null;
  raw_tx: string | null;
  /** Every version signed at `nonce`, oldest first; the last is `raw_tx`'s. */
  tx_hashes: string[];
  mined_tx_hash: string | null;
  attempts: number;
  /** How long ago (ms, by the database's clock) the node took the newest version; null before it did. */
  sent_ms_ago: number | null;
  created_at: Date;
}

const MINT_COLUMNS = `order_id, issuer, state, problem, nonce::int AS nonce, raw_tx, tx_hashes, mined_tx_hash,
                      attempts, (extract(epoch FROM now() - sent_at) * 1000)::float8 AS sent_ms_ago, created_at`;

/** Opens the mint of a paid order, in the transaction that marked it paid. A second call changes nothing. */
export async function openMint(tx: Queryable, orderId: string, issuer: string): Promise<boolean> {
  const result = await tx.query(
    `INSERT INTO license_mints (order_id, issuer, state) VALUES ($1, $2, 'waiting')
     ON CONFLICT (order_id) DO NOTHING`,
    [orderId, issuer],
  );
  return result.rowCount > 0;
}

/** The order's mint; with `lock`, held until the caller's transaction ends (two runs of one job never interleave). */
export async function findMint(db: Queryable, orderId: string, lock = false): Promise<MintRow | null> {
  const result = await db.query<MintRow>(
    `SELECT ${MINT_COLUMNS} FROM license_mints WHERE order_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [orderId],
  );
  return result.rows[0] ?? null;
}

/**
 * The mints not finished yet (waiting or sent), whichever issuer wallet opened them: resumed when the API starts. A
 * mint an earlier issuer key signed is still followed to its receipt (docs/story.md, rotating the key).
 */
export async function openMints(db: Queryable, limit: number): Promise<string[]> {
  const result = await db.query<{ order_id: string }>(
    `SELECT order_id FROM license_mints WHERE state IN ('waiting', 'sent') ORDER BY created_at LIMIT $1`,
    [limit],
  );
  return result.rows.map((row) => row.order_id);
}

/** Why the mint waits (null: all goes well), counted as an attempt. */
export async function noteMintProblem(
  db: Queryable,
  orderId: string,
  problem: LicenseIssueProblem | null,
): Promise<void> {
  await db.query(
    `UPDATE license_mints SET problem = $2, attempts = attempts + 1, updated_at = now() WHERE order_id = $1`,
    [orderId, problem],
  );
}

/**
 * Takes the issuer's next nonce, under its row's lock: the issuer's transactions take their nonces one at a time
 * across every API copy. `chainCount` is how many of its transactions the chain has mined: a nonce below it is used
 * (the key also sent something else, or the database is older than the chain), so the count wins then.
 */
export async function takeIssuerNonce(tx: Queryable, issuer: string, chainCount: number): Promise<number> {
  await tx.query(
    `INSERT INTO issuer_nonces (issuer, next_nonce) VALUES ($1, $2) ON CONFLICT (issuer) DO NOTHING`,
    [issuer, chainCount],
  );
  const result = await tx.query<{ next_nonce: number }>(
    'SELECT next_nonce::int AS next_nonce FROM issuer_nonces WHERE issuer = $1 FOR UPDATE',
    [issuer],
  );
  const nonce = Math.max(result.rows[0]?.next_nonce ?? 0, chainCount);
  await tx.query('UPDATE issuer_nonces SET next_nonce = $2 WHERE issuer = $1', [issuer, nonce + 1]);
  return nonce;
}

/** Stores the signed mint before it is sent (docs/product.md §11.1): a crash after this sends it again, never anew. */
export async function storeSignedMint(
  tx: Queryable,
  orderId: string,
  signed: { nonce: number; raw: string; hash: string },
): Promise<void> {
  await tx.query(
    `UPDATE license_mints SET state = 'sent', nonce = $2, raw_tx = $3, tx_hashes = ARRAY[$4::text], sent_at = NULL,
            problem = NULL, updated_at = now()
      WHERE order_id = $1`,
    [orderId, signed.nonce, signed.raw, signed.hash],
  );
}

/** A replacement of the stuck mint at the same nonce, with a higher fee: kept beside the versions before it. */
export async function storeReplacement(
  tx: Queryable,
  orderId: string,
  signed: { raw: string; hash: string },
): Promise<void> {
  await tx.query(
    `UPDATE license_mints SET raw_tx = $2, tx_hashes = array_append(tx_hashes, $3::text), sent_at = NULL,
            updated_at = now()
      WHERE order_id = $1`,
    [orderId, signed.raw, signed.hash],
  );
}

/** The node took the newest version: the clock of "stuck" starts. */
export async function markMintSent(db: Queryable, orderId: string, hash: string): Promise<void> {
  await db.query(
    `UPDATE license_mints SET sent_at = now(), updated_at = now()
      WHERE order_id = $1 AND sent_at IS NULL AND tx_hashes[cardinality(tx_hashes)] = $2`,
    [orderId, hash],
  );
}

/**
 * The mint reverted on chain: its nonce is spent and it minted nothing, so the order may be signed again from the
 * start once what made it fail is put right.
 */
export async function reopenMint(
  tx: Queryable,
  orderId: string,
  problem: LicenseIssueProblem,
): Promise<void> {
  await tx.query(
    `UPDATE license_mints SET state = 'waiting', nonce = NULL, raw_tx = NULL, tx_hashes = '{}', sent_at = NULL,
            problem = $2, attempts = attempts + 1, updated_at = now()
      WHERE order_id = $1`,
    [orderId, problem],
  );
}

export async function closeMint(
  tx: Queryable,
  orderId: string,
  outcome: { state: 'recorded'; minedTxHash: string } | { state: 'given_up' },
): Promise<void> {
  await tx.query(
    `UPDATE license_mints SET state = $2, mined_tx_hash = $3, updated_at = now() WHERE order_id = $1`,
    [orderId, outcome.state, outcome.state === 'recorded' ? outcome.minedTxHash : null],
  );
}
