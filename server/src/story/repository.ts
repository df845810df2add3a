/**
 * The SQL of the Story records (docs/product.md §8, §10; migration 007). Every value written here comes from a receipt
 * verified in verify.ts; a transaction hash is evidence for one record only (story_transactions).
 *
 * Longer than the ~300 lines a server module aims at, on purpose: the collection, IP registration and licence-token
 * writers each claim their transaction hash in story_transactions within the database transaction that writes the
 * record (remixRepository.ts claims through the same claimTxHash). Keeping those writers beside the claim keeps "one
 * hash, one record" readable in one place.
 */
import type { AwaitingOrder, LicenseIssueProblem } from '../../../contract/api/story.js';
import { anyRow, isUniqueViolation, selectPage, type Queryable } from '../db/index.js';
import { conflict } from '../http/errors.js';
import type { PageRequest } from '../http/pagination.js';
import { issueLicense } from '../orders/repository.js';
import { recordOrderEvent, type OrderRow } from '../orders/orders.js';
import { PRODUCT_SELECT, type ProductRow } from '../products/products.js';
import type { MintState } from './mintRepository.js';

/**
 * A PostgreSQL array literal of ids (decimal token ids or UUIDs: no character needs quoting), cast in the SQL, since
 * the database interface passes scalar parameters only.
 */
export function arrayLiteral(values: readonly (string | bigint)[]): string {
  return `{${values.map(String).join(',')}}`;
}

export type StoryKind = 'collection' | 'ip_registration' | 'license_tokens' | 'remix' | 'permission';

/** 409 with the reason, in the shape of a refused payment: `error` and `fields.tx_hash`. */
export function storyRejected(reason: string, detail?: string): never {
  throw conflict(`Story transaction rejected: ${reason}${detail === undefined ? '' : ` (${detail})`}`, {
    tx_hash: reason,
  });
}

export const TX_ALREADY_USED = 'transaction already used';
/** verify.ts STORY_REJECTIONS.tokensClaimed, here too so the SQL side needs no import of the receipt rules. */
export const STORY_TOKENS_CLAIMED = 'licence tokens already claimed';

export async function txHashUsed(db: Queryable, txHash: string): Promise<boolean> {
  return anyRow(db, 'SELECT 1 FROM story_transactions WHERE tx_hash = $1', [txHash]);
}

/** Whether this hash already recorded the company's collection: posting it again answers the same record. */
export function collectionRecordedWith(db: Queryable, companyId: string, txHash: string): Promise<boolean> {
  return anyRow(db, 'SELECT 1 FROM companies WHERE id = $1 AND collection_tx_hash = $2', [companyId, txHash]);
}

/** Whether this hash already registered the product on Story: posting it again answers the same product. */
export function registrationRecordedWith(db: Queryable, productId: string, txHash: string): Promise<boolean> {
  return anyRow(db, 'SELECT 1 FROM products WHERE id = $1 AND ip_tx_hash = $2', [productId, txHash]);
}

