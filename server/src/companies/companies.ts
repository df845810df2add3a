/**
 * Companies' rules (docs/product.md §8 Company): the JSON a company answers with and the cached lookup of a wallet's
 * company. The SQL is in ./repository.ts and the request schemas in the API contract (contract/api/companies.ts);
 * both are re-exported here, so callers keep one import.
 */
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/index.js';
import { notFound } from '../http/errors.js';
import { serialized } from '../http/json.js';
import { companyOfWallet, recordPayoutChange, type CompanyRow } from './repository.js';

export { createCompanySchema, slugSchema, updateCompanySchema } from '../../../contract/api/companies.js';
export {
  COMPANY_COLUMNS,
  companyBySlug,
  companyOfWallet,
  insertCompany,
  updateCompany,
  type CompanyRow,
} from './repository.js';

/** The names the rest of the server already uses. */
export type {
  CompanyCreateParsed as CompanyCreate,
  CompanyChangesParsed as CompanyUpdate,
} from './repository.js';

export function companyJson(row: CompanyRow) {
  return {
    id: row.id,
    wallet_address: row.wallet_address,
    name: row.name,
    slug: row.slug,
    description: row.description,
    website: row.website,
    contact_email: row.contact_email,
    country: row.country,
    logo_url: row.logo_url,
    payout_address: row.payout_address,
    collection_address: row.collection_address,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What the public brand page may show: no contact e-mail, no wallets (docs/product.md §9 /products/{companySlug}). */
export function publicCompanyJson(row: CompanyRow) {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    website: row.website,
    country: row.country,
    logo_url: row.logo_url,
  };
}

const NO_COMPANY = 'No company for this wallet; create one first';

/** A company as the read cache keeps it: the row, and its answer already serialised. Shared: never mutate it. */
export interface CachedCompany {
  row: CompanyRow;
  /** companyJson(row), serialised: a cached read answers without building or serialising anything (docs/performance.md). */
  body: Buffer;
}

/**
 * companyOfWallet through the read cache (server/src/cache), until a NOTIFY `w:<wallet>` or a write in this process:
 * for reads outside a transaction, never for a row about to be changed.
 */
export function cachedCompanyOfWallet(ctx: AppContext, wallet: string): Promise<CachedCompany | null> {
  return ctx.reads.read('companyOfWallet', wallet, [`w:${wallet}`], async () => {
    const row = await companyOfWallet(ctx.db, wallet);
    return row === null ? null : { row, body: serialized(companyJson(row)) };
  });
}

export async function requireCachedCompanyOfWallet(ctx: AppContext, wallet: string): Promise<CompanyRow> {
  const company = await cachedCompanyOfWallet(ctx, wallet);
  if (company === null) throw notFound(NO_COMPANY);
  return company.row;
}

/** The caller's company; a wallet without one gets 404 (the SPA then sends it to /create, docs/product.md §16). */
export async function requireCompanyOfWallet(db: Queryable, wallet: string): Promise<CompanyRow> {
  const company = await companyOfWallet(db, wallet);
  if (company === null) throw notFound(NO_COMPANY);
  return company;
}

/**
 * A company created with a payout address other than its wallet: the creation's statement (`Create company
 * {slug}`, docs/product.md §6) never showed that address in the wallet, so it is recorded as a change from the wallet
 * (the default, docs/product.md §8) and Home shows it for 7 days like any other.
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
