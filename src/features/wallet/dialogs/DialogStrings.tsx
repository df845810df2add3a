import { type ReactNode, use } from 'react';
import { I18nProvider, loadMessages, type Locale, type Messages, useI18n } from '../../../services/i18n';

// The wallet dialogs' texts (namespaces walletDialogs and transactions) are not in the locale chunk: they load with
// the first dialog, per locale, and are merged over the app's messages for everything rendered inside a dialog.

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "wallet-strings-en" */ '../../../services/i18n/locales/en/walletDialogs'),
      import(/* webpackChunkName: "wallet-strings-en" */ '../../../services/i18n/locales/en/transactions'),
    ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
  ko: () =>
    Promise.all([
      import(/* webpackChunkName: "wallet-strings-ko" */ '../../../services/i18n/locales/ko/walletDialogs'),
      import(/* webpackChunkName: "wallet-strings-ko" */ '../../../services/i18n/locales/ko/transactions'),
    ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
};

const cache = new Map<Locale, Promise<Messages>>();

/** The app's messages of `locale` with the dialogs' own; one promise per locale, so `use()` can suspend on it. */
export function dialogMessages(locale: Locale): Promise<Messages> {
  let promise = cache.get(locale);
  if (!promise) {
    const loading: Promise<Messages> & { status?: string; value?: Messages } = Promise.all([
      loadMessages(locale),
      loaders[locale](),
    ]).then(([app, dialogs]) => ({ ...app, ...dialogs }));
    // Marked as React reads settled thenables, so `use()` of a loaded locale renders at once instead of suspending.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => cache.delete(locale), // a failed chunk load may be retried by the next render
    );
    promise = loading;
    cache.set(locale, promise);
  }
  return promise;
}

/** Suspends until the dialogs' texts of the active locale are loaded, then provides them to `useT()`. */
export function DialogStrings({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const messages = use(dialogMessages(locale));
  return (
    <I18nProvider locale={locale} messages={messages}>
      {children}
    </I18nProvider>
  );
}
