import { LicenseTermsList } from '@/components/LicenseTermsList';
import { useI18n } from '@/services/i18n';
import { type StorefrontLicense } from '../storefrontTypes';
import styles from './storefront.module.css';

const flavors = ['non_commercial_remix', 'commercial_use', 'commercial_remix', 'custom'];

/** The license a buyer gets, in plain words (docs/product.md §8 License), on the product's card. */
export function LicenseSummary({ license }: { license: StorefrontLicense }) {
  const { t } = useI18n();
  return (
    <div className={styles.license}>
      <p className={styles.flavor}>
        <span className="visually-hidden">{t('storefront.license.title')}: </span>
        {flavors.includes(license.flavor)
          ? t(`storefront.license.flavor.${license.flavor}`)
          : t('storefront.license.flavor.custom')}
      </p>
      <LicenseTermsList license={license} className={styles.terms} />
    </div>
  );
}
