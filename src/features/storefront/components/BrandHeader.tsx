import { ExternalLink, safeHttpsUrl } from '../../../components/ExternalLink';
import { useI18n } from '../../../services/i18n';
import { type StorefrontCompany } from '../storefrontTypes';
import styles from './storefront.module.css';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The licensor's brand: logo, name, description and website (https only, opened without this page). */
export function BrandHeader({ company }: { company: StorefrontCompany }) {
  const { t } = useI18n();
  const logo = safeHttpsUrl(company.logo_url);
  const website = safeHttpsUrl(company.website);
  return (
    <header className={styles.brand}>
      {logo ? (
        <img
          className={styles.logo}
          src={logo}
          alt={t('storefront.logoAlt', { name: company.name })}
          width={72}
          height={72}
          decoding="async"
        />
      ) : (
        <span className={styles.logoFallback} aria-hidden="true">
          {[...company.name.trim()][0]?.toUpperCase() ?? '·'}
        </span>
      )}
      <div className={styles.brandText}>
        <h1 className={styles.brandName} dir="auto">
          {company.name}
        </h1>
        {company.description ? (
          <p className={styles.brandDescription} dir="auto">
            {company.description}
          </p>
        ) : null}
        {website ? (
          <p className={styles.website}>
            <span className="visually-hidden">{t('storefront.website')}: </span>
            <ExternalLink href={website} newTabLabel={t('storefront.newTab')}>
              {hostOf(website)}
            </ExternalLink>
          </p>
        ) : null}
      </div>
    </header>
  );
}
