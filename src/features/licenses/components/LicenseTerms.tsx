import { type ReactNode } from 'react';
import type { LicenseTermsSnapshot } from '../../../../contract/api/licenses';
import { useI18n } from '../../../services/i18n';
import styles from './licenses.module.css';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The terms the buyer agreed to, as the order snapshotted them (docs/product.md §8 License, §11.2), in the brand page's
 * words for them (storefront.license.*), so a licence reads the same where it was bought and where it is checked.
 */
export function LicenseTerms({ terms, titleId }: { terms: LicenseTermsSnapshot; titleId: string }) {
  const { t, formatNumber } = useI18n();
  const yesNo = (value: boolean) => t(value ? 'storefront.license.allowed' : 'storefront.license.notAllowed');
  const share = terms.commercial_rev_share_pct;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('storefront.license.title')}
      </h2>
      <p className={styles.flavor}>{t(`storefront.license.flavor.${terms.flavor}`)}</p>
      <dl className={styles.facts}>
        <Term label={t('storefront.license.commercialUse')}>{yesNo(terms.commercial_use)}</Term>
        <Term label={t('storefront.license.derivatives')}>{yesNo(terms.derivatives_allowed)}</Term>
        <Term label={t('storefront.license.attribution')}>
          {t(terms.attribution_required ? 'storefront.license.required' : 'storefront.license.notRequired')}
        </Term>
        {/* Null without commercial use (docs/product.md §8): there is no revenue to share. */}
        {share !== null ? (
          <Term label={t('storefront.license.revShare')}>
            {formatNumber(share / 100, { style: 'percent', maximumFractionDigits: 2 })}
          </Term>
        ) : null}
        <Term label={t('storefront.license.territory')}>
          <span dir="auto">{terms.territory}</span>
        </Term>
        <Term label={t('storefront.license.aiLearning')}>{yesNo(terms.ai_learning_allowed)}</Term>
      </dl>
    </section>
  );
}
