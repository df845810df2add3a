import { WizardForm, type WizardFormFailure } from '../../../components/forms';
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

/** Why a submission failed: the message over the form, the server's reason, and its verdict per field. */
export type ProductCreateFailure = WizardFormFailure<ProductField>;

/** Step 1 of /productcreate (docs/product.md §9): the product form, priced in one of the accepted stablecoins. */
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
  // A draft without a token (or with one no longer accepted) prices in the first accepted stablecoin.
  const shown = tokens.some((token) => token.address === values.token_address)
    ? values
    : { ...values, token_address: tokens[0]?.address ?? '' };
  const problems = validateProductForm(shown, tokens);

  return (
    <WizardForm
      problems={problems}
      failure={failure}
      fixErrorsMessage={t('forms.fixErrors')}
      discardLabel={t('products.create.discard')}
      submitLabel={t('products.create.submit')}
      onDiscard={onDiscard}
      onSubmit={() => onSubmit(toProductInput(shown, tokens))}
    >
      {(errors) => (
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
      )}
    </WizardForm>
  );
}
