// Products as the API takes and sends them: the types come from the API contract (contract/api/products.ts, PRODUCT.md
// §7–§8) as `import type`, so no schema code reaches the bundle. The lists below are the values the screens offer;
// `satisfies` and the checks after them keep each list exactly the contract's.
import type {
  LicenseFlavor as ApiLicenseFlavor,
  License as ApiLicense,
  Product as ApiProduct,
  ProductCategory as ApiProductCategory,
  ProductCreate,
  ProductStatus as ApiProductStatus,
  ProductUpdate,
  TokenRef as ApiTokenRef,
} from '../../../contract/api/products';
import type { Page as ApiPage } from '../../../contract/api/fields';
import type { AcceptedTokensConfig } from '../../../contract/api/config';

/** True only when the two types are the same set. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type ProductCategory = ApiProductCategory;
export const productCategories = [
  'image',
  'audio',
  'video',
  'character',
  'text',
  'software',
  'dataset',
  'brand',
  'other',
] as const satisfies readonly ProductCategory[];

export type LicenseFlavor = ApiLicenseFlavor;
export const licenseFlavors = [
  'non_commercial_remix',
  'commercial_use',
  'commercial_remix',
  'custom',
] as const satisfies readonly LicenseFlavor[];

export type ProductStatus = ApiProductStatus;
export const productStatuses = [
  'draft',
  'published',
  'paused',
  'archived',
] as const satisfies readonly ProductStatus[];

// Every value of the contract is offered (a new category in the contract fails the type check here).
const everyValue: [
  Same<(typeof productCategories)[number], ProductCategory>,
  Same<(typeof licenseFlavors)[number], LicenseFlavor>,
  Same<(typeof productStatuses)[number], ProductStatus>,
] = [true, true, true];
void everyValue;

export type License = ApiLicense;
export type TokenRef = ApiTokenRef;
export type Product = ApiProduct;

/** GET config/ (public): the chain and the stablecoins a price may be set in. */
export type PaymentConfig = AcceptedTokensConfig;

/** Lists (PRODUCT.md §7): `?page=&page_size=` → `{count, next, previous, results}`. */
export type Page<T> = ApiPage<T>;

/** POST products/products/ as the form sends it. */
export type ProductInput = ProductCreate;

/** PATCH products/products/{id}/: any subset; status moves along the allowed transitions. */
export type ProductChanges = ProductUpdate;

/** PRODUCT.md §8: draft → published ⇄ paused → archived (published may be archived directly too). */
export const productTransitions: Record<ProductStatus, readonly ProductStatus[]> = {
  draft: ['published'],
  published: ['paused', 'archived'],
  paused: ['published', 'archived'],
  archived: [],
};

export function canChangeStatus(from: ProductStatus, to: ProductStatus): boolean {
  return productTransitions[from].includes(to);
}
