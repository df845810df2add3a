import { type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { I18nProvider, loadedMessages, loadMessages, type Locale, type Messages } from '../services/i18n';
import { selectLocale } from '../features/ui/uiSlice';
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
    if (ready) apply(ready);
    else void loadMessages(locale).then(apply, () => undefined);
    return () => {
      cancelled = true;
    };
  }, [locale]);

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
