import { type Locale, type Messages } from './translate';

// Each locale is its own chunk (issue 5: locales other than the active one load when first needed).
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ko: () => import(/* webpackChunkName: "locale-ko" */ './locales/ko'),
  en: () => import(/* webpackChunkName: "locale-en" */ './locales/en'),
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
