// The product form's values, rules and conversions, mirrored from the API (server/src/products/products.ts,
// docs/product.md §8). Amounts stay strings: typed as decimals, sent as base units computed with BigInt.
// Over 300 lines on purpose: the create wizard, the edit page and their drafts share these rules, and one file keeps
// the client's copy of the server's product rules in one place to compare with it.
import {
  compactProblems,
  type FieldProblem,
  type FieldProblems,
  problem,
  serverProblems,
  validateAddress,
  validateHttpsUrl,
  validateText,
} from '../../components/forms';
import { isProductSlug, slugLength } from '../../../contract/productSlug.js';
import { parseDecimalAmount, toDecimalString } from './amount';
import {
  type License,
  type LicenseFlavor,
  licenseFlavors,
  type Product,
  type ProductCategory,
  productCategories,
  type ProductChanges,
  type ProductInput,
  type ProductStatus,
  revenueShareApplies,
  type TokenRef,
} from './productTypes';

export interface ProductFormValues {
  title: string;
  slug: string;
  summary: string;
  description: string;
  category: ProductCategory | '';
  cover_image_url: string;
  ip_id: string;
  flavor: LicenseFlavor;
  commercial_use: boolean;
  derivatives_allowed: boolean;
  attribution_required: boolean;
  rev_share: string;
  territory: string;
  ai_learning_allowed: boolean;
  token_address: string;
  amount: string;
  cap: 'unlimited' | 'limited';
  max_licenses: string;
}

export type ProductField = keyof ProductFormValues;

/** The licence section's terms, in the order the form shows them. */
const licenseTermFields: readonly ProductField[] = [
  'flavor',
  'commercial_use',
  'derivatives_allowed',
  'rev_share',
  'attribution_required',
  'territory',
  'ai_learning_allowed',
];

/** Fields in the order the form shows them. */
export const productFields: readonly ProductField[] = [
  'title',
  'slug',
  'summary',
  'description',
  'category',
  'cover_image_url',
  ...licenseTermFields,
  'token_address',
  'amount',
  'cap',
  'max_licenses',
  'ip_id',
];

export const productLimits = {
  titleMin: 3,
  titleMax: 120,
  slugMax: 64,
  summaryMax: 280,
  descriptionMax: 10_000,
  territoryMax: 120,
  maxLicenses: 1_000_000,
};

/** Story's PIL presets fix the two switches; `custom` leaves them to the licensor. */
export const flavorPresets: Partial<
  Record<LicenseFlavor, { commercial_use: boolean; derivatives_allowed: boolean }>
> = {
  non_commercial_remix: { commercial_use: false, derivatives_allowed: true },
  commercial_use: { commercial_use: true, derivatives_allowed: false },
  commercial_remix: { commercial_use: true, derivatives_allowed: true },
};

export function emptyProductForm(tokenAddress = ''): ProductFormValues {
  return {
    title: '',
    slug: '',
    summary: '',
    description: '',
    category: '',
    cover_image_url: '',
    ip_id: '',
    flavor: 'non_commercial_remix',
    commercial_use: false,
    derivatives_allowed: true,
    attribution_required: true,
    rev_share: '',
    territory: 'Worldwide',
    ai_learning_allowed: false,
    token_address: tokenAddress,
    amount: '',
    cap: 'unlimited',
    max_licenses: '',
  };
}

/** Changing the flavor sets its preset switches; a revenue share only exists with both switches on. */
export function withFlavor(values: ProductFormValues, flavor: LicenseFlavor): ProductFormValues {
  const preset = flavorPresets[flavor];
  return preset ? { ...values, flavor, ...preset } : { ...values, flavor };
}

export function productFormFrom(product: Product): ProductFormValues {
  const { license, price } = product;
  return {
    title: product.title,
    slug: product.slug,
    summary: product.summary,
    description: product.description,
    category: product.category,
    cover_image_url: product.cover_image_url ?? '',
    ip_id: product.ip_id ?? '',
    flavor: license.flavor,
    commercial_use: license.commercial_use,
    derivatives_allowed: license.derivatives_allowed,
    attribution_required: license.attribution_required,
    rev_share: license.commercial_rev_share_pct === null ? '' : String(license.commercial_rev_share_pct),
    territory: license.territory,
    ai_learning_allowed: license.ai_learning_allowed,
    token_address: price.token.address,
    amount: toDecimalString(price.amount, price.token.decimals),
    cap: product.max_licenses === null ? 'unlimited' : 'limited',
    max_licenses: product.max_licenses === null ? '' : String(product.max_licenses),
  };
}

const stringFields: ProductField[] = [
  'title',
  'slug',
  'summary',
  'description',
  'cover_image_url',
  'ip_id',
  'rev_share',
  'territory',
  'token_address',
  'amount',
  'max_licenses',
];
const booleanFields: ProductField[] = [
  'commercial_use',
  'derivatives_allowed',
  'attribution_required',
  'ai_learning_allowed',
];

