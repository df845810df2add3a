import { useEffect } from 'react';
import { type RouteObject } from 'react-router-dom';
import { type Bundle, preloadBundles, Strings } from '../services/i18n';
import { firstScreenShown } from '../services/idle';
import { registerRouteModule, routePatterns } from '../services/routing';
import { RequireCompany, RequireSession } from './guards';
import { AppBrandLayout, AppHeaderLayout, AppSplitLayout } from './layouts';
import { RootLayout, RouteLoadingFallback } from './RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

// One route table (SPEC.md §2). Every screen is its own chunk, loaded on navigation or ahead of it by links.

type PageModule = { default: React.ComponentType };

/**
 * A lazy screen: its code and its texts (bundles) load together, on navigation or ahead of it when a link nears
 * the viewport (links find it by the route's own pattern), and the screen renders inside <Strings> with them.
 */
function page(load: () => Promise<PageModule>, pattern: string, bundles: Bundle[]) {
  const loadWithTexts = () => Promise.all([load(), preloadBundles(bundles)]).then(([module]) => module);
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

const lazyPages = {
  home: page(
    () => import(/* webpackChunkName: "route-home" */ '../features/home/pages/HomePage'),
    routePatterns.home,
    ['home', 'orders', 'forms'],
  ),
  orders: page(
    () => import(/* webpackChunkName: "route-orders" */ '../features/orders/pages/OrdersPage'),
    routePatterns.orders,
    ['orders', 'forms'],
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
                element: <AppSplitLayout />,
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
        element: <AppBrandLayout />,
        children: [{ path: routePatterns.storefront, lazy: lazyPages.storefront }],
      },
      {
        element: <AppHeaderLayout />,
        children: [{ path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
