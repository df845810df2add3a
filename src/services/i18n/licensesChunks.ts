import { type Locale, type Messages } from './translate';

// The texts of a licence's public verification page (docs/product.md §11.2), one chunk per locale. This table is a
// small chunk itself, loaded with the page (bundleLoaders.ts): the first load of /auth and of the brand page carries
// neither it nor the texts, in any locale. The chunks go unnamed: every name would sit in the first load's chunk map.

const pick = (m: { licenses: Messages }) => m.licenses;

export const licensesChunks: Record<Locale, () => Promise<Messages>> = {
  ko: () => import('./locales/ko/licenses').then(pick),
  en: () => import('./locales/en/licenses').then(pick),
  ar: () => import('./locales/ar/licenses').then(pick),
  de: () => import('./locales/de/licenses').then(pick),
  es: () => import('./locales/es/licenses').then(pick),
  fr: () => import('./locales/fr/licenses').then(pick),
  hi: () => import('./locales/hi/licenses').then(pick),
  id: () => import('./locales/id/licenses').then(pick),
  ja: () => import('./locales/ja/licenses').then(pick),
  ms: () => import('./locales/ms/licenses').then(pick),
  pt: () => import('./locales/pt/licenses').then(pick),
  ru: () => import('./locales/ru/licenses').then(pick),
  th: () => import('./locales/th/licenses').then(pick),
  tr: () => import('./locales/tr/licenses').then(pick),
  uk: () => import('./locales/uk/licenses').then(pick),
  vi: () => import('./locales/vi/licenses').then(pick),
  'zh-CN': () => import('./locales/zh-CN/licenses').then(pick),
  'zh-HK': () => import('./locales/zh-HK/licenses').then(pick),
  'zh-TW': () => import('./locales/zh-TW/licenses').then(pick),
};
