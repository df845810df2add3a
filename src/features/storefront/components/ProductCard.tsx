import { memo, useId } from 'react';
import { Badge } from '../../../components/Badge';
import { safeHttpsUrl } from '../../../components/ExternalLink';
import { Button } from '../../../components/forms';
import { useI18n } from '../../../services/i18n';
import { useTokenFormat } from '../../../services/useTokenFormat';
import { availabilityOf, licensesLeft } from '../checkout';
import { type StorefrontProduct } from '../storefrontTypes';
import { LicenseSummary } from './LicenseSummary';
import styles from './storefront.module.css';

const categories = ['image', 'audio', 'video', 'character', 'text', 'software', 'dataset', 'brand', 'other'];

/** One license for sale: cover, terms, price, what is left, and Buy (or why not: sold out, paused). */
export const ProductCard = memo(function ProductCard({
  product,
  onBuy,
  busy,
}: {
  product: StorefrontProduct;
  onBuy: (productId: string) => void;
  /** A payment is under way for another product: one purchase at a time. */
  busy: boolean;
}) {
  const { t, formatNumber } = useI18n();
  const tokens = useTokenFormat();
  const titleId = useId();
  const stateId = useId();
  const cover = safeHttpsUrl(product.cover_image_url);
  const availability = availabilityOf(product);
  return (
    <article className={styles.product} aria-labelledby={titleId}>
      {cover ? <img className={styles.cover} src={cover} alt="" loading="lazy" decoding="async" /> : null}
      <div className={styles.productBody}>
        <p className={styles.category}>
          {t(`storefront.category.${categories.includes(product.category) ? product.category : 'other'}`)}
        </p>
        <h3 id={titleId} className={styles.productTitle}>
          {product.title}
        </h3>
        {product.summary ? <p className={styles.summary}>{product.summary}</p> : null}
        {product.description ? (
          <details className={styles.details}>
            <summary>{t('storefront.product.more')}</summary>
            <p className={styles.description}>{product.description}</p>
          </details>
        ) : null}
        <LicenseSummary license={product.license} />
        <div className={styles.buyRow}>
          <p className={styles.price}>
            <span className="visually-hidden">{t('storefront.product.price')}: </span>
            <strong>{tokens.money(product.price.amount, product.price.token)}</strong>{' '}
            <span className={styles.perLicense}>{t('storefront.product.perLicense')}</span>
          </p>
          <p id={stateId} className={styles.availability}>
            {availability === 'soldOut' ? (
              <>
                <Badge tone="neutral">{t('storefront.product.soldOut')}</Badge>{' '}
                <span className="visually-hidden">{t('storefront.product.soldOutBody')}</span>
              </>
            ) : availability === 'paused' ? (
              <>
                <Badge tone="warning">{t('storefront.product.paused')}</Badge>{' '}
                <span className={styles.muted}>{t('storefront.product.pausedBody')}</span>
              </>
            ) : product.max_licenses === null ? (
              t('storefront.product.unlimited')
            ) : (
              t('storefront.product.left', {
                left: formatNumber(licensesLeft(product) ?? 0),
                max: formatNumber(product.max_licenses),
              })
            )}
          </p>
          <Button
            onClick={() => onBuy(product.id)}
            disabled={availability !== 'available' || busy}
            aria-describedby={stateId}
            aria-label={t('storefront.product.buyNamed', { title: product.title })}
          >
            {t('storefront.product.buy')}
          </Button>
        </div>
      </div>
    </article>
  );
});
