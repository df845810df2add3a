import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/forms';
import { ExternalLink } from '@/components/ExternalLink';
import { PrefetchLink } from '@/components/PrefetchLink';
import { LoadingState } from '@/components/StatusView';
import { QueryErrorState } from '@/components/QueryErrorState';
import { SignInError } from '@/services/auth';
import { explorerTxUrl } from '@/services/config';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useI18n } from '@/services/i18n';
import { paths } from '@/services/routing';
import { useTokenFormat } from '@/services/useTokenFormat';
import { completeSignIn } from '../../session';
import { selectConnectedAddress } from '../../wallet';
import { hasSessionOf, selectBuyerSession } from '../buyerSession';
import { useGetMyOrdersQuery } from '../storefrontApi';
import { type BuyerLicenseTokens, type BuyerOwnOrder } from '../storefrontTypes';
import styles from './storefront.module.css';

// The remix sends a Story transaction: its code (contract/story, ethers' ABI coder) loads when the buyer opens it,
// never with the public page (docs/product.md §10.5).
const StoryRemixForm = lazy(() =>
  import(/* webpackChunkName: "story" */ '../../story').then((m) => ({ default: m.StoryRemixForm })),
);

const dateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/**
 * While an order waits for its payment or its licence tokens, the list is read again this often: the API may find
 * the payment itself, and issues a paid order's licences by itself within seconds when the licensor has turned on
 * automatic issuing (docs/product.md §11.1), which the public page cannot know.
 */
const WATCH_POLL_MS = 5_000;
/**
 * How long after its payment an order is watched for its licence tokens: automatic issuing takes seconds (§11.1),
 * while a licensor who issues by hand may take days, which an open tab should not spend reading.
 */
const LICENSE_WATCH_MS = 10 * 60_000;

const tokenIdPattern = /^\d{1,78}$/;
const txHashPattern = /^0x[0-9a-fA-F]{64}$/;

/**
 * The order's licence tokens on Story (docs/product.md §9 "a wallet's own orders and licence tokens"): each id links to
 * its public verification page (§11.2), never a bare id, which links the IP asset, the token and the transaction that
 * minted it on the explorers. Shown only once the API has them.
 */
