import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Confetti } from '../../../components/Confetti';
import {
  Button,
  buttonClassName,
  CopyButton,
  draftKey,
  type FieldProblems,
  FormActions,
  FormError,
  hasProblems,
  useFieldErrors,
  useSessionDraft,
  useWizardSubmission,
  WizardProgress,
} from '../../../components/forms';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { Spinner } from '../../../components/Spinner';
import { ErrorState, LoadingState } from '../../../components/StatusView';
import { describeError, isApiError } from '../../../services/api';
import { noticeRaised } from '../../../services/events';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import { paths, wizardStep, type WizardStep } from '../../../services/routing';
import { selectStoredWallet } from '../../session/sessionSlice';
import { ProductFields } from '../components/ProductFields';
import {
  applyProductChange,
  emptyProductForm,
  parseProductDraft,
  type ProductField,
  productFields,
  type ProductFormValues,
  productServerProblems,
  toProductInput,
  validateProductForm,
} from '../productForm';
import { productPublicUrl } from '../productLinks';
import { useCreateProductMutation, useGetPaymentConfigQuery, useUpdateProductMutation } from '../productsApi';
import { type Product, type ProductInput, type TokenRef } from '../productTypes';
import { ProfileLookupError } from '../components/ProfileLookupError';
import { useCompanySlug } from '../useCompanySlug';
import styles from '../components/products.module.css';

interface Failure {
  message: string;
  detail?: string;
  problems: FieldProblems<ProductField>;
}

const stepNames = [
  'products.create.steps.details',
  'products.create.steps.submit',
  'products.create.steps.done',
];

/**
 * /productcreate?step=1|2|3 (PRODUCT.md §9): the product form → submitting (no back button) → done, with the
 * public link and a publish action. The API takes a product without a signed call (its create schema has no
 * `auth`), so step 2 submits directly. Steps 2 and 3 only exist while this page holds the submission or its
 * result; the draft lives in sessionStorage per wallet.
 */
export default function ProductCreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const step = wizardStep(searchParams);
  const wallet = useSelector(selectStoredWallet);
  const config = useGetPaymentConfigQuery();
  const tokens = config.currentData?.accepted_tokens;
  const [createProduct] = useCreateProductMutation();
  const describeFailure = useCallback(
    (error: unknown): Failure => {
      const described = describeError(t, error);
      const mapped = isApiError(error) ? productServerProblems(error.fields) : { problems: {}, rest: [] };
      // PRODUCT.md §5: the catalogue's "product creation failed", with the server's reason beside it.
      return {
        message: t('errors.productCreationFailed'),
        detail: [described.message, described.detail, ...mapped.rest].filter(Boolean).join(' — '),
        problems: mapped.problems,
      };
    },
    [t],
  );
  const {
    headingRef,
    phase,
    result: created,
    setResult: setCreated,
    failure,
    returning,
    submit: runSubmission,
  } = useWizardSubmission<Product, Failure>({
    step,
    stepPath: paths.productCreate,
    failureOf: describeFailure,
  });
  const submitting = phase !== 'idle';

  const initial = useCallback(() => emptyProductForm(), []);
  const [values, setValues, discardDraft] = useSessionDraft<ProductFormValues>(
    wallet ? draftKey('product', wallet) : null,
    initial,
    parseProductDraft,
  );

  const submit = (body: ProductInput) =>
    runSubmission('submitting', async () => {
      const product = await createProduct(body).unwrap();
      discardDraft();
      return product;
    });

  const progress = (current: WizardStep) => (
    <WizardProgress
      step={current}
      steps={stepNames.map((key) => t(key))}
      label={t('products.create.progress', { step: current, name: t(stepNames[current - 1] ?? '') })}
    />
  );

  const submittingPanel = (
    <div className={`${styles.page} ${styles.narrowPage}`}>
      {progress(2)}
      <section className={styles.donePanel} aria-labelledby="product-submit-title" aria-busy="true">
        <Spinner size="large" label={t('products.create.submitting')} />
        <h1 id="product-submit-title" ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          {t('products.create.submitting')}
        </h1>
      </section>
    </div>
  );

  if (step === 3 && created) {
    return (
      <ProductCreated
        product={created}
        progress={progress(3)}
        headingRef={headingRef}
        onAnother={() => {
          setCreated(null);
          navigate(paths.productCreate(1), { replace: true });
        }}
        onPublished={setCreated}
      />
    );
  }
  if (step === 2 && (submitting || returning || created)) return submittingPanel;
  if (step !== 1) return <Navigate to={paths.productCreate(1)} replace />;

  let body;
  if (config.isError && !tokens) {
    body = (
      <ErrorState
        message={t('products.create.configFailed')}
        detail={describeError(t, config.error).message}
        retryLabel={t('common.retry')}
        onRetry={() => void config.refetch()}
      />
    );
  } else if (!tokens || !wallet) {
    body = <LoadingState label={t('products.create.configLoading')} />;
  } else {
    body = (
      <ProductCreateForm
        values={values}
        tokens={tokens}
        onValues={setValues}
        onDiscard={discardDraft}
        failure={failure}
        onSubmit={(input) => void submit(input)}
      />
    );
  }

  return (
    <div className={`${styles.page} ${styles.narrowPage}`}>
      {progress(1)}
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('products.create.title')}
      </h1>
      <p className={styles.intro}>{t('products.create.intro')}</p>
      {body}
    </div>
  );
}

