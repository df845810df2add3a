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
