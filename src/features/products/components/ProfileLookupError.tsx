import { useT } from '../../../services/i18n';
import { Button } from '../../../components/forms';
import { type CompanySlugLookup } from '../useCompanySlug';
import styles from './ProfileLookupError.module.css';

/** Public links need the company's slug from the profile; when that read failed, say so and offer a retry. */
export function ProfileLookupError({ lookup }: { lookup: CompanySlugLookup }) {
  const t = useT();
  if (!lookup.failed) return null;
  return (
    <div className={styles.notice} role="alert">
      <span>{t('errors.profileLookupFailed')}</span>
      <Button variant="secondary" onClick={lookup.retry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