function ProductCreateForm({
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
  failure: Failure | null;
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

function ProductCreated({
  product,
  progress,
  headingRef,
  onAnother,
  onPublished,
}: {
  product: Product;
  progress: React.ReactNode;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onAnother: () => void;
  onPublished: (product: Product) => void;
}) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const companyLookup = useCompanySlug();
  const companySlug = companyLookup.slug;
  const [updateProduct, update] = useUpdateProductMutation();
  const publicUrl = companySlug ? productPublicUrl(companySlug, product.slug) : null;
  const published = product.status === 'published';

  const publish = async () => {
    try {
      const saved = await updateProduct({ id: product.id, changes: { status: 'published' } }).unwrap();
      onPublished(saved);
      dispatch(
        noticeRaised({ tone: 'success', key: 'products.notices.published', params: { title: saved.title } }),
      );
    } catch (error) {
      const described = describeError(t, error);
      dispatch(
        noticeRaised({
          tone: 'error',
          key: 'products.actions.failed',
          detail: [described.message, described.detail].filter(Boolean).join(' — '),
        }),
      );
    }
  };

  return (
    <div className={`${styles.page} ${styles.narrowPage}`}>
      {progress}
      <section className={styles.donePanel} aria-labelledby="product-done-title">
        <svg aria-hidden="true" viewBox="0 0 48 48" width="56" height="56" className={styles.doneIcon}>
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h1 id="product-done-title" ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          {t('products.create.done.title')}
        </h1>
        <p aria-live="polite">
          {published
            ? t('products.create.done.published', { title: product.title })
            : t('products.create.done.draft', { title: product.title })}
        </p>
        <ProfileLookupError lookup={companyLookup} />
        {publicUrl ? (
          <>
            <p className={styles.muted}>{t('products.create.done.publicLink')}</p>
            <div className={styles.linkBox}>
              <span className={styles.link}>{publicUrl}</span>
              <CopyButton
                text={publicUrl}
                label={t('products.actions.copyLink')}
                copiedLabel={t('forms.copied')}
                ariaLabel={t('products.actions.copyLinkFor', { title: product.title })}
              />
            </div>
          </>
        ) : null}
        <div className={styles.buttons}>
          {published ? null : (
            <Button busy={update.isLoading} busyLabel={t('forms.working')} onClick={() => void publish()}>
              {t('products.create.done.publish')}
            </Button>
          )}
          <PrefetchLink
            to={paths.product(product.id)}
            className={buttonClassName(published ? 'primary' : 'secondary')}
          >
            {t('products.create.done.view')}
          </PrefetchLink>
          <Button variant="secondary" onClick={onAnother}>
            {t('products.create.done.another')}
          </Button>
          <PrefetchLink to={paths.products} className={buttonClassName('ghost')}>
            {t('products.create.done.toList')}
          </PrefetchLink>
        </div>
      </section>
      <Confetti />
    </div>
  );
}
