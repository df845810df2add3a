import { useId } from 'react';
import {
  CheckboxField,
  type FieldProblems,
  FieldRow,
  FormSection,
  problemText,
  RadioGroup,
  SelectField,
  TextArea,
  TextField,
  UrlField,
} from '../../../components/forms';
import { useT } from '../../../services/i18n';
import { flavorPresets, type ProductField, type ProductFormValues, productLimits } from '../productForm';
import { licenseFlavors, productCategories, revenueShareApplies, type TokenRef } from '../productTypes';
import styles from './products.module.css';

export type ProductFieldChange = <F extends ProductField>(field: F, value: ProductFormValues[F]) => void;

/**
 * The product's fields in four sections (basics, license, price, Story IP asset). `fields` limits what is shown:
 * the wizard and drafts show all, published and paused products only what may still change.
 */
export function ProductFields({
  values,
  problems,
  fields,
  tokens,
  onChange,
  onBlur,
  headingLevel = 2,
}: {
  values: ProductFormValues;
  problems: FieldProblems<ProductField>;
  fields: readonly ProductField[];
  tokens: readonly TokenRef[];
  onChange: ProductFieldChange;
  onBlur: (field: ProductField) => void;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const ids = useId().replace(/:/g, '');
  const shows = (field: ProductField) => fields.includes(field);
  const error = (field: ProductField) => problemText(t, problems[field]);
  const optional = t('forms.optional');
  const text = (field: ProductField) => ({
    id: `product-${field}-${ids}`,
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
    error: error(field),
  });
  const token = tokens.find((candidate) => candidate.address === values.token_address);
  const preset = flavorPresets[values.flavor];
  const licenseShown = shows('flavor');
  const priceShown = shows('amount');

  return (
    <>
      <FormSection title={t('products.sections.basics')} headingLevel={headingLevel}>
        {shows('title') ? (
          <TextField
            {...text('title')}
            label={t('products.fields.title')}
            hint={t('products.fields.titleHint')}
            required
            aria-required="true"
          />
        ) : null}
        {shows('slug') ? (
          <TextField
            {...text('slug')}
            label={t('products.fields.slug')}
            hint={t('products.fields.slugHint')}
            optionalLabel={optional}
            verbatim
          />
        ) : null}
        {shows('summary') ? (
          <TextArea
            {...text('summary')}
            label={t('products.fields.summary')}
            hint={t('products.fields.summaryHint')}
            optionalLabel={optional}
            maxChars={productLimits.summaryMax}
            rows={2}
          />
        ) : null}
        {shows('description') ? (
          <TextArea
            {...text('description')}
            label={t('products.fields.description')}
            hint={t('products.fields.descriptionHint')}
            optionalLabel={optional}
            maxChars={productLimits.descriptionMax}
            rows={6}
          />
        ) : null}
        {shows('category') || shows('cover_image_url') ? (
          <FieldRow>
            {shows('category') ? (
              <SelectField
                {...text('category')}
                label={t('products.fields.category')}
                placeholder={t('products.fields.categoryPlaceholder')}
                options={productCategories.map((value) => ({
                  value,
                  label: t(`products.category.${value}`),
                }))}
                required
                aria-required="true"
              />
            ) : null}
            {shows('cover_image_url') ? (
              <UrlField
                {...text('cover_image_url')}
                label={t('products.fields.coverImageUrl')}
                hint={t('products.fields.coverImageUrlHint')}
                optionalLabel={optional}
              />
            ) : null}
          </FieldRow>
        ) : null}
      </FormSection>

      {licenseShown ? (
        <FormSection title={t('products.sections.license')} headingLevel={headingLevel}>
          <RadioGroup
            name="flavor"
            id={`product-flavor-${ids}`}
            legend={t('products.fields.flavor')}
            value={values.flavor}
            error={error('flavor')}
            onChange={(flavor) => onChange('flavor', flavor)}
            options={licenseFlavors.map((flavor) => ({
              value: flavor,
              label: t(`products.flavor.${flavor}`),
              description: t(`products.flavor.${flavor}.description`),
            }))}
          />
          <FieldRow>
            <CheckboxField
              id={`product-commercial-${ids}`}
              name="commercial_use"
              label={t('products.fields.commercialUse')}
              hint={preset ? t('products.fields.presetHint') : undefined}
              checked={values.commercial_use}
              disabled={Boolean(preset)}
              error={error('commercial_use')}
              onChange={(event) => onChange('commercial_use', event.target.checked)}
            />
            <CheckboxField
              id={`product-derivatives-${ids}`}
              name="derivatives_allowed"
              label={t('products.fields.derivatives')}
              hint={preset ? t('products.fields.presetHint') : undefined}
              checked={values.derivatives_allowed}
              disabled={Boolean(preset)}
              error={error('derivatives_allowed')}
              onChange={(event) => onChange('derivatives_allowed', event.target.checked)}
            />
          </FieldRow>
          {revenueShareApplies(values) ? (
            <TextField
              {...text('rev_share')}
              label={t('products.fields.revShare')}
              hint={t('products.fields.revShareHint')}
              optionalLabel={optional}
              inputMode="decimal"
              suffix="%"
              className={styles.narrow}
            />
          ) : (
            <p className={styles.note}>{t('products.fields.revShareNone')}</p>
          )}
          <FieldRow>
            <CheckboxField
              id={`product-attribution-${ids}`}
              name="attribution_required"
              label={t('products.fields.attribution')}
              checked={values.attribution_required}
              error={error('attribution_required')}
              onChange={(event) => onChange('attribution_required', event.target.checked)}
            />
            <CheckboxField
              id={`product-ai-${ids}`}
              name="ai_learning_allowed"
              label={t('products.fields.aiLearning')}
              checked={values.ai_learning_allowed}
              error={error('ai_learning_allowed')}
              onChange={(event) => onChange('ai_learning_allowed', event.target.checked)}
            />
          </FieldRow>
          <TextField
            {...text('territory')}
            label={t('products.fields.territory')}
            hint={t('products.fields.territoryHint')}
            required
            aria-required="true"
          />
        </FormSection>
      ) : null}

      {priceShown ? (
        <FormSection title={t('products.sections.price')} headingLevel={headingLevel}>
          <FieldRow>
            <SelectField
              {...text('token_address')}
              label={t('products.fields.token')}
              options={tokens.map((candidate) => ({ value: candidate.address, label: candidate.symbol }))}
              required
              aria-required="true"
            />
            <TextField
              {...text('amount')}
              label={t('products.fields.amount')}
              hint={
                token
                  ? t('products.fields.amountHint', { symbol: token.symbol, decimals: token.decimals })
                  : undefined
              }
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              suffix={token?.symbol}
              required
              aria-required="true"
            />
          </FieldRow>
          <RadioGroup
            name="cap"
            id={`product-cap-${ids}`}
            legend={t('products.fields.cap')}
            value={values.cap}
            inline
            onChange={(cap) => onChange('cap', cap)}
            options={[
              { value: 'unlimited', label: t('products.fields.capUnlimited') },
              { value: 'limited', label: t('products.fields.capLimited') },
            ]}
          />
          {values.cap === 'limited' ? (
            <TextField
              {...text('max_licenses')}
              label={t('products.fields.maxLicenses')}
              hint={t('products.fields.maxLicensesHint')}
              inputMode="numeric"
              className={styles.narrow}
              required
              aria-required="true"
            />
          ) : null}
        </FormSection>
      ) : null}

      {shows('ip_id') ? (
        <FormSection title={t('products.sections.story')} headingLevel={headingLevel}>
          <TextField
            {...text('ip_id')}
            label={t('products.fields.ipId')}
            hint={t('products.fields.ipIdHint')}
            optionalLabel={optional}
            className={styles.monoInput}
            placeholder="0x…"
            verbatim
          />
        </FormSection>
      ) : null}
    </>
  );
}
