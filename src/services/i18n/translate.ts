export const locales = ['ko', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ko';

export type Messages = Readonly<Record<string, string>>;
export type TranslationParams = Record<string, string | number>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Looks a key up and fills `{name}` placeholders. A key the catalogue lacks renders the marker of PRODUCT.md §5
 * instead of failing, so a forgotten string is visible rather than fatal.
 */
export function translate(
  locale: Locale,
  messages: Messages,
  key: string,
  params?: TranslationParams,
): string {
  const template = messages[key];
  if (template === undefined) return `[missing: "${locale}.${key}" translation]`;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : placeholder,
  );
}
