import { localeChunks } from './localeChunks';
import { type Locale, type Messages } from './translate';

// The core texts of each locale are their own chunk (docs/performance.md: a locale other than the active one loads
// when chosen), so a first load carries the active locale's texts only. Beyond ko and en, that chunk holds all the
// locale's texts (localeChunks.ts), which bundles.tsx reads from the same chunk.
function loadCore(locale: Locale): Promise<Messages> {
  if (locale === 'ko')
    return import(/* webpackChunkName: "locale-ko" */ './locales/ko/core').then((m) => m.default);
  if (locale === 'en')
    return import(/* webpackChunkName: "locale-en" */ './locales/en/core').then((m) => m.default);
  return localeChunks[locale]().then((m) => m.core);
}

const loaded = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = await loadCore(locale);
  loaded.set(locale, messages);
  return messages;
}

/** Messages already loaded for a locale, if any (lets a locale switch render without a flash). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
