import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  Button,
  FormActions,
  FormError,
  type FieldProblems,
  hasProblems,
  slugify,
  useFieldErrors,
} from '../../../components/forms';
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
import styles from './company.module.css';

/** Why a submission failed: the message over the form, the server's reason, and its verdict per field. */
export interface CompanyCreateFailure {
  message: string;
  detail?: string;
  problems: FieldProblems<CompanyField>;
}

/** Step 1 of /create (PRODUCT.md §9): the company form, checked as the user types, with a live slug check. */
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
  const formRef = useRef<HTMLFormElement>(null);
  const slugAvailability = useSlugAvailability(values.slug);
  const problems = validateCompanyForm(values, { slugTaken: slugAvailability === 'taken' });
  const errors = useFieldErrors(problems, formRef);
  const [clientFailure, setClientFailure] = useState(false);

  // A failed submission comes back with the server's verdict on fields: show it and focus the first.
  const { showServerProblems } = errors;
  useEffect(() => {
    if (failure) showServerProblems(failure.problems);
  }, [failure, showServerProblems]);

  const onChange = (field: CompanyField, value: string) => {
    errors.changed(field);
    onValues((previous) => {
      const next = { ...previous, [field]: value };
      // The slug follows the name until the user writes their own.
      if (field === 'name' && previous.slug === slugify(previous.name)) next.slug = slugify(value);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasProblems(problems)) {
      setClientFailure(true);
      errors.revealAll();
      return;
    }
    setClientFailure(false);
    onSubmit(toCompanyInput(values));
  };

  const formError = clientFailure && hasProblems(problems) ? { message: t('forms.fixErrors') } : failure;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <FormError
        message={formError?.message}
        detail={formError && 'detail' in formError ? formError.detail : null}
      />
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
        onChange={onChange}
        onBlur={errors.touch}
      />
      <FormActions>
        <Button
          variant="ghost"
          onClick={() => {
            onDiscard();
            errors.reset();
            setClientFailure(false);
          }}
        >
          {t('company.create.discard')}
        </Button>
        <Button type="submit">{t('company.create.submit')}</Button>
      </FormActions>
    </form>
  );
}