/** A draft read back from sessionStorage; anything malformed means no draft. */
export function parseProductDraft(raw: unknown): ProductFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const values = emptyProductForm() as unknown as Record<string, unknown>;
  for (const field of stringFields) {
    const value = record[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > 20_000) return null;
    values[field] = value;
  }
  for (const field of booleanFields) {
    const value = record[field];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return null;
    values[field] = value;
  }
  const category = record.category;
  if (category !== undefined) {
    if (category !== '' && !(productCategories as readonly unknown[]).includes(category)) return null;
    values.category = category;
  }
  const flavor = record.flavor;
  if (flavor !== undefined) {
    if (!(licenseFlavors as readonly unknown[]).includes(flavor)) return null;
    values.flavor = flavor;
  }
  const cap = record.cap;
  if (cap !== undefined) {
    if (cap !== 'unlimited' && cap !== 'limited') return null;
    values.cap = cap;
  }
  return values as unknown as ProductFormValues;
}

/** 0–100 with at most two decimals, as a typed string; '' means none. */
export function validateRevShare(value: string): FieldProblem | null {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) {
    return /^\d+\.\d{3,}$/.test(text)
      ? problem('products.errors.revShareDecimals')
      : problem('products.errors.revShare');
  }
  return Number(text) <= 100 ? null : problem('products.errors.revShare');
}

export function validateMaxLicenses(
  values: Pick<ProductFormValues, 'cap' | 'max_licenses'>,
): FieldProblem | null {
  if (values.cap === 'unlimited') return null;
  const text = values.max_licenses.trim();
  if (text === '') return problem('forms.required');
  if (!/^\d+$/.test(text)) return problem('products.errors.maxLicenses', { max: productLimits.maxLicenses });
  const count = Number(text);
  if (count < 1 || count > productLimits.maxLicenses) {
    return problem('products.errors.maxLicenses', { max: productLimits.maxLicenses });
  }
  return null;
}

export function validateAmount(value: string, token: TokenRef | undefined): FieldProblem | null {
  if (!token) return null;
  const parsed = parseDecimalAmount(value, token.decimals);
  if (parsed.ok) return null;
  switch (parsed.problem) {
    case 'required':
      return problem('forms.required');
    case 'negative':
      return problem('products.errors.amountNegative');
    case 'zero':
      return problem('products.errors.amountZero');
    case 'tooManyDecimals':
      return problem('products.errors.amountDecimals', { decimals: token.decimals, symbol: token.symbol });
    case 'tooLarge':
      return problem('products.errors.amountTooLarge');
    default:
      return problem('products.errors.amount');
  }
}

/**
 * A product's licence terms and IP asset, fixed on chain once it is registered on Story (docs/product.md §10.2; the API
 * refuses changes to them, docs/api.md).
 */
export const onChainLicenseFields: readonly ProductField[] = [...licenseTermFields, 'ip_id'];

/** Which fields a product in `status` may change, as the form offers them (see the report on the API). */
export function editableProductFields(
  status: ProductStatus,
  registeredOnStory = false,
): readonly ProductField[] {
  const fields = ((): readonly ProductField[] => {
    switch (status) {
      case 'draft':
        return productFields;
      case 'published':
      case 'paused':
        return ['summary', 'description', 'cover_image_url'];
      default:
        return [];
    }
  })();
  return registeredOnStory ? fields.filter((field) => !onChainLicenseFields.includes(field)) : fields;
}

export function validateProductForm(
  values: ProductFormValues,
  tokens: readonly TokenRef[],
  fields: readonly ProductField[] = productFields,
): FieldProblems<ProductField> {
  const token = tokens.find((candidate) => candidate.address === values.token_address);
  const all: Record<ProductField, FieldProblem | null> = {
    title: validateText(values.title, { min: productLimits.titleMin, max: productLimits.titleMax }),
    slug: validateProductSlug(values.slug),
    summary: validateText(values.summary, { max: productLimits.summaryMax }),
    description: validateText(values.description, { max: productLimits.descriptionMax }),
    category: values.category === '' ? problem('products.errors.category') : null,
    cover_image_url: validateHttpsUrl(values.cover_image_url),
    ip_id: validateAddress(values.ip_id),
    flavor: null,
    commercial_use: null,
    derivatives_allowed: null,
    rev_share: revenueShareApplies(values) ? validateRevShare(values.rev_share) : null,
    attribution_required: null,
    territory: validateText(values.territory, { min: 1, max: productLimits.territoryMax }),
    ai_learning_allowed: null,
    token_address: token ? null : problem('products.errors.token'),
    amount: validateAmount(values.amount, token),
    cap: null,
    max_licenses: validateMaxLicenses(values),
  };
  return compactProblems(
    Object.fromEntries(fields.map((field) => [field, all[field]])) as Record<
      ProductField,
      FieldProblem | null
    >,
  );
}

export function licenseFrom(values: ProductFormValues): License {
  const share = values.rev_share.trim();
  return {
    flavor: values.flavor,
    commercial_use: values.commercial_use,
    derivatives_allowed: values.derivatives_allowed,
    attribution_required: values.attribution_required,
    commercial_rev_share_pct: revenueShareApplies(values) && share !== '' ? Number(share) : null,
    territory: values.territory.trim(),
    ai_learning_allowed: values.ai_learning_allowed,
  };
}

