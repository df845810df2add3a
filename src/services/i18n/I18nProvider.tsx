import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatDateTime, formatNumber } from '../intl';
import { type Locale, type Messages, type TranslationParams, intlTags, translate } from './translate';

export interface I18n {
  locale: Locale;
  /** The locale's BCP 47 tag for Intl (dates, numbers, amounts). */
  intlTag: string;
  /** Every text available here (the core texts plus any bundles a surrounding <Strings> added). */
  messages: Messages;
  t: (key: string, params?: TranslationParams) => string;
  formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) => string;
  formatDate: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) => string;
}

const defaultDateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function createI18n(locale: Locale, messages: Messages): I18n {
  const tag = intlTags[locale];
  return {
    locale,
    intlTag: tag,
    messages,
    t: (key, params) => translate(locale, messages, key, params),
    formatNumber: (value, options) => formatNumber(tag, value, options),
    formatDate: (value, options = defaultDateFormat) => formatDateTime(tag, new Date(value), options),
  };
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used within I18nProvider');
  return i18n;
}

/** The translate function of the active locale. */
export function useT(): I18n['t'] {
  return useI18n().t;
}
