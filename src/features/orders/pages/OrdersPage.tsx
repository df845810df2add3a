import { skipToken } from '@reduxjs/toolkit/query';
import { useFeatureSelector } from '@/services/hooks';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Pagination } from '@/components/Pagination';
import { SelectField } from '@/components/forms';
import { EmptyState, SkeletonList } from '@/components/StatusView';
import { useI18n } from '@/services/i18n';
import { selectStoredWallet } from '../../session';
import { ExportOrdersButton } from '../components/ExportOrdersButton';
import { OrderFilters } from '../components/OrderFilters';
import { OrderStatusTabs, ordersPanelId, tabId } from '../components/OrderStatusTabs';
import { OrdersTable } from '../components/OrdersTable';
import {
  changeOrderFilter,
  cursorOf,
  hasActiveFilters,
  orderListParams,
  type OrderPageSize,
  orderPageSizes,
  orderScopeParams,
  reachablePages,
} from '../orderFilters';
import { liveOrderReads } from '../liveOrders';
import { useGetOrderStatsQuery, useListOrdersQuery, useListProductOptionsQuery } from '../ordersApi';
import { useOrderFilter } from '../useOrderFilter';
import styles from '../components/OrdersScreen.module.css';
import { QueryErrorState } from '@/components/QueryErrorState';

// Paid orders of products registered on Story wait here for their licence tokens too (docs/product.md §10.3), as on
// Home; the card and its Story code load on their own, after the orders, and show only while an order waits.
const StoryLicenceQueue = lazy(() =>
  import(/* webpackChunkName: "story" */ '../../story').then((m) => ({ default: m.StoryLicenceQueue })),
);

/** The performance mark set once the first page of orders is rendered (docs/performance.md benchmark). */
export const ordersFirstPageMark = 'overdive:orders-first-page';

