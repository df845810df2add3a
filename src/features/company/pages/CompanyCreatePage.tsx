import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  buttonClassName,
  draftKey,
  useSessionDraft,
  useWizardSubmission,
  WizardBusyPanel,
  WizardDonePanel,
  WizardHeading,
  WizardPage,
} from '@/components/forms';
import { PrefetchLink } from '@/components/PrefetchLink';
import { ErrorState, LoadingState } from '@/components/StatusView';
import { describeError, describeErrorLine, isApiError } from '@/services/api';
import { createSignedCallAuth, withSignedCallAuth } from '@/services/api/signedCall';
import { useT } from '@/services/i18n';
import { paths, routePatterns, wizardStep, type WizardStep } from '@/services/routing';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { WalletError } from '@/services/wallet';
import { selectStoredWallet } from '../../session';
import {
  companyCreationRequest,
  useCreateCompanyMutation,
  useGetCompanyByWalletQuery,
  useLazyGetCompanyByWalletQuery,
} from '../companyApi';
import {
  type CompanyFormValues,
  companyServerProblems,
  emptyCompanyForm,
  parseCompanyDraft,
  type toCompanyInput,
} from '../companyForm';
import { type Company } from '../companyTypes';
import { CompanyCreateForm, type CompanyCreateFailure as Failure } from '../components/CompanyCreateForm';
import styles from '../components/company.module.css';

/** What the company guard passes when it sent the user here (app/guards.tsx). */
interface GuardState {
  from?: unknown;
  lookupFailed?: unknown;
  lookupError?: unknown;
}

const stepNames = ['company.create.steps.details', 'company.create.steps.sign', 'company.create.steps.done'];

/** Where to return after a lookup retry: a path inside the app that is not this wizard. */
function returnPath(from: unknown): string {
  return typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith(routePatterns.companyCreate)
    ? from
    : paths.home;
}

/**
 * /create?step=1|2|3 (docs/product.md §9): the company form → signing and submitting as a signed call (no back button)
 * → done. The step lives in the URL; steps 2 and 3 only exist while this page holds a submission or its result,
 * so a reload or a stray link lands on step 1 with the draft (sessionStorage, per wallet) still there.
 */
export default function CompanyCreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const step = wizardStep(searchParams);
  const wallet = useFeatureSelector(selectStoredWallet);
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

  const shell = (current: WizardStep, content: ReactNode) => (
    <WizardPage step={current} stepNames={stepNames} progressKey="company.create.progress">
      {content}
    </WizardPage>
  );

  const signingPanel = shell(
    2,
    <WizardBusyPanel
      id="company-sign-title"
      headingRef={headingRef}
      title={submission === 'signing' ? t('company.create.signing.title') : t('company.create.submitting')}
      body={submission === 'signing' ? <p>{t('company.create.signing.body')}</p> : null}
    />,
  );

  if (created && step === 3) {
    return shell(
      3,
      <WizardDonePanel
        id="company-done-title"
        headingRef={headingRef}
        title={t('company.create.done.title')}
        actions={
          <>
            <PrefetchLink to={paths.home} className={buttonClassName('primary')}>
              {t('company.create.done.home')}
            </PrefetchLink>
            <PrefetchLink to={paths.productCreate(1)} className={buttonClassName('secondary')}>
              {t('company.create.done.addProduct')}
            </PrefetchLink>
          </>
        }
      >
        <p>{t('company.create.done.body', { name: created.name })}</p>
      </WizardDonePanel>,
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

  return shell(
    1,
    <>
      <WizardHeading
        headingRef={headingRef}
        title={t('company.create.title')}
        intro={t('company.create.intro')}
      />
      <CompanyCreateForm
        wallet={wallet}
        values={values}
        onValues={setValues}
        onDiscard={discardDraft}
        failure={failure}
        onSubmit={(body) => void submit(body)}
      />
    </>,
  );
}

function failureOf(t: ReturnType<typeof useT>, error: unknown): Failure {
  if (error instanceof WalletError) {
    return error.kind === 'rejected'
      ? { message: t('company.create.rejected'), problems: {} }
      : { message: t('company.create.walletFailed'), detail: describeError(t, error).message, problems: {} };
  }
  const mapped = isApiError(error) ? companyServerProblems(error.fields) : { problems: {}, rest: [] };
  return {
    message: t('company.create.failed'),
    detail: describeErrorLine(t, error, ...mapped.rest),
    problems: mapped.problems,
  };
}
