// Products in the API contract (docs/product.md §7 Products, §8 Product): what the API takes and what it answers. The
// server validates with these schemas; the SPA imports their types only (`import type`), so nothing here ships.
import { z } from 'zod';
import { isProductSlug, productSlugMax, slugLength } from '../productSlug.js';
import {
  address,
  baseUnits,
  emptyAsNull,
  httpsUrl,
  isoDateTime,
  pageSchema,
  paginationQuery,
  queryText,
  text,
} from './fields.js';

import { CATEGORIES, LICENSE_FLAVORS, PRODUCT_STATUSES } from '../productValues.js';

export {
  CATEGORIES,
  LICENSE_FLAVORS,
  PRODUCT_STATUSES,
  type LicenseFlavor,
  type ProductCategory,
  type ProductStatus,
} from '../productValues.js';

/**
 * docs/product.md §9: product slugs keep non-Latin titles readable (contract/productSlug.ts). A slug typed in
 * decomposed form (NFD, as some keyboards send Hangul) is taken in its composed form, the one links are made from.
 */
export const productSlugSchema = z
  .string()
  .min(1, 'Must not be empty')
  .transform((slug) => slug.normalize('NFC'))
  .refine((slug) => slugLength(slug) <= productSlugMax, `Must be at most ${productSlugMax} characters`)
  .refine(isProductSlug, 'Must be lowercase letters (any script) and digits separated by single hyphens');

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

export const licenseCreateSchema = z.strictObject({
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
export const tokenRefSchema = z.strictObject({
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

/** POST products/products/. */
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

/** PATCH products/products/{id}/: any subset; status moves along the allowed transitions. */
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

/** Sort keys the products screen offers; anything else is a 400. */
export const PRODUCT_ORDERING_KEYS = [
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
  'title',
  '-title',
] as const;

/** GET products/products/ query. */
export const productListQuerySchema = z.strictObject({
  ...paginationQuery,
  status: z.enum(PRODUCT_STATUSES).optional(),
  search: queryText(100).optional(),
  ordering: z.enum(PRODUCT_ORDERING_KEYS).optional(),
});

/** What a create sends (before defaults) and a PATCH sends. */
export type ProductCreate = z.input<typeof createProductSchema>;
export type ProductUpdate = z.input<typeof updateProductSchema>;

// Answers.

export const tokenSchema = z
  .object({ symbol: z.string(), address: z.string(), decimals: z.number().int() })
  .meta({ id: 'Token', description: 'A stablecoin: `{symbol, address, decimals}`' });

export const licenseSchema = z
  .object({
    flavor: z.enum(LICENSE_FLAVORS),
    commercial_use: z.boolean(),
    derivatives_allowed: z.boolean(),
    attribution_required: z.boolean(),
    /** 0–100 with at most 2 decimals; null when there is no revenue share. */
    commercial_rev_share_pct: z.number().nullable(),
    territory: z.string(),
    ai_learning_allowed: z.boolean(),
  })
  .meta({ id: 'License', description: "A product's licence terms (docs/product.md §8)" });

/** A product as its licensor reads it (GET products/products/{id}/ and the list). */
export const productSchema = z
  .object({
    id: z.string(),
    company_id: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    description: z.string(),
    category: z.enum(CATEGORIES),
    cover_image_url: z.string().nullable(),
    ip_id: z.string().nullable(),
    /** docs/product.md §8: the PIL terms id once registered on Story (set only from verified events), else null. */
    license_terms_id: z.string().nullable(),
    /**
     * docs/product.md §11.1: the licensor permitted the issuer wallet to mint this registered product's licences, so a
     * paid order's licence tokens are issued by the API at once.
     */
    auto_issue: z.boolean(),
    license: licenseSchema,
    /** `amount` in base units, as a decimal string. */
    price: z.strictObject({ amount: z.string(), token: tokenSchema }),
    /** null: unlimited. */
    max_licenses: z.number().int().nullable(),
    licenses_sold: z.number().int(),
    /** Held by unpaid orders that can still be paid. */
    licenses_reserved: z.number().int(),
    /** What buyers can still order; null when unlimited. */
    licenses_remaining: z.number().int().nullable(),
    sold_out: z.boolean(),
    status: z.enum(PRODUCT_STATUSES),
    published_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Product', description: 'A product, as its licensor reads it (docs/product.md §8)' });

/** The buyer-facing view on the public brand page: no company id or timestamps a buyer does not need. */
export const publicProductSchema = productSchema
  .omit({
    company_id: true,
    auto_issue: true,
    created_at: true,
    updated_at: true,
  })
  .meta({ id: 'PublicProduct', description: 'A product as the public brand page shows it' });

export const productPageSchema = pageSchema(productSchema);

/** GET products/ (docs/product.md §7): where the product endpoints are. */
export const productsIndexSchema = z.strictObject({
  products: z.string(),
  orders: z.string(),
  order_stats: z.string(),
  my_orders: z.string(),
  wallet_transactions: z.string(),
  deploy_contract: z.string(),
  remix_connect: z.string(),
  awaiting_license_tokens: z.string(),
});

export type TokenRef = z.infer<typeof tokenSchema>;
export type License = z.infer<typeof licenseSchema>;
export type Product = z.infer<typeof productSchema>;
export type PublicProduct = z.infer<typeof publicProductSchema>;
