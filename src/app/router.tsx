import { lazy, Suspense, useEffect } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { type Bundle, preloadBundles, Strings } from '../services/i18n';
import { firstScreenShown } from '../services/idle';
import { registerRouteModule, routePatterns } from '../services/routing';
import { RequireCompany, RequireSession } from './guards';
import { AppBrandLayout, AppHeaderLayout, AppSplitLayout } from './layouts';
import { RootLayout, RouteLoadingFallback } from './RootLayout';
import { NotFoundPage } from './NotFoundPage';

// One route table (docs/product.md §14). Every screen is its own chunk, loaded on navigation or ahead of it by links.
//
// The table is rendered by React Router's declarative mode (<BrowserRouter> and useRoutes), not its data router:
// nothing here uses loaders or actions (RTK Query owns the data), and the data router is 17 KiB gzip more on every
// first load, /auth's and the public page's included (docs/performance.md, budget b). Screens load with React.lazy
// inside a Suspense boundary of their own, and crashes are caught by RootLayout's error boundary.

type PageModule = { default: React.ComponentType };

/**
 * A lazy screen: its code and its texts (bundles) load together, on navigation or ahead of it when a link nears
 * the viewport (links find it by the route's own pattern), and the screen renders inside <Strings> with them. While
 * they load, the layout around it stays and the screen's place shows the loading state.
 */
function page(load: () => Promise<PageModule>, pattern: string, bundles: Bundle[]) {
  const loadWithTexts = () => Promise.all([load(), preloadBundles(bundles)]).then(([module]) => module);
  registerRouteModule(pattern, loadWithTexts);
  const Screen = lazy(loadWithTexts);
  return (
    <Suspense fallback={<RouteLoadingFallback />}>
      <Strings bundles={bundles}>
        <Screen />
        <FirstScreenReporter />
      </Strings>
    </Suspense>
  );
}

/** Tells start-up work waiting for the first screen (services/idle) that a screen is on the page. */
function FirstScreenReporter() {
  useEffect(firstScreenShown, []);
  return null;
}

const screens = {
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
    ['company', 'forms', 'webhooks', 'apiKeys'],
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
  // Public like the brand page (docs/product.md §11.2); its terms read in the storefront's words, which the brand
  // layout's navigation loads anyway.
  license: page(
    () =>
      import(/* webpackChunkName: "route-license" */ '../features/licenses/pages/LicenseVerificationPage'),
    routePatterns.license,
    ['licenses', 'storefront'],
  ),
};

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
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
                  { index: true, element: screens.home },
                  { path: routePatterns.orders, element: screens.orders },
                  { path: routePatterns.products, element: screens.products },
                  { path: routePatterns.manage, element: screens.manage },
                ],
              },
              {
                element: <AppHeaderLayout />,
                children: [
                  { path: routePatterns.order, element: screens.order },
                  { path: routePatterns.product, element: screens.product },
                  { path: routePatterns.productCreate, element: screens.productCreate },
                ],
              },
            ],
          },
          {
            element: <AppHeaderLayout />,
            children: [{ path: routePatterns.companyCreate, element: screens.companyCreate }],
          },
        ],
      },
      {
        element: <AppHeaderLayout full />,
        children: [{ path: routePatterns.auth, element: screens.auth }],
      },
      {
        element: <AppBrandLayout />,
        children: [
          { path: routePatterns.storefront, element: screens.storefront },
          { path: routePatterns.license, element: screens.license },
        ],
      },
      {
        element: <AppHeaderLayout />,
        children: [{ path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

/** The app's screens for the current location (App renders it inside <BrowserRouter>). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
