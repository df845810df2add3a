import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/StatusView';
import { type FeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { ordersApi } from '../../orders';
import { type SessionRoot, selectIsSessionValid, selectStoredWallet } from '../../session';
import { homeApi } from '../homeApi';
import { homeQueryArgs } from '../homeQueries';
import { KpiSection } from '../components/KpiSection';
import { LatestOrders } from '../components/LatestOrders';
import { PayoutChangeNotice } from '../components/PayoutChangeNotice';
import { RevenueChart } from '../components/RevenueChart';
import { WalletBalances } from '../components/WalletBalances';
import styles from '../components/Home.module.css';

// Paid orders waiting for their licence tokens (docs/product.md §9, §10.3): issuing them sends Story transactions, so
// the list and its code load after Home's own figures, in their own chunk.
const StoryLicenceQueue = lazy(() =>
  import(/* webpackChunkName: "story" */ '../../story').then((m) => ({ default: m.StoryLicenceQueue })),
);
// The warning when the issuer wallet runs low (§11.1) comes with that chunk, which Home loads anyway: Home's own
// code does not grow, and its first load costs one small public read.
const StoryIssuerNotice = lazy(() =>
  import(/* webpackChunkName: "story" */ '../../story').then((m) => ({ default: m.StoryIssuerNotice })),
);

/**
 * / (docs/product.md §9): a notice of payout address changes in the last 7 days, a warning when the issuer wallet
 * runs low (§11.1), KPI cards, the chart of daily revenue, the 5 latest orders and the
 * wallet's token balances. Each part reads its own
 * endpoint and has its own loading, empty and error state, so one failing part never blanks the others.
 */
export default function HomePage() {
  const t = useT();
  const wallet = useFeatureSelector(selectStoredWallet);
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <PayoutChangeNotice wallet={wallet} />
      <Suspense fallback={null}>
        <StoryIssuerNotice />
      </Suspense>
      <KpiSection wallet={wallet} />
      <RevenueChart wallet={wallet} />
      <div className={styles.columns}>
        <LatestOrders wallet={wallet} />
        <WalletBalances wallet={wallet} />
      </div>
      {wallet ? (
        <Suspense fallback={<LoadingState label={t('home.storyLoading')} />}>
          <StoryLicenceQueue wallet={wallet} companyWallet={wallet} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Home's four reads, started as soon as the stored session is known (index.tsx, services/routing), beside the
 * guard's company lookup instead of after it: one round trip less before the figures show (docs/performance.md: the LCP of a
 * signed-in /). Nothing starts without a valid session; a read that fails here is read again when its card mounts.
 */
export function prefetchData(dispatch: FeatureDispatch, getState: () => unknown): void {
  const state = getState() as SessionRoot;
  const wallet = selectStoredWallet(state);
  if (wallet === null || !selectIsSessionValid(state)) return;
  void dispatch(ordersApi.util.prefetch('getOrderStats', homeQueryArgs.orderStats(wallet), {}));
  void dispatch(homeApi.util.prefetch('getWalletTokens', homeQueryArgs.walletTokens(wallet), {}));
  void dispatch(ordersApi.util.prefetch('listOrders', homeQueryArgs.latestOrders(wallet), {}));
  void dispatch(homeApi.util.prefetch('getRecentPayoutChanges', homeQueryArgs.payoutChanges(wallet), {}));
}
