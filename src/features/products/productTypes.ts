// Products as the API takes and sends them: the types come from the API contract (contract/api/products.ts,
// docs/product.md §7–§8) as `import type`, so no schema code reaches the bundle.
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
import { PRODUCT_TRANSITIONS } from '../../../contract/productValues';

export type ProductCategory = ApiProductCategory;
export type LicenseFlavor = ApiLicenseFlavor;
export type ProductStatus = ApiProductStatus;
// The values the screens offer are the contract's own lists (contract/productValues.ts holds no schema code).
export {
  CATEGORIES as productCategories,
  LICENSE_FLAVORS as licenseFlavors,
  PRODUCT_STATUSES as productStatuses,
  revenueShareApplies,
} from '../../../contract/productValues';

export type License = ApiLicense;
export type TokenRef = ApiTokenRef;
export type Product = ApiProduct;

/** GET config/ (public): the chain and the stablecoins a price may be set in. */
export type PaymentConfig = AcceptedTokensConfig;

/** Lists (docs/product.md §7): `?page=&page_size=` → `{count, next, previous, results}`. */
export type Page<T> = ApiPage<T>;

/** POST products/products/ as the form sends it. */
export type ProductInput = ProductCreate;

/** PATCH products/products/{id}/: any subset; status moves along the allowed transitions. */
export type ProductChanges = ProductUpdate;

/** docs/product.md §8 status moves: the API contract's table, the same one the server allows. */
export const productTransitions = PRODUCT_TRANSITIONS;

export function canChangeStatus(from: ProductStatus, to: ProductStatus): boolean {
  return productTransitions[from].includes(to);
}
