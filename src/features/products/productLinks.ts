import { paths } from '../../services/routing';

/**
 * A product on its company's public brand page (docs/product.md §9 /products/{companySlug}): the brand page with the
 * product's slug as the fragment, so the storefront can scroll to the product's card (id = product slug).
 */
export function productPublicPath(companySlug: string, productSlug: string): string {
  return paths.storefrontProduct(companySlug, productSlug);
}

export function productPublicUrl(companySlug: string, productSlug: string): string {
  return `${window.location.origin}${productPublicPath(companySlug, productSlug)}`;
}
