/**
 * What a licence verification says (docs/product.md §11.2), from the database's record and the chain's word on who
 * holds the token now. One answer for the JSON, the page and the certificate.
 */
import type { LicenseTermsSnapshot, LicenseVerification } from '../../../contract/api/licenses.js';
import { readLicenseTokenOwner } from '../../../contract/story/index.js';
import { ChainUnavailableError, type ChainClient } from '../chain/client.js';
import type { Queryable } from '../db/index.js';
import { findLicenseOfToken, type VerifiedLicenseRow } from './repository.js';

/** The terms the buyer agreed to, from the order's snapshot (docs/product.md §8), in the answer's shape. */
function termsOf(snapshot: unknown): LicenseTermsSnapshot {
  const license =
    typeof snapshot === 'object' && snapshot !== null && 'license' in snapshot
      ? (snapshot as { license: Partial<LicenseTermsSnapshot> }).license
      : {};
  return {
    flavor: license.flavor ?? 'custom',
    commercial_use: license.commercial_use ?? false,
    derivatives_allowed: license.derivatives_allowed ?? false,
    attribution_required: license.attribution_required ?? true,
    commercial_rev_share_pct: license.commercial_rev_share_pct ?? null,
    territory: license.territory ?? 'Worldwide',
    ai_learning_allowed: license.ai_learning_allowed ?? false,
  };
}

/** The title and company the buyer bought from, as the order recorded them (a later rename does not change a licence). */
function soldAs(row: VerifiedLicenseRow): { title: string; company: string } {
  const snapshot = (typeof row.terms === 'object' && row.terms !== null ? row.terms : {}) as {
    product?: { title?: unknown };
    company?: { name?: unknown };
  };
  return {
    title: typeof snapshot.product?.title === 'string' ? snapshot.product.title : row.product_title,
    company: typeof snapshot.company?.name === 'string' ? snapshot.company.name : row.company_name,
  };
}

/** Who holds the token now; null when it was burnt (used for a remix) or the chain cannot say now. */
async function holderOf(chain: ChainClient, tokenId: string): Promise<string | null> {
  const read = readLicenseTokenOwner(tokenId);
  try {
    const answer = await chain.call(read.to, read.data);
    return answer === null ? null : read.decode(answer);
  } catch (error) {
    if (error instanceof ChainUnavailableError) return null;
    throw error;
  }
}

/** GET /api/licenses/{tokenId}/: null when OVERDIVE did not issue that token. */
export async function verifyLicense(
  db: Queryable,
  chain: ChainClient,
  tokenId: string,
): Promise<LicenseVerification | null> {
  const row = await findLicenseOfToken(db, tokenId);
  if (row === null) return null;
  const { title, company } = soldAs(row);
  return {
    token_id: row.token_id,
    status: row.void_reason === null ? 'valid' : 'void',
    holder: await holderOf(chain, tokenId),
    licensee: row.licensee_address,
    product: { title, slug: row.product_slug },
    licensor: { name: company, slug: row.company_slug },
    ip_id: row.ip_id,
    license_terms_id: row.license_terms_id,
    terms: termsOf(row.terms),
    order_number: row.order_number,
    issued_at: row.issued_at.toISOString(),
    mint_tx_hash: row.mint_tx_hash,
    void_reason: row.void_reason,
  };
}
