import { type RefObject } from 'react';
import { Button, buttonClassName, CopyRow, WizardDonePanel } from '../../../components/forms';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { noticeRaised } from '../../../services/events';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { productPublicUrl } from '../productLinks';
import { productActionFailed } from '../productNotices';
import { useUpdateProductMutation } from '../productsApi';
import { type Product } from '../productTypes';
import { useCompanySlug } from '../useCompanySlug';
import { ProfileLookupError } from './ProfileLookupError';
import styles from './products.module.css';

/** Step 3 of /productcreate (docs/product.md §9): the product's public link and a publish action. */
export function ProductCreated({
  product,
  headingRef,
  onAnother,
  onPublished,
}: {
  product: Product;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnother: () => void;
  onPublished: (product: Product) => void;
}) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const companyLookup = useCompanySlug();
  const companySlug = companyLookup.slug;
  const [updateProduct, update] = useUpdateProductMutation();
  const publicUrl = companySlug ? productPublicUrl(companySlug, product.slug) : null;
  const published = product.status === 'published';

  const publish = async () => {
    try {
      const saved = await updateProduct({ id: product.id, changes: { status: 'published' } }).unwrap();
      onPublished(saved);
      dispatch(
        noticeRaised({ tone: 'success', key: 'products.notices.published', params: { title: saved.title } }),
      );
    } catch (error) {
      dispatch(productActionFailed(t, error));
    }
  };

  return (
    <WizardDonePanel
      id="product-done-title"
      headingRef={headingRef}
      title={t('products.create.done.title')}
      actions={
        <>
          {published ? null : (
            <Button busy={update.isLoading} busyLabel={t('forms.working')} onClick={() => void publish()}>
              {t('products.create.done.publish')}
            </Button>
          )}
          <PrefetchLink
            to={paths.product(product.id)}
            className={buttonClassName(published ? 'primary' : 'secondary')}
          >
            {t('products.create.done.view')}
          </PrefetchLink>
          <Button variant="secondary" onClick={onAnother}>
            {t('products.create.done.another')}
          </Button>
          <PrefetchLink to={paths.products} className={buttonClassName('ghost')}>
            {t('products.create.done.toList')}
          </PrefetchLink>
        </>
      }
    >
      <p aria-live="polite">
        {published
          ? t('products.create.done.published', { title: product.title })
          : t('products.create.done.draft', { title: product.title })}
      </p>
      <ProfileLookupError lookup={companyLookup} />
      {publicUrl ? (
        <>
          <p className={styles.muted}>{t('products.create.done.publicLink')}</p>
          <CopyRow
            className={styles.linkBox}
            textClassName={styles.link}
            text={publicUrl}
            label={t('products.actions.copyLink')}
            copiedLabel={t('forms.copied')}
            ariaLabel={t('products.actions.copyLinkFor', { title: product.title })}
          />
        </>
      ) : null}
    </WizardDonePanel>
  );
}
