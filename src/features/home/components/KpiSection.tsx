import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode } from 'react';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { EmptyState } from '../../../components/StatusView';
import { QueryErrorState } from '../../../components/QueryErrorState';
import { useI18n } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { useDeferredArrival } from '../../../services/useDeferredArrival';
import { useTokenFormat } from '../../../services/useTokenFormat';
import {
  defaultOrderFilter,
  serializeOrderFilter,
  liveOrderReads,
  useGetOrderStatsQuery,
  type OrderStats,
  type OrderStatus,
} from '../../orders';
import { homeQueryArgs } from '../homeQueries';
import styles from './Home.module.css';

function ordersWithStatus(status: OrderStatus): string {
  return `${paths.orders}?${serializeOrderFilter({ ...defaultOrderFilter, status })}`;
}

function Kpi({
  label,
  value,
  detail,
  link,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <div className={styles.kpi}>
      <dt className={styles.kpiLabel}>{label}</dt>
      <dd className={styles.kpiValue}>{value}</dd>
      {detail ? <dd className={styles.kpiDetail}>{detail}</dd> : null}
      {link ? (
        <dd className={styles.kpiLink}>
          <PrefetchLink to={link.to}>{link.label}</PrefetchLink>
        </dd>
      ) : null}
    </div>
  );
}

/** A value not loaded yet: the card keeps its final size, so nothing below it moves when the figures arrive. */
const placeholder = <span aria-hidden="true">—</span>;

/** The figures, or with `stats` null their layout with placeholders while they load (docs/performance.md: CLS on Home). */
function Figures({ stats }: { stats: OrderStats | null }) {
  const { t, formatNumber } = useI18n();
  const tokens = useTokenFormat();
  const counts = stats?.counts_by_status;
  const paid = (counts?.paid ?? 0) + (counts?.completed ?? 0);
  const number = (value: number | undefined) => (stats ? formatNumber(value ?? 0) : placeholder);
  return (
    <>
      <div className={styles.revenue}>
        {!stats ? (
          <dl className={styles.revenueCard}>
            <Kpi label={t('home.revenue.last30', { symbol: '…' })} value={placeholder} />
            <Kpi label={t('home.revenue.allTime', { symbol: '…' })} value={placeholder} />
          </dl>
        ) : stats.revenue.length === 0 ? (
          <EmptyState title={t('home.revenue.none')} />
        ) : (
          stats.revenue.map((row) => (
            <dl key={row.token_address} className={styles.revenueCard}>
              <Kpi
                label={t('home.revenue.last30', { symbol: row.token_symbol })}
                value={tokens.money(row.last_30_days, { symbol: row.token_symbol, decimals: row.decimals })}
              />
              <Kpi
                label={t('home.revenue.allTime', { symbol: row.token_symbol })}
                value={tokens.money(row.all_time, { symbol: row.token_symbol, decimals: row.decimals })}
              />
            </dl>
          ))
        )}
      </div>
      <dl className={styles.counts}>
        <Kpi
          label={t('home.kpi.paid')}
          value={number(paid)}
          detail={t('home.kpi.awaitingCompletion', { count: stats ? formatNumber(counts?.paid ?? 0) : '—' })}
          link={{ to: ordersWithStatus('paid'), label: t('home.kpi.viewPaid') }}
        />
        <Kpi
          label={t('home.kpi.pending')}
          value={number(counts?.pending_payment)}
          link={{ to: ordersWithStatus('pending_payment'), label: t('home.kpi.viewPending') }}
        />
        <Kpi
          label={t('home.kpi.published')}
          value={number(stats?.published_products)}
          link={{ to: paths.products, label: t('home.kpi.viewProducts') }}
        />
      </dl>
    </>
  );
}

/** Revenue per token (30 days and all time), paid and pending orders, published products. */
export function KpiSection({ wallet }: { wallet: string | null }) {
  const t = useI18n().t;
  const stats = useGetOrderStatsQuery(wallet ? homeQueryArgs.orderStats(wallet) : skipToken, liveOrderReads);
  const data = useDeferredArrival(stats.currentData);
  let body: ReactNode;
  if (stats.isError && !stats.isFetching) {
    body = <QueryErrorState query={stats} />;
  } else if (!data) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {t('home.kpi.loading')}
        </p>
        <Figures stats={null} />
      </>
    );
  } else {
    body = <Figures stats={data} />;
  }
  return (
    <section className={styles.kpis} aria-labelledby="home-kpis" aria-busy={!data && !stats.isError}>
      <h2 id="home-kpis" className="visually-hidden">
        {t('home.kpi.title')}
      </h2>
      {body}
    </section>
  );
}
