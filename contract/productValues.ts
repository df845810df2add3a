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
