import { type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router-dom';
import {
  I18nProvider,
  loadBundle,
  loadedMessages,
  loadMessages,
  mountedBundles,
  directionOf,
  localeForSurface,
  setActiveLocale,
  type Locale,
  type Messages,
} from '../services/i18n';
import { surfaceOf } from '../services/routing';
import { selectLocale } from '../features/ui';
import { useAppSelector } from './hooks';
import { type AppStore } from './store';

/**
 * Renders in the chosen locale as the current surface speaks it (docs/product.md §4: the public brand page in every
 * locale, the dashboard in `ko` or `en`); a newly chosen one keeps the old texts until its chunk has loaded.
 */
function LocaleProvider({
  initial,
  children,
}: {
  initial: { locale: Locale; messages: Messages };
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const locale = localeForSurface(useAppSelector(selectLocale), surfaceOf(pathname));
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
    document.documentElement.dir = directionOf(active.locale);
  }, [active.locale]);

  return (
    <I18nProvider locale={active.locale} messages={active.messages}>
      {children}
    </I18nProvider>
  );
}

/** The store and the texts, inside the router: the locale depends on the surface the path is on. */
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
