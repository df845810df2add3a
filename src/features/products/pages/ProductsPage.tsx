import { useMemo } from 'react';
import { useFeatureSelector } from '@/services/hooks';
import { Navigate, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '@/components/forms';
import { Pagination } from '@/components/Pagination';
import { PrefetchLink } from '@/components/PrefetchLink';
import { EmptyState, ErrorState, SkeletonList } from '@/components/StatusView';
import { Tabs } from '@/components/Tabs';
// After Pagination and Tabs, as on the orders screen: the shared chunk's stylesheet keeps one order for both routes.
import { type DataColumn, DataTable } from '@/components/DataTable';
import { describeErrorLine } from '@/services/api';
import { useI18n } from '@/services/i18n';
import { paths } from '@/services/routing';
import { useTokenFormat } from '@/services/useTokenFormat';
import { selectStoredWallet } from '../../session';
import { ProductActions } from '../components/ProductActions';
import { ProductStatusBadge } from '../components/ProductStatusBadge';
import { productsPageSize, useListProductsQuery } from '../productsApi';
import { ProfileLookupError } from '../components/ProfileLookupError';
import { useCompanySlug } from '../useCompanySlug';
import { type Product, type ProductStatus, productStatuses } from '../productTypes';
import styles from '../components/products.module.css';

const filters: readonly (ProductStatus | null)[] = [null, ...productStatuses];
const panelId = 'products-panel';
const tabId = (status: ProductStatus | null) => `products-tab-${status ?? 'all'}`;

function readStatus(params: URLSearchParams): ProductStatus | null {
  const status = params.get('status');
  return (productStatuses as readonly string[]).includes(status ?? '') ? (status as ProductStatus) : null;
}

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * /product (docs/product.md §9): the company's products with a status filter, price, licenses sold against the cap,
 * the public link and the allowed status moves; server-side pages. Filter and page live in the URL.
 */
export default function ProductsPage() {
  const { t, formatNumber } = useI18n();
  const money = useTokenFormat().money;
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const page = readPage(params);
  const wallet = useFeatureSelector(selectStoredWallet);
  const companyLookup = useCompanySlug();
  const companySlug = companyLookup.slug;
  const list = useListProductsQuery(
    { wallet: wallet ?? '', page, ...(status ? { status } : {}) },
    { skip: !wallet },
  );

  const select = (next: ProductStatus | null) => {
    const nextParams = new URLSearchParams(params);
    if (next) nextParams.set('status', next);
    else nextParams.delete('status');
    nextParams.delete('page');
    setParams(nextParams);
  };

  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next > 1) nextParams.set('page', String(next));
    else nextParams.delete('page');
    setParams(nextParams);
  };

  const columns = useMemo<DataColumn<Product>[]>(
    () => [
      {
        key: 'product',
        header: t('products.list.columns.product'),
        primary: true,
        cell: (product) => (
          <div className={styles.productCell}>
            <PrefetchLink to={paths.product(product.id)} className={styles.productLink}>
              {product.title}
            </PrefetchLink>
            {product.summary ? <span className={styles.summary}>{product.summary}</span> : null}
          </div>
        ),
      },
      {
        key: 'status',
        header: t('products.list.columns.status'),
        hideLabelOnMobile: true,
        cell: (product) => <ProductStatusBadge status={product.status} />,
      },
      {
        key: 'price',
        header: t('products.list.columns.price'),
        align: 'end',
        cell: (product) => (
          <span className={styles.price}>{money(product.price.amount, product.price.token)}</span>
        ),
      },
      {
        key: 'sold',
        header: t('products.list.columns.sold'),
        align: 'end',
        cell: (product) => (
          <span className={styles.sold}>
            {product.max_licenses === null
              ? t('products.list.soldUnlimited', { sold: formatNumber(product.licenses_sold) })
              : t('products.list.soldOfCap', {
                  sold: formatNumber(product.licenses_sold),
                  cap: formatNumber(product.max_licenses),
                })}
            {product.sold_out ? <span className={styles.muted}>({t('products.list.soldOut')})</span> : null}
          </span>
        ),
      },
      {
        // docs/product.md §9 /product: the Story registration state (§10.2), and whether its licences are issued
        // automatically (§11.1).
        key: 'story',
        header: t('products.list.columns.story'),
        cell: (product) => (
          <span className={product.license_terms_id === null ? styles.muted : undefined}>
            {t(
              product.license_terms_id === null
                ? 'products.list.storyNo'
                : product.auto_issue
                  ? 'products.list.storyAutoIssue'
                  : 'products.list.storyYes',
            )}
          </span>
        ),
      },
      {
        key: 'actions',
        header: t('products.list.columns.actions'),
        hideLabelOnMobile: true,
        cell: (product) => <ProductActions product={product} companySlug={companySlug} compact />,
      },
    ],
    [t, formatNumber, money, companySlug],
  );

  const data = list.currentData;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / productsPageSize)) : 1;

  let panel;
  if (list.isError && !data) {
    panel = (
      <ErrorState
        message={t('products.list.failed')}
        detail={describeErrorLine(t, list.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!data) {
    panel = <SkeletonList label={t('products.list.loading')} />;
  } else if (data.count > 0 && page > pageCount) {
    // A page that no longer exists (the last product of it was archived elsewhere): the last one that does.
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(pageCount));
    panel = <Navigate to={`?${nextParams.toString()}`} replace />;
  } else if (data.results.length === 0) {
    panel = status ? (
      <EmptyState title={t('products.list.emptyFiltered.title')}>
        {t('products.list.emptyFiltered.body')}
      </EmptyState>
    ) : (
      <EmptyState
        title={t('products.list.empty.title')}
        action={
          <PrefetchLink to={paths.productCreate(1)} className={buttonClassName('primary')}>
            {t('products.list.new')}
          </PrefetchLink>
        }
      >
        {t('products.list.empty.body')}
      </EmptyState>
    );
  } else {
    panel = (
      <>
        <p className={styles.count} aria-live="polite">
          {t('products.list.count', { count: formatNumber(data.count) })}
        </p>
        <DataTable
          caption={t('products.list.caption')}
          columns={columns}
          rows={data.results}
          rowKey={(product) => product.id}
          busy={list.isFetching}
        />
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={goToPage}
          labels={{
            nav: t('products.list.pagination'),
            previous: t('products.list.previous'),
            next: t('products.list.next'),
            page: (number) => t('products.list.pageNumber', { page: number }),
            position: (current, pages) => t('products.list.page', { page: current, pages }),
          }}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('products.list.title')}</h1>
        <PrefetchLink to={paths.productCreate(1)} className={buttonClassName('primary')}>
          {t('products.list.new')}
        </PrefetchLink>
      </div>
      <Tabs
        label={t('products.list.filter')}
        tabs={filters.map((filter) => ({
          value: filter,
          label: filter ? t(`products.status.${filter}`) : t('products.list.all'),
        }))}
        selected={status}
        onSelect={select}
        tabId={tabId}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(status)} className={styles.panel}>
        <ProfileLookupError lookup={companyLookup} />
        {panel}
      </div>
    </div>
  );
}
