-- docs/product.md §9: product slugs keep non-Latin titles readable (a Korean title gives a Korean slug), so the
-- ASCII-only check of 001 goes. The full rule (lowercase letters of any script, marks and digits joined by single
-- hyphens, NFC) lives in contract/productSlug.ts, which the API applies; the database keeps what a URL fragment and
-- the `base-2, base-3…` numbering rely on: 1–64 characters, no whitespace, no ASCII punctuation or capitals, and no
-- leading, trailing or doubled hyphens. Every slug the old check allowed passes the new one. Company slugs keep
-- docs/product.md §8's ASCII rule.
ALTER TABLE products DROP CONSTRAINT products_slug_check;
ALTER TABLE products ADD CONSTRAINT products_slug_check CHECK (
  char_length(slug) BETWEEN 1 AND 64
  AND slug !~ '^-|-$|--'
  AND slug !~ '[\x01-\x2c\x2e\x2f\x3a-\x60\x7b-\x7f[:space:]]'
);
