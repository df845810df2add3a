/** A company slug the API could know (PRODUCT.md §8: `^[a-z0-9]+(-[a-z0-9]+)*$`, 3–64); others are not found. */
export function isStorefrontSlug(slug: string): boolean {
  return slug.length >= 3 && slug.length <= 64 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);
}
