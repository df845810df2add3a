import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
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

/** The router's current path, without depending on the router's own types. */
export interface PathSource {
  subscribe: (listener: () => void) => () => void;
  state: { location: { pathname: string } };
}

/**
 * Renders in the chosen locale as the current surface speaks it (PRODUCT.md §4: the public brand page in every
 * locale, the dashboard in `ko` or `en`); a newly chosen one keeps the old texts until its chunk has loaded.
 */
function LocaleProvider({
  initial,
  paths,
  children,
}: {
  initial: { locale: Locale; messages: Messages };
  paths: PathSource;
  children: ReactNode;
}) {
  const pathname = useSyncExternalStore(paths.subscribe, () => paths.state.location.pathname);
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

export function AppProviders({
  store,
  initialLocale,
  paths,
  children,
}: {
  store: AppStore;
  initialLocale: { locale: Locale; messages: Messages };
  paths: PathSource;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <LocaleProvider initial={initialLocale} paths={paths}>
        {children}
      </LocaleProvider>
    </Provider>
  );
}
