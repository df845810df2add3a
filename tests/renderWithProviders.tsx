import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore, type MakeStoreOptions } from '../src/app/store';
import { appRoutes } from '../src/app/router';
import { I18nProvider, type Locale } from '../src/services/i18n';
import en from '../src/services/i18n/locales/en';
import ko from '../src/services/i18n/locales/ko';

export interface ProviderOptions extends MakeStoreOptions {
  store?: AppStore;
  locale?: Locale;
}

function makeTestStore({ store, preloadedState, extra }: ProviderOptions): AppStore {
  return store ?? makeStore({ preloadedState, extra: { reloadPage: jest.fn(), ...extra } });
}

function Providers({ store, locale, children }: { store: AppStore; locale: Locale; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider locale={locale} messages={locale === 'ko' ? ko : en}>
        {children}
      </I18nProvider>
    </Provider>
  );
}

/** Renders a component with a fresh real store (ARCHITECTURE.md: never mocked hooks or selectors). */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const store = makeTestStore(options);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Providers store={store} locale={locale}>
        {children}
      </Providers>
    ),
  });
  return { store, ...result };
}

/**
 * Renders the app's real route table (or the given routes) in a memory router at `path`, with a fresh store.
 * Route modules are lazy, so await what the test expects with `findBy…`.
 */
export function renderRoute(
  path: string,
  { locale = 'en', routes = appRoutes, ...options }: ProviderOptions & { routes?: RouteObject[] } = {},
) {
  const store = makeTestStore(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers store={store} locale={locale}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { store, router, ...result };
}
