import { slugify, WizardForm, type WizardFormFailure } from '../../../components/forms';
import { useT } from '../../../services/i18n';
import {
  type CompanyField,
  companyFields,
  type CompanyFormValues,
  toCompanyInput,
  validateCompanyForm,
} from '../companyForm';
import { useSlugAvailability } from '../useSlugAvailability';
import { CompanyFields } from './CompanyFields';

/** Why a submission failed: the message over the form, the server's reason, and its verdict per field. */
export type CompanyCreateFailure = WizardFormFailure<CompanyField>;

/** Step 1 of /create (docs/product.md §9): the company form, checked as the user types, with a live slug check. */
export function CompanyCreateForm({
  wallet,
  values,
  onValues,
  onDiscard,
  failure,
  onSubmit,
}: {
  wallet: string;
  values: CompanyFormValues;
  onValues: (update: (previous: CompanyFormValues) => CompanyFormValues) => void;
  onDiscard: () => void;
  failure: CompanyCreateFailure | null;
  onSubmit: (body: ReturnType<typeof toCompanyInput>) => void;
}) {
  const t = useT();
  const slugAvailability = useSlugAvailability(values.slug);
  const problems = validateCompanyForm(values, { slugTaken: slugAvailability === 'taken' });

  return (
    <WizardForm
      problems={problems}
      failure={failure}
      fixErrorsMessage={t('forms.fixErrors')}
      discardLabel={t('company.create.discard')}
      submitLabel={t('company.create.submit')}
      onDiscard={onDiscard}
      onSubmit={() => onSubmit(toCompanyInput(values))}
    >
      {(errors) => (
        <CompanyFields
          values={values}
          problems={
            // A taken slug is news the moment the live check answers, not only after leaving the field.
            slugAvailability === 'taken' && problems.slug
              ? { ...errors.visible, slug: problems.slug }
              : errors.visible
          }
          fields={companyFields}
          slugAvailability={slugAvailability}
          wallet={wallet}
          onChange={(field, value) => {
            errors.changed(field);
            onValues((previous) => {
              const next = { ...previous, [field]: value };
              // The slug follows the name until the user writes their own.
              if (field === 'name' && previous.slug === slugify(previous.name)) next.slug = slugify(value);
              return next;
            });
          }}
          onBlur={errors.touch}
        />
      )}
    </WizardForm>
  );
}
