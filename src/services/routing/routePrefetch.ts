// Links prefetch their route's chunk when they come near the viewport, on hover or on focus (SPEC.md §9).
// The router registers one loader per route; links only know their href.

type Loader = () => Promise<unknown>;

const loaders: { match: (pathname: string) => boolean; load: Loader }[] = [];
const started = new Set<Loader>();

export function registerRouteModule(match: (pathname: string) => boolean, load: Loader): void {
  loaders.push({ match, load });
}

export function prefetchRoute(href: string): void {
  const pathname = href.split(/[?#]/)[0] ?? href;
  const entry = loaders.find((candidate) => candidate.match(pathname));
  if (!entry || started.has(entry.load)) return;
  started.add(entry.load);
  entry.load().catch(() => {
    // A failed prefetch is retried by the real navigation, which shows its own error.
    started.delete(entry.load);
  });
}

/** SPEC.md §9: link prefetch margin. */
export const prefetchMarginPx = 200;
