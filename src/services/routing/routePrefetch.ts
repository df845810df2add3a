import { matchPath } from 'react-router-dom';

// Links prefetch their route's chunk when they come near the viewport, on hover or on focus (SPEC.md §9).
// The router registers one loader per route pattern; links only know their href.

type Loader = () => Promise<unknown>;

const loaders: { pattern: string; load: Loader }[] = [];
const started = new Set<Loader>();

/** `pattern` is the route's own (`routePatterns.order`), matched as the router matches it (matchPath). */
export function registerRouteModule(pattern: string, load: Loader): void {
  loaders.push({ pattern, load });
}

export function prefetchRoute(href: string): void {
  const pathname = href.split(/[?#]/)[0] ?? href;
  const entry = loaders.find((candidate) => matchPath(candidate.pattern, pathname) !== null);
  if (!entry || started.has(entry.load)) return;
  started.add(entry.load);
  entry.load().catch(() => {
    // A failed prefetch is retried by the real navigation, which shows its own error.
    started.delete(entry.load);
  });
}

/** SPEC.md §9: link prefetch margin. */
export const prefetchMarginPx = 200;
