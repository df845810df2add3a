// The wallet kit's locales (docs/product.md §4), without zod so the SPA's first chunk can use them: `ko` and `en`
// cover every screen; the others cover the public pages and the wallet dialogs. The API reads the same list for the
// language an order was placed in, which its mails to the buyer speak (docs/product.md §11.3).
export const LOCALES = [
  'ko',
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'hi',
  'id',
  'ja',
  'ms',
  'pt',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;
export type Locale = (typeof LOCALES)[number];

/** The locales the licensor dashboard speaks (docs/product.md §4: every other one falls back to `en` there). */
export const DASHBOARD_LOCALES = ['ko', 'en'] as const satisfies readonly Locale[];
export type DashboardLocale = (typeof DASHBOARD_LOCALES)[number];
