import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { safeHttpsUrl } from '../../../components/ExternalLink';
import { useT } from '../../../services/i18n';
import { useGetLicensorInfoQuery } from '../storefrontApi';
import { isStorefrontSlug } from '../storefrontSlug';
import styles from './storefront.module.css';

/**
 * The brand navigation of /products/* (SPEC.md §2): the licensor's logo and name (from the page's own query, shared
 * through the cache), then the language switch and the wallet button. No main navigation.
 */
export function StorefrontBrandNav({
  walletButton,
  localeSwitch,
}: {
  walletButton: ReactNode;
  localeSwitch: ReactNode;
}) {
  const t = useT();
  const { companySlug = '' } = useParams();
  const valid = isStorefrontSlug(companySlug);
  const { currentData } = useGetLicensorInfoQuery(valid ? companySlug : skipToken);
  const company = currentData?.company ?? null;
  const logo = safeHttpsUrl(company?.logo_url);
  return (
    <nav className={styles.brandNav} aria-label={t('storefront.nav.label')}>
      {company ? (
        <span className={styles.brandNavHome}>
          {logo ? <img src={logo} alt="" width={32} height={32} className={styles.brandNavLogo} /> : null}
          <span className={styles.brandNavName}>{company.name}</span>
        </span>
      ) : (
        <span className={styles.brandNavName}>{t('app.name')}</span>
      )}
      <span className={styles.brandNavActions}>
        {localeSwitch}
        {walletButton}
      </span>
    </nav>
  );
}
