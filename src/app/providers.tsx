import { type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import {
  I18nProvider,
  loadBundle,
  loadedMessages,
  loadMessages,
  mountedBundles,
  setActiveLocale,
  type Locale,
  type Messages,
} from '../services/i18n';
import { selectLocale } from '../features/ui';
import { useAppSelector } from './hooks';
import { type AppStore } from './store';

/** Renders in the chosen locale; a newly chosen one keeps the old texts until its chunk has loaded. */
function LocaleProvider({
  initial,
  children,
}: {
  initial: { locale: Locale; messages: Messages };
  children: ReactNode;
}) {
  const locale = useAppSelector(selectLocale);
  const [active, setActive] = useState(initial);

  useEffect(() => {
    let cancelled = false;
    const ready = loadedMessages(locale);
    const apply = (messages: Messages) => {
      if (!cancelled) setActive((current) => (current.locale === locale ? current : { locale, messages }));
    };
    // The screen's own texts load in the new locale before the switch, so no screen shows two languages at once.
    const screenTexts = Promise.all(mountedBundles().map((bundle) => loadBundle(bundle, locale)));
    if (ready)
      void screenTexts.then(
        () => apply(ready),
        () => apply(ready),
      );
    else
      void Promise.all([loadMessages(locale), screenTexts]).then(
        ([messages]) => apply(messages),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  setActiveLocale(active.locale);
  useEffect(() => {
    document.documentElement.lang = active.locale;
  }, [active.locale]);

  return (
    <I18nProvider locale={active.locale} messages={active.messages}>
      {children}
    </I18nProvider>
  );
}

export function AppProviders({
  store,
  initialLocale,
  children,
}: {
  store: AppStore;
  initialLocale: { locale: Locale; messages: Messages };
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <LocaleProvider initial={initialLocale}>{children}</LocaleProvider>
    </Provider>
  );
}
