/**
 * The companies' SQL (docs/product.md §8 Company): every statement that reads or writes `companies` and the record of
 * their payout address changes (`payout_changes`, docs/product.md §7). ./companies.ts and the routes decide.
 */
import type { z } from 'zod';
import {
  COMPANY_EDITABLE_FIELDS,
  type createCompanySchema,
  type updateCompanySchema,
} from '../../../contract/api/companies.js';
import { anyRow, isUniqueViolation, selectPage, type Queryable, type RowPage } from '../db/index.js';
import { conflict, notFound } from '../http/errors.js';
import type { PageRequest } from '../http/pagination.js';

/** A create's and a PATCH's fields as the contract's schemas parse them, without the signed call's `auth`. */
export type CompanyCreateParsed = Omit<z.output<typeof createCompanySchema>, 'auth'>;
export type CompanyChangesParsed = Omit<z.output<typeof updateCompanySchema>, 'auth'>;

/** docs/product.md §8 Company. */
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
  /** docs/product.md §8/§10.1: the licence collection on Story, set only from a verified CollectionCreated event. */
  collection_address: string | null;
  created_at: Date;
  updated_at: Date;
}

export const COMPANY_COLUMNS =
  'id, wallet_address, name, slug, description, website, contact_email, country, logo_url, payout_address, collection_address, created_at, updated_at';

export async function companyOfWallet(db: Queryable, wallet: string): Promise<CompanyRow | null> {
  const result = await db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies WHERE wallet_address = $1`,
    [wallet],
  );
  return result.rows[0] ?? null;
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
  input: CompanyCreateParsed,
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

const UPDATABLE: ReadonlyArray<keyof CompanyChangesParsed> = COMPANY_EDITABLE_FIELDS;

export async function updateCompany(
  tx: Queryable,
  id: string,
  input: CompanyChangesParsed,
): Promise<CompanyRow> {
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

/** The wallet's companies (one at most), a page of them, and how many. */
export async function companiesOfWallet(
  db: Queryable,
  wallet: string,
  page: PageRequest,
): Promise<RowPage<CompanyRow>> {
  return selectPage(
    db,
    {
      count: 'SELECT count(*)::int AS count FROM companies WHERE wallet_address = $1',
      rows: `SELECT ${COMPANY_COLUMNS} FROM companies WHERE wallet_address = $1 ORDER BY created_at`,
    },
    [wallet],
    page,
  );
}

export async function slugTaken(db: Queryable, slug: string): Promise<boolean> {
  return anyRow(db, 'SELECT 1 FROM companies WHERE slug = $1', [slug]);
}

/** The wallet's company `id`, locked for the rest of the transaction (a PATCH reads it, then writes it). */
export async function lockOwnCompany(tx: Queryable, id: string, wallet: string): Promise<CompanyRow | null> {
  const result = await tx.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies WHERE id = $1 AND wallet_address = $2 FOR UPDATE`,
    [id, wallet],
  );
  return result.rows[0] ?? null;
}

/** What an order copies from its seller: the payout address buyers pay and the names of its terms. */
export async function sellerOf(
  tx: Queryable,
  companyId: string,
): Promise<{ payout_address: string; name: string; slug: string } | null> {
  const result = await tx.query<{ payout_address: string; name: string; slug: string }>(
    'SELECT payout_address, name, slug FROM companies WHERE id = $1',
    [companyId],
  );
  return result.rows[0] ?? null;
}

/** docs/product.md §9: Home shows a notice of any payout address change in the last 7 days. */
const RECENT = "interval '7 days'";

interface PayoutChangeRow {
  id: string;
  old_address: string;
  new_address: string;
  changed_by: string;
  changed_at: Date;
}

/** One change of a company's payout address: where buyers' money went before, where it goes now, and who did it. */
export interface PayoutChange {
  companyId: string;
  oldAddress: string;
  newAddress: string;
  changedBy: string;
}

/** docs/product.md §7: a payout change is recorded with the old and the new address, in the write that makes it. */
export async function recordPayoutChange(tx: Queryable, change: PayoutChange): Promise<void> {
  await tx.query(
    `INSERT INTO payout_changes (company_id, old_address, new_address, changed_by) VALUES ($1, $2, $3, $4)`,
    [change.companyId, change.oldAddress, change.newAddress, change.changedBy],
  );
}

export async function recentPayoutChanges(db: Queryable, companyId: string, page: PageRequest) {
  const where = `company_id = $1 AND changed_at > now() - ${RECENT}`;
  const { count, rows } = await selectPage<PayoutChangeRow>(
    db,
    {
      count: `SELECT count(*)::int AS count FROM payout_changes WHERE ${where}`,
      rows: `SELECT id, old_address, new_address, changed_by, changed_at FROM payout_changes
              WHERE ${where} ORDER BY changed_at DESC, id`,
    },
    [companyId],
    page,
  );
  return { count, results: rows.map((row) => ({ ...row, changed_at: row.changed_at.toISOString() })) };
}
