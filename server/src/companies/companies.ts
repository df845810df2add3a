import { z } from 'zod';
import { signedCallAuthSchema } from '../auth/signedCall.js';
import type { AppContext } from '../context.js';
import { isUniqueViolation, type Queryable } from '../db/index.js';
import { conflict, notFound } from '../http/errors.js';
import { serialized } from '../http/json.js';
import { address, email, emptyAsNull, httpsUrl, text } from '../http/validation.js';
import { COUNTRY_CODES } from './countries.js';

/** PRODUCT.md §8 Company. */
export interface CompanyRow {
  id: string;
  wallet_address: string;
  name: string;
  slug: string;
  description: string;
  website: string | null;
  contact_email: string | null;
  country: string | null;
  logo_url: string | null;
  payout_address: string;
  /** PRODUCT.md §8/§10.1: the licence collection on Story, set only from a verified CollectionCreated event. */
  collection_address: string | null;
  created_at: Date;
  updated_at: Date;
}

export const COMPANY_COLUMNS =
  'id, wallet_address, name, slug, description, website, contact_email, country, logo_url, payout_address, collection_address, created_at, updated_at';

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

/** What the public brand page may show: no contact e-mail, no wallets (PRODUCT.md §9 /products/{companySlug}). */
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

export const slugSchema = z
  .string()
  .min(3, 'Must be at least 3 characters')
  .max(64, 'Must be at most 64 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be lowercase letters and digits separated by single hyphens');

const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Must be an ISO 3166-1 alpha-2 country code')
  .transform((value) => value.toUpperCase())
  .refine((value) => COUNTRY_CODES.has(value), 'Must be an ISO 3166-1 alpha-2 country code');

const payoutAddress = address.refine(
  (value) => value !== '0x0000000000000000000000000000000000000000',
  'Must not be the zero address',
);

const editableFields = {
  name: text(2, 120),
  slug: slugSchema,
  description: text(0, 2000),
  website: emptyAsNull(httpsUrl),
  contact_email: emptyAsNull(email),
  country: emptyAsNull(country),
  logo_url: emptyAsNull(httpsUrl),
  payout_address: payoutAddress,
};

/** POST companies/ is a signed call (PRODUCT.md §7). */
export const createCompanySchema = z.strictObject({
  name: editableFields.name,
  slug: editableFields.slug,
  description: editableFields.description.optional(),
  website: editableFields.website.optional(),
  contact_email: editableFields.contact_email.optional(),
  country: editableFields.country.optional(),
  logo_url: editableFields.logo_url.optional(),
  payout_address: editableFields.payout_address.optional(),
  auth: signedCallAuthSchema,
});

/** PATCH companies/{id}/: any subset; `auth` is required only when payout_address changes. */
export const updateCompanySchema = z.strictObject({
  name: editableFields.name.optional(),
  slug: editableFields.slug.optional(),
  description: editableFields.description.optional(),
  website: editableFields.website.optional(),
  contact_email: editableFields.contact_email.optional(),
  country: editableFields.country.optional(),
  logo_url: editableFields.logo_url.optional(),
  payout_address: editableFields.payout_address.optional(),
  auth: signedCallAuthSchema.optional(),
});

export type CompanyCreate = Omit<z.output<typeof createCompanySchema>, 'auth'>;
export type CompanyUpdate = Omit<z.output<typeof updateCompanySchema>, 'auth'>;

export async function companyOfWallet(db: Queryable, wallet: string): Promise<CompanyRow | null> {
  const result = await db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies WHERE wallet_address = $1`,
    [wallet],
  );
  return result.rows[0] ?? null;
}

const NO_COMPANY = 'No company for this wallet; create one first';

/** A company as the read cache keeps it: the row, and its answer already serialised. Shared: never mutate it. */
export interface CachedCompany {
  row: CompanyRow;
  /** companyJson(row), serialised: a cached read answers without building or serialising anything (issue 5). */
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

/** The caller's company; a wallet without one gets 404 (the SPA then sends it to /create, SPEC.md §4). */
export async function requireCompanyOfWallet(db: Queryable, wallet: string): Promise<CompanyRow> {
  const company = await companyOfWallet(db, wallet);
  if (company === null) throw notFound(NO_COMPANY);
  return company;
}

export async function companyBySlug(db: Queryable, slug: string): Promise<CompanyRow | null> {
  const result = await db.query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} FROM companies WHERE slug = $1`, [
    slug,
  ]);
  return result.rows[0] ?? null;
}

function companyConflict(error: unknown): never {
  if (isUniqueViolation(error, 'companies_wallet_address_key'))
    throw conflict('This wallet already has a company');
  if (isUniqueViolation(error, 'companies_slug_key')) {
    throw conflict('This slug is already taken', { slug: 'Already taken' });
  }
  throw error;
}

export async function insertCompany(
  tx: Queryable,
  wallet: string,
  input: CompanyCreate,
): Promise<CompanyRow> {
  try {
    const result = await tx.query<CompanyRow>(
      `INSERT INTO companies (wallet_address, name, slug, description, website, contact_email, country, logo_url, payout_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING ${COMPANY_COLUMNS}`,
      [
        wallet,
        input.name,
        input.slug,
        input.description ?? '',
        input.website ?? null,
        input.contact_email ?? null,
        input.country ?? null,
        input.logo_url ?? null,
        input.payout_address ?? wallet,
      ],
    );
    const row = result.rows[0];
    if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
    return row;
  } catch (error) {
    return companyConflict(error);
  }
}

const UPDATABLE: ReadonlyArray<keyof CompanyUpdate> = [
  'name',
  'slug',
  'description',
  'website',
  'contact_email',
  'country',
  'logo_url',
  'payout_address',
];

export async function updateCompany(tx: Queryable, id: string, input: CompanyUpdate): Promise<CompanyRow> {
  const sets: string[] = [];
  const params: (string | null)[] = [id];
  for (const column of UPDATABLE) {
    const value = input[column];
    if (value === undefined) continue;
    params.push(value);
    // Column names come from the fixed list above, never from the request.
    sets.push(`${column} = $${params.length}`);
  }
  try {
    const result = await tx.query<CompanyRow>(
      `UPDATE companies SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COMPANY_COLUMNS}`,
      params,
    );
    const row = result.rows[0];
    if (row === undefined) throw notFound('Company not found');
    return row;
  } catch (error) {
    return companyConflict(error);
  }
}
