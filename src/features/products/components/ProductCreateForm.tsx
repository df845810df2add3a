import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  Button,
  type FieldProblems,
  FormActions,
  FormError,
  hasProblems,
  useFieldErrors,
} from '../../../components/forms';
import { useT } from '../../../services/i18n';
import {
  applyProductChange,
  type ProductField,
  productFields,
  type ProductFormValues,
  toProductInput,
  validateProductForm,
} from '../productForm';
import { type ProductInput, type TokenRef } from '../productTypes';
import { ProductFields } from './ProductFields';
import styles from './products.module.css';

/** Why a submission failed: the message over the form, the server's reason, and its verdict per field. */
export interface ProductCreateFailure {
  message: string;
  detail?: string;
  problems: FieldProblems<ProductField>;
}

/** Step 1 of /productcreate (PRODUCT.md §9): the product form, priced in one of the accepted stablecoins. */
export function ProductCreateForm({
  values,
  tokens,
  onValues,
  onDiscard,
  failure,
  onSubmit,
}: {
  values: ProductFormValues;
  tokens: readonly TokenRef[];
  onValues: (update: (previous: ProductFormValues) => ProductFormValues) => void;
  onDiscard: () => void;
  failure: ProductCreateFailure | null;
  onSubmit: (input: ProductInput) => void;
}) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  // A draft without a token (or with one no longer accepted) prices in the first accepted stablecoin.
  const shown = tokens.some((token) => token.address === values.token_address)
    ? values
    : { ...values, token_address: tokens[0]?.address ?? '' };
  const problems = validateProductForm(shown, tokens);
  const errors = useFieldErrors(problems, formRef);
  const [clientFailure, setClientFailure] = useState(false);

  const { showServerProblems } = errors;
  useEffect(() => {
    if (failure) showServerProblems(failure.problems);
  }, [failure, showServerProblems]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasProblems(problems)) {
      setClientFailure(true);
      errors.revealAll();
      return;
    }
    setClientFailure(false);
    onSubmit(toProductInput(shown, tokens));
  };

  const formError = clientFailure && hasProblems(problems) ? { message: t('forms.fixErrors') } : failure;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <FormError
        message={formError?.message}
        detail={formError && 'detail' in formError ? formError.detail : null}
      />
      <ProductFields
        values={shown}
        problems={errors.visible}
        fields={productFields}
        tokens={tokens}
        onChange={(field, value) => {
          errors.changed(field);
          onValues((previous) => applyProductChange(previous, field, value));
        }}
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
          {t('products.create.discard')}
        </Button>
        <Button type="submit">{t('products.create.submit')}</Button>
      </FormActions>
    </form>
  );
}
