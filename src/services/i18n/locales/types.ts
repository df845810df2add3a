/**
 * A locale beyond `ko` and `en` for a namespace of `en`: no key `en` lacks (an extra key is a type error). A key it
 * lacks renders the missing-translation marker of docs/product.md §5; locales.test.ts lists every such key per
 * locale, so a key added to `en` is easy to fill in the other locales.
 */
export type Translation<T> = { readonly [K in keyof T]?: string };
