import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nProvider, useI18n } from './I18nProvider';
import { type DashboardLocale, type Locale, type Messages, isDashboardLocale } from './translate';

// Screen texts beyond the core chunk: each bundle is a chunk per locale, loaded with the screens that use it. The
// router starts the load together with the screen's code (preloadBundles), so a screen renders with its texts at once;
// <Strings> merges them over the core texts for everything inside it. No Suspense: a suspended subtree inside a
// form would lose its input, so waiting is explicit state.

export type Bundle =
  'company' | 'products' | 'orders' | 'home' | 'storefront' | 'forms' | 'walletDialogs' | 'story' | 'remix';

/** The bundles of the public brand page and the wallet dialogs: every locale has them (PRODUCT.md §4). */
export type PublicBundle = 'storefront' | 'forms' | 'walletDialogs';
type DashboardBundle = Exclude<Bundle, PublicBundle>;

type Loader = () => Promise<Messages>;

const publicLoaders: Record<PublicBundle, Record<Locale, Loader>> = {
  storefront: {
    ko: () =>
      import(/* webpackChunkName: "strings-storefront-ko" */ './locales/ko/storefront').then(
        (m) => m.storefront,
      ),
    en: () =>
      import(/* webpackChunkName: "strings-storefront-en" */ './locales/en/storefront').then(
        (m) => m.storefront,
      ),
    ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar').then((m) => m.storefront),
    de: () => import(/* webpackChunkName: "locale-de" */ './locales/de').then((m) => m.storefront),
    es: () => import(/* webpackChunkName: "locale-es" */ './locales/es').then((m) => m.storefront),
    fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr').then((m) => m.storefront),
    hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi').then((m) => m.storefront),
    id: () => import(/* webpackChunkName: "locale-id" */ './locales/id').then((m) => m.storefront),
    ja: () => import(/* webpackChunkName: "locale-ja" */ './locales/ja').then((m) => m.storefront),
    ms: () => import(/* webpackChunkName: "locale-ms" */ './locales/ms').then((m) => m.storefront),
    pt: () => import(/* webpackChunkName: "locale-pt" */ './locales/pt').then((m) => m.storefront),
    ru: () => import(/* webpackChunkName: "locale-ru" */ './locales/ru').then((m) => m.storefront),
    th: () => import(/* webpackChunkName: "locale-th" */ './locales/th').then((m) => m.storefront),
    tr: () => import(/* webpackChunkName: "locale-tr" */ './locales/tr').then((m) => m.storefront),
    uk: () => import(/* webpackChunkName: "locale-uk" */ './locales/uk').then((m) => m.storefront),
    vi: () => import(/* webpackChunkName: "locale-vi" */ './locales/vi').then((m) => m.storefront),
    'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN" */ './locales/zh-CN').then((m) => m.storefront),
    'zh-HK': () => import(/* webpackChunkName: "locale-zh-HK" */ './locales/zh-HK').then((m) => m.storefront),
    'zh-TW': () => import(/* webpackChunkName: "locale-zh-TW" */ './locales/zh-TW').then((m) => m.storefront),
  },
  forms: {
    ko: () => import(/* webpackChunkName: "strings-forms-ko" */ './locales/ko/forms').then((m) => m.forms),
    en: () => import(/* webpackChunkName: "strings-forms-en" */ './locales/en/forms').then((m) => m.forms),
    ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar').then((m) => m.forms),
    de: () => import(/* webpackChunkName: "locale-de" */ './locales/de').then((m) => m.forms),
    es: () => import(/* webpackChunkName: "locale-es" */ './locales/es').then((m) => m.forms),
    fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr').then((m) => m.forms),
    hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi').then((m) => m.forms),
    id: () => import(/* webpackChunkName: "locale-id" */ './locales/id').then((m) => m.forms),
    ja: () => import(/* webpackChunkName: "locale-ja" */ './locales/ja').then((m) => m.forms),
    ms: () => import(/* webpackChunkName: "locale-ms" */ './locales/ms').then((m) => m.forms),
    pt: () => import(/* webpackChunkName: "locale-pt" */ './locales/pt').then((m) => m.forms),
    ru: () => import(/* webpackChunkName: "locale-ru" */ './locales/ru').then((m) => m.forms),
    th: () => import(/* webpackChunkName: "locale-th" */ './locales/th').then((m) => m.forms),
    tr: () => import(/* webpackChunkName: "locale-tr" */ './locales/tr').then((m) => m.forms),
    uk: () => import(/* webpackChunkName: "locale-uk" */ './locales/uk').then((m) => m.forms),
    vi: () => import(/* webpackChunkName: "locale-vi" */ './locales/vi').then((m) => m.forms),
    'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN" */ './locales/zh-CN').then((m) => m.forms),
    'zh-HK': () => import(/* webpackChunkName: "locale-zh-HK" */ './locales/zh-HK').then((m) => m.forms),
    'zh-TW': () => import(/* webpackChunkName: "locale-zh-TW" */ './locales/zh-TW').then((m) => m.forms),
  },
  walletDialogs: {
    ko: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-ko" */ './locales/ko/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-ko" */ './locales/ko/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    en: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-en" */ './locales/en/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-en" */ './locales/en/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    ar: () =>
      import(/* webpackChunkName: "locale-ar" */ './locales/ar').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    de: () =>
      import(/* webpackChunkName: "locale-de" */ './locales/de').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    es: () =>
      import(/* webpackChunkName: "locale-es" */ './locales/es').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    fr: () =>
      import(/* webpackChunkName: "locale-fr" */ './locales/fr').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    hi: () =>
      import(/* webpackChunkName: "locale-hi" */ './locales/hi').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    id: () =>
      import(/* webpackChunkName: "locale-id" */ './locales/id').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    ja: () =>
      import(/* webpackChunkName: "locale-ja" */ './locales/ja').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    ms: () =>
      import(/* webpackChunkName: "locale-ms" */ './locales/ms').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    pt: () =>
      import(/* webpackChunkName: "locale-pt" */ './locales/pt').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    ru: () =>
      import(/* webpackChunkName: "locale-ru" */ './locales/ru').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    th: () =>
      import(/* webpackChunkName: "locale-th" */ './locales/th').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    tr: () =>
      import(/* webpackChunkName: "locale-tr" */ './locales/tr').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    uk: () =>
      import(/* webpackChunkName: "locale-uk" */ './locales/uk').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    vi: () =>
      import(/* webpackChunkName: "locale-vi" */ './locales/vi').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    'zh-CN': () =>
      import(/* webpackChunkName: "locale-zh-CN" */ './locales/zh-CN').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    'zh-HK': () =>
      import(/* webpackChunkName: "locale-zh-HK" */ './locales/zh-HK').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
    'zh-TW': () =>
      import(/* webpackChunkName: "locale-zh-TW" */ './locales/zh-TW').then((m) => ({
        ...m.walletDialogs,
        ...m.transactions,
      })),
  },
};

