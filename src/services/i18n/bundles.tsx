import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nProvider, useI18n } from './I18nProvider';
import { type Bundle, loaderOf } from './bundleLoaders';
import { type Locale, type Messages } from './translate';

// Screen texts beyond the core chunk: each bundle is a chunk per locale, loaded with the screens that use it. The
// router starts the load together with the screen's code (preloadBundles), so a screen renders with its texts at once;
// <Strings> merges them over the core texts for everything inside it; bundleLoaders.ts says where each bundle's texts
// come from in each locale. No Suspense: a suspended subtree inside a form would lose its input, so waiting is
// explicit state.

export type { Bundle, PublicBundle } from './bundleLoaders';

/** The key prefixes each bundle brings (a provider that already has them needs no load, e.g. in tests). */
const namespaces: Record<Bundle, string[]> = {
  // Before `storefront`: the buyer's remix texts are storefront keys that load with the remix form only.
  remix: ['storefront.remix.'],
  company: ['company.'],
  products: ['products.'],
  orders: ['orders.'],
  home: ['home.'],
  storefront: ['storefront.'],
  forms: ['forms.'],
  walletDialogs: ['walletDialogs.', 'transactions.'],
  story: ['story.'],
  licenses: ['licenses.'],
  webhooks: ['webhooks.'],
  apiKeys: ['apiKeys.'],
};

/** The bundle that brings `key`, or null for a core text. */
export function bundleOf(key: string): Bundle | null {
  const found = (Object.keys(namespaces) as Bundle[]).find((bundle) =>
    namespaces[bundle].some((prefix) => key.startsWith(prefix)),
  );
  return found ?? null;
}

type Settled = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };
const loads = new Map<string, Settled>();

export function loadBundle(bundle: Bundle, locale: Locale): Promise<Messages> {
  const key = `${bundle}:${locale}`;
  let loading = loads.get(key);
  if (!loading) {
    const started: Settled = loaderOf(bundle, locale)();
    // Marked as settled, so a render after the load reads the texts synchronously.
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      () => loads.delete(key), // a failed chunk load can be retried by the next render
    );
    loads.set(key, started);
    loading = started;
  }
  return loading;
}

function loadAll(bundles: readonly Bundle[], locale: Locale): Settled {
  const key = `${[...bundles].sort().join('+')}:${locale}`;
  let merged = loads.get(key);
  if (!merged) {
    const started: Settled = Promise.all(bundles.map((bundle) => loadBundle(bundle, locale))).then((parts) =>
      Object.assign({}, ...parts),
    );
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      () => loads.delete(key),
    );
    loads.set(key, started);
    merged = started;
  }
  return merged;
}

let activeLocale: Locale | null = null;
/** The locale the app renders in; the router preloads bundles in it. Set by the app's locale provider. */
export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
}

/** Starts loading bundles in the active locale (the router calls it beside a screen's code). */
export function preloadBundles(bundles: readonly Bundle[]): Promise<unknown> {
  return activeLocale ? loadAll(bundles, activeLocale).catch(() => undefined) : Promise.resolve();
}

// Bundles on screen, so a locale switch can load them in the new locale before it re-renders.
const mounted = new Map<Bundle, number>();
export function mountedBundles(): Bundle[] {
  return [...mounted.keys()];
}

const prefixCache = new WeakMap<Messages, Set<string>>();
function hasNamespaces(messages: Messages, bundles: readonly Bundle[]): boolean {
  let prefixes = prefixCache.get(messages);
  if (!prefixes) {
    // A namespace, and one level below it (`storefront.remix.` loads apart from `storefront.`).
    prefixes = new Set(
      Object.keys(messages).flatMap((key) => {
        const [area = '', part] = key.split('.');
        return [`${area}.`, `${area}.${part ?? ''}.`];
      }),
    );
    prefixCache.set(messages, prefixes);
  }
  const present = prefixes;
  return bundles.every((bundle) => namespaces[bundle].every((prefix) => present.has(prefix)));
}

/** Provides the texts of `bundles` (over the surrounding ones) to everything inside. */
export function Strings({ bundles, children }: { bundles: readonly Bundle[]; children: ReactNode }) {
  const { locale, messages: outer } = useI18n();
  const complete = hasNamespaces(outer, bundles);
  const key = bundles.join('+');

  useEffect(() => {
    // An empty list (a notice centre with no screen notices) mounts no bundle: ''.split('+') would be [''].
    const list = key ? (key.split('+') as Bundle[]) : [];
    for (const bundle of list) mounted.set(bundle, (mounted.get(bundle) ?? 0) + 1);
    return () => {
      for (const bundle of list) {
        const count = (mounted.get(bundle) ?? 1) - 1;
        if (count <= 0) mounted.delete(bundle);
        else mounted.set(bundle, count);
      }
    };
  }, [key]);

  if (complete) return <>{children}</>;
  return (
    <LoadedStrings bundles={bundles} locale={locale} outer={outer}>
      {children}
    </LoadedStrings>
  );
}

function LoadedStrings({
  bundles,
  locale,
  outer,
  children,
}: {
  bundles: readonly Bundle[];
  locale: Locale;
  outer: Messages;
  children: ReactNode;
}) {
  // The router preloads a screen's texts and a locale switch loads the mounted bundles before it re-renders, so the
  // texts are usually here on the first render. Otherwise nothing renders until they are; a locale switch that
  // somehow outran its texts keeps the previous ones, so nothing on screen unmounts or loses input.
  const wanted = loadAll(bundles, locale);
  const [last, setLast] = useState<Messages | null>(() =>
    wanted.status === 'fulfilled' ? (wanted.value ?? null) : null,
  );
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    wanted.then(
      (messages) => {
        if (live) setLast(messages);
      },
      (error: unknown) => {
        if (live) setFailure(error ?? new Error('The screen texts could not be loaded'));
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  const own = wanted.status === 'fulfilled' ? wanted.value : last;
  const merged = useMemo(() => (own ? { ...outer, ...own } : null), [outer, own]);
  // Without its texts the screen cannot render: the route's error screen explains and offers a retry (docs/security.md).
  if (!merged && failure) throw failure;
  if (!merged) return null;
  return (
    <I18nProvider locale={locale} messages={merged}>
      {children}
    </I18nProvider>
  );
}
