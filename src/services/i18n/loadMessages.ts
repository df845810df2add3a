import { type Locale, type Messages } from './translate';

// The core texts of each locale are their own chunk (docs/performance.md: a locale other than the active one loads when chosen).
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ko: () => import(/* webpackChunkName: "locale-ko" */ './locales/ko/core'),
  en: () => import(/* webpackChunkName: "locale-en" */ './locales/en/core'),
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
