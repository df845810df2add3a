import { type ReactNode } from 'react';
import { useI18n } from '../../../services/i18n';
import { type StorefrontLicense } from '../storefrontTypes';
import styles from './storefront.module.css';

const flavors = ['non_commercial_remix', 'commercial_use', 'commercial_remix', 'custom'];

/** One term of the licence: its name and what it says. */
function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The license a buyer gets, in plain words (docs/product.md §8 License). */
export function LicenseSummary({ license }: { license: StorefrontLicense }) {
  const { t, formatNumber } = useI18n();
  const yesNo = (value: boolean) => t(value ? 'storefront.license.allowed' : 'storefront.license.notAllowed');
  const share = license.commercial_rev_share_pct;
  return (
    <div className={styles.license}>
      <p className={styles.flavor}>
        <span className="visually-hidden">{t('storefront.license.title')}: </span>
        {flavors.includes(license.flavor)
          ? t(`storefront.license.flavor.${license.flavor}`)
          : t('storefront.license.flavor.custom')}
      </p>
      <dl className={styles.terms}>
        <Term label={t('storefront.license.commercialUse')}>{yesNo(license.commercial_use)}</Term>
        <Term label={t('storefront.license.derivatives')}>{yesNo(license.derivatives_allowed)}</Term>
        <Term label={t('storefront.license.attribution')}>
          {t(license.attribution_required ? 'storefront.license.required' : 'storefront.license.notRequired')}
        </Term>
        {license.commercial_use && license.derivatives_allowed && share !== null && share > 0 ? (
          <Term label={t('storefront.license.revShare')}>
            {formatNumber(share / 100, { style: 'percent', maximumFractionDigits: 2 })}
          </Term>
        ) : null}
        <Term label={t('storefront.license.aiLearning')}>{yesNo(license.ai_learning_allowed)}</Term>
        <Term label={t('storefront.license.territory')}>{license.territory}</Term>
      </dl>
    </div>
  );
}
