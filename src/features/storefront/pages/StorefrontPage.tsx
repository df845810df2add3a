import { skipToken } from '@reduxjs/toolkit/query';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { matchPath, useLocation, useParams } from 'react-router-dom';
import { Button } from '@/components/forms';
import { EmptyState, ErrorState, LoadingState } from '@/components/StatusView';
import { describeError } from '@/services/api';
import { type FeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useI18n } from '@/services/i18n';
import { routePatterns } from '@/services/routing';
import { useOpenWalletDialog, selectConnectedAddress, selectWalletDialog } from '../../wallet';
import { isBusy } from '../checkout';
import { BrandHeader } from '../components/BrandHeader';
import { CheckoutDialog } from '../components/CheckoutDialog';
import { ProductCard } from '../components/ProductCard';
import {
  storefrontApi,
  useGetLicensorInfoQuery,
  useGetMoreLicensorProductsInfiniteQuery,
} from '../storefrontApi';
import { isStorefrontSlug, productSlugFromHash } from '../storefrontSlug';
import { type LicensorInfo, type StorefrontProduct } from '../storefrontTypes';
import { useCheckout } from '../useCheckout';
import styles from '../components/storefront.module.css';

// "My orders" needs a connected wallet: the first screen of a visitor without one does not carry it (docs/product.md
// §9), and it loads the moment a wallet connects.
const MyOrders = lazy(() =>
  import(/* webpackChunkName: "my-orders" */ '../components/MyOrders').then((module) => ({
    default: module.MyOrders,
  })),
);

function NotFound() {
  const { t } = useI18n();
  return (
    <div className={`${styles.page} ${styles.notFound}`}>
      <h1 className={styles.notFoundTitle}>{t('storefront.notFound.title')}</h1>
      <p className={styles.muted}>{t('storefront.notFound.body')}</p>
    </div>
  );
}

/**
 * "Buy" without a wallet: the wallet's connect dialog opens, and once an account is connected the checkout opens
 * for the product the buyer chose. Closing the connect dialog without connecting forgets the choice.
 */
function useConnectThenBuy(open: (productId: string) => void) {
  const address = useFeatureSelector(selectConnectedAddress);
  const walletDialog = useFeatureSelector(selectWalletDialog);
  const openWalletDialog = useOpenWalletDialog();
  const [intent, setIntent] = useState<{ productId: string; dialogSeen: boolean } | null>(null);
  // A fresh object per connect: the effect below opens the checkout once for each.
  const [connectedFor, setConnectedFor] = useState<{ productId: string } | null>(null);
  if (intent && address) {
    setIntent(null);
    setConnectedFor({ productId: intent.productId });
  } else if (intent && walletDialog && !intent.dialogSeen) {
    setIntent({ ...intent, dialogSeen: true });
  } else if (intent && !walletDialog && intent.dialogSeen) {
    setIntent(null);
  }
  // Opening the checkout is a store action, which other components follow: after the render, not during it.
  useEffect(() => {
    if (connectedFor) open(connectedFor.productId);
  }, [connectedFor, open]);
  return useCallback(
    (productId: string) => {
      setIntent({ productId, dialogSeen: false });
      openWalletDialog('connect');
    },
    [openWalletDialog],
  );
}

/**
 * The brand's products: the first page comes with the brand, each "Show more" loads the next 50 (docs/product.md §7).
 * Later pages are fetched only once asked for, and refetched with the first when a sale changes what is left.
 */
function useBrandProducts(slug: string, info: LicensorInfo) {
  const [wantsMore, setWantsMore] = useState(false);
  const more = useGetMoreLicensorProductsInfiniteQuery(wantsMore ? slug : skipToken);
  const morePages = more.data?.pages;
  const products = useMemo(
    () => [...info.products_page.results, ...(morePages ?? []).flatMap((page) => page.results)],
    [info.products_page.results, morePages],
  );
  const { fetchNextPage } = more;
  const showMore = useCallback(() => {
    if (!wantsMore) setWantsMore(true);
    else void fetchNextPage();
  }, [wantsMore, fetchNextPage]);
  return {
    products,
    hasMore: wantsMore ? more.hasNextPage : info.products_page.next !== null,
    loadingMore: wantsMore && more.isFetching,
    showMore,
  };
}

/**
 * `#{productSlug}` (docs/product.md §9): the product the link names, once the page holds it. A product beyond the first
 * page is looked for page by page; a link to a product the page does not list says so. A fragment that names an
 * element of the page (the layout's skip link to `#main`) is the browser's, as it always is, and no product's.
 */
function useLinkedProduct(
  products: readonly StorefrontProduct[],
  { hasMore, loadingMore, showMore }: { hasMore: boolean; loadingMore: boolean; showMore: () => void },
) {
  const location = useLocation();
  const fragment = productSlugFromHash(location.hash);
  const linkedSlug = fragment !== null && document.getElementById(fragment) === null ? fragment : null;
  const linked = linkedSlug === null ? null : (products.find((item) => item.slug === linkedSlug) ?? null);
  const looking = linkedSlug !== null && linked === null && hasMore;
  useEffect(() => {
    if (looking && !loadingMore) showMore();
  }, [looking, loadingMore, showMore]);
  return {
    linkedId: linked?.id ?? null,
    missing: linkedSlug !== null && linked === null && !hasMore,
    landing: location.key,
  };
}

