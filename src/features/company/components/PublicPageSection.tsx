import { buttonClassName, CopyRow, FormSection } from '../../../components/forms';
import { ExternalLink } from '../../../components/ExternalLink';
import { useT } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { type Company } from '../companyTypes';

/** The absolute address of the company's public brand page (docs/product.md §9 /products/{companySlug}). */
function publicPageUrl(slug: string): string {
  return `${window.location.origin}${paths.storefront(slug)}`;
}

/** /manage: the link to the company's public brand page, to copy or open (docs/product.md §9). */
export function PublicPageSection({ company }: { company: Company }) {
  const t = useT();
  const url = publicPageUrl(company.slug);
  return (
    <FormSection
      title={t('company.manage.public.title')}
      description={t('company.manage.public.description')}
    >
      <CopyRow
        text={url}
        label={t('company.manage.public.copy')}
        ariaLabel={t('company.manage.public.copyLabel')}
        copiedLabel={t('forms.copied')}
      >
        <ExternalLink
          className={buttonClassName('secondary')}
          href={paths.storefront(company.slug)}
          newTabLabel={t('company.manage.public.newTab')}
          trusted
          icon={false}
        >
          {t('company.manage.public.open')}
        </ExternalLink>
      </CopyRow>
    </FormSection>
  );
}
