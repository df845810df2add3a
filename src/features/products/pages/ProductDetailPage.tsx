import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/forms';
import { PrefetchLink } from '@/components/PrefetchLink';
import { EmptyState, ErrorState, LoadingState, SkeletonDetail } from '@/components/StatusView';
import { describeError, describeErrorLine } from '@/services/api';
import { noticeRaised } from '@/services/events';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useI18n } from '@/services/i18n';
import { paths } from '@/services/routing';
import { useTokenFormat } from '@/services/useTokenFormat';
import { selectStoredWallet } from '../../session';
import { ConfirmProductDialog } from '../components/ConfirmProductDialog';
import { ProductActions } from '../components/ProductActions';
import { ProductEditForm } from '../components/ProductEditForm';
import { ProductStatusBadge } from '../components/ProductStatusBadge';
import { editableProductFields } from '../productForm';
import { productPublicUrl } from '../productLinks';
import { productActionFailed } from '../productNotices';
import { useDeleteProductMutation, useGetPaymentConfigQuery, useGetProductQuery } from '../productsApi';
import { type License, type Product } from '../productTypes';
import { ProfileLookupError } from '../components/ProfileLookupError';
import { useCompanySlug } from '../useCompanySlug';
import styles from '../components/products.module.css';

// "Register on Story" and the product's remixes send and read Story transactions: their code (contract/story, ethers'
// ABI coder) loads with this section only (docs/product.md §10.5).
const StoryProductSection = lazy(() =>
  import(/* webpackChunkName: "story" */ '../../story').then((m) => ({ default: m.StoryProductSection })),
);

