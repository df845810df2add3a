import { type ReactNode, useCallback } from 'react';
import { useFeatureSelector } from '@/services/hooks';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  draftKey,
  useSessionDraft,
  useWizardSubmission,
  WizardBusyPanel,
  WizardHeading,
  WizardPage,
} from '@/components/forms';
import { ErrorState, LoadingState } from '@/components/StatusView';
import { describeError, describeErrorLine, isApiError } from '@/services/api';
import { useT } from '@/services/i18n';
import { paths, wizardStep, type WizardStep } from '@/services/routing';
import { selectStoredWallet } from '../../session';
import { ProductCreateForm, type ProductCreateFailure as Failure } from '../components/ProductCreateForm';
import { ProductCreated } from '../components/ProductCreated';
import {
  emptyProductForm,
  parseProductDraft,
  type ProductFormValues,
  productServerProblems,
} from '../productForm';
import { useCreateProductMutation, useGetPaymentConfigQuery } from '../productsApi';
import { type Product, type ProductInput } from '../productTypes';

const stepNames = [
  'products.create.steps.details',
  'products.create.steps.submit',
  'products.create.steps.done',
];

/**
 * /productcreate?step=1|2|3 (docs/product.md §9): the product form → submitting (no back button) → done, with the
 * public link and a publish action. The API takes a product without a signed call (its create schema has no
 * `auth`), so step 2 submits directly. Steps 2 and 3 only exist while this page holds the submission or its
 * result; the draft lives in sessionStorage per wallet.
 */
export default function ProductCreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const step = wizardStep(searchParams);
  const wallet = useFeatureSelector(selectStoredWallet);
  const config = useGetPaymentConfigQuery();
  const tokens = config.currentData?.accepted_tokens;
  const [createProduct] = useCreateProductMutation();
  const describeFailure = useCallback(
    (error: unknown): Failure => {
      const mapped = isApiError(error) ? productServerProblems(error.fields) : { problems: {}, rest: [] };
      // docs/product.md §5: the catalogue's "product creation failed", with the server's reason beside it.
      return {
        message: t('errors.productCreationFailed'),
        detail: describeErrorLine(t, error, ...mapped.rest),
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

  const shell = (current: WizardStep, content: ReactNode) => (
    <WizardPage step={current} stepNames={stepNames} progressKey="products.create.progress">
      {content}
    </WizardPage>
  );

  const submittingPanel = shell(
    2,
    <WizardBusyPanel
      id="product-submit-title"
      headingRef={headingRef}
      title={t('products.create.submitting')}
    />,
  );

  if (step === 3 && created) {
    return shell(
      3,
      <ProductCreated
        product={created}
        headingRef={headingRef}
        onAnother={() => {
          setCreated(null);
          navigate(paths.productCreate(1), { replace: true });
        }}
        onPublished={setCreated}
      />,
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

  return shell(
    1,
    <>
      <WizardHeading
        headingRef={headingRef}
        title={t('products.create.title')}
        intro={t('products.create.intro')}
      />
      {body}
    </>,
  );
}
