import { type Locale, type Messages } from './translate';

// The core texts of each locale are their own chunk (docs/performance.md: a locale other than the active one loads
// when chosen), so a first load carries the active locale's texts only.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ko: () => import(/* webpackChunkName: "locale-ko" */ './locales/ko/core'),
  en: () => import(/* webpackChunkName: "locale-en" */ './locales/en/core'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar/core'),
  de: () => import(/* webpackChunkName: "locale-de" */ './locales/de/core'),
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es/core'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr/core'),
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi/core'),
  id: () => import(/* webpackChunkName: "locale-id" */ './locales/id/core'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './locales/ja/core'),
  ms: () => import(/* webpackChunkName: "locale-ms" */ './locales/ms/core'),
  pt: () => import(/* webpackChunkName: "locale-pt" */ './locales/pt/core'),
  ru: () => import(/* webpackChunkName: "locale-ru" */ './locales/ru/core'),
  th: () => import(/* webpackChunkName: "locale-th" */ './locales/th/core'),
  tr: () => import(/* webpackChunkName: "locale-tr" */ './locales/tr/core'),
  uk: () => import(/* webpackChunkName: "locale-uk" */ './locales/uk/core'),
  vi: () => import(/* webpackChunkName: "locale-vi" */ './locales/vi/core'),
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN" */ './locales/zh-CN/core'),
  'zh-HK': () => import(/* webpackChunkName: "locale-zh-HK" */ './locales/zh-HK/core'),
  'zh-TW': () => import(/* webpackChunkName: "locale-zh-TW" */ './locales/zh-TW/core'),
};

const loaded = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = (await loaders[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

/** Messages already loaded for a locale, if any (lets a locale switch render without a flash). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
