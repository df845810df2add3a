import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nProvider, useI18n } from './I18nProvider';
import { type DashboardLocale, type Locale, type Messages, isDashboardLocale } from './translate';

// Screen texts beyond the core chunk: each bundle is a chunk per locale, loaded with the screens that use it. The
// router starts the load together with the screen's code (preloadBundles), so a screen renders with its texts at once;
// <Strings> merges them over the core texts for everything inside it. No Suspense: a suspended subtree inside a
// form would lose its input, so waiting is explicit state.

export type Bundle = 'company' | 'products' | 'orders' | 'home' | 'storefront' | 'forms' | 'walletDialogs';

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
    ar: () =>
      import(/* webpackChunkName: "strings-storefront-ar" */ './locales/ar/storefront').then(
        (m) => m.storefront,
      ),
    de: () =>
      import(/* webpackChunkName: "strings-storefront-de" */ './locales/de/storefront').then(
        (m) => m.storefront,
      ),
    es: () =>
      import(/* webpackChunkName: "strings-storefront-es" */ './locales/es/storefront').then(
        (m) => m.storefront,
      ),
    fr: () =>
      import(/* webpackChunkName: "strings-storefront-fr" */ './locales/fr/storefront').then(
        (m) => m.storefront,
      ),
    hi: () =>
      import(/* webpackChunkName: "strings-storefront-hi" */ './locales/hi/storefront').then(
        (m) => m.storefront,
      ),
    id: () =>
      import(/* webpackChunkName: "strings-storefront-id" */ './locales/id/storefront').then(
        (m) => m.storefront,
      ),
    ja: () =>
      import(/* webpackChunkName: "strings-storefront-ja" */ './locales/ja/storefront').then(
        (m) => m.storefront,
      ),
    ms: () =>
      import(/* webpackChunkName: "strings-storefront-ms" */ './locales/ms/storefront').then(
        (m) => m.storefront,
      ),
    pt: () =>
      import(/* webpackChunkName: "strings-storefront-pt" */ './locales/pt/storefront').then(
        (m) => m.storefront,
      ),
    ru: () =>
      import(/* webpackChunkName: "strings-storefront-ru" */ './locales/ru/storefront').then(
        (m) => m.storefront,
      ),
    th: () =>
      import(/* webpackChunkName: "strings-storefront-th" */ './locales/th/storefront').then(
        (m) => m.storefront,
      ),
    tr: () =>
      import(/* webpackChunkName: "strings-storefront-tr" */ './locales/tr/storefront').then(
        (m) => m.storefront,
      ),
    uk: () =>
      import(/* webpackChunkName: "strings-storefront-uk" */ './locales/uk/storefront').then(
        (m) => m.storefront,
      ),
    vi: () =>
      import(/* webpackChunkName: "strings-storefront-vi" */ './locales/vi/storefront').then(
        (m) => m.storefront,
      ),
    'zh-CN': () =>
      import(/* webpackChunkName: "strings-storefront-zh-CN" */ './locales/zh-CN/storefront').then(
        (m) => m.storefront,
      ),
    'zh-HK': () =>
      import(/* webpackChunkName: "strings-storefront-zh-HK" */ './locales/zh-HK/storefront').then(
        (m) => m.storefront,
      ),
    'zh-TW': () =>
      import(/* webpackChunkName: "strings-storefront-zh-TW" */ './locales/zh-TW/storefront').then(
        (m) => m.storefront,
      ),
  },
  forms: {
    ko: () => import(/* webpackChunkName: "strings-forms-ko" */ './locales/ko/forms').then((m) => m.forms),
    en: () => import(/* webpackChunkName: "strings-forms-en" */ './locales/en/forms').then((m) => m.forms),
    ar: () => import(/* webpackChunkName: "strings-forms-ar" */ './locales/ar/forms').then((m) => m.forms),
    de: () => import(/* webpackChunkName: "strings-forms-de" */ './locales/de/forms').then((m) => m.forms),
    es: () => import(/* webpackChunkName: "strings-forms-es" */ './locales/es/forms').then((m) => m.forms),
    fr: () => import(/* webpackChunkName: "strings-forms-fr" */ './locales/fr/forms').then((m) => m.forms),
    hi: () => import(/* webpackChunkName: "strings-forms-hi" */ './locales/hi/forms').then((m) => m.forms),
    id: () => import(/* webpackChunkName: "strings-forms-id" */ './locales/id/forms').then((m) => m.forms),
    ja: () => import(/* webpackChunkName: "strings-forms-ja" */ './locales/ja/forms').then((m) => m.forms),
    ms: () => import(/* webpackChunkName: "strings-forms-ms" */ './locales/ms/forms').then((m) => m.forms),
    pt: () => import(/* webpackChunkName: "strings-forms-pt" */ './locales/pt/forms').then((m) => m.forms),
    ru: () => import(/* webpackChunkName: "strings-forms-ru" */ './locales/ru/forms').then((m) => m.forms),
    th: () => import(/* webpackChunkName: "strings-forms-th" */ './locales/th/forms').then((m) => m.forms),
    tr: () => import(/* webpackChunkName: "strings-forms-tr" */ './locales/tr/forms').then((m) => m.forms),
    uk: () => import(/* webpackChunkName: "strings-forms-uk" */ './locales/uk/forms').then((m) => m.forms),
    vi: () => import(/* webpackChunkName: "strings-forms-vi" */ './locales/vi/forms').then((m) => m.forms),
    'zh-CN': () =>
      import(/* webpackChunkName: "strings-forms-zh-CN" */ './locales/zh-CN/forms').then((m) => m.forms),
    'zh-HK': () =>
      import(/* webpackChunkName: "strings-forms-zh-HK" */ './locales/zh-HK/forms').then((m) => m.forms),
    'zh-TW': () =>
      import(/* webpackChunkName: "strings-forms-zh-TW" */ './locales/zh-TW/forms').then((m) => m.forms),
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
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-ar" */ './locales/ar/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-ar" */ './locales/ar/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    de: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-de" */ './locales/de/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-de" */ './locales/de/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    es: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-es" */ './locales/es/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-es" */ './locales/es/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    fr: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-fr" */ './locales/fr/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-fr" */ './locales/fr/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    hi: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-hi" */ './locales/hi/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-hi" */ './locales/hi/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    id: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-id" */ './locales/id/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-id" */ './locales/id/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    ja: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-ja" */ './locales/ja/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-ja" */ './locales/ja/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    ms: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-ms" */ './locales/ms/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-ms" */ './locales/ms/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    pt: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-pt" */ './locales/pt/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-pt" */ './locales/pt/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    ru: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-ru" */ './locales/ru/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-ru" */ './locales/ru/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    th: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-th" */ './locales/th/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-th" */ './locales/th/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    tr: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-tr" */ './locales/tr/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-tr" */ './locales/tr/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    uk: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-uk" */ './locales/uk/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-uk" */ './locales/uk/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    vi: () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-vi" */ './locales/vi/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-vi" */ './locales/vi/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    'zh-CN': () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-zh-CN" */ './locales/zh-CN/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-zh-CN" */ './locales/zh-CN/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    'zh-HK': () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-zh-HK" */ './locales/zh-HK/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-zh-HK" */ './locales/zh-HK/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
    'zh-TW': () =>
      Promise.all([
        import(/* webpackChunkName: "strings-wallet-zh-TW" */ './locales/zh-TW/walletDialogs'),
        import(/* webpackChunkName: "strings-wallet-zh-TW" */ './locales/zh-TW/transactions'),
      ]).then(([dialogs, transactions]) => ({ ...dialogs.walletDialogs, ...transactions.transactions })),
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
};

function loaderOf(bundle: Bundle, locale: Locale): Loader {
  if (bundle === 'storefront' || bundle === 'forms' || bundle === 'walletDialogs')
    return publicLoaders[bundle][locale];
  return dashboardLoaders[bundle][isDashboardLocale(locale) ? locale : 'en'];
}

/** The key prefixes each bundle brings (a provider that already has them needs no load, e.g. in tests). */
const namespaces: Record<Bundle, string[]> = {
  company: ['company.'],
  products: ['products.'],
  orders: ['orders.'],
  home: ['home.'],
  storefront: ['storefront.'],
  forms: ['forms.'],
  walletDialogs: ['walletDialogs.', 'transactions.'],
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
    prefixes = new Set(Object.keys(messages).map((key) => `${key.split('.')[0] ?? ''}.`));
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
