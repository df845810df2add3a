import type * as Arabic from './locales/ar';
import { type DashboardLocale, type Locale } from './translate';

// Beyond ko and en, everything a locale has (the public brand page and the wallet dialogs, docs/product.md §4) is one
// chunk, `locale-<locale>`: only that page speaks it, and one download compresses better than five. The core texts
// (loadMessages.ts) and the screen bundles (bundles.tsx) read the same chunk through this one table.

export type ChunkLocale = Exclude<Locale, DashboardLocale>;
/** Every locale's chunk has the same parts (locales/<locale>/index.ts); Arabic's stands for them all. */
export type LocaleChunk = typeof Arabic;

export const localeChunks: Record<ChunkLocale, () => Promise<LocaleChunk>> = {
  ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar'),
  de: () => import(/* webpackChunkName: "locale-de" */ './locales/de'),
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr'),
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  id: () => import(/* webpackChunkName: "locale-id" */ './locales/id'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './locales/ja'),
  ms: () => import(/* webpackChunkName: "locale-ms" */ './locales/ms'),
  pt: () => import(/* webpackChunkName: "locale-pt" */ './locales/pt'),
  ru: () => import(/* webpackChunkName: "locale-ru" */ './locales/ru'),
  th: () => import(/* webpackChunkName: "locale-th" */ './locales/th'),
  tr: () => import(/* webpackChunkName: "locale-tr" */ './locales/tr'),
  uk: () => import(/* webpackChunkName: "locale-uk" */ './locales/uk'),
  vi: () => import(/* webpackChunkName: "locale-vi" */ './locales/vi'),
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN" */ './locales/zh-CN'),
  'zh-HK': () => import(/* webpackChunkName: "locale-zh-HK" */ './locales/zh-HK'),
  'zh-TW': () => import(/* webpackChunkName: "locale-zh-TW" */ './locales/zh-TW'),
};
