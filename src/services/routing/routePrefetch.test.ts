import { routePatterns } from './paths';
import type * as RoutePrefetch from './routePrefetch';

type Prefetch = typeof RoutePrefetch;

/** A fresh registry per test: the real one lives for the page. */
function freshRegistry(): Prefetch {
  let registry: Prefetch | undefined;
  jest.isolateModules(() => {
    registry = jest.requireActual<Prefetch>('./routePrefetch');
  });
  if (!registry) throw new Error('not loaded');
  return registry;
}

function registerAll(registry: Prefetch) {
  const loads = Object.fromEntries(
    Object.entries(routePatterns).map(([name, pattern]) => {
      const load = jest.fn(() => Promise.resolve());
      registry.registerRouteModule(pattern, load);
      return [name, load];
    }),
  ) as Record<keyof typeof routePatterns, jest.Mock>;
  return loads;
}

describe('route prefetch', () => {
  it.each<[string, keyof typeof routePatterns]>([
    ['/', 'home'],
    ['/order?status=paid', 'orders'],
    ['/order/', 'orders'],
    ['/order/0b7c%2F1#top', 'order'],
    ['/product', 'products'],
    ['/product/abc', 'product'],
    ['/manage', 'manage'],
    ['/create?step=1', 'companyCreate'],
    ['/productcreate?step=1', 'productCreate'],
    ['/auth', 'auth'],
    ['/products/acme-studio', 'storefront'],
  ])('finds %s’s route (%s) by its pattern, as the router matches it', (href, name) => {
    const registry = freshRegistry();
    const loads = registerAll(registry);
    registry.prefetchRoute(href);
    const loaded = Object.entries(loads)
      .filter(([, load]) => load.mock.calls.length > 0)
      .map(([key]) => key);
    expect(loaded).toEqual([name]);
  });

  it('prefetches nothing for a path no route takes', () => {
    const registry = freshRegistry();
    const loads = registerAll(registry);
    for (const href of ['/order/a/b', '/products', '/products/acme/extra', '/nowhere'])
      registry.prefetchRoute(href);
    expect(Object.values(loads).every((load) => load.mock.calls.length === 0)).toBe(true);
  });

  it('loads a route once, and again after a failed attempt', async () => {
    const registry = freshRegistry();
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    registry.registerRouteModule(routePatterns.order, load);
    registry.prefetchRoute('/order/1');
    registry.prefetchRoute('/order/2');
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    registry.prefetchRoute('/order/3');
    registry.prefetchRoute('/order/4');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("starts the first screen's reads with its module's prefetchData, loading the module once", async () => {
    const registry = freshRegistry();
    const prefetchData = jest.fn();
    const load = jest.fn(() => Promise.resolve({ default: () => null, prefetchData }));
    registry.registerRouteModule(routePatterns.home, load);
    registry.prefetchRoute('/');
    const dispatch = jest.fn();
    const getState = () => ({ session: {} });
    registry.prefetchRouteData('/?tab=1', dispatch, getState);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetchData).toHaveBeenCalledWith(dispatch, getState, '/');
  });

  it('starts no reads for a screen without prefetchData, a failed load or a path no route takes', async () => {
    const registry = freshRegistry();
    const load = jest.fn(() => Promise.resolve({ default: () => null }));
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    registry.registerRouteModule(routePatterns.orders, load);
    registry.registerRouteModule(routePatterns.products, failing);
    const dispatch = jest.fn();
    for (const href of ['/order', '/product', '/nowhere'])
      registry.prefetchRouteData(href, dispatch, () => ({}));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
