import { useI18n } from '../../../services/i18n';
import { type StorefrontLicense } from '../storefrontTypes';
import styles from './storefront.module.css';

const flavors = ['non_commercial_remix', 'commercial_use', 'commercial_remix', 'custom'];

/** The license a buyer gets, in plain words (PRODUCT.md §8 License). */
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
        <div>
          <dt>{t('storefront.license.commercialUse')}</dt>
          <dd>{yesNo(license.commercial_use)}</dd>
        </div>
        <div>
          <dt>{t('storefront.license.derivatives')}</dt>
          <dd>{yesNo(license.derivatives_allowed)}</dd>
        </div>
        <div>
          <dt>{t('storefront.license.attribution')}</dt>
          <dd>
            {t(
              license.attribution_required ? 'storefront.license.required' : 'storefront.license.notRequired',
            )}
          </dd>
        </div>
        {license.commercial_use && license.derivatives_allowed && share !== null && share > 0 ? (
          <div>
            <dt>{t('storefront.license.revShare')}</dt>
            <dd>{formatNumber(share / 100, { style: 'percent', maximumFractionDigits: 2 })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('storefront.license.aiLearning')}</dt>
          <dd>{yesNo(license.ai_learning_allowed)}</dd>
        </div>
        <div>
          <dt>{t('storefront.license.territory')}</dt>
          <dd>{license.territory}</dd>
        </div>
      </dl>
    </div>
  );
}
