import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Confetti } from '../../../components/Confetti';
import {
  Button,
  buttonClassName,
  draftKey,
  FormActions,
  FormError,
  type FieldProblems,
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
import { createSignedCallAuth, withSignedCallAuth } from '../../../services/api/signedCall';
import { useT } from '../../../services/i18n';
import { paths, wizardStep, type WizardStep } from '../../../services/routing';
import { useFeatureDispatch } from '../../../services/hooks';
import { WalletError } from '../../../services/wallet';
import { slugify } from '../../../components/forms';
import { selectStoredWallet } from '../../session/sessionSlice';
import {
  companyCreationRequest,
  useCreateCompanyMutation,
  useGetCompanyByWalletQuery,
  useLazyGetCompanyByWalletQuery,
} from '../companyApi';
import {
  type CompanyField,
  companyFields,
  type CompanyFormValues,
  companyServerProblems,
  emptyCompanyForm,
  parseCompanyDraft,
  toCompanyInput,
  validateCompanyForm,
} from '../companyForm';
import { type Company } from '../companyTypes';
import { CompanyFields } from '../components/CompanyFields';
import { useSlugAvailability } from '../useSlugAvailability';
import styles from '../components/company.module.css';

/** What the company guard passes when it sent the user here (app/guards.tsx). */
interface GuardState {
  from?: unknown;
  lookupFailed?: unknown;
  lookupError?: unknown;
}

interface Failure {
  message: string;
  detail?: string;
  problems: FieldProblems<CompanyField>;
}

const stepNames = ['company.create.steps.details', 'company.create.steps.sign', 'company.create.steps.done'];

/** Where to return after a lookup retry: a path inside the app that is not this wizard. */
function returnPath(from: unknown): string {
  return typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith('/create')
    ? from
    : paths.home;
}

/**
 * /create?step=1|2|3 (PRODUCT.md §9): the company form → signing and submitting as a signed call (no back button)
 * → done. The step lives in the URL; steps 2 and 3 only exist while this page holds a submission or its result,
 * so a reload or a stray link lands on step 1 with the draft (sessionStorage, per wallet) still there.
 */
export default function CompanyCreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const step = wizardStep(searchParams);
  const wallet = useSelector(selectStoredWallet);
  const guardState = (location.state ?? null) as GuardState | null;
  const lookupFailed = guardState?.lookupFailed === true;

  const [retried, setRetried] = useState(false);
  const lookup = useGetCompanyByWalletQuery(wallet ?? '', { skip: !wallet || (lookupFailed && !retried) });
  const [createCompany] = useCreateCompanyMutation();
  const [lookUpAgain] = useLazyGetCompanyByWalletQuery();
  const dispatch = useFeatureDispatch();
  const describeFailure = useCallback((error: unknown) => failureOf(t, error), [t]);
  const {
    headingRef,
    phase: submission,
    result: created,
    failure,
    returning,
    submit: runSubmission,
  } = useWizardSubmission<Company, Failure, 'signing' | 'submitting'>({
    step,
    stepPath: paths.companyCreate,
    failureOf: describeFailure,
  });

  const initial = useCallback(() => emptyCompanyForm(wallet ?? ''), [wallet]);
  const [values, setValues, discardDraft] = useSessionDraft<CompanyFormValues>(
    wallet ? draftKey('company', wallet) : null,
    initial,
    parseCompanyDraft,
  );

  // A retry after the guard's failed lookup: a company sends the user back where they were; none keeps them
  // here, and the failure is dropped from the history entry so a reload does not show it again.
  const retrySettled = lookupFailed && retried && lookup.isSuccess && !lookup.isFetching;
  useEffect(() => {
    if (!retrySettled || lookup.currentData) return;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [retrySettled, lookup.currentData, navigate, location.pathname, location.search]);

  const submit = (body: ReturnType<typeof toCompanyInput>) => {
    if (!wallet) return;
    return runSubmission('signing', async (run) => {
      const auth = await createSignedCallAuth(dispatch, wallet, companyCreationRequest(body));
      run.next('submitting');
      let company: Company;
      try {
        company = await createCompany(withSignedCallAuth(body, auth)).unwrap();
      } catch (error) {
        // The server may have created the company and the answer been lost (a dropped connection, a timeout), or
        // an earlier such attempt did (this one is then a 409): look before asking the user to try again (docs/security.md).
        const existing = await lookUpAgain(wallet, false).then(
          (result) => result.data ?? null,
          () => null,
        );
        if (!existing) throw error;
        company = existing;
      }
      discardDraft();
      return company;
    });
  };

  const progress = (current: WizardStep) => (
    <WizardProgress
      step={current}
      steps={stepNames.map((key) => t(key))}
      label={t('company.create.progress', { step: current, name: t(stepNames[current - 1] ?? '') })}
    />
  );

  const signingPanel = (
    <div className={styles.page}>
      {progress(2)}
      <section className={styles.panel} aria-labelledby="company-sign-title" aria-busy="true">
        <Spinner
          size="large"
          label={
            submission === 'signing' ? t('company.create.signing.title') : t('company.create.submitting')
          }
        />
        <h1 id="company-sign-title" ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          {submission === 'signing' ? t('company.create.signing.title') : t('company.create.submitting')}
        </h1>
        {submission === 'signing' ? <p>{t('company.create.signing.body')}</p> : null}
      </section>
    </div>
  );

  if (created && step === 3) {
    return (
      <div className={styles.page}>
        {progress(3)}
        <section className={styles.panel} aria-labelledby="company-done-title">
          <svg aria-hidden="true" viewBox="0 0 48 48" width="56" height="56" className={styles.doneIcon}>
            <circle cx="24" cy="24" r="22" fill="currentColor" />
            <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          </svg>
          <h1 id="company-done-title" ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
            {t('company.create.done.title')}
          </h1>
          <p>{t('company.create.done.body', { name: created.name })}</p>
          <div className={styles.buttons}>
            <PrefetchLink to={paths.home} className={buttonClassName('primary')}>
              {t('company.create.done.home')}
            </PrefetchLink>
            <PrefetchLink to={paths.productCreate(1)} className={buttonClassName('secondary')}>
              {t('company.create.done.addProduct')}
            </PrefetchLink>
          </div>
        </section>
        <Confetti />
      </div>
    );
  }

  // Created, and on the way to step 3 (the router's update may land a render later); or back on the form
  // afterwards, where a wallet with a company does not belong.
  if (created) return step === 2 ? signingPanel : <Navigate to={paths.home} replace />;

  if (!wallet) return <LoadingState label={t('company.create.checking')} />;

  if ((lookupFailed && !retried) || lookup.isError) {
    // Why the lookup failed (the guard passes its error along), in the catalogue's words.
    const cause = lookup.isError ? lookup.error : guardState?.lookupError;
    const message = t('company.create.lookupFailed');
    const detail = isApiError(cause) ? describeError(t, cause).message : undefined;
    return (
      <div className={styles.page}>
        <ErrorState
          message={message}
          detail={detail}
          retryLabel={t('common.retry')}
          onRetry={() => (retried ? void lookup.refetch() : setRetried(true))}
        />
      </div>
    );
  }

  if (lookup.currentData) {
    return <Navigate to={lookupFailed ? returnPath(guardState?.from) : paths.home} replace />;
  }
  if (lookup.isLoading || lookup.currentData === undefined) {
    return <LoadingState label={t('company.create.checking')} />;
  }

  if (step === 3 || (step === 2 && submission === 'idle' && !returning)) {
    return <Navigate to={paths.companyCreate(1)} replace />;
  }
  if (step === 2) return signingPanel;

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        {progress(1)}
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('company.create.title')}
        </h1>
        <p className={styles.intro}>{t('company.create.intro')}</p>
      </div>
      <CompanyCreateForm
        wallet={wallet}
        values={values}
        onValues={setValues}
        onDiscard={discardDraft}
        failure={failure}
        onSubmit={(body) => void submit(body)}
      />
    </div>
  );
}

function failureOf(t: ReturnType<typeof useT>, error: unknown): Failure {
  if (error instanceof WalletError) {
    return error.kind === 'rejected'
      ? { message: t('company.create.rejected'), problems: {} }
      : { message: t('company.create.walletFailed'), detail: describeError(t, error).message, problems: {} };
  }
  const described = describeError(t, error);
  const mapped = isApiError(error) ? companyServerProblems(error.fields) : { problems: {}, rest: [] };
  const detail = [described.detail, described.message, ...mapped.rest].filter(Boolean).join(' — ');
  return { message: t('company.create.failed'), detail, problems: mapped.problems };
}

function CompanyCreateForm({
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
  failure: Failure | null;
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
