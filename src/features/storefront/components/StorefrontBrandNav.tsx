import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useT } from '../../../services/i18n';
import styles from './brandNav.module.css';

// The brand (logo and name) comes with the storefront route's chunk; this shell stays in the first load.
const BrandIdentity = lazy(() => import(/* webpackChunkName: "route-storefront" */ './BrandIdentity'));

/**
 * The brand navigation of /products/* (docs/product.md §14): the licensor's logo and name, then the language switch
 * and the wallet button. No main navigation. The other pages in the brand layout (a licence's verification page,
 * §11.2) name no brand: they show OVERDIVE's name and never load the brand page's chunk for it.
 */
export function StorefrontBrandNav({
  walletButton,
  localeSwitch,
}: {
  walletButton: ReactNode;
  localeSwitch: ReactNode;
}) {
  const t = useT();
  const { companySlug } = useParams();
  const appName = <span className={styles.name}>{t('app.name')}</span>;
  return (
    <nav className={styles.nav} aria-label={t('storefront.nav.label')}>
      {companySlug === undefined ? (
        appName
      ) : (
        <Suspense fallback={appName}>
          <BrandIdentity />
        </Suspense>
      )}
      <span className={styles.actions}>
        {localeSwitch}
        {walletButton}
      </span>
    </nav>
  );
}
