import type { LicenseTermsSnapshot } from '@contract/api/licenses';
import { LicenseTermsList } from '@/components/LicenseTermsList';
import { useI18n } from '@/services/i18n';
import styles from './licenses.module.css';

/**
 * The terms the buyer agreed to, as the order snapshotted them (docs/product.md §8 License, §11.2), in the brand page's
 * words for them, so a licence reads the same where it was bought and where it is checked.
 */
export function LicenseTerms({ terms, titleId }: { terms: LicenseTermsSnapshot; titleId: string }) {
  const { t } = useI18n();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('storefront.license.title')}
      </h2>
      <p className={styles.flavor}>{t(`storefront.license.flavor.${terms.flavor}`)}</p>
      <LicenseTermsList license={terms} className={styles.facts} />
    </section>
  );
}