/** /order (docs/product.md §9): status tabs with counts, search, date range, product, sorting, pages and CSV export. */
export default function OrdersPage() {
  const { t, formatNumber } = useI18n();
  const wallet = useFeatureSelector(selectStoredWallet);
  const [filter, setFilter] = useOrderFilter();

  const listArgs = useMemo(
    () => (wallet ? { ...orderListParams(filter), wallet } : skipToken),
    [filter, wallet],
  );
  const scope = useMemo(() => orderScopeParams(filter), [filter]);
  const statsArgs = useMemo(() => (wallet ? { ...scope, wallet } : skipToken), [scope, wallet]);
  // The page and the tab counts stay live while the page is visible (docs/product.md §9).
  const list = useListOrdersQuery(listArgs, liveOrderReads);
  const stats = useGetOrderStatsQuery(statsArgs, liveOrderReads);
  const products = useListProductOptionsQuery(wallet ? { wallet } : skipToken);

  // `data` keeps the previous page on screen (dimmed) while the next one loads, so nothing jumps. It belongs to
  // this wallet only: the arguments carry it and the cache is dropped on logout.
  const page = list.data;
  const count = page?.count ?? 0;
  // A search or date range over 10 000 orders is counted by the database's estimate, and says so.
  const estimate = page?.count_is_estimate ?? false;
  const pageCount = Math.max(1, Math.ceil(count / filter.pageSize));
  const reach = reachablePages(filter.pageSize);

  // The orders benchmark (docs/performance.md) measures the first page of /order from navigation in the browser: mark when it is on screen.
  const firstPageShown = Boolean(list.currentData);
  useEffect(() => {
    if (firstPageShown && typeof performance !== 'undefined' && performance.mark) {
      performance.mark(ordersFirstPageMark);
    }
  }, [firstPageShown]);

  // A page beyond the end (orders were removed, or a hand-edited URL): go to the last one a number reaches.
  useEffect(() => {
    if (list.currentData && list.currentData.results.length === 0 && filter.page > 1 && count > 0) {
      const last = Math.min(Math.ceil(count / filter.pageSize), reach);
      setFilter(changeOrderFilter(filter, { page: last }), { replace: true });
    }
  }, [list.currentData, filter, count, reach, setFilter]);

  // docs/api.md "Orders at any size": a page number reaches the first 10 000 orders; past them Previous and Next
  // follow the list's own `previous`/`next` links (cursors, which also keep every order once while new ones arrive).
  // The links are read from the page on screen only once it is the current one, so a quick second press waits.
  const goToPage = (target: number) => {
    if (target === filter.page) return;
    if (target <= reach) {
      setFilter(changeOrderFilter(filter, { page: target }));
      return;
    }
    const link =
      target === filter.page + 1
        ? list.currentData?.next
        : target === filter.page - 1
          ? list.currentData?.previous
          : null;
    const cursor = cursorOf(link);
    if (cursor) setFilter(changeOrderFilter(filter, { page: target, cursor }));
  };

  const firstShown = count === 0 ? 0 : (filter.page - 1) * filter.pageSize + 1;
  const lastShown = Math.min(count, filter.page * filter.pageSize);
  const filtered = hasActiveFilters(filter);

  let body;
  if (list.isError && !list.isFetching) {
    body = <QueryErrorState query={list} />;
  } else if (!page) {
    body = <SkeletonList label={t('orders.loading')} rows={Math.min(filter.pageSize, 8)} />;
  } else if (page.results.length === 0 && !list.isFetching) {
    body = filtered ? (
      <EmptyState title={t('orders.emptyFiltered.title')}>{t('orders.emptyFiltered.body')}</EmptyState>
    ) : (
      <EmptyState title={t('orders.empty.title')}>{t('orders.empty.body')}</EmptyState>
    );
  } else {
    body = <OrdersTable orders={page.results} ordering={filter.ordering} busy={list.isFetching} />;
  }

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('orders.title')}</h1>
        {wallet ? (
          <ExportOrdersButton
            filter={filter}
            total={count}
            totalIsEstimate={estimate}
            disabled={count === 0}
          />
        ) : null}
      </header>

      {wallet ? (
        <Suspense fallback={null}>
          <StoryLicenceQueue wallet={wallet} companyWallet={wallet} onlyWhenWaiting />
        </Suspense>
      ) : null}

      <OrderStatusTabs
        selected={filter.status}
        counts={stats.currentData?.counts_by_status}
        total={stats.currentData?.total}
        estimate={stats.currentData?.count_is_estimate ?? false}
        onSelect={(status) => setFilter(changeOrderFilter(filter, { status }))}
      />

      <div id={ordersPanelId} role="tabpanel" aria-labelledby={tabId(filter.status)} className={styles.panel}>
        <OrderFilters filter={filter} onChange={setFilter} products={products.currentData} />

        <p className={styles.summary} role="status">
          {page && count > 0
            ? t(estimate ? 'orders.summaryEstimate' : 'orders.summary', {
                from: formatNumber(firstShown),
                to: formatNumber(lastShown),
                count: formatNumber(count),
              })
            : null}
        </p>

        {body}

        {page && count > 0 ? (
          <div className={styles.footer}>
            <Pagination
              page={filter.page}
              pageCount={pageCount}
              reachable={reach}
              hasNext={page.next !== null}
              onPageChange={goToPage}
              labels={{
                nav: t('orders.pagination.nav'),
                previous: t('orders.pagination.previous'),
                next: t('orders.pagination.next'),
                page: (number) => t('orders.pagination.page', { page: formatNumber(number) }),
                position: (number, total) =>
                  t(estimate ? 'orders.pagination.positionEstimate' : 'orders.pagination.position', {
                    page: formatNumber(number),
                    count: formatNumber(total),
                  }),
              }}
            />
            <SelectField
              className={styles.pageSize}
              label={t('orders.filters.pageSize')}
              options={orderPageSizes.map((size) => ({ value: String(size), label: formatNumber(size) }))}
              value={String(filter.pageSize)}
              onChange={(event) =>
                setFilter(
                  changeOrderFilter(filter, { pageSize: Number(event.target.value) as OrderPageSize }),
                )
              }
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
