import { z } from 'zod';
import type { AcceptedToken } from '../config.js';
import { isUniqueViolation, type Queryable, type SqlParam } from '../db/index.js';
import { badRequest, conflict, type FieldErrors } from '../http/errors.js';
import { address, baseUnits, emptyAsNull, httpsUrl, text } from '../http/validation.js';

/** PRODUCT.md §8 Product. */
export const CATEGORIES = [
  'image',
  'audio',
  'video',
  'character',
  'text',
  'software',
  'dataset',
  'brand',
  'other',
] as const;
export const LICENSE_FLAVORS = [
  'non_commercial_remix',
  'commercial_use',
  'commercial_remix',
  'custom',
] as const;
export const PRODUCT_STATUSES = ['draft', 'published', 'paused', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type LicenseFlavor = (typeof LICENSE_FLAVORS)[number];

/** PRODUCT.md §8: draft → published ⇄ paused → archived (published may be archived directly too). */
const PRODUCT_TRANSITIONS: Record<ProductStatus, readonly ProductStatus[]> = {
  draft: ['published'],
  published: ['paused', 'archived'],
  paused: ['published', 'archived'],
  archived: [],
};

export function canChangeProductStatus(from: ProductStatus, to: ProductStatus): boolean {
  return from === to || PRODUCT_TRANSITIONS[from].includes(to);
}

export interface License {
  flavor: LicenseFlavor;
  commercial_use: boolean;
  derivatives_allowed: boolean;
  attribution_required: boolean;
  commercial_rev_share_pct: number | null;
  territory: string;
  ai_learning_allowed: boolean;
}

export interface ProductRow {
  id: string;
  company_id: string;
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: (typeof CATEGORIES)[number];
  cover_image_url: string | null;
  ip_id: string | null;
  /** PRODUCT.md §8/§10.2: set (with ip_id) only from verified Story events; null until registered. */
  license_terms_id: string | null;
  license_flavor: LicenseFlavor;
  commercial_use: boolean;
  derivatives_allowed: boolean;
  attribution_required: boolean;
  commercial_rev_share_pct: string | null;
  territory: string;
  ai_learning_allowed: boolean;
  price_amount: string;
  token_symbol: string;
  token_address: string;
  token_decimals: number;
  max_licenses: number | null;
  status: ProductStatus;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  licenses_sold: number;
  licenses_reserved: number;
}

/**
 * How long after `expires_at` a transfer mined in time may still be reported and accepted by pay/ (chain and server
 * clocks differ by seconds). An unpaid order holds its licenses until the end of this grace, so that every order
 * that can still become paid is counted against max_licenses.
 */
export const PAYMENT_GRACE_SECONDS = 60;

/** Orders that count as sold licenses: paid and completed (refunded ones were given back). */
const SOLD_ORDER = "o.status IN ('paid', 'completed')";
/** Unpaid orders that can still be paid, so they hold their quantity (see PRODUCT_SELECT). */
const HOLDING_ORDER = `o.status IN ('pending_payment', 'expired')
                      AND o.expires_at > now() - make_interval(secs => ${PAYMENT_GRACE_SECONDS})`;

/**
 * Licenses sold = quantities of paid and completed orders (refunded ones are given back). Licenses reserved =
 * quantities of unpaid orders that can still be paid: pending, or lazily marked expired, while now is before
 * expires_at + PAYMENT_GRACE_SECONDS (a capped product is never oversold). One correlated subquery each
 * per listed row, served by orders_product_status_idx: a single SQL statement per page, no N+1.
 */
export const PRODUCT_SELECT = `
  SELECT p.id, p.company_id, p.slug, p.title, p.summary, p.description, p.category, p.cover_image_url, p.ip_id,
         p.license_terms_id::text AS license_terms_id,
         p.license_flavor, p.commercial_use, p.derivatives_allowed, p.attribution_required,
         p.commercial_rev_share_pct::text AS commercial_rev_share_pct, p.territory, p.ai_learning_allowed,
         p.price_amount::text AS price_amount, p.token_symbol, p.token_address, p.token_decimals, p.max_licenses,
         p.status, p.published_at, p.created_at, p.updated_at,
         COALESCE((SELECT sum(o.quantity) FROM orders o WHERE o.product_id = p.id AND ${SOLD_ORDER}), 0)::int
           AS licenses_sold,
         COALESCE((SELECT sum(o.quantity) FROM orders o WHERE o.product_id = p.id AND ${HOLDING_ORDER}), 0)::int
           AS licenses_reserved
    FROM products p`;

/**
 * Licenses left of a product for one order that no longer holds any (an expired order being paid late), counting
 * every other order as PRODUCT_SELECT does: null when unlimited. Call it after lockProduct, in the same transaction.
 */
export async function licensesRemainingBesides(
  tx: Queryable,
  productId: string,
  orderId: string,
): Promise<number | null> {
  const result = await tx.query<Pick<ProductRow, 'max_licenses' | 'licenses_sold' | 'licenses_reserved'>>(
    `SELECT p.max_licenses,
            COALESCE((SELECT sum(o.quantity) FROM orders o WHERE o.product_id = p.id AND ${SOLD_ORDER}), 0)::int
              AS licenses_sold,
            COALESCE((SELECT sum(o.quantity) FROM orders o
                       WHERE o.product_id = p.id AND o.id <> $2 AND ${HOLDING_ORDER}), 0)::int AS licenses_reserved
       FROM products p WHERE p.id = $1`,
    [productId, orderId],
  );
  const row = result.rows[0];
  return row === undefined ? 0 : licensesRemaining(row);
}

/** Licenses a buyer can still order: null when unlimited, never below 0. */
export function licensesRemaining(
  row: Pick<ProductRow, 'max_licenses' | 'licenses_sold' | 'licenses_reserved'>,
): number | null {
  if (row.max_licenses === null) return null;
  return Math.max(0, row.max_licenses - row.licenses_sold - row.licenses_reserved);
}

export function licenseOf(row: ProductRow): License {
  return {
    flavor: row.license_flavor,
    commercial_use: row.commercial_use,
    derivatives_allowed: row.derivatives_allowed,
    attribution_required: row.attribution_required,
    commercial_rev_share_pct:
      row.commercial_rev_share_pct === null ? null : Number(row.commercial_rev_share_pct),
    territory: row.territory,
    ai_learning_allowed: row.ai_learning_allowed,
  };
}

export function tokenOf(row: { token_symbol: string; token_address: string; token_decimals: number }) {
  return { symbol: row.token_symbol, address: row.token_address, decimals: row.token_decimals };
}

export function productJson(row: ProductRow) {
  const remaining = licensesRemaining(row);
  return {
    id: row.id,
    company_id: row.company_id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    category: row.category,
    cover_image_url: row.cover_image_url,
    ip_id: row.ip_id,
    license_terms_id: row.license_terms_id,
    license: licenseOf(row),
    price: { amount: row.price_amount, token: tokenOf(row) },
    max_licenses: row.max_licenses,
    licenses_sold: row.licenses_sold,
    licenses_reserved: row.licenses_reserved,
    licenses_remaining: remaining,
    sold_out: remaining === 0,
    status: row.status,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The buyer-facing view on the public brand page: no company id or timestamps a buyer does not need. */
export function publicProductJson(row: ProductRow) {
  const {
    company_id: _companyId,
    created_at: _createdAt,
    updated_at: _updatedAt,
    ...rest
  } = productJson(row);
  return rest;
}

export const productSlugSchema = z
  .string()
  .min(1, 'Must not be empty')
  .max(64, 'Must be at most 64 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be lowercase letters and digits separated by single hyphens');

const revSharePct = z
  .number()
  .min(0, 'Must be between 0 and 100')
  .max(100, 'Must be between 0 and 100')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'At most 2 decimal places');

const licenseFields = {
  flavor: z.enum(LICENSE_FLAVORS),
  commercial_use: z.boolean(),
  derivatives_allowed: z.boolean(),
  attribution_required: z.boolean(),
  commercial_rev_share_pct: revSharePct.nullable(),
  territory: text(1, 120),
  ai_learning_allowed: z.boolean(),
};

const licenseCreateSchema = z.strictObject({
  flavor: licenseFields.flavor,
  commercial_use: licenseFields.commercial_use,
  derivatives_allowed: licenseFields.derivatives_allowed,
  attribution_required: licenseFields.attribution_required.optional(),
  commercial_rev_share_pct: licenseFields.commercial_rev_share_pct.optional(),
  territory: licenseFields.territory.optional(),
  ai_learning_allowed: licenseFields.ai_learning_allowed.optional(),
});

const licensePatchSchema = z.strictObject({
  flavor: licenseFields.flavor.optional(),
  commercial_use: licenseFields.commercial_use.optional(),
  derivatives_allowed: licenseFields.derivatives_allowed.optional(),
  attribution_required: licenseFields.attribution_required.optional(),
  commercial_rev_share_pct: licenseFields.commercial_rev_share_pct.optional(),
  territory: licenseFields.territory.optional(),
  ai_learning_allowed: licenseFields.ai_learning_allowed.optional(),
});

/** The token may be given by address alone; symbol and decimals, when sent, must match the accepted token. */
const tokenRefSchema = z.strictObject({
  address: address,
  symbol: z.string().max(16).optional(),
  decimals: z.number().int().min(0).max(36).optional(),
});

const priceCreateSchema = z.strictObject({ amount: baseUnits, token: tokenRefSchema });
const pricePatchSchema = z.strictObject({ amount: baseUnits.optional(), token: tokenRefSchema.optional() });

const maxLicenses = z
  .number()
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(1_000_000)
  .nullable();

export const createProductSchema = z.strictObject({
  slug: productSlugSchema.optional(),
  title: text(3, 120),
  summary: text(0, 280).optional(),
  description: text(0, 10_000).optional(),
  category: z.enum(CATEGORIES),
  cover_image_url: emptyAsNull(httpsUrl).optional(),
  ip_id: emptyAsNull(address).optional(),
  license: licenseCreateSchema,
  price: priceCreateSchema,
  max_licenses: maxLicenses.optional(),
  status: z.enum(['draft', 'published']).optional(),
});

export const updateProductSchema = z.strictObject({
  slug: productSlugSchema.optional(),
  title: text(3, 120).optional(),
  summary: text(0, 280).optional(),
  description: text(0, 10_000).optional(),
  category: z.enum(CATEGORIES).optional(),
  cover_image_url: emptyAsNull(httpsUrl).optional(),
  ip_id: emptyAsNull(address).optional(),
  license: licensePatchSchema.optional(),
  price: pricePatchSchema.optional(),
  max_licenses: maxLicenses.optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
});

export type ProductCreate = z.output<typeof createProductSchema>;
export type ProductUpdate = z.output<typeof updateProductSchema>;

/** The defaults of the license fields a create may leave out. */
export function licenseWithDefaults(input: z.output<typeof licenseCreateSchema>): License {
  return {
    flavor: input.flavor,
    commercial_use: input.commercial_use,
    derivatives_allowed: input.derivatives_allowed,
    attribution_required: input.attribution_required ?? true,
    commercial_rev_share_pct: input.commercial_rev_share_pct ?? null,
    territory: input.territory ?? 'Worldwide',
    ai_learning_allowed: input.ai_learning_allowed ?? false,
  };
}

/**
 * PRODUCT.md §8 license rules. The flavors are Story's PIL presets, so their two switches are fixed. The revenue
 * share is the derivative term of those presets (the cut a remix owes the original, as in Story's
 * commercialRevShare): without commercial use there is no revenue share, and without derivatives no derivative
 * terms — so a share above 0 needs both.
 */
export function licenseProblems(license: License): FieldErrors {
  const problems: FieldErrors = {};
  const preset: Partial<Record<LicenseFlavor, { commercial_use: boolean; derivatives_allowed: boolean }>> = {
    non_commercial_remix: { commercial_use: false, derivatives_allowed: true },
    commercial_use: { commercial_use: true, derivatives_allowed: false },
    commercial_remix: { commercial_use: true, derivatives_allowed: true },
  };
  const expected = preset[license.flavor];
  if (expected !== undefined) {
    if (license.commercial_use !== expected.commercial_use) {
      problems['license.commercial_use'] =
        `Must be ${expected.commercial_use} for the ${license.flavor} flavor`;
    }
    if (license.derivatives_allowed !== expected.derivatives_allowed) {
      problems['license.derivatives_allowed'] =
        `Must be ${expected.derivatives_allowed} for the ${license.flavor} flavor`;
    }
  }
  const share = license.commercial_rev_share_pct;
  if (share !== null && share > 0) {
    if (!license.commercial_use) {
      problems['license.commercial_rev_share_pct'] = 'Must be 0 or null without commercial use';
    } else if (!license.derivatives_allowed) {
      problems['license.commercial_rev_share_pct'] = 'Must be 0 or null when derivatives are not allowed';
    }
  }
  return problems;
}

export function resolveToken(
  accepted: readonly AcceptedToken[],
  ref: z.output<typeof tokenRefSchema>,
): AcceptedToken {
  const token = accepted.find((t) => t.address === ref.address);
  const list = accepted.map((t) => `${t.symbol} (${t.address})`).join(', ');
  if (token === undefined) {
    throw badRequest('Invalid field(s): price.token', {
      'price.token': `Must be one of the accepted tokens: ${list}`,
    });
  }
  if (
    (ref.symbol !== undefined && ref.symbol !== token.symbol) ||
    (ref.decimals !== undefined && ref.decimals !== token.decimals)
  ) {
    throw badRequest('Invalid field(s): price.token', {
      'price.token': `Symbol and decimals must match the accepted token ${token.symbol} (${token.decimals} decimals)`,
    });
  }
  return token;
}

/** A URL-safe slug from a title; titles without Latin letters or digits (Korean, say) become "product". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return slug === '' ? 'product' : slug;
}

/**
 * The first free slug among base, base-2, base-3… within the company. The caller holds the company's product
 * lock (lockCompanyProducts) so two creates cannot pick the same one.
 */
export async function freeSlug(tx: Queryable, companyId: string, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx.query<{ slug: string }>(
        `SELECT slug FROM products WHERE company_id = $1 AND (slug = $2 OR slug LIKE $3)`,
        [companyId, base, `${base}-%`],
      )
    ).rows.map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Serialises product creates and slug changes of one company (a transaction-scoped advisory lock). */
export async function lockCompanyProducts(tx: Queryable, companyId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('products:' || $1))", [companyId]);
}

/**
 * Locks a product row for the rest of the transaction: writes to the product and order creations for it wait for
 * each other. The lock is its own statement, taken before the counts are read: in READ COMMITTED a statement that
 * waited for a lock still reads with the snapshot it started with, so a `SELECT … licenses … FOR UPDATE` would
 * count without the orders committed while it waited. FOR NO KEY UPDATE, because inserting an order takes a
 * KEY SHARE lock on its product (the foreign key), which FOR UPDATE would conflict with.
 */
export async function lockProduct(tx: Queryable, id: string, companyId?: string): Promise<boolean> {
  const result = await tx.query(
    `SELECT 1 FROM products WHERE id = $1${companyId === undefined ? '' : ' AND company_id = $2'}
       FOR NO KEY UPDATE`,
    companyId === undefined ? [id] : [id, companyId],
  );
  return result.rowCount > 0;
}

export async function findOwnProduct(
  db: Queryable,
  companyId: string,
  id: string,
  lock = false,
): Promise<ProductRow | null> {
  if (lock && !(await lockProduct(db, id, companyId))) return null;
  const result = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = $1 AND p.company_id = $2`, [
    id,
    companyId,
  ]);
  return result.rows[0] ?? null;
}

export interface ProductValues {
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: ProductRow['category'];
  cover_image_url: string | null;
  ip_id: string | null;
  license: License;
  price_amount: string;
  token: AcceptedToken;
  max_licenses: number | null;
  status: ProductStatus;
}

function valueParams(values: ProductValues): SqlParam[] {
  return [
    values.slug,
    values.title,
    values.summary,
    values.description,
    values.category,
    values.cover_image_url,
    values.ip_id,
    values.license.flavor,
    values.license.commercial_use,
    values.license.derivatives_allowed,
    values.license.attribution_required,
    values.license.commercial_rev_share_pct,
    values.license.territory,
    values.license.ai_learning_allowed,
    values.price_amount,
    values.token.symbol,
    values.token.address,
    values.token.decimals,
    values.max_licenses,
    values.status,
  ];
}

function slugConflict(error: unknown): never {
  if (isUniqueViolation(error, 'products_company_slug_key')) {
    throw conflict('This slug is already used by another of your products', { slug: 'Already taken' });
  }
  throw error;
}

export async function insertProduct(
  tx: Queryable,
  companyId: string,
  values: ProductValues,
): Promise<string> {
  try {
    const result = await tx.query<{ id: string }>(
      `INSERT INTO products (company_id, slug, title, summary, description, category, cover_image_url, ip_id,
                             license_flavor, commercial_use, derivatives_allowed, attribution_required,
                             commercial_rev_share_pct, territory, ai_learning_allowed, price_amount, token_symbol,
                             token_address, token_decimals, max_licenses, status, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
               CASE WHEN $21 = 'published' THEN now() END)
       RETURNING id`,
      [companyId, ...valueParams(values)],
    );
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('INSERT … RETURNING returned no row');
    return id;
  } catch (error) {
    return slugConflict(error);
  }
}

export async function updateProduct(tx: Queryable, id: string, values: ProductValues): Promise<void> {
  try {
    await tx.query(
      `UPDATE products SET slug = $2, title = $3, summary = $4, description = $5, category = $6,
              cover_image_url = $7, ip_id = $8, license_flavor = $9, commercial_use = $10,
              derivatives_allowed = $11, attribution_required = $12, commercial_rev_share_pct = $13,
              territory = $14, ai_learning_allowed = $15, price_amount = $16, token_symbol = $17,
              token_address = $18, token_decimals = $19, max_licenses = $20, status = $21,
              published_at = CASE WHEN $21 = 'published' AND published_at IS NULL THEN now() ELSE published_at END,
              updated_at = now()
        WHERE id = $1`,
      [id, ...valueParams(values)],
    );
  } catch (error) {
    slugConflict(error);
  }
}

export function valuesOf(row: ProductRow): ProductValues {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    category: row.category,
    cover_image_url: row.cover_image_url,
    ip_id: row.ip_id,
    license: licenseOf(row),
    price_amount: row.price_amount,
    token: { symbol: row.token_symbol, address: row.token_address, decimals: row.token_decimals },
    max_licenses: row.max_licenses,
    status: row.status,
  };
}
