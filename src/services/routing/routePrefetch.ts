import { matchPath } from 'react-router-dom';
import { type FeatureDispatch } from '../hooks';

// Links prefetch their route's chunk when they come near the viewport, on hover or on focus (docs/product.md §21).
// The router registers one loader per route pattern; links only know their href.

type Loader = () => Promise<unknown>;

/**
 * What a screen's module may export beside its component: a start for the reads its first render will make, so they
 * need not wait for the guards above it (see prefetchRouteData).
 */
export type ScreenDataPrefetch = (
  dispatch: FeatureDispatch,
  getState: () => unknown,
  pathname: string,
) => void;

const loaders: { pattern: string; load: Loader }[] = [];
/** Loads started and not failed: a route's code and texts download once. */
const started = new Map<Loader, Promise<unknown>>();

/** `pattern` is the route's own (`routePatterns.order`), matched as the router matches it (matchPath). */
export function registerRouteModule(pattern: string, load: Loader): void {
  loaders.push({ pattern, load });
}

function startLoad(href: string): Promise<unknown> | null {
  const pathname = href.split(/[?#]/)[0] ?? href;
  const load = loaders.find((candidate) => matchPath(candidate.pattern, pathname) !== null)?.load;
  if (load === undefined) return null;
  let loading = started.get(load);
  if (loading === undefined) {
    loading = load();
    started.set(load, loading);
    // A failed prefetch is retried by the next one, or by the real navigation, which shows its own error.
    loading.catch(() => started.delete(load));
  }
  return loading;
}

export function prefetchRoute(href: string): void {
  startLoad(href)?.catch(() => undefined);
}

/**
 * The first screen's reads, started once the stored state is back (index.tsx): the screen's module loads (it usually
 * already is, see prefetchRoute) and its `prefetchData` export, if any, dispatches them.
 */
export function prefetchRouteData(href: string, dispatch: FeatureDispatch, getState: () => unknown): void {
  const pathname = href.split(/[?#]/)[0] ?? href;
  startLoad(href)
    ?.then((module) => {
      const prefetch = (module as { prefetchData?: unknown } | null)?.prefetchData;
      if (typeof prefetch === 'function') (prefetch as ScreenDataPrefetch)(dispatch, getState, pathname);
    })
    .catch(() => undefined);
}

/** docs/product.md §21: link prefetch margin. */
export const prefetchMarginPx = 200;