function Storefront({ slug, info }: { slug: string; info: LicensorInfo }) {
  const { t } = useI18n();
  const address = useFeatureSelector(selectConnectedAddress);
  const { products, hasMore, loadingMore, showMore } = useBrandProducts(slug, info);
  const { linkedId, missing, landing } = useLinkedProduct(products, { hasMore, loadingMore, showMore });
  const checkout = useCheckout(slug, products);
  const { open, close } = checkout;
  const connectThenBuy = useConnectThenBuy(open);
  const onBuy = useCallback(
    (productId: string) => (address ? open(productId) : connectThenBuy(productId)),
    [address, open, connectThenBuy],
  );
  const busy = isBusy(checkout.state.phase);
  const { state, product } = checkout;
  const showBanner = product && !state.open && (busy || (state.order && state.phase !== 'confirmed'));

  return (
    <div className={styles.page}>
      <BrandHeader company={info.company} />
      {showBanner ? (
        <div className={styles.banner} role="status">
          <p>
            {busy
              ? t('storefront.checkout.inProgress', { title: product.title })
              : t('storefront.checkout.awaitingPayment', {
                  number: state.order?.number ?? '',
                  title: product.title,
                })}
          </p>
          <Button variant="secondary" onClick={() => open(product.id)}>
            {t('storefront.checkout.show')}
          </Button>
        </div>
      ) : null}
      <section className={styles.products} aria-labelledby="storefront-products">
        <h2 id="storefront-products" className={styles.sectionTitle}>
          {t('storefront.products.title')}
        </h2>
        {missing ? (
          <p className={styles.muted} role="status">
            {t('storefront.product.linkedMissing')}
          </p>
        ) : null}
        {products.length === 0 ? (
          <EmptyState title={t('storefront.products.empty.title')}>
            {t('storefront.products.empty.body', { name: info.company.name })}
          </EmptyState>
        ) : (
          <div className={styles.grid}>
            {products.map((item) => (
              <ProductCard
                key={item.id}
                product={item}
                onBuy={onBuy}
                busy={busy && state.productId !== item.id}
                highlighted={item.id === linkedId}
                landing={item.id === linkedId ? landing : undefined}
              />
            ))}
          </div>
        )}
        {hasMore ? (
          <Button
            variant="secondary"
            className={styles.showMore}
            onClick={showMore}
            busy={loadingMore}
            busyLabel={t('storefront.loading')}
          >
            {t('storefront.products.more')}
          </Button>
        ) : null}
      </section>
      {address ? (
        <Suspense fallback={null}>
          <MyOrders
            remixable={(productId) =>
              products.some((item) => item.id === productId && item.license.derivatives_allowed)
            }
          />
        </Suspense>
      ) : null}
      <CheckoutDialog
        checkout={checkout}
        companyName={info.company.name}
        onConnect={() => {
          const productId = state.productId;
          close();
          if (productId) connectThenBuy(productId);
        }}
      />
    </div>
  );
}

/**
 * The brand's read, started when the page's code has loaded at start-up (index.tsx, services/routing) instead of
 * after the layout, the texts and the page have rendered: one step less before a buyer sees the brand (the brand
 * page's LCP, docs/performance.md). The page subscribes with the same slug, so it is one request.
 */
export function prefetchData(dispatch: FeatureDispatch, _getState: () => unknown, pathname: string): void {
  const companySlug = matchPath(routePatterns.storefront, pathname)?.params.companySlug;
  if (companySlug === undefined || !isStorefrontSlug(companySlug)) return;
  void dispatch(storefrontApi.util.prefetch('getLicensorInfo', companySlug, {}));
}

/** /products/{companySlug} (docs/product.md §9): the licensor's public brand page, no session needed. */
export default function StorefrontPage() {
  const { t } = useI18n();
  const { companySlug = '' } = useParams();
  const valid = isStorefrontSlug(companySlug);
  const query = useGetLicensorInfoQuery(valid ? companySlug : skipToken);

  if (!valid) return <NotFound />;
  if (query.isError && !query.isFetching) {
    const { message, detail } = describeError(t, query.error);
    return (
      <div className={styles.page}>
        <ErrorState
          message={message}
          detail={detail}
          onRetry={() => void query.refetch()}
          retryLabel={t('common.retry')}
        />
      </div>
    );
  }
  // currentData belongs to this slug only: another brand's page never shows while this one loads.
  if (query.currentData === undefined) return <LoadingState label={t('storefront.loading')} />;
  if (query.currentData === null) return <NotFound />;
  // Keyed by slug: moving to another brand's page starts a fresh checkout.
  return <Storefront key={companySlug} slug={companySlug} info={query.currentData} />;
}
