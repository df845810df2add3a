// The wallet kit's locales (docs/product.md §4), listed once in contract/locales.ts, which the API reads too.
import { DASHBOARD_LOCALES, LOCALES, type DashboardLocale, type Locale } from '../../../contract/locales';

export type { DashboardLocale, Locale };
export const locales = LOCALES;
export const defaultLocale: Locale = 'ko';

/** The locales the licensor dashboard speaks (docs/product.md §4: every other one falls back to `en` there). */
export const dashboardLocales = DASHBOARD_LOCALES;

/** Locales written right to left: the page gets `dir="rtl"` in them. */
const rightToLeft: ReadonlySet<Locale> = new Set<Locale>(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isDashboardLocale(value: Locale): value is DashboardLocale {
  return (dashboardLocales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The locale a surface renders in: the public brand page (and its wallet dialogs) speaks every locale, the dashboard
 * only `ko` and `en`, with `en` for the rest (docs/product.md §4).
 */
export function localeForSurface(chosen: Locale, surface: 'public' | 'dashboard'): Locale {
  return surface === 'public' || isDashboardLocale(chosen) ? chosen : 'en';
}

/** Each locale named in its own language, for the language switch (shown with a `lang` of its own). */
export const localeNames: Record<Locale, string> = {
  ko: '한국어',
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ms: 'Bahasa Melayu',
  pt: 'Português',
  ru: 'Русский',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'zh-TW': '繁體中文（台灣）',
};

/** The BCP 47 tag handed to Intl for dates, numbers and amounts in each locale. */
export const intlTags: Record<Locale, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  ar: 'ar',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  hi: 'hi-IN',
  id: 'id-ID',
  ja: 'ja-JP',
  ms: 'ms-MY',
  pt: 'pt-BR',
  ru: 'ru-RU',
  th: 'th-TH',
  tr: 'tr-TR',
  uk: 'uk-UA',
  vi: 'vi-VN',
  'zh-CN': 'zh-CN',
  'zh-HK': 'zh-HK',
  'zh-TW': 'zh-TW',
};

// Chinese script and region tags a browser may send, to the kit's three Chinese locales.
const chineseVariants: Record<string, Locale> = {
  zh: 'zh-CN',
  'zh-cn': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-hans-cn': 'zh-CN',
  'zh-hans-sg': 'zh-CN',
  'zh-hk': 'zh-HK',
  'zh-mo': 'zh-HK',
  'zh-hant-hk': 'zh-HK',
  'zh-hant-mo': 'zh-HK',
  'zh-tw': 'zh-TW',
  'zh-hant': 'zh-TW',
  'zh-hant-tw': 'zh-TW',
};

/**
 * The first of the browser's languages (navigator.languages, most preferred first) the product speaks, matched by
 * full tag and then by language (`pt-PT` → `pt`, `en-GB` → `en`, `zh-Hant` → `zh-TW`); `ko` when none is
 * (docs/product.md §4: absent a choice, the browser's language when supported, else `ko`).
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const raw of languages) {
    const tag = raw.trim().toLowerCase().replace(/_/g, '-');
    if (!tag) continue;
    const language = tag.split('-')[0] ?? '';
    if (language === 'zh') {
      const found =
        chineseVariants[tag] ??
        (tag.includes('-hant') ? 'zh-TW' : tag.includes('-hans') ? 'zh-CN' : chineseVariants.zh);
      if (found) return found;
    }
    const exact = locales.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const byLanguage = locales.find((locale) => locale === language);
    if (byLanguage) return byLanguage;
  }
  return defaultLocale;
}

export type Messages = Readonly<Record<string, string>>;
export type TranslationParams = Record<string, string | number>;

/**
 * Looks a key up and fills `{name}` placeholders. A key the catalogue lacks renders the marker of docs/product.md §5
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
