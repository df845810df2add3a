// Companies in the API contract (docs/product.md §7 Companies, §8 Company): what the API takes and what it answers. The
// server validates with these schemas; the SPA imports their types only (`import type`), so nothing here ships.
import { z } from 'zod';
import { COUNTRY_CODES } from './countries.js';
import {
  address,
  email,
  emptyAsNull,
  httpsUrl,
  isoDateTime,
  pageSchema,
  paginationQuery,
  queryText,
  text,
} from './fields.js';
import { publicProductSchema, tokenSchema } from './products.js';
import { signedCallAuthSchema } from './signedCall.js';

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

/** The fields a licensor may change, in the order PATCH applies them (server/src/companies/repository.ts). */
export const COMPANY_EDITABLE_FIELDS = Object.keys(editableFields) as (keyof typeof editableFields)[];

const optionalEditableFields = z.object(editableFields).partial().shape;

/** POST companies/ is a signed call (docs/product.md §7): a name and a slug, the rest optional. */
export const createCompanySchema = z.strictObject({
  ...optionalEditableFields,
  name: editableFields.name,
  slug: editableFields.slug,
  auth: signedCallAuthSchema,
});

/** PATCH companies/{id}/: any subset; `auth` is required only when payout_address changes. */
export const updateCompanySchema = z.strictObject({
  ...optionalEditableFields,
  auth: signedCallAuthSchema.optional(),
});

/** GET companies/slug-available/ query. */
export const slugQuerySchema = z.strictObject({ slug: slugSchema });

/** licensor-info looks up any string; a malformed slug simply finds nothing. */
export const licensorInfoQuerySchema = z.strictObject({
  slug: queryText(64).min(1),
  page: paginationQuery.page,
});

/** The editable fields as a create sends them ("" or null clears an optional field). */
export type CompanyInput = Omit<z.input<typeof createCompanySchema>, 'auth'>;
export type CompanyChanges = Omit<z.input<typeof updateCompanySchema>, 'auth'>;

// Answers.

/** docs/product.md §8 Company, as its owner reads it. */
export const companySchema = z
  .object({
    id: z.string(),
    wallet_address: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    website: z.string().nullable(),
    contact_email: z.string().nullable(),
    country: z.string().nullable(),
    logo_url: z.string().nullable(),
    payout_address: z.string(),
    /** docs/product.md §8, §10.1: the company's licence collection on Story, once recorded by deploy-contract. */
    collection_address: z.string().nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Company', description: 'A company, as its owner reads it (docs/product.md §8)' });

/** What the public brand page may show: no contact e-mail, no wallets (docs/product.md §9 /products/{companySlug}). */
export const publicCompanySchema = companySchema
  .pick({
    name: true,
    slug: true,
    description: true,
    website: true,
    country: true,
    logo_url: true,
  })
  .meta({
    id: 'PublicCompany',
    description: 'What the public brand page shows of a company: no e-mail, no wallets',
  });

/** GET companies/licensor-info/?slug= (public): the brand and the first page of its listed products. */
export const licensorInfoSchema = z.strictObject({
  company: publicCompanySchema,
  products_page: pageSchema(publicProductSchema),
});

export const slugAvailabilitySchema = z.strictObject({ available: z.boolean() });

/** GET companies/payout-changes/: a change of the payout address in the last 7 days (docs/product.md §9 Home). */
export const payoutChangeSchema = z
  .object({
    id: z.string(),
    old_address: z.string(),
    new_address: z.string(),
    /** The wallet that made the change (its owner). */
    changed_by: z.string(),
    changed_at: isoDateTime,
  })
  .meta({ id: 'PayoutChange', description: 'A change of the payout address' });

/** GET companies/licenses/: a licence the company sold (docs/product.md §8 License), newest first. */
export const soldLicenseSchema = z
  .object({
    id: z.string(),
    order_id: z.string(),
    order_number: z.string(),
    product_id: z.string(),
    product_title: z.string(),
    licensee_address: z.string(),
    /** The order's snapshot: company, product and licence terms as the buyer saw them when ordering. */
    terms: z.unknown(),
    issued_at: isoDateTime,
  })
  .meta({ id: 'SoldLicense', description: 'A licence the company sold' });

/** A Story licence token a wallet holds (docs/product.md §10.4); ids null when the chain could not say. */
const heldLicenseTokenSchema = z.strictObject({
  token_id: z.string(),
  licensor_ip_id: z.string().nullable(),
  license_terms_id: z.string().nullable(),
});

/**
 * GET companies/wallet-tokens/ (docs/product.md §7, §13.6): the payout address's balances in base units (null when a
 * token's contract does not answer), and the licence tokens the company wallet holds (at most 50 listed; `balance`
 * null when the chain has no LicenseToken to ask).
 */
export const walletTokensSchema = z
  .object({
    address: z.string(),
    chain_id: z.number().int(),
    native: z.strictObject({ symbol: z.string(), decimals: z.number().int(), balance: z.string() }),
    tokens: z.array(tokenSchema.extend({ balance: z.string().nullable() })),
    license_tokens: z.strictObject({
      holder: z.string(),
      balance: z.string().nullable(),
      tokens: z.array(heldLicenseTokenSchema),
    }),
  })
  .meta({
    id: 'WalletTokens',
    description: "The payout address's balances and the licence tokens the company wallet holds",
  });

export type Company = z.infer<typeof companySchema>;
export type PublicCompany = z.infer<typeof publicCompanySchema>;
export type LicensorInfo = z.infer<typeof licensorInfoSchema>;
export type PayoutChange = z.infer<typeof payoutChangeSchema>;
export type SoldLicense = z.infer<typeof soldLicenseSchema>;
export type WalletTokens = z.infer<typeof walletTokensSchema>;
