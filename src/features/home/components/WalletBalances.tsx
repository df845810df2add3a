import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode } from 'react';
import { ExternalLink } from '../../../components/ExternalLink';
import { EmptyState, ErrorState, SkeletonList } from '../../../components/StatusView';
import { QueryErrorState } from '../../../components/QueryErrorState';
import { explorerAddressUrl } from '../../../services/config';
import { useI18n } from '../../../services/i18n';
import { useDeferredArrival } from '../../../services/useDeferredArrival';
import { useTokenFormat } from '../../../services/useTokenFormat';
import { isWalletTokens, useGetWalletTokensQuery, type WalletTokens } from '../homeApi';
import { homeQueryArgs } from '../homeQueries';
import { HomeCard } from './HomeCard';
import styles from './Home.module.css';

/** Up to 4 decimals, cut not rounded: a balance is never shown larger than it is. */
const balanceFormat = { maxFractionDigits: 4, minFractionDigits: 2 };

function Balances({ data }: { data: WalletTokens }) {
  const { t } = useI18n();
  const tokens = useTokenFormat();
  const rows = [
    ...data.tokens.map((token) => ({
      key: token.address,
      symbol: token.symbol,
      balance: token.balance,
      decimals: token.decimals,
    })),
    {
      key: 'native',
      symbol: data.native.symbol,
      balance: data.native.balance,
      decimals: data.native.decimals,
    },
  ];
  return (
    <>
      <p className={styles.walletAddress}>
        <span className={styles.walletLabel}>{t('home.wallet.address')}</span>
        <ExternalLink
          href={explorerAddressUrl(data.address)}
          newTabLabel={t('home.newTab')}
          className={styles.mono}
        >
          {data.address}
        </ExternalLink>
      </p>
      {rows.length === 0 ? (
        <EmptyState title={t('home.wallet.empty')} />
      ) : (
        <dl className={styles.balances}>
          {rows.map((row) => (
            <div key={row.key} className={styles.balanceRow}>
              <dt>{row.symbol}</dt>
              <dd>
                {row.balance === null ? (
                  <span className={styles.muted}>{t('home.wallet.unavailable')}</span>
                ) : (
                  tokens.amount(row.balance, row.decimals, balanceFormat)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/** Balances of the company's payout wallet in the native coin and each accepted token. */
export function WalletBalances({ wallet }: { wallet: string | null }) {
  const { t } = useI18n();
  const query = useGetWalletTokensQuery(wallet ? homeQueryArgs.walletTokens(wallet) : skipToken);
  const data = useDeferredArrival(query.currentData);
  let body: ReactNode;
  if (query.isError && !query.isFetching) {
    body = <QueryErrorState query={query} />;
  } else if (data === undefined) {
    body = <SkeletonList label={t('home.wallet.loading')} rows={2} />;
  } else if (data === null) {
    body = <EmptyState title={t('home.wallet.empty')} />;
  } else if (!isWalletTokens(data)) {
    body = (
      <ErrorState
        message={t('errors.malformedResponse')}
        onRetry={() => void query.refetch()}
        retryLabel={t('common.retry')}
      />
    );
  } else {
    body = <Balances data={data} />;
  }
  return <HomeCard title={t('home.wallet.title')}>{body}</HomeCard>;
}
