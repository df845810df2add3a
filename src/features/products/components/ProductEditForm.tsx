import { type FormEvent, useState } from 'react';
import { Button, FormActions, FormError, formClassName, useEditForm } from '../../../components/forms';
import { describeErrorLine, isApiError } from '../../../services/api';
import { noticeRaised } from '../../../services/events';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import {
  applyProductChange,
  changedProductFields,
  type ProductField,
  productFormFrom,
  productServerProblems,
  validateProductForm,
} from '../productForm';
import { useUpdateProductMutation } from '../productsApi';
import { type Product, type TokenRef } from '../productTypes';
import { ProductFields } from './ProductFields';

/** Edits the fields of a product that its status allows; saves only what changed (PATCH). */
export function ProductEditForm({
  product,
  fields,
  tokens,
}: {
  product: Product;
  fields: readonly ProductField[];
  tokens: readonly TokenRef[];
}) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const [updateProduct, update] = useUpdateProductMutation();
  const [values, setValues] = useState(() => productFormFrom(product));
  const problems = validateProductForm(values, tokens, fields);
  const { formRef, errors, formError, setFormError, readyToSave } = useEditForm(
    problems,
    t('forms.fixErrors'),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isLoading || !readyToSave()) return;
    const changes = changedProductFields(product, values, tokens, fields);
    setFormError(null);
    if (Object.keys(changes).length === 0) {
      dispatch(noticeRaised({ tone: 'info', key: 'products.detail.noChanges' }));
      return;
    }
    try {
      const saved = await updateProduct({ id: product.id, changes }).unwrap();
      setValues(productFormFrom(saved));
      errors.reset();
      dispatch(
        noticeRaised({ tone: 'success', key: 'products.notices.saved', params: { title: saved.title } }),
      );
    } catch (error) {
      const mapped = isApiError(error) ? productServerProblems(error.fields) : { problems: {}, rest: [] };
      setFormError({
        message: t('products.detail.saveFailed'),
        detail: describeErrorLine(t, error, ...mapped.rest),
      });
      errors.showServerProblems(mapped.problems);
    }
  };

  return (
    <form ref={formRef} className={formClassName} onSubmit={(event) => void submit(event)} noValidate>
      <FormError message={formError?.message} detail={formError?.detail} />
      <ProductFields
        values={values}
        problems={errors.visible}
        fields={fields}
        tokens={tokens}
        headingLevel={3}
        onChange={(field, value) => {
          errors.changed(field);
          setFormError(null);
          setValues((previous) => applyProductChange(previous, field, value));
        }}
        onBlur={errors.touch}
      />
      <FormActions>
        <Button type="submit" busy={update.isLoading} busyLabel={t('forms.saving')}>
          {t('products.detail.save')}
        </Button>
      </FormActions>
    </form>
  );
}
