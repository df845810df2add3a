import { type FormEvent, useState } from 'react';
import { Button, FormActions, FormError, formClassName, useEditForm } from '../../../components/forms';
import { describeErrorLine, isApiError } from '../../../services/api';
import { noticeRaised } from '../../../services/events';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import { useUpdateCompanyMutation } from '../companyApi';
import {
  changedCompanyFields,
  type CompanyField,
  companyFields,
  companyFormFrom,
  type CompanyFormValues,
  companyServerProblems,
  validateCompanyForm,
} from '../companyForm';
import { type Company } from '../companyTypes';
import { CompanyFields } from './CompanyFields';
import { useSlugAvailability } from '../useSlugAvailability';
import styles from './company.module.css';

const profileFields = companyFields.filter((field) => field !== 'payout_address');

/** /manage: the company profile form; the payout address has its own section (docs/product.md §9). */
export function CompanyProfileSection({ company, wallet }: { company: Company; wallet: string }) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const [updateCompany, update] = useUpdateCompanyMutation();
  const [values, setValues] = useState<CompanyFormValues>(() => companyFormFrom(company));
  const slugAvailability = useSlugAvailability(values.slug, company.slug);
  const problems = validateCompanyForm(values, {
    slugTaken: slugAvailability === 'taken',
    fields: profileFields,
  });
  const { formRef, errors, formError, setFormError, readyToSave } = useEditForm(
    problems,
    t('forms.fixErrors'),
  );

  const onChange = (field: CompanyField, value: string) => {
    errors.changed(field);
    setFormError(null);
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isLoading || !readyToSave()) return;
    const changes = changedCompanyFields(company, values, profileFields);
    if (Object.keys(changes).length === 0) {
      setFormError(null);
      dispatch(noticeRaised({ tone: 'info', key: 'company.manage.profile.noChanges' }));
      return;
    }
    setFormError(null);
    try {
      const saved = await updateCompany({ id: company.id, wallet, changes }).unwrap();
      setValues(companyFormFrom(saved));
      errors.reset();
      dispatch(noticeRaised({ tone: 'success', key: 'company.manage.profile.saved' }));
    } catch (error) {
      const mapped = isApiError(error) ? companyServerProblems(error.fields) : { problems: {}, rest: [] };
      setFormError({
        message: t('company.manage.profile.failed'),
        detail: describeErrorLine(t, error, ...mapped.rest),
      });
      errors.showServerProblems(mapped.problems);
    }
  };

  const shown =
    slugAvailability === 'taken' && problems.slug
      ? { ...errors.visible, slug: problems.slug }
      : errors.visible;

  return (
    <form
      ref={formRef}
      className={formClassName}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="manage-profile-title"
    >
      <h2 id="manage-profile-title" className={styles.subtitle}>
        {t('company.manage.profile.title')}
      </h2>
      <FormError message={formError?.message} detail={formError?.detail} />
      <CompanyFields
        values={values}
        problems={shown}
        fields={profileFields}
        headingLevel={3}
        slugAvailability={slugAvailability}
        wallet={wallet}
        onChange={onChange}
        onBlur={errors.touch}
      />
      <FormActions>
        <Button type="submit" busy={update.isLoading} busyLabel={t('forms.saving')}>
          {t('company.manage.profile.save')}
        </Button>
      </FormActions>
    </form>
  );
}