/** /product/{id} (docs/product.md §9): the product's overview, its status moves, and the edit its status allows. */
export default function ProductDetailPage() {
  const { t } = useI18n();
  const { productId = '' } = useParams();
  const query = useGetProductQuery(productId);
  const product = query.currentData;

  if (query.isError && !product) {
    return (
      <ErrorState
        message={t('products.detail.failed')}
        detail={describeErrorLine(t, query.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // The detail's shape while it loads (docs/product.md §9): overview and edit.
  if (product === undefined) return <SkeletonDetail label={t('products.detail.loading')} sections={2} />;
  if (product === null) {
    return (
      <EmptyState
        title={t('products.detail.notFound.title')}
        action={
          <PrefetchLink to={paths.products} className={buttonClassName('primary')}>
            {t('products.detail.toList')}
          </PrefetchLink>
        }
      >
        {t('products.detail.notFound.body')}
      </EmptyState>
    );
  }
  return <ProductDetail key={product.id} product={product} />;
}

function licenseSummary(
  t: (key: string, params?: Record<string, string | number>) => string,
  license: License,
) {
  return [
    t(`products.flavor.${license.flavor}`),
    t(license.commercial_use ? 'products.license.commercial' : 'products.license.nonCommercial'),
    t(license.derivatives_allowed ? 'products.license.derivatives' : 'products.license.noDerivatives'),
    license.commercial_rev_share_pct !== null && license.commercial_rev_share_pct > 0
      ? t('products.license.revShare', { pct: license.commercial_rev_share_pct })
      : null,
    license.attribution_required ? t('products.license.attribution') : null,
    t(license.ai_learning_allowed ? 'products.license.aiLearning' : 'products.license.noAiLearning'),
    license.territory,
  ]
    .filter(Boolean)
    .join(' · ');
}

function ProductDetail({ product }: { product: Product }) {
  const { t, formatNumber, formatDate } = useI18n();
  const money = useTokenFormat().money;
  const navigate = useNavigate();
  const dispatch = useFeatureDispatch();
  const companyLookup = useCompanySlug();
  const companySlug = companyLookup.slug;
  const [deleteProduct, deletion] = useDeleteProductMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const wallet = useFeatureSelector(selectStoredWallet);
  const registeredOnStory = product.license_terms_id !== null;
  const fields = editableProductFields(product.status, registeredOnStory);
  const isDraft = product.status === 'draft';
  const config = useGetPaymentConfigQuery(undefined, { skip: !isDraft });
  const publicUrl =
    companySlug && (product.status === 'published' || product.status === 'paused')
      ? productPublicUrl(companySlug, product.slug)
      : null;

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await deleteProduct(product.id).unwrap();
      dispatch(
        noticeRaised({ tone: 'success', key: 'products.notices.deleted', params: { title: product.title } }),
      );
      navigate(paths.products, { replace: true });
    } catch (error) {
      dispatch(productActionFailed(t, error));
    }
  };

  let editor;
  if (fields.length === 0) {
    editor = <p className={styles.note}>{t('products.detail.archivedNote')}</p>;
  } else if (isDraft && config.isError && !config.currentData) {
    editor = (
      <ErrorState
        message={t('products.create.configFailed')}
        detail={describeError(t, config.error).message}
        retryLabel={t('common.retry')}
        onRetry={() => void config.refetch()}
      />
    );
  } else if (isDraft && !config.currentData) {
    editor = <LoadingState label={t('products.create.configLoading')} />;
  } else {
    editor = (
      <>
        <p className={styles.note}>
          {isDraft
            ? t('products.detail.draftNote')
            : t('products.detail.restrictedNote', { status: t(`products.status.${product.status}`) })}
        </p>
        {registeredOnStory ? <p className={styles.note}>{t('products.detail.registeredNote')}</p> : null}
        <ProductEditForm
          key={product.status}
          product={product}
          fields={fields}
          tokens={config.currentData?.accepted_tokens ?? []}
        />
      </>
    );
  }

  return (
    <div className={`${styles.page} ${styles.narrowPage}`}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{product.title}</h1>
        <ProductStatusBadge status={product.status} />
      </div>
      <div className={styles.actions}>
        <ProfileLookupError lookup={companyLookup} />
        <ProductActions product={product} companySlug={companySlug} />
        {isDraft ? (
          <Button
            variant="danger"
            busy={deletion.isLoading}
            busyLabel={t('forms.working')}
            onClick={() => setConfirmDelete(true)}
          >
            {t('products.actions.delete')}
          </Button>
        ) : null}
      </div>

      <section className={styles.card} aria-labelledby="product-overview-title">
        <h2 id="product-overview-title" className={styles.cardTitle}>
          {t('products.detail.overview')}
        </h2>
        <dl className={styles.overview}>
          <div>
            <dt>{t('products.detail.price')}</dt>
            <dd className={styles.price}>{money(product.price.amount, product.price.token)}</dd>
          </div>
          <div>
            <dt>{t('products.detail.sold')}</dt>
            <dd>
              {product.max_licenses === null
                ? t('products.list.soldUnlimited', { sold: formatNumber(product.licenses_sold) })
                : t('products.list.soldOfCap', {
                    sold: formatNumber(product.licenses_sold),
                    cap: formatNumber(product.max_licenses),
                  })}
              {product.sold_out ? ` (${t('products.list.soldOut')})` : null}
            </dd>
          </div>
          <div>
            <dt>{t('products.detail.category')}</dt>
            <dd>{t(`products.category.${product.category}`)}</dd>
          </div>
          <div>
            <dt>{t('products.detail.license')}</dt>
            <dd>{licenseSummary(t, product.license)}</dd>
          </div>
          <div>
            <dt>{t('products.detail.created')}</dt>
            <dd>{formatDate(product.created_at)}</dd>
          </div>
          {product.published_at ? (
            <div>
              <dt>{t('products.detail.published')}</dt>
              <dd>{formatDate(product.published_at)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('products.detail.ipId')}</dt>
            <dd className={product.ip_id ? styles.address : undefined}>
              {product.ip_id ?? t('products.detail.none')}
            </dd>
          </div>
          {publicUrl ? (
            <div>
              <dt>{t('products.detail.publicLink')}</dt>
              <dd className={styles.address}>{publicUrl}</dd>
            </div>
          ) : null}
        </dl>
        {/* The link is copied from the actions above: one "Copy link" per screen. */}
      </section>

      {wallet ? (
        <Suspense fallback={<LoadingState label={t('products.detail.storyLoading')} />}>
          <StoryProductSection product={product} companyWallet={wallet} />
        </Suspense>
      ) : null}

      <section className={styles.editArea} aria-labelledby="product-edit-title">
        <h2 id="product-edit-title" className={styles.cardTitle}>
          {t('products.detail.edit')}
        </h2>
        {editor}
      </section>

      <ConfirmProductDialog
        open={confirmDelete}
        title={t('products.delete.title')}
        body={t('products.delete.body')}
        productTitle={product.title}
        confirmLabel={t('products.delete.confirm')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
