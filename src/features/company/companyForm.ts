import {
  compactProblems,
  type FieldProblem,
  type FieldProblems,
  problem,
  serverProblems,
  validateAddress,
  validateEmail,
  validateHttpsUrl,
  validateSlug,
  validateText,
} from '../../components/forms';
import { countryCodes } from './countries';
import { type Company, type CompanyInput } from './companyTypes';

// The company form's values, rules and conversions. Rules mirror the API (server/src/companies/companies.ts,
// docs/product.md §8): name 2–120, slug 3–64 in lowercase-hyphen form, description ≤2000, https links, an e-mail,
// an ISO 3166-1 alpha-2 country, and a payout address that is an EVM address other than zero.

export interface CompanyFormValues {
  name: string;
  slug: string;
  description: string;
  website: string;
  contact_email: string;
  country: string;
  logo_url: string;
  payout_address: string;
}

export type CompanyField = keyof CompanyFormValues;

/** Fields in the order the form shows them: focus goes to the first invalid one in this order. */
export const companyFields: readonly CompanyField[] = [
  'name',
  'slug',
  'description',
  'website',
  'contact_email',
  'country',
  'logo_url',
  'payout_address',
];

export const companyLimits = { nameMin: 2, nameMax: 120, slugMin: 3, slugMax: 64, descriptionMax: 2000 };

export function emptyCompanyForm(payoutAddress = ''): CompanyFormValues {
  return {
    name: '',
    slug: '',
    description: '',
    website: '',
    contact_email: '',
    country: '',
    logo_url: '',
    payout_address: payoutAddress,
  };
}

export function companyFormFrom(company: Company): CompanyFormValues {
  return {
    name: company.name,
    slug: company.slug,
    description: company.description ?? '',
    website: company.website ?? '',
    contact_email: company.contact_email ?? '',
    country: company.country ?? '',
    logo_url: company.logo_url ?? '',
    payout_address: company.payout_address,
  };
}

/** A draft read back from sessionStorage: only string fields we know, anything else means no draft. */
export function parseCompanyDraft(raw: unknown): CompanyFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const values = emptyCompanyForm();
  for (const field of companyFields) {
    const value = record[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > 10_000) return null;
    values[field] = value;
  }
  return values;
}

export function validateCountry(value: string): FieldProblem | null {
  if (value === '') return null;
  return countryCodes.has(value.toUpperCase()) ? null : problem('company.errors.country');
}

/**
 * Problems of every field. `slugTaken` comes from the live availability check; `fields` limits the check to the
 * fields a form shows (the profile form on /manage has no payout address).
 */
export function validateCompanyForm(
  values: CompanyFormValues,
  {
    slugTaken = false,
    fields = companyFields,
  }: { slugTaken?: boolean; fields?: readonly CompanyField[] } = {},
): FieldProblems<CompanyField> {
  const all: Record<CompanyField, FieldProblem | null> = {
    name: validateText(values.name, { min: companyLimits.nameMin, max: companyLimits.nameMax }),
    slug:
      validateSlug(values.slug, { min: companyLimits.slugMin, max: companyLimits.slugMax }) ??
      (slugTaken ? problem('company.errors.slugTaken') : null),
    description: validateText(values.description, { max: companyLimits.descriptionMax }),
    website: validateHttpsUrl(values.website),
    contact_email: validateEmail(values.contact_email),
    country: validateCountry(values.country),
    logo_url: validateHttpsUrl(values.logo_url),
    payout_address: validateAddress(values.payout_address, { required: true, allowZero: false }),
  };
  const picked = Object.fromEntries(fields.map((field) => [field, all[field]])) as Record<
    CompanyField,
    FieldProblem | null
  >;
  return compactProblems(picked);
}

const optional = (value: string): string | null => {
  const text = value.trim();
  return text === '' ? null : text;
};

/** The form's values as the API takes them: trimmed, empty optional fields as null, country upper case. */
export function toCompanyInput(values: CompanyFormValues): CompanyInput {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    website: optional(values.website),
    contact_email: optional(values.contact_email),
    country: optional(values.country)?.toUpperCase() ?? null,
    logo_url: optional(values.logo_url),
    payout_address: values.payout_address.trim().toLowerCase(),
  };
}

/** Only what changed against the saved company, for PATCH companies/{id}/. */
export function changedCompanyFields(
  company: Company,
  values: CompanyFormValues,
  fields: readonly CompanyField[] = companyFields,
): Partial<CompanyInput> {
  const next = toCompanyInput(values);
  const saved = toCompanyInput(companyFormFrom(company));
  const changes: Partial<CompanyInput> = {};
  for (const field of fields) {
    if (next[field] !== saved[field]) (changes as Record<string, unknown>)[field] = next[field];
  }
  return changes;
}

/**
 * Maps the API's field errors (`fields` of a 400/409) onto the form's fields; what fits no field comes back as
 * `rest`, shown above the form.
 */
export function companyServerProblems(fields: Record<string, string> | undefined) {
  const fieldOf = (name: string) =>
    (companyFields as readonly string[]).includes(name) ? (name as CompanyField) : null;
  return serverProblems(fields, fieldOf, 'company.errors.slugTaken');
}
