// Every route's path and href builder (docs/product.md §14). Features link through these, never through literals.
import { brandPageSlugOf } from '../../../contract/brandPagePath';

export type WizardStep = 1 | 2 | 3;

export const paths = {
  home: '/',
  orders: '/order',
  order: (orderId: string) => `/order/${encodeURIComponent(orderId)}`,
  products: '/product',
  product: (productId: string) => `/product/${encodeURIComponent(productId)}`,
  manage: '/manage',
  companyCreate: (step: WizardStep = 1) => `/create?step=${step}`,
  productCreate: (step: WizardStep = 1) => `/productcreate?step=${step}`,
  auth: '/auth',
  storefront: (companySlug: string) => `/products/${encodeURIComponent(companySlug)}`,
  /**
   * A product on its company's brand page: the page with the product's slug as the fragment, so the page scrolls to
   * the product's card (docs/product.md §9 `#{productSlug}`; Unicode slugs percent-encoded).
   */
  storefrontProduct: (companySlug: string, productSlug: string) =>
    `/products/${encodeURIComponent(companySlug)}#${encodeURIComponent(productSlug)}`,
  /** The public verification page of one licence token (docs/product.md §11.2), linked from My orders and /order/{id}. */
  license: (tokenId: string) => `/licenses/${encodeURIComponent(tokenId)}`,
} as const;

/** Route patterns, for the route table. */
export const routePatterns = {
  home: '/',
  orders: '/order',
  order: '/order/:orderId',
  products: '/product',
  product: '/product/:productId',
  manage: '/manage',
  companyCreate: '/create',
  productCreate: '/productcreate',
  auth: '/auth',
  storefront: '/products/:companySlug',
  license: '/licenses/:tokenId',
} as const;

/** Reads `?step=` of a wizard; anything but 1, 2 or 3 is step 1. */
export function wizardStep(search: string | URLSearchParams): WizardStep {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const step = Number(params.get('step'));
  return step === 2 || step === 3 ? step : 1;
}

const licensePagePattern = /^\/licenses\/[^/]+\/?$/;

/**
 * Which surface a path belongs to: the public brand page and a licence's public verification page speak every locale
 * of the wallet kit, the licensor dashboard (everything else) only `ko` and `en` (docs/product.md §4, §11.2).
 */
export function surfaceOf(pathname: string): 'public' | 'dashboard' {
  return brandPageSlugOf(pathname) !== null || licensePagePattern.test(pathname) ? 'public' : 'dashboard';
}
