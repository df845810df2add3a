import { useEffect } from 'react';
import { type RouteObject } from 'react-router-dom';
import { type Bundle, preloadBundles, Strings } from '../services/i18n';
import { firstScreenShown } from '../services/idle';
import { registerRouteModule, routePatterns } from '../services/routing';
import { RequireCompany, RequireSession } from './guards';
import { AppHeaderLayout } from './layouts';
import { RootLayout, RouteLoadingFallback } from './RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

// One route table (SPEC.md §2). Every screen is its own chunk, loaded on navigation or ahead of it by links.

type PageModule = { default: React.ComponentType };

/**
 * A lazy screen: its code and its texts (bundles) load together, on navigation or ahead of it when a link nears
 * the viewport (links find it by the route's own pattern), and the screen renders inside <Strings> with them.
 */
function page(
  load: () => Promise<PageModule>,
  pattern: string,
  bundles: Bundle[],
  /** The screen's layout when it loads on its own (layoutRoute): a link near the viewport fetches it too. */
  layout?: () => Promise<unknown>,
) {
  const loadWithTexts = () =>
    Promise.all([load(), preloadBundles(bundles), layout?.()]).then(([module]) => module);
  registerRouteModule(pattern, loadWithTexts);
  return async () => {
    const { default: Screen } = await loadWithTexts();
    return {
      Component: function ScreenWithTexts() {
        return (
          <Strings bundles={bundles}>
            <Screen />
            <FirstScreenReporter />
          </Strings>
        );
      },
    };
  };
}

/** Tells start-up work waiting for the first screen (services/idle) that a screen is on the page. */
function FirstScreenReporter() {
  useEffect(firstScreenShown, []);
  return null;
}

/**
 * A layout that is not in the first load: the licensor's navigation and the storefront's brand bar are not needed
 * to show /auth, so each loads with the first screen that uses it, in parallel with that screen's own chunk.
 */
function layoutRoute(load: () => Promise<React.ComponentType>) {
  return async () => ({ Component: await load() });
}

const loadSplitLayout = () => import(/* webpackChunkName: "layout-split" */ './splitLayout');
const loadBrandLayout = () => import(/* webpackChunkName: "layout-brand" */ './brandLayout');

const lazyPages = {
  home: page(
    () => import(/* webpackChunkName: "route-home" */ '../features/home/pages/HomePage'),
    routePatterns.home,
    ['home', 'orders', 'forms'],
    loadSplitLayout,
  ),
  orders: page(
    () => import(/* webpackChunkName: "route-orders" */ '../features/orders/pages/OrdersPage'),
    routePatterns.orders,
    ['orders', 'forms'],
    loadSplitLayout,
  ),
  order: page(
    () => import(/* webpackChunkName: "route-order" */ '../features/orders/pages/OrderDetailPage'),
    routePatterns.order,
    ['orders', 'forms'],
  ),
  products: page(
    () => import(/* webpackChunkName: "route-products" */ '../features/products/pages/ProductsPage'),
    routePatterns.products,
    ['products', 'forms'],
    loadSplitLayout,
  ),
  product: page(
    () => import(/* webpackChunkName: "route-product" */ '../features/products/pages/ProductDetailPage'),
    routePatterns.product,
    ['products', 'forms'],
  ),
  manage: page(
    () => import(/* webpackChunkName: "route-manage" */ '../features/company/pages/ManagePage'),
    routePatterns.manage,
    ['company', 'forms'],
    loadSplitLayout,
  ),
  companyCreate: page(
    () => import(/* webpackChunkName: "route-create" */ '../features/company/pages/CompanyCreatePage'),
    routePatterns.companyCreate,
    ['company', 'forms'],
  ),
  productCreate: page(
    () =>
      import(/* webpackChunkName: "route-productcreate" */ '../features/products/pages/ProductCreatePage'),
    routePatterns.productCreate,
    ['products', 'forms'],
  ),
  auth: page(
    () => import(/* webpackChunkName: "route-auth" */ '../features/wallet/pages/AuthPage'),
    routePatterns.auth,
    [],
  ),
  storefront: page(
    () => import(/* webpackChunkName: "route-storefront" */ '../features/storefront/pages/StorefrontPage'),
    routePatterns.storefront,
    ['storefront', 'forms'],
    loadBrandLayout,
  ),
};

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // The first screen's chunk is still loading.
    hydrateFallbackElement: <RouteLoadingFallback />,
    children: [
      {
        element: <RequireSession />,
        children: [
          {
            element: <RequireCompany />,
            children: [
              {
                lazy: layoutRoute(() => loadSplitLayout().then((module) => module.AppSplitLayout)),
                children: [
                  { index: true, lazy: lazyPages.home },
                  { path: routePatterns.orders, lazy: lazyPages.orders },
                  { path: routePatterns.products, lazy: lazyPages.products },
                  { path: routePatterns.manage, lazy: lazyPages.manage },
                ],
              },
              {
                element: <AppHeaderLayout />,
                children: [
                  { path: routePatterns.order, lazy: lazyPages.order },
                  { path: routePatterns.product, lazy: lazyPages.product },
                  { path: routePatterns.productCreate, lazy: lazyPages.productCreate },
                ],
              },
            ],
          },
          {
            element: <AppHeaderLayout />,
            children: [{ path: routePatterns.companyCreate, lazy: lazyPages.companyCreate }],
          },
        ],
      },
      {
        element: <AppHeaderLayout full />,
        children: [{ path: routePatterns.auth, lazy: lazyPages.auth }],
      },
      {
        lazy: layoutRoute(() => loadBrandLayout().then((module) => module.AppBrandLayout)),
        children: [{ path: routePatterns.storefront, lazy: lazyPages.storefront }],
      },
      {
        element: <AppHeaderLayout />,
        children: [{ path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
