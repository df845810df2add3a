/** A company slug the API could know (docs/product.md §8: `^[a-z0-9]+(-[a-z0-9]+)*$`, 3–64); others are not found. */
export function isStorefrontSlug(slug: string): boolean {
  return slug.length >= 3 && slug.length <= 64 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);
}

/**
 * The product a brand page link points at: `/products/{companySlug}#{productSlug}` (docs/product.md §9), the slug
 * percent-encoded in the link (Unicode slugs, contract/productSlug.ts) and read back here in its composed form.
 * A malformed escape or an empty fragment points at nothing.
 */
export function productSlugFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw).normalize('NFC');
  } catch {
    return null;
  }
}