/** Claims the hash for one record, in the record's transaction: of two racing claims, one loses here. */
export async function claimTxHash(
  tx: Queryable,
  txHash: string,
  kind: StoryKind,
  companyId: string,
): Promise<void> {
  try {
    await tx.query('INSERT INTO story_transactions (tx_hash, kind, company_id) VALUES ($1, $2, $3)', [
      txHash,
      kind,
      companyId,
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) storyRejected(TX_ALREADY_USED);
    throw error;
  }
}

/** §10.1: one collection per company, set once. */
export async function recordCollection(
  tx: Queryable,
  companyId: string,
  collection: string,
  txHash: string,
): Promise<void> {
  await claimTxHash(tx, txHash, 'collection', companyId);
  try {
    const updated = await tx.query(
      `UPDATE companies SET collection_address = $2, collection_tx_hash = $3, updated_at = now()
        WHERE id = $1 AND collection_address IS NULL`,
      [companyId, collection, txHash],
    );
    if (updated.rowCount === 0) throw conflict('This company already has a licence collection on Story');
  } catch (error) {
    if (isUniqueViolation(error, 'companies_collection_address_key'))
      storyRejected('collection already recorded', 'another company recorded this collection');
    throw error;
  }
}

/** A product with what its registration needs: its Story columns and its company. */
export interface StoryProductRow extends ProductRow {
  ip_metadata: string | null;
  nft_metadata: string | null;
  ip_registered_at: Date | null;
  company_name: string;
  company_slug: string;
  company_wallet: string;
  collection_address: string | null;
  /** docs/product.md §11.1: the issuer wallet the recorded permission is for, the transaction and its block. */
  auto_issue_signer: string | null;
  auto_issue_tx_hash: string | null;
  auto_issue_block: number | null;
}

const STORY_PRODUCT_SELECT = `
  SELECT x.*, s.ip_metadata, s.nft_metadata, s.ip_registered_at, c.name AS company_name, c.slug AS company_slug,
         c.wallet_address AS company_wallet, c.collection_address, s.auto_issue_signer, s.auto_issue_tx_hash,
         s.auto_issue_block::int AS auto_issue_block
    FROM (${PRODUCT_SELECT}) x JOIN products s ON s.id = x.id JOIN companies c ON c.id = x.company_id`;

/** The product, limited to one company when `companyId` is given (another company's product is not found). */
export async function findStoryProduct(
  db: Queryable,
  id: string,
  companyId?: string,
  lock = false,
): Promise<StoryProductRow | null> {
  if (lock) {
    await db.query(
      `SELECT 1 FROM products WHERE id = $1${companyId === undefined ? '' : ' AND company_id = $2'} FOR NO KEY UPDATE`,
      companyId === undefined ? [id] : [id, companyId],
    );
  }
  const result = await db.query<StoryProductRow>(
    `${STORY_PRODUCT_SELECT} WHERE x.id = $1${companyId === undefined ? '' : ' AND x.company_id = $2'}`,
    companyId === undefined ? [id] : [id, companyId],
  );
  return result.rows[0] ?? null;
}

export interface Registration {
  ipId: string;
  tokenId: bigint;
  licenseTermsId: bigint;
  ipMetadata: string;
  nftMetadata: string;
}

/** §10.2: the product's IP asset and terms, with the metadata exactly as hashed on chain. */
export async function recordRegistration(
  tx: Queryable,
  product: StoryProductRow,
  registration: Registration,
  txHash: string,
): Promise<void> {
  await claimTxHash(tx, txHash, 'ip_registration', product.company_id);
  try {
    await tx.query(
      `UPDATE products SET ip_id = $2, ip_token_id = $3, license_terms_id = $4, ip_metadata = $5, nft_metadata = $6,
              ip_tx_hash = $7, ip_registered_at = now(), updated_at = now()
        WHERE id = $1`,
      [
        product.id,
        registration.ipId,
        registration.tokenId.toString(),
        registration.licenseTermsId.toString(),
        registration.ipMetadata,
        registration.nftMetadata,
        txHash,
      ],
    );
  } catch (error) {
    if (isUniqueViolation(error, 'products_registered_ip_key'))
      storyRejected('IP asset already recorded', 'another product is registered as this IP asset');
    throw error;
  }
}

/**
 * §11.1: the permission the licensor gave (or took back from) the issuer wallet for this product, from a verified
 * PermissionSet event; the product row is locked by the caller.
 */
export async function recordAutoIssue(
  tx: Queryable,
  productId: string,
  change: { on: boolean; signer: string; txHash: string; blockNumber: number },
): Promise<void> {
  await tx.query(
    `UPDATE products SET auto_issue = $2, auto_issue_signer = $3, auto_issue_tx_hash = $4, auto_issue_block = $5,
            updated_at = now()
      WHERE id = $1`,
    [productId, change.on, change.signer, change.txHash, change.blockNumber],
  );
}

/** The Story fields of an order's License, null until its licence tokens are recorded. */
export interface LicenseTokensRow {
  license_id: string;
  order_id: string;
  ip_id: string | null;
  license_terms_id: string | null;
  license_token_ids: string[] | null;
  mint_tx_hash: string | null;
}

const LICENSE_TOKENS_SELECT = `
  SELECT l.id AS license_id, l.order_id, l.ip_id, l.license_terms_id::text AS license_terms_id,
         l.license_token_ids::text[] AS license_token_ids, l.mint_tx_hash
    FROM licenses l`;

/** The licences of `orderIds` whose tokens are recorded (a mint hash and its token ids), by order. */
export async function licenseTokensOfOrders(
  db: Queryable,
  orderIds: readonly string[],
): Promise<Map<string, LicenseTokensRow & { mint_tx_hash: string; license_token_ids: string[] }>> {
  if (orderIds.length === 0) return new Map();
  // migration 007: a licence has a mint hash exactly when it has token ids.
  const result = await db.query<LicenseTokensRow & { mint_tx_hash: string; license_token_ids: string[] }>(
    `${LICENSE_TOKENS_SELECT} WHERE l.order_id = ANY($1::uuid[]) AND l.mint_tx_hash IS NOT NULL`,
    [arrayLiteral(orderIds)],
  );
  return new Map(result.rows.map((row) => [row.order_id, row]));
}

/** The record a hash is already evidence for, if any. */
export async function storyTxOf(
  db: Queryable,
  txHash: string,
  lock = false,
): Promise<{ kind: StoryKind; company_id: string } | null> {
  const result = await db.query<{ kind: StoryKind; company_id: string }>(
    `SELECT kind, company_id FROM story_transactions WHERE tx_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [txHash],
  );
  return result.rows[0] ?? null;
}

/**
 * A licence mint's hash may be shared by several orders of its company (one EIP-5792 batch, docs/product.md §10.3),
 * and by nothing else: a hash recorded as another kind of record, or by another company, is refused.
 */
export function refuseForeignMintTx(used: { kind: StoryKind; company_id: string } | null, companyId: string) {
  if (used !== null && (used.kind !== 'license_tokens' || used.company_id !== companyId))
    storyRejected(TX_ALREADY_USED);
}

/** The first group of token ids of which no id is claimed yet, or null. */
export async function firstUnclaimed(db: Queryable, groups: readonly bigint[][]): Promise<bigint[] | null> {
  const all = groups.flat();
  if (all.length === 0) return null;
  const claimed = await db.query<{ token_id: string }>(
    'SELECT token_id::text AS token_id FROM license_token_claims WHERE token_id = ANY($1::numeric[])',
    [arrayLiteral(all)],
  );
  const taken = new Set(claimed.rows.map((row) => row.token_id));
  return groups.find((ids) => ids.every((id) => !taken.has(id.toString()))) ?? null;
}

export interface MintCandidates {
  ipId: string;
  licenseTermsId: bigint;
  /** Each mint of the receipt that fits the order, in log order (verify.ts checkLicenseTokens). */
  groups: bigint[][];
}

/**
 * §10.3: the licence tokens of a paid order. A paid order is completed here and its License issued with them, in
 * one transaction; an order the licensor already completed gets them on its License. The order row is locked by the
 * caller (findOrder … FOR UPDATE); the hash's row is locked here, so two orders sharing one batch transaction take
 * their tokens one after the other, and the token ids' key refuses any id claimed twice.
 */
export async function recordLicenseTokens(
  tx: Queryable,
  order: OrderRow,
  minted: MintCandidates,
  txHash: string,
  /** Who completes the order: the licensor through license-token, or the API's automatic issuing (§11.1). */
  actor: 'licensor' | 'system' = 'licensor',
): Promise<bigint[]> {
  await tx.query(
    `INSERT INTO story_transactions (tx_hash, kind, company_id) VALUES ($1, 'license_tokens', $2)
     ON CONFLICT (tx_hash) DO NOTHING`,
    [txHash, order.company_id],
  );
  refuseForeignMintTx(await storyTxOf(tx, txHash, true), order.company_id);
  const tokenIds = await firstUnclaimed(tx, minted.groups);
  if (tokenIds === null) storyRejected(STORY_TOKENS_CLAIMED, 'another order recorded these licence tokens');
  for (const tokenId of tokenIds) {
    try {
      await tx.query('INSERT INTO license_token_claims (token_id, order_id, tx_hash) VALUES ($1, $2, $3)', [
        tokenId.toString(),
        order.id,
        txHash,
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) storyRejected(STORY_TOKENS_CLAIMED, `token ${tokenId}`);
      throw error;
    }
  }
  if (order.status === 'paid') {
    await tx.query("UPDATE orders SET status = 'completed', updated_at = now() WHERE id = $1", [order.id]);
    await recordOrderEvent(tx, order.id, 'completed', actor);
    await issueLicense(tx, order);
  }
  const updated = await tx.query(
    `UPDATE licenses SET ip_id = $2, license_terms_id = $3, license_token_ids = $4::numeric[], mint_tx_hash = $5
      WHERE order_id = $1 AND mint_tx_hash IS NULL`,
    [order.id, minted.ipId, minted.licenseTermsId.toString(), arrayLiteral(tokenIds), txHash],
  );
  if (updated.rowCount === 0) storyRejected('licence tokens already recorded for this order');
  return tokenIds;
}

/** The Licenses holding any of these licence token ids, with their product. */
export interface TokenLicenseRow {
  license_id: string;
  licensee_address: string;
  license_token_ids: string[];
  product_id: string;
  company_id: string;
  ip_id: string;
  license_terms_id: string;
  derivatives_allowed: boolean;
}

export async function licensesOfTokens(db: Queryable, tokenIds: readonly bigint[]) {
  const result = await db.query<TokenLicenseRow>(
    `SELECT l.id AS license_id, l.licensee_address, l.license_token_ids::text[] AS license_token_ids, l.product_id,
            l.company_id, l.ip_id, l.license_terms_id::text AS license_terms_id, p.derivatives_allowed
       FROM licenses l JOIN products p ON p.id = l.product_id
      WHERE l.license_token_ids && $1::numeric[]`,
    [arrayLiteral(tokenIds)],
  );
  return result.rows;
}

/** An AwaitingOrder as the database reads it, with what decides its automatic issuing (§11.1). */
type AwaitingRow = Omit<AwaitingOrder, 'paid_at' | 'issuing' | 'issue_problem'> & {
  paid_at: Date;
  auto_issue: boolean;
  auto_issue_signer: string | null;
  mint_state: MintState | null;
  mint_problem: LicenseIssueProblem | null;
};

/**
 * §11.1: whether the issuer wallet is minting the order (sent, or about to be signed), and else why automatic
 * issuing has not issued it: the mint's own reason, or, for a permitted product without a mint, an issuer that is
 * off or is not the one the licensor permitted (the key was rotated).
 */
function autoIssueState(
  row: AwaitingRow,
  issuer: string | null,
): Pick<AwaitingOrder, 'issuing' | 'issue_problem'> {
  const issuing = row.mint_state === 'sent' || (row.mint_state === 'waiting' && row.mint_problem === null);
  if (row.mint_state !== null && row.mint_state !== 'recorded')
    return { issuing, issue_problem: issuing ? null : row.mint_problem };
  if (!row.auto_issue || row.mint_state !== null) return { issuing: false, issue_problem: null };
  if (issuer === null) return { issuing: false, issue_problem: 'issuer_off' };
  return { issuing: false, issue_problem: row.auto_issue_signer === issuer ? null : 'permission_revoked' };
}

/**
 * docs/product.md §9 Home: paid orders of products registered on Story waiting for their licence tokens, oldest payment
 * first (the queue the licensor works through), each with its automatic issuing's state (autoIssueState). `issuer` is
 * the current issuer wallet (null: automatic issuing is off).
 */
export async function listAwaitingLicenseTokens(
  db: Queryable,
  companyId: string,
  page: PageRequest,
  issuer: string | null,
): Promise<{ count: number; results: AwaitingOrder[] }> {
  const where = `o.company_id = $1 AND o.status = 'paid' AND p.license_terms_id IS NOT NULL`;
  const { count, rows } = await selectPage<AwaitingRow>(
    db,
    {
      count: `SELECT count(*)::int AS count FROM orders o JOIN products p ON p.id = o.product_id WHERE ${where}`,
      rows: `SELECT o.id AS order_id, o.number AS order_number, o.product_id, p.title AS product_title, p.ip_id,
                    p.license_terms_id::text AS license_terms_id, o.buyer_address, o.quantity, o.paid_at,
                    p.auto_issue, p.auto_issue_signer, m.state AS mint_state, m.problem AS mint_problem
               FROM orders o JOIN products p ON p.id = o.product_id
               LEFT JOIN license_mints m ON m.order_id = o.id
              WHERE ${where}
              ORDER BY o.paid_at, o.id`,
    },
    [companyId],
    page,
  );
  return {
    count,
    results: rows.map((row) => ({
      order_id: row.order_id,
      order_number: row.order_number,
      product_id: row.product_id,
      product_title: row.product_title,
      ip_id: row.ip_id,
      license_terms_id: row.license_terms_id,
      buyer_address: row.buyer_address,
      quantity: row.quantity,
      paid_at: row.paid_at.toISOString(),
      ...autoIssueState(row, issuer),
    })),
  };
}
