import type { Remix } from '../../../contract/api/story.js';
import { isUniqueViolation, selectPage, type Queryable } from '../db/index.js';
import type { PageRequest } from '../http/pagination.js';
import { arrayLiteral, claimTxHash, storyRejected, type TokenLicenseRow } from './repository.js';

/**
 * The SQL of remixes (docs/product.md §10.4; migration 007): derivatives registered from licence tokens of the
 * company's products, one row per parent product, each claimed with its transaction hash like every Story record
 * (repository.ts).
 */

export interface RemixRecord {
  license: TokenLicenseRow;
  childIpId: string;
  tokenIds: bigint[];
  holder: string;
  blockNumber: number;
}

/** §10.4: one row per parent product the derivative was registered from; the rows' ids and companies. */
export async function recordRemixes(
  tx: Queryable,
  remixes: readonly RemixRecord[],
  txHash: string,
): Promise<{ id: string; companyId: string }[]> {
  const first = remixes[0];
  if (first === undefined) return [];
  await claimTxHash(tx, txHash, 'remix', first.license.company_id);
  const recorded: { id: string; companyId: string }[] = [];
  for (const remix of remixes) {
    try {
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO remixes (company_id, product_id, license_id, parent_ip_id, child_ip_id, license_token_ids,
                              holder_address, tx_hash, block_number)
         VALUES ($1, $2, $3, $4, $5, $6::numeric[], $7, $8, $9)
         RETURNING id`,
        [
          remix.license.company_id,
          remix.license.product_id,
          remix.license.license_id,
          remix.license.ip_id,
          remix.childIpId,
          arrayLiteral(remix.tokenIds),
          remix.holder,
          txHash,
          remix.blockNumber,
        ],
      );
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw new Error('INSERT … RETURNING returned no row');
      recorded.push({ id, companyId: remix.license.company_id });
    } catch (error) {
      if (isUniqueViolation(error, 'remixes_parent_child_key'))
        storyRejected('remix already recorded', `${remix.childIpId} of ${remix.license.ip_id}`);
      throw error;
    }
  }
  return recorded;
}

/** A Remix as the database reads it: the block number as numeric's text, the time a Date. */
type RemixRow = Omit<Remix, 'block_number' | 'created_at'> & { block_number: string; created_at: Date };

export function remixJson(row: RemixRow): Remix {
  return { ...row, block_number: Number(row.block_number), created_at: row.created_at.toISOString() };
}

const REMIX_COLUMNS = `id, product_id, parent_ip_id, child_ip_id, license_token_ids::text[] AS license_token_ids,
  holder_address, tx_hash, block_number::text AS block_number, created_at`;

export async function listRemixes(db: Queryable, productId: string, page: PageRequest) {
  const { count, rows } = await selectPage<RemixRow>(
    db,
    {
      count: 'SELECT count(*)::int AS count FROM remixes WHERE product_id = $1',
      rows: `SELECT ${REMIX_COLUMNS} FROM remixes WHERE product_id = $1 ORDER BY created_at DESC, id`,
    },
    [productId],
    page,
  );
  return { count, results: rows.map(remixJson) };
}

export async function findRemixesOfTx(db: Queryable, txHash: string) {
  const rows = await db.query<RemixRow>(
    `SELECT ${REMIX_COLUMNS} FROM remixes WHERE tx_hash = $1 ORDER BY created_at, id`,
    [txHash],
  );
  return rows.rows.map(remixJson);
}

/** One remix, as its list shows it (remix.registered's snapshot, docs/product.md §12.1). */
export async function findRemix(db: Queryable, id: string): Promise<Remix | null> {
  const rows = await db.query<RemixRow>(`SELECT ${REMIX_COLUMNS} FROM remixes WHERE id = $1`, [id]);
  const row = rows.rows[0];
  return row === undefined ? null : remixJson(row);
}
