import { memo, useEffect, useId, useRef } from 'react';
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
const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * The product a link named (`#{productSlug}`, docs/product.md §9): scrolled into view once the page shows it and each
 * time a link lands on it again (`landing` changes), smoothly unless the buyer asked for reduced motion. Focus
 * moves to the card, so a screen reader reads its title, unless the buyer is already on a control.
 */
function useLanding(highlighted: boolean, landing: string | undefined) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const card = ref.current;
    if (!highlighted || !card) return;
    const reduced = window.matchMedia?.(reducedMotionQuery).matches ?? false;
    // jsdom has no layout and no scrollIntoView.
    if (typeof card.scrollIntoView === 'function') {
      card.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    }
    const active = document.activeElement;
    if (active === null || active === document.body) card.focus({ preventScroll: true });
  }, [highlighted, landing]);
  return ref;
}

/** One license for sale: cover, terms, price, what is left, and Buy (or why not: sold out, paused). */
export const ProductCard = memo(function ProductCard({
  product,
  onBuy,
  busy,
  highlighted = false,
  landing,
}: {
  product: StorefrontProduct;
  onBuy: (productId: string) => void;
  /** A payment is under way for another product: one purchase at a time. */
  busy: boolean;
  /** The page's link named this product (`#{productSlug}`). */
  highlighted?: boolean;
  /** Changes with each arrival on the link (the location's key), so landing on it again scrolls again. */
  landing?: string;
}) {
  const { t, formatNumber } = useI18n();
  const tokens = useTokenFormat();
  const titleId = useId();
  const stateId = useId();
  const cover = safeHttpsUrl(product.cover_image_url);
  const availability = availabilityOf(product);
  const ref = useLanding(highlighted, landing);
  return (
    <article
      ref={ref}
      className={highlighted ? `${styles.product} ${styles.linked}` : styles.product}
      aria-labelledby={titleId}
      // The link's target among the products: said in words (the badge) and to assistive technology, not by the
      // outline's colour alone.
      aria-current={highlighted ? 'true' : undefined}
      tabIndex={highlighted ? -1 : undefined}
      data-product-slug={product.slug}
    >
      {cover ? <img className={styles.cover} src={cover} alt="" loading="lazy" decoding="async" /> : null}
      <div className={styles.productBody}>
        <div className={styles.cardTop}>
          <p className={styles.category}>
            {t(`storefront.category.${categories.includes(product.category) ? product.category : 'other'}`)}
          </p>
          {highlighted ? <Badge tone="info">{t('storefront.product.linked')}</Badge> : null}
        </div>
        <h3 id={titleId} className={styles.productTitle} dir="auto">
          {product.title}
        </h3>
        {product.summary ? (
          <p className={styles.summary} dir="auto">
            {product.summary}
          </p>
        ) : null}
        {product.description ? (
          <details className={styles.details}>
            <summary>{t('storefront.product.more')}</summary>
            <p className={styles.description} dir="auto">
              {product.description}
            </p>
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
