// The public brand page's path, `/products/{companySlug}` (docs/product.md §9), without zod so the SPA's first chunk
// can use it. The SPA tells the page's surface (every locale of the wallet kit) by it, and the API hints the brand's
// data on the page's document by it: one pattern, so the hint cannot drift from the page it is for.

const brandPagePattern = /^\/products\/([^/]+)\/?$/;

/** The company slug of a brand page's path as it stands in the URL (still percent-encoded), else null. */
export function brandPageSlugOf(pathname: string): string | null {
  return brandPagePattern.exec(pathname)?.[1] ?? null;
}
