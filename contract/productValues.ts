// A product's categories, licence flavours, statuses and status moves (docs/product.md §8 Product): the API's schemas
// (contract/api/products.ts) and rules (server/src/products/products.ts) accept exactly these, and the SPA's screens
// offer them. Free of zod, so the SPA takes the lists themselves, not a copy.

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
export type ProductCategory = (typeof CATEGORIES)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type LicenseFlavor = (typeof LICENSE_FLAVORS)[number];

/** docs/product.md §8: draft → published ⇄ paused → archived (published may be archived directly too). */
export const PRODUCT_TRANSITIONS: Readonly<Record<ProductStatus, readonly ProductStatus[]>> = {
  draft: ['published'],
  published: ['paused', 'archived'],
  paused: ['published', 'archived'],
  archived: [],
};

/**
 * docs/product.md §8: without commercial use there is no revenue share, and without derivatives there is nothing to
 * share revenue from. The API refuses a share otherwise, the form offers it only then, and every page that shows a
 * licence's terms (brand page, verification page, certificate) shows it only then.
 */
export function revenueShareApplies(license: {
  commercial_use: boolean;
  derivatives_allowed: boolean;
}): boolean {
  return license.commercial_use && license.derivatives_allowed;
}

/** The revenue share a licence grants in percent (0 when it applies but none was set), or null when none applies. */
export function licenseRevenueShare(license: {
  commercial_use: boolean;
  derivatives_allowed: boolean;
  commercial_rev_share_pct: number | null;
}): number | null {
  return revenueShareApplies(license) ? (license.commercial_rev_share_pct ?? 0) : null;
}
