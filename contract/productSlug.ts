// A product's slug: its part of the public link `/products/{companySlug}#{productSlug}` (docs/product.md §9). Product
// slugs keep non-Latin titles readable, so a Korean or Japanese title gives a Korean or Japanese slug, never a
// generic `product`. Company slugs keep docs/product.md §8's ASCII rule: they are a path segment people type.
//
// One rule for the API (validation, the slug made from a title) and the SPA (the product form, the brand page's
// anchor). The database holds a looser check of the same shape (migration 009): no spaces, ASCII punctuation or
// leading, trailing or doubled hyphens.

/** Letters (lower case or caseless, any script), combining marks and digits, in groups joined by single hyphens. */
const productSlugPattern = /^[\p{Ll}\p{Lm}\p{Lo}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lm}\p{Lo}\p{M}\p{N}]+)*$/u;
const notSlugText = /[^\p{L}\p{M}\p{N}]+/gu;

/** docs/product.md §8: at most 64 characters, counted as the database counts them (code points, not UTF-16 units). */
export const productSlugMax = 64;
/** A slug made from a title stays shorter, leaving room for the `-2`, `-3`… that keep it unique per company. */
const madeSlugMax = 48;

export function slugLength(slug: string): number {
  return Array.from(slug).length;
}

/**
 * A valid product slug: the pattern above, in Unicode's composed form (NFC, so one title never has two slugs
 * that look the same), 1–64 characters. Every slug of the earlier ASCII rule is still one.
 */
export function isProductSlug(slug: string): boolean {
  const length = slugLength(slug);
  return (
    length >= 1 && length <= productSlugMax && slug.normalize('NFC') === slug && productSlugPattern.test(slug)
  );
}

/**
 * The slug made from a title: compatibility forms folded (full-width Latin, half-width katakana), Latin accents
 * dropped as before (`Café` → `cafe`), letters lower-cased, anything that is not a letter, mark or digit a single
 * hyphen. A title with no letter or digit at all (only symbols) takes `fallback`, the product's category.
 */
export function slugifyProductTitle(title: string, fallback: string): string {
  const words = title
    .normalize('NFKD')
    // Only the Latin combining accents: marks of other scripts (Hindi vowel signs, Thai tones, kana voicing) are
    // part of the letter and are recomposed below.
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(notSlugText, '-')
    .replace(/^-+|-+$/g, '');
  const slug = Array.from(words).slice(0, madeSlugMax).join('').replace(/-+$/, '');
  // An upper-case letter with no lower-case form, or a stray mark at the start, would fail the rule.
  return isProductSlug(slug) ? slug : fallback;
}
