import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement, type ReactNode, useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
} from 'react-router-dom';
import { makeStore, rootReducer, type AppStore, type MakeStoreOptions } from '../src/app/store';
import { AppProviders } from '../src/app/providers';
import { appRoutes, AppRoutes } from '../src/app/router';
import { I18nProvider, loadMessages, localeForSurface, type Locale } from '../src/services/i18n';
import { surfaceOf } from '../src/services/routing';
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

/** Renders a component with a fresh real store (docs/architecture.md: never mocked hooks or selectors). */
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

/** What a test reads and drives of the router: the location, how it was reached, and navigation. */
export interface TestRouter {
  navigate: NavigateFunction;
  state: { location: Location; historyAction: NavigationType };
}

/** Reports the rendered router as the app's own screens see it, after each commit. */
function RouterProbe({
  onRender,
  routes,
}: {
  onRender: (router: TestRouter) => void;
  routes: RouteObject[];
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => {
    onRender({ navigate, state: { location, historyAction } });
  });
  return useRoutes(routes);
}

/**
 * Renders the app's real route table (or the given routes) at `path` with a fresh store, in the router mode the app
 * uses (declarative, src/app/router.tsx) over a memory history. Route modules are lazy, so await what the test
 * expects with `findBy…`; navigate inside `act`.
 */
export function renderRoute(
  path: string,
  { locale = 'en', routes = appRoutes, ...options }: ProviderOptions & { routes?: RouteObject[] } = {},
) {
  const store = makeTestStore(options);
  // Filled in by the first commit, which render() completes before it returns.
  const router = {} as TestRouter;
  const result = render(
    <Providers store={store} locale={locale}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe onRender={(current) => Object.assign(router, current)} routes={routes} />
      </MemoryRouter>
    </Providers>,
  );
  return { store, router, ...result };
}

/**
 * Renders the whole app at `path` as src/index.tsx mounts it, with `locale` chosen: the app's own locale provider
 * picks the locale the path's surface speaks (docs/product.md §4), loads its texts and sets `<html lang dir>`. For
 * the public pages in a locale beyond ko and en (e.g. Arabic, right to left).
 */
export async function renderApp(path: string, { locale, ...options }: ProviderOptions & { locale: Locale }) {
  // The visitor's choice of language, on the ui slice's own initial state.
  const ui = options.preloadedState?.ui ?? rootReducer(undefined, { type: 'tests/init' }).ui;
  const store = makeTestStore({
    ...options,
    preloadedState: { ...options.preloadedState, ui: { ...ui, locale } },
  });
  const shown = localeForSurface(locale, surfaceOf(path.split(/[?#]/)[0] ?? path));
  const messages = await loadMessages(shown);
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders store={store} initialLocale={{ locale: shown, messages }}>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
  return { store, ...result };
}