// The dashboard's screens speak ko and en only; any other locale reads them in en (PRODUCT.md §4).
const dashboardLoaders: Record<DashboardBundle, Record<DashboardLocale, Loader>> = {
  company: {
    ko: () =>
      import(/* webpackChunkName: "strings-company-ko" */ './locales/ko/company').then((m) => m.company),
    en: () =>
      import(/* webpackChunkName: "strings-company-en" */ './locales/en/company').then((m) => m.company),
  },
  products: {
    ko: () =>
      import(/* webpackChunkName: "strings-products-ko" */ './locales/ko/products').then((m) => m.products),
    en: () =>
      import(/* webpackChunkName: "strings-products-en" */ './locales/en/products').then((m) => m.products),
  },
  orders: {
    ko: () => import(/* webpackChunkName: "strings-orders-ko" */ './locales/ko/orders').then((m) => m.orders),
    en: () => import(/* webpackChunkName: "strings-orders-en" */ './locales/en/orders').then((m) => m.orders),
  },
  home: {
    ko: () => import(/* webpackChunkName: "strings-home-ko" */ './locales/ko/home').then((m) => m.home),
    en: () => import(/* webpackChunkName: "strings-home-en" */ './locales/en/home').then((m) => m.home),
  },
  // The buyer's remix texts (PRODUCT.md §10.4) are in ko and en so far; other locales read them in en.
  story: {
    ko: () => import(/* webpackChunkName: "strings-story-ko" */ './locales/ko/story').then((m) => m.story),
    en: () => import(/* webpackChunkName: "strings-story-en" */ './locales/en/story').then((m) => m.story),
  },
  remix: {
    ko: () =>
      import(/* webpackChunkName: "strings-remix-ko" */ './locales/ko/storefrontRemix').then(
        (m) => m.storefrontRemix,
      ),
    en: () =>
      import(/* webpackChunkName: "strings-remix-en" */ './locales/en/storefrontRemix').then(
        (m) => m.storefrontRemix,
      ),
  },
};

function loaderOf(bundle: Bundle, locale: Locale): Loader {
  if (bundle === 'storefront' || bundle === 'forms' || bundle === 'walletDialogs')
    return publicLoaders[bundle][locale];
  return dashboardLoaders[bundle][isDashboardLocale(locale) ? locale : 'en'];
}

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
