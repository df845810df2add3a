import { useState } from 'react';
import { Button, CopyButton } from '../../../components/forms';
import { noticeRaised } from '../../../services/events';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import { productPublicUrl } from '../productLinks';
import { productActionFailed } from '../productNotices';
import { useUpdateProductMutation } from '../productsApi';
import { type Product, type ProductStatus, productTransitions } from '../productTypes';
import { ConfirmProductDialog } from './ConfirmProductDialog';
import styles from './products.module.css';

type Move = { to: ProductStatus; label: string; notice: string };

/** The status moves a product allows (docs/product.md §8: draft → published ⇄ paused → archived), as buttons. */
export function movesFor(status: ProductStatus): Move[] {
  return productTransitions[status].map((to) => {
    if (to === 'published') {
      return status === 'paused'
        ? { to, label: 'products.actions.resume', notice: 'products.notices.published' }
        : { to, label: 'products.actions.publish', notice: 'products.notices.published' };
    }
    if (to === 'paused') return { to, label: 'products.actions.pause', notice: 'products.notices.paused' };
    return { to, label: 'products.actions.archive', notice: 'products.notices.archived' };
  });
}

/**
 * A product's actions: copy its public link (while buyers can see it) and the allowed status moves. Archiving is
 * final, so it asks first. `compact` names every button with the product's title, for rows of a list.
 */
export function ProductActions({
  product,
  companySlug,
  compact = false,
}: {
  product: Product;
  companySlug: string | null;
  compact?: boolean;
}) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const [updateProduct] = useUpdateProductMutation();
  const [pending, setPending] = useState<ProductStatus | null>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const title = product.title;
  const named = (label: string) =>
    compact ? t('products.actions.for', { action: t(label), title }) : undefined;

  const move = async ({ to, notice }: Move) => {
    if (pending) return;
    setPending(to);
    try {
      await updateProduct({ id: product.id, changes: { status: to } }).unwrap();
      dispatch(noticeRaised({ tone: 'success', key: notice, params: { title } }));
    } catch (error) {
      dispatch(productActionFailed(t, error));
    } finally {
      setPending(null);
    }
  };

  const visible = product.status === 'published' || product.status === 'paused';
  const archive = movesFor(product.status).find((candidate) => candidate.to === 'archived');

  return (
    <div className={styles.actions}>
      {visible && companySlug ? (
        <CopyButton
          text={productPublicUrl(companySlug, product.slug)}
          label={t('products.actions.copyLink')}
          copiedLabel={t('forms.copied')}
          ariaLabel={t('products.actions.copyLinkFor', { title })}
          variant="ghost"
        />
      ) : null}
      {movesFor(product.status).map((candidate) => (
        <Button
          key={candidate.to}
          variant={
            candidate.to === 'archived' ? 'danger' : candidate.to === 'published' ? 'primary' : 'secondary'
          }
          busy={pending === candidate.to}
          busyLabel={t('forms.working')}
          aria-label={named(candidate.label)}
          onClick={() => (candidate.to === 'archived' ? setConfirmArchive(true) : void move(candidate))}
        >
          {t(candidate.label)}
        </Button>
      ))}
      <ConfirmProductDialog
        open={confirmArchive}
        title={t('products.archive.title')}
        body={t('products.archive.body')}
        productTitle={title}
        confirmLabel={t('products.archive.confirm')}
        onCancel={() => setConfirmArchive(false)}
        onConfirm={() => {
          setConfirmArchive(false);
          if (archive) void move(archive);
        }}
      />
    </div>
  );
}
