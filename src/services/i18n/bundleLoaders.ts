import { type LocaleChunk, localeChunks } from './localeChunks';
import { type DashboardLocale, type Locale, type Messages, isDashboardLocale } from './translate';

// Where each bundle's texts come from, per locale. In ko and en each bundle is its own chunk, loaded with the screens
// that use it; in every other locale all of them are in the locale's one chunk (localeChunks.ts), but for a licence's
// verification page's, which are a chunk of their own in every locale (licensesChunks.ts).

export type Bundle =
  | 'company'
  | 'products'
  | 'orders'
  | 'home'
  | 'storefront'
  | 'forms'
  | 'walletDialogs'
  | 'story'
  | 'remix'
  | 'licenses'
  | 'webhooks'
  | 'apiKeys';

/**
 * The bundles of the public brand page and the wallet dialogs: every locale has them (docs/product.md §4). The buyer's
 * remix form (docs/product.md §10.4) is on the brand page, so its texts are public too.
 */
export type PublicBundle = 'storefront' | 'forms' | 'walletDialogs' | 'remix';
const publicBundles: readonly PublicBundle[] = ['storefront', 'forms', 'walletDialogs', 'remix'];
type DashboardBundle = Exclude<Bundle, PublicBundle | 'licenses'>;

type Loader = () => Promise<Messages>;
type OwnChunks = Record<DashboardLocale, Loader>;

// What each public bundle takes from a locale's chunk.
const fromChunk: Record<PublicBundle, (chunk: LocaleChunk) => Messages> = {
  storefront: (m) => m.storefront,
  forms: (m) => m.forms,
  walletDialogs: (m) => ({ ...m.walletDialogs, ...m.transactions }),
  remix: (m) => m.storefrontRemix,
};

const publicKoEn: Record<PublicBundle, OwnChunks> = {
  storefront: {
    ko: () =>
      import(/* webpackChunkName: "strings-storefront-ko" */ './locales/ko/storefront').then(
        (m) => m.storefront,
      ),
    en: () =>
      import(/* webpackChunkName: "strings-storefront-en" */ './locales/en/storefront').then(
        (m) => m.storefront,
      ),
  },
  forms: {
    ko: () => import(/* webpackChunkName: "strings-forms-ko" */ './locales/ko/forms').then((m) => m.forms),
    en: () => import(/* webpackChunkName: "strings-forms-en" */ './locales/en/forms').then((m) => m.forms),
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
  },
  // Loaded with the remix form only, not with the brand page's first screen.
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

// The dashboard's screens speak ko and en only; any other locale reads them in en (docs/product.md §4).
const dashboardLoaders: Record<DashboardBundle, OwnChunks> = {
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
  story: {
    ko: () => import(/* webpackChunkName: "strings-story-ko" */ './locales/ko/story').then((m) => m.story),
    en: () => import(/* webpackChunkName: "strings-story-en" */ './locales/en/story').then((m) => m.story),
  },
  // The webhooks section of /manage (docs/product.md §12.1).
  webhooks: {
    ko: () =>
      import(/* webpackChunkName: "strings-webhooks-ko" */ './locales/ko/webhooks').then((m) => m.webhooks),
    en: () =>
      import(/* webpackChunkName: "strings-webhooks-en" */ './locales/en/webhooks').then((m) => m.webhooks),
  },
  // The API keys section of /manage (docs/product.md §12.2).
  apiKeys: {
    ko: () =>
      import(/* webpackChunkName: "strings-apikeys-ko" */ './locales/ko/apiKeys').then((m) => m.apiKeys),
    en: () =>
      import(/* webpackChunkName: "strings-apikeys-en" */ './locales/en/apiKeys').then((m) => m.apiKeys),
  },
};

function isPublicBundle(bundle: Bundle): bundle is PublicBundle {
  return (publicBundles as readonly Bundle[]).includes(bundle);
}

export function loaderOf(bundle: Bundle, locale: Locale): Loader {
  // A licence's verification page (docs/product.md §11.2) speaks every locale, but neither /auth nor the brand page
  // loads its texts or their table: the table is a small chunk of its own, and each locale's texts are one.
  if (bundle === 'licenses') return () => import('./licensesChunks').then((m) => m.licensesChunks[locale]());
  if (!isPublicBundle(bundle)) return dashboardLoaders[bundle][isDashboardLocale(locale) ? locale : 'en'];
  if (isDashboardLocale(locale)) return publicKoEn[bundle][locale];
  const pick = fromChunk[bundle];
  return () => localeChunks[locale]().then(pick);
}
