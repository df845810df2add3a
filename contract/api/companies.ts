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
import { publicProductSchema } from './products.js';
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
export const companySchema = z.object({
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
});

/** What the public brand page may show: no contact e-mail, no wallets (docs/product.md §9 /products/{companySlug}). */
export const publicCompanySchema = companySchema.pick({
  name: true,
  slug: true,
  description: true,
  website: true,
  country: true,
  logo_url: true,
});

/** GET companies/licensor-info/?slug= (public): the brand and the first page of its listed products. */
export const licensorInfoSchema = z.object({
  company: publicCompanySchema,
  products_page: pageSchema(publicProductSchema),
});

export const slugAvailabilitySchema = z.object({ available: z.boolean() });

export type Company = z.infer<typeof companySchema>;
export type PublicCompany = z.infer<typeof publicCompanySchema>;
export type LicensorInfo = z.infer<typeof licensorInfoSchema>;