/**
 * Optional: empty lets the API make one from the title. docs/product.md §9 product slugs are Unicode
 * (contract/productSlug.ts), so a Korean title's address may be Korean; typed in decomposed form it counts composed.
 */
export function validateProductSlug(value: string): FieldProblem | null {
  const slug = value.trim().normalize('NFC');
  if (slug === '') return null;
  if (slugLength(slug) > productLimits.slugMax)
    return problem('forms.tooLong', { max: productLimits.slugMax });
  return isProductSlug(slug) ? null : problem('products.errors.slugPattern');
}

/** The validated form as POST products/products/ takes it. Throws on values validation would refuse. */
export function toProductInput(values: ProductFormValues, tokens: readonly TokenRef[]): ProductInput {
  const token = tokens.find((candidate) => candidate.address === values.token_address);
  if (!token || values.category === '') throw new Error('toProductInput needs a validated form');
  const amount = parseDecimalAmount(values.amount, token.decimals);
  if (!amount.ok) throw new Error('toProductInput needs a validated form');
  const slug = values.slug.trim().normalize('NFC');
  return {
    ...(slug ? { slug } : {}),
    title: values.title.trim(),
    summary: values.summary.trim(),
    description: values.description.trim(),
    category: values.category,
    cover_image_url: values.cover_image_url.trim() || null,
    ip_id: values.ip_id.trim().toLowerCase() || null,
    license: licenseFrom(values),
    price: {
      amount: amount.baseUnits,
      token: { address: token.address, symbol: token.symbol, decimals: token.decimals },
    },
    max_licenses: values.cap === 'unlimited' ? null : Number(values.max_licenses.trim()),
  };
}

/** What changed against the saved product, limited to `fields`, for PATCH products/products/{id}/. */
export function changedProductFields(
  product: Product,
  values: ProductFormValues,
  tokens: readonly TokenRef[],
  fields: readonly ProductField[],
): ProductChanges {
  const allowed = new Set(fields);
  const changes: ProductChanges = {};
  const saved = productFormFrom(product);
  const differs = (field: ProductField) => allowed.has(field) && values[field] !== saved[field];
  if (differs('title')) changes.title = values.title.trim();
  if (differs('slug') && values.slug.trim() !== '') changes.slug = values.slug.trim();
  if (differs('summary')) changes.summary = values.summary.trim();
  if (differs('description')) changes.description = values.description.trim();
  if (differs('category') && values.category !== '') changes.category = values.category;
  if (differs('cover_image_url')) changes.cover_image_url = values.cover_image_url.trim() || null;
  if (differs('ip_id')) changes.ip_id = values.ip_id.trim().toLowerCase() || null;
  const licenseFields: ProductField[] = [
    'flavor',
    'commercial_use',
    'derivatives_allowed',
    'attribution_required',
    'rev_share',
    'territory',
    'ai_learning_allowed',
  ];
  if (licenseFields.some(differs)) changes.license = licenseFrom(values);
  if (differs('token_address') || differs('amount')) {
    const token = tokens.find((candidate) => candidate.address === values.token_address);
    const amount = token ? parseDecimalAmount(values.amount, token.decimals) : null;
    if (token && amount?.ok) {
      changes.price = {
        amount: amount.baseUnits,
        token: { address: token.address, symbol: token.symbol, decimals: token.decimals },
      };
    }
  }
  if (differs('cap') || differs('max_licenses')) {
    changes.max_licenses = values.cap === 'unlimited' ? null : Number(values.max_licenses.trim());
  }
  return changes;
}

const serverFieldMap: Record<string, ProductField> = {
  'license.flavor': 'flavor',
  'license.commercial_use': 'commercial_use',
  'license.derivatives_allowed': 'derivatives_allowed',
  'license.attribution_required': 'attribution_required',
  'license.commercial_rev_share_pct': 'rev_share',
  'license.territory': 'territory',
  'license.ai_learning_allowed': 'ai_learning_allowed',
  'price.amount': 'amount',
  'price.token': 'token_address',
  'price.token.address': 'token_address',
  price: 'amount',
};

/** The API's field errors mapped onto the form; the rest is shown above it. */
export function productServerProblems(fields: Record<string, string> | undefined) {
  const fieldOf = (name: string) =>
    serverFieldMap[name] ??
    ((productFields as readonly string[]).includes(name) ? (name as ProductField) : null);
  return serverProblems(fields, fieldOf, 'products.errors.slugTaken');
}

/** One field's new value, with the flavor's preset switches applied when the flavor changes. */
export function applyProductChange<F extends ProductField>(
  values: ProductFormValues,
  field: F,
  value: ProductFormValues[F],
): ProductFormValues {
  if (field === 'flavor') return withFlavor(values, value as LicenseFlavor);
  return { ...values, [field]: value };
}