function LicenseTokenLinks({ tokens }: { tokens: BuyerLicenseTokens }) {
  const { t, formatNumber } = useI18n();
  const ids = tokens.token_ids.filter((id) => tokenIdPattern.test(id));
  if (ids.length === 0 || !txHashPattern.test(tokens.mint_tx_hash)) return null;
  return (
    <div className={styles.licenseTokens}>
      <p className={styles.muted}>
        {t('storefront.myOrders.licenseTokens', { count: formatNumber(ids.length) })}
      </p>
      <ul className={styles.tokenList}>
        {ids.map((id) => (
          <li key={id}>
            <PrefetchLink to={paths.license(id)}>
              {t('storefront.myOrders.licenseToken', { id })}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product.md §10.4: a holder of licence tokens whose terms allow derivatives may register a remix. */
function Remix({ order, tokenIds }: { order: BuyerOwnOrder; tokenIds: readonly string[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('storefront.myOrders.remix')}
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingState label={t('storefront.myOrders.remix')} />}>
      <StoryRemixForm tokenIds={tokenIds} productTitle={order.product_title} />
    </Suspense>
  );
}

/** Whether `order` may change by itself soon: unpaid, or paid shortly before `readAt` and still without its tokens. */
function awaitsChange(order: BuyerOwnOrder, readAt: number): boolean {
  if (order.status === 'pending_payment') return true;
  if (order.status !== 'paid' || order.license_tokens !== null || order.paid_at === null) return false;
  return readAt - Date.parse(order.paid_at) < LICENSE_WATCH_MS;
}

function OrderRow({ order, remixable }: { order: BuyerOwnOrder; remixable: boolean }) {
  const { t, formatDate, formatNumber } = useI18n();
  const tokens = useTokenFormat();
  const tokenIds = order.license_tokens?.token_ids.filter((id) => tokenIdPattern.test(id)) ?? [];
  return (
    <li className={styles.myOrder}>
      <div className={styles.myOrderHead}>
        <span className={styles.mono}>{order.number}</span>
        <span className={styles.myOrderStatus} data-status={order.status}>
          {t(`storefront.myOrders.status.${order.status}`)}
        </span>
      </div>
      <p className={styles.myOrderTitle} dir="auto">
        {order.product_title}
      </p>
      <p className={styles.muted}>
        {t('storefront.myOrders.licenses', { count: formatNumber(order.quantity) })} ·{' '}
        {tokens.money(order.total, order.token)} ·{' '}
        <time dateTime={order.created_at}>{formatDate(order.created_at, dateFormat)}</time>
      </p>
      {order.status === 'pending_payment' ? (
        <p className={styles.muted}>
          {t('storefront.myOrders.until', { time: formatDate(order.expires_at, dateFormat) })}
        </p>
      ) : null}
      {order.payment_tx_hash ? (
        <ExternalLink href={explorerTxUrl(order.payment_tx_hash)} newTabLabel={t('storefront.newTab')}>
          {t('storefront.myOrders.viewTx')}
        </ExternalLink>
      ) : null}
      {order.license_tokens ? <LicenseTokenLinks tokens={order.license_tokens} /> : null}
      {remixable && tokenIds.length > 0 ? <Remix order={order} tokenIds={tokenIds} /> : null}
    </li>
  );
}

/**
 * "My orders" on the public page (docs/product.md §7, §9): the connected wallet's own orders from
 * `products/orders/mine/`. It needs the buyer's session; without one the buyer may sign in here (one signature),
 * and the checkout's sign-in serves both.
 */
export function MyOrders({
  remixable = () => false,
}: {
  /** Whether the product's licence allows derivatives (its terms on the brand page). */
  remixable?: (productId: string) => boolean;
}) {
  const { t } = useI18n();
  const dispatch = useFeatureDispatch();
  const address = useFeatureSelector(selectConnectedAddress);
  const session = useFeatureSelector(selectBuyerSession);
  const signedIn = address !== null && hasSessionOf(session, address);
  const [signIn, setSignIn] = useState<'idle' | 'signing' | 'failed'>('idle');
  const [watching, setWatching] = useState(false);
  const query = useGetMyOrdersQuery(signedIn ? address.toLowerCase() : skipToken, {
    pollingInterval: watching ? WATCH_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  // Judged against when the list was read, so each read decides whether to read again.
  const readAt = query.fulfilledTimeStamp ?? 0;
  const awaiting = query.currentData?.results.some((order) => awaitsChange(order, readAt)) ?? false;
  if (awaiting !== watching) setWatching(awaiting);

  if (!address) return null;

  let body;
  if (!signedIn) {
    body = (
      <div className={styles.myOrdersSignIn}>
        <p className={styles.muted}>{t('storefront.myOrders.signInHint')}</p>
        {signIn === 'failed' ? (
          <p role="alert" className={styles.muted}>
            {t('storefront.myOrders.signInFailed')}
          </p>
        ) : null}
        <Button
          variant="secondary"
          disabled={signIn === 'signing'}
          onClick={() => {
            setSignIn('signing');
            completeSignIn(dispatch, { address }).then(
              () => setSignIn('idle'),
              (error: unknown) =>
                setSignIn(error instanceof SignInError && error.failure === 'rejected' ? 'idle' : 'failed'),
            );
          }}
        >
          {signIn === 'signing' ? t('storefront.myOrders.signingIn') : t('storefront.myOrders.signIn')}
        </Button>
      </div>
    );
  } else if (query.isError && !query.isFetching) {
    body = <QueryErrorState query={query} />;
  } else if (query.currentData === undefined) {
    body = <LoadingState label={t('storefront.myOrders.loading')} />;
  } else if (query.currentData.results.length === 0) {
    body = <p className={styles.muted}>{t('storefront.myOrders.empty')}</p>;
  } else {
    body = (
      <ul className={styles.myOrdersList}>
        {query.currentData.results.map((order) => (
          <OrderRow key={order.id} order={order} remixable={remixable(order.product_id)} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.myOrders} aria-labelledby="storefront-my-orders">
      <h2 id="storefront-my-orders" className={styles.sectionTitle}>
        {t('storefront.myOrders.title')}
      </h2>
      {body}
    </section>
  );
}
