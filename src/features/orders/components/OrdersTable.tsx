import { useMemo } from 'react';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { useI18n } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { useTokenFormat } from '../../../services/useTokenFormat';
import { shortenAddress } from '../../../services/wallet';
import { readCachedName } from '../../../services/wallet/names';
import { ExternalLink } from '../../../components/ExternalLink';
import { explorerTxUrl } from '../../../services/config';
import { type OrderOrdering } from '../orderFilters';
import { type Order } from '../orderTypes';
import { OrderStatusBadge } from './OrderStatusBadge';
import styles from './OrdersScreen.module.css';

const dateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const dayFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

function sortOf(ordering: OrderOrdering, field: string): 'ascending' | 'descending' | undefined {
  if (ordering === field) return 'ascending';
  if (ordering === `-${field}`) return 'descending';
  return undefined;
}

export function OrdersTable({
  orders,
  ordering,
  busy,
}: {
  orders: readonly Order[];
  ordering: OrderOrdering;
  busy: boolean;
}) {
  const { t, formatDate, formatNumber } = useI18n();
  const tokens = useTokenFormat();
  // Stable columns: rows are memoised and re-render only when their order object or the locale changes.
  const columns = useMemo<DataColumn<Order>[]>(
    () => [
      {
        key: 'number',
        header: t('orders.column.number'),
        primary: true,
        sort: sortOf(ordering, 'number'),
        cell: (order) => (
          <PrefetchLink to={paths.order(order.id)} className={styles.numberLink}>
            {order.number}
          </PrefetchLink>
        ),
      },
      {
        key: 'date',
        header: t('orders.column.date'),
        sort: sortOf(ordering, 'created_at'),
        cell: (order) => (
          // The day in the column (nine columns fit beside the navigation at 1280 px); the time on hover and in the detail.
          // It may wrap between its words (docs/product.md §9 forbids breaks inside one), which lets the column narrow.
          <time dateTime={order.created_at} title={formatDate(order.created_at, dateFormat)}>
            {formatDate(order.created_at, dayFormat)}
          </time>
        ),
      },
      {
        key: 'product',
        header: t('orders.column.product'),
        cell: (order) => <span className={styles.product}>{order.product_title}</span>,
      },
      {
        key: 'buyer',
        header: t('orders.column.buyer'),
        // docs/product.md §9: the buyer's name when the wallet kit already knows it (its 3-hour cache), else the short address.
        cell: (order) => {
          const name = readCachedName(order.buyer_address);
          return name ? (
            <span className={styles.buyerName} title={order.buyer_address}>
              {name}
            </span>
          ) : (
            <span className={styles.mono} title={order.buyer_address}>
              {shortenAddress(order.buyer_address, 6, 4)}
            </span>
          );
        },
      },
      {
        key: 'email',
        header: t('orders.column.email'),
        cell: (order) =>
          order.buyer_email ? (
            <a href={`mailto:${order.buyer_email}`} className={styles.email}>
              {order.buyer_email}
            </a>
          ) : (
            <>
              <span className={styles.muted} aria-hidden="true">
                —
              </span>
              <span className="visually-hidden">{t('orders.column.noEmail')}</span>
            </>
          ),
      },
      {
        key: 'quantity',
        header: t('orders.column.quantity'),
        align: 'end',
        cell: (order) => formatNumber(order.quantity),
      },
      {
        key: 'total',
        header: t('orders.column.total'),
        align: 'end',
        sort: sortOf(ordering, 'total'),
        cell: (order) => <span className={styles.amount}>{tokens.money(order.total, order.token)}</span>,
      },
      {
        key: 'status',
        header: t('orders.column.status'),
        sort: sortOf(ordering, 'status'),
        cell: (order) => <OrderStatusBadge status={order.status} />,
      },
      {
        key: 'payment',
        header: t('orders.column.payment'),
        cell: (order) =>
          order.payment_tx_hash ? (
            <ExternalLink
              href={explorerTxUrl(order.payment_tx_hash)}
              trusted
              newTabLabel={t('orders.newTab')}
              ariaLabel={t('orders.column.paymentLink', { number: order.number })}
              className={styles.mono}
            >
              {shortenAddress(order.payment_tx_hash, 6, 4)}
            </ExternalLink>
          ) : (
            <span className={styles.muted}>{t('orders.column.noPayment')}</span>
          ),
      },
    ],
    [t, formatDate, formatNumber, tokens, ordering],
  );
  return (
    <DataTable
      caption={t('orders.table.caption')}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      busy={busy}
    />
  );
}
