// The public brand page's data (GET companies/licensor-info/?slug=, docs/product.md §7–§9) and the buyer's view of an
// order (POST products/orders/ and …/pay/): the types come from the API contract (contract/api/) as `import type`,
// so no schema code reaches the bundle.
import type { Page } from '../../../contract/api/fields';
import type { LicensorInfo as ApiLicensorInfo, PublicCompany } from '../../../contract/api/companies';
import type {
  BuyerLicenseTokens as ApiBuyerLicenseTokens,
  BuyerOrder as ApiBuyerOrder,
  OrderCreate,
  OrderStatus,
  OwnOrder,
} from '../../../contract/api/orders';
import type {
  License,
  LicenseFlavor as ApiLicenseFlavor,
  PublicProduct,
} from '../../../contract/api/products';

export type StorefrontCompany = PublicCompany;
export type LicenseFlavor = ApiLicenseFlavor;
export type StorefrontLicense = License;
/** The page lists published and paused products; paused ones cannot be bought right now. */
export type StorefrontProduct = PublicProduct;
/** A page of the brand's products: 50 a page, `next` the URL of the following one (docs/product.md §7). */
export type StorefrontProductsPage = Page<StorefrontProduct>;
export type LicensorInfo = ApiLicensorInfo;
export type BuyerOrderStatus = OrderStatus;
export type BuyerOrder = ApiBuyerOrder;
/** Licence tokens minted for one of the buyer's orders (docs/product.md §10.3). */
export type BuyerLicenseTokens = ApiBuyerLicenseTokens;
/** One of the buyer's own orders, with its licence tokens once minted. */
export type BuyerOwnOrder = OwnOrder;
/** `GET products/orders/mine/`: the buyer's own orders. */
export type BuyerOrdersPage = Page<BuyerOwnOrder>;
/**
 * The signed-in wallet is the buyer; the server answers 403 if buyer_address is another wallet's (docs/product.md §7).
 */
export type CreateOrderRequest = OrderCreate;
