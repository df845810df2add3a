import { type ReactNode, useMemo } from 'react';
import {
  Button,
  type FieldProblems,
  FieldRow,
  FormSection,
  problemText,
  SelectField,
  TextArea,
  TextField,
  UrlField,
} from '../../../components/forms';
import { useI18n } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { type CompanyField, type CompanyFormValues, companyLimits } from '../companyForm';
import { countryOptions } from '../countries';
import { type SlugAvailability } from '../useSlugAvailability';
import styles from './company.module.css';

const slugStatusKey: Record<SlugAvailability, string | null> = {
  idle: null,
  checking: 'company.slug.checking',
  available: 'company.slug.available',
  taken: null,
  current: 'company.slug.current',
  unknown: 'company.slug.unchecked',
};

/**
 * The company's fields, in sections. Used by the wizard (every field) and by /manage's profile form (no payout
 * address, which changes through its own signed call).
 */
export function CompanyFields({
  values,
  problems,
  fields,
  slugAvailability,
  wallet,
  onChange,
  onBlur,
  headingLevel = 2,
}: {
  values: CompanyFormValues;
  problems: FieldProblems<CompanyField>;
  fields: readonly CompanyField[];
  slugAvailability: SlugAvailability;
  /** The signed-in wallet, offered as the payout address. */
  wallet: string | null;
  onChange: (field: CompanyField, value: string) => void;
  onBlur: (field: CompanyField) => void;
  /** 3 when the fields sit under a form heading of their own (/manage). */
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = useI18n();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const shows = (field: CompanyField) => fields.includes(field);
  const error = (field: CompanyField) => problemText(t, problems[field]);
  const optional = t('forms.optional');
  const slugStatusText = slugStatusKey[slugAvailability];
  const slugStatus: ReactNode = slugStatusText ? (
    <span className={slugAvailability === 'available' ? styles.ok : undefined}>{t(slugStatusText)}</span>
  ) : null;
  const bind = (field: CompanyField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
    error: error(field),
  });

  return (
    <>
      <FormSection title={t('company.sections.profile')} headingLevel={headingLevel}>
        <TextField
          {...bind('name')}
          id="company-name"
          label={t('company.fields.name')}
          hint={t('company.fields.nameHint')}
          autoComplete="organization"
          required
          aria-required="true"
        />
        <TextField
          {...bind('slug')}
          id="company-slug"
          label={t('company.fields.slug')}
          hint={t('company.fields.slugHint')}
          prefix={`${paths.storefront('')}`}
          status={error('slug') ? null : slugStatus}
          verbatim
          maxLength={companyLimits.slugMax + 16}
          required
          aria-required="true"
        />
        <TextArea
          {...bind('description')}
          id="company-description"
          label={t('company.fields.description')}
          hint={t('company.fields.descriptionHint')}
          optionalLabel={optional}
          maxChars={companyLimits.descriptionMax}
          rows={5}
        />
      </FormSection>
      <FormSection title={t('company.sections.contact')} headingLevel={headingLevel}>
        <FieldRow>
          <UrlField
            {...bind('website')}
            id="company-website"
            label={t('company.fields.website')}
            hint={t('company.fields.websiteHint')}
            optionalLabel={optional}
            autoComplete="url"
          />
          <TextField
            {...bind('contact_email')}
            id="company-contact-email"
            type="email"
            inputMode="email"
            label={t('company.fields.contactEmail')}
            hint={t('company.fields.contactEmailHint')}
            optionalLabel={optional}
            autoComplete="email"
          />
        </FieldRow>
        <FieldRow>
          <SelectField
            {...bind('country')}
            id="company-country"
            label={t('company.fields.country')}
            optionalLabel={optional}
            placeholder={t('company.fields.countryPlaceholder')}
            options={countries}
            autoComplete="country"
          />
          <UrlField
            {...bind('logo_url')}
            id="company-logo-url"
            label={t('company.fields.logoUrl')}
            hint={t('company.fields.logoUrlHint')}
            optionalLabel={optional}
          />
        </FieldRow>
      </FormSection>
      {shows('payout_address') ? (
        <FormSection title={t('company.sections.payout')} headingLevel={headingLevel}>
          <TextField
            {...bind('payout_address')}
            id="company-payout-address"
            label={t('company.fields.payoutAddress')}
            hint={t('company.fields.payoutAddressHint')}
            className={styles.mono}
            verbatim
            required
            aria-required="true"
          />
          {wallet && values.payout_address.toLowerCase() !== wallet.toLowerCase() ? (
            <div>
              <Button variant="ghost" onClick={() => onChange('payout_address', wallet)}>
                {t('company.fields.useWallet')}
              </Button>
            </div>
          ) : null}
        </FormSection>
      ) : null}
    </>
  );
}
