import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { safeHttpsUrl } from '../../../components/ExternalLink';
import { useT } from '../../../services/i18n';
import { useGetLicensorInfoQuery } from '../storefrontApi';
import { isStorefrontSlug } from '../storefrontSlug';
import styles from './brandNav.module.css';

/**
 * The licensor's logo and name in the brand navigation, from the page's own query (shared through the cache).
 * Loaded with the storefront route's chunk, so the first load of other routes does not carry it.
 */
export default function BrandIdentity() {
  const t = useT();
  const { companySlug = '' } = useParams();
  const valid = isStorefrontSlug(companySlug);
  const { currentData } = useGetLicensorInfoQuery(valid ? companySlug : skipToken);
  const company = currentData?.company ?? null;
  if (!company) return <span className={styles.name}>{t('app.name')}</span>;
  const logo = safeHttpsUrl(company.logo_url);
  return (
    <span className={styles.identity}>
      {logo ? <img src={logo} alt="" width={32} height={32} className={styles.logo} /> : null}
      <span className={styles.name} dir="auto">
        {company.name}
      </span>
    </span>
  );
}
