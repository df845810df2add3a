import { type ReactNode } from 'react';
import { licenseRevenueShare } from '@contract/productValues';
import type { License } from '@contract/api/products';
import { useI18n } from '@/services/i18n';

/** One term of the licence: its name and what it says. */
function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A licence's terms in plain words (docs/product.md §8 License), the same on the brand page where it is bought and on
 * the verification page where it is checked (§11.2); each page lays the list out with its own `className`.
 */
export function LicenseTermsList({
  license,
  className,
}: {
  license: License;
  className?: string | undefined;
}) {
  const { t, formatNumber } = useI18n();
  const yesNo = (value: boolean) => t(value ? 'storefront.license.allowed' : 'storefront.license.notAllowed');
  const share = licenseRevenueShare(license);
  return (
    <dl className={className}>
      <Term label={t('storefront.license.commercialUse')}>{yesNo(license.commercial_use)}</Term>
      <Term label={t('storefront.license.derivatives')}>{yesNo(license.derivatives_allowed)}</Term>
      <Term label={t('storefront.license.attribution')}>
        {t(license.attribution_required ? 'storefront.license.required' : 'storefront.license.notRequired')}
      </Term>
      {share !== null ? (
        <Term label={t('storefront.license.revShare')}>
          {formatNumber(share / 100, { style: 'percent', maximumFractionDigits: 2 })}
        </Term>
      ) : null}
      <Term label={t('storefront.license.territory')}>
        <span dir="auto">{license.territory}</span>
      </Term>
      <Term label={t('storefront.license.aiLearning')}>{yesNo(license.ai_learning_allowed)}</Term>
    </dl>
  );
}
