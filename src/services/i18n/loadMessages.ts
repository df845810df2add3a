import { type Locale, type Messages } from './translate';

// The core texts of each locale are their own chunk (docs/performance.md: a locale other than the active one loads
// when chosen), so a first load carries the active locale's texts only. Beyond ko and en, a locale's chunk holds all
// its texts (locales/<locale>/index.ts), which bundles.tsx reads from the same chunk.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ko: () => import(/* webpackChunkName: "locale-ko" */ './locales/ko/core'),
  en: () => import(/* webpackChunkName: "locale-en" */ './locales/en/core'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar').then((m) => ({ default: m.core })),
  de: () => import(/* webpackChunkName: "locale-de" */ './locales/de').then((m) => ({ default: m.core })),
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es').then((m) => ({ default: m.core })),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr').then((m) => ({ default: m.core })),
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi').then((m) => ({ default: m.core })),
  id: () => import(/* webpackChunkName: "locale-id" */ './locales/id').then((m) => ({ default: m.core })),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './locales/ja').then((m) => ({ default: m.core })),
  ms: () => import(/* webpackChunkName: "locale-ms" */ './locales/ms').then((m) => ({ default: m.core })),
  pt: () => import(/* webpackChunkName: "locale-pt" */ './locales/pt').then((m) => ({ default: m.core })),
  ru: () => import(/* webpackChunkName: "locale-ru" */ './locales/ru').then((m) => ({ default: m.core })),
  th: () => import(/* webpackChunkName: "locale-th" */ './locales/th').then((m) => ({ default: m.core })),
  tr: () => import(/* webpackChunkName: "locale-tr" */ './locales/tr').then((m) => ({ default: m.core })),
  uk: () => import(/* webpackChunkName: "locale-uk" */ './locales/uk').then((m) => ({ default: m.core })),
  vi: () => import(/* webpackChunkName: "locale-vi" */ './locales/vi').then((m) => ({ default: m.core })),
  'zh-CN': () =>
    import(/* webpackChunkName: "locale-zh-CN" */ './locales/zh-CN').then((m) => ({ default: m.core })),
  'zh-HK': () =>
    import(/* webpackChunkName: "locale-zh-HK" */ './locales/zh-HK').then((m) => ({ default: m.core })),
  'zh-TW': () =>
    import(/* webpackChunkName: "locale-zh-TW" */ './locales/zh-TW').then((m) => ({ default: m.core })),
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
