import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode } from 'react';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { EmptyState, SkeletonList } from '../../../components/StatusView';
import { QueryErrorState } from '../../../components/QueryErrorState';
import { useI18n } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { useDeferredArrival } from '../../../services/useDeferredArrival';
import { useTokenFormat } from '../../../services/useTokenFormat';
import { OrderStatusBadge, liveOrderReads, useListOrdersQuery } from '../../orders';
import { homeQueryArgs, latestOrdersCount } from '../homeQueries';
import { HomeCard } from './HomeCard';
import styles from './Home.module.css';

const dateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The 5 newest orders, each linking to its detail. */
export function LatestOrders({ wallet }: { wallet: string | null }) {
  const { t, formatDate } = useI18n();
  const tokens = useTokenFormat();
  const orders = useListOrdersQuery(wallet ? homeQueryArgs.latestOrders(wallet) : skipToken, liveOrderReads);
  const data = useDeferredArrival(orders.currentData);
  let body: ReactNode;
  if (orders.isError && !orders.isFetching) {
    body = <QueryErrorState query={orders} />;
  } else if (!data) {
    body = <SkeletonList label={t('home.latest.loading')} rows={latestOrdersCount} />;
  } else if (data.results.length === 0) {
    body = <EmptyState title={t('home.latest.empty.title')}>{t('home.latest.empty.body')}</EmptyState>;
  } else {
    body = (
      <ul className={styles.orderList}>
        {data.results.map((order) => (
          <li key={order.id} className={styles.orderItem}>
            <div className={styles.orderMain}>
              <PrefetchLink to={paths.order(order.id)} className={styles.orderNumber}>
                {order.number}
              </PrefetchLink>
              <span className={styles.orderProduct}>{order.product_title}</span>
              <time dateTime={order.created_at} className={styles.orderDate}>
                {formatDate(order.created_at, dateFormat)}
              </time>
            </div>
            <div className={styles.orderSide}>
              <span className={styles.orderTotal}>{tokens.money(order.total, order.token)}</span>
              <OrderStatusBadge status={order.status} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <HomeCard
      title={t('home.latest.title')}
      action={
        <PrefetchLink to={paths.orders} className={styles.cardAction}>
          {t('home.latest.viewAll')}
        </PrefetchLink>
      }
    >
      {body}
    </HomeCard>
  );
}
