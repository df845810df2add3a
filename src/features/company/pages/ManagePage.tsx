import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  buttonClassName,
  CopyButton,
  FormActions,
  FormError,
  FormSection,
  hasProblems,
  problemText,
  TextField,
  useFieldErrors,
  validateAddress,
} from '../../../components/forms';
import { ExternalLink } from '../../../components/ExternalLink';
import { ErrorState, LoadingState } from '../../../components/StatusView';
import { describeError, isApiError } from '../../../services/api';
import { createSignedCallAuth } from '../../../services/api/signedCall';
import { noticeRaised } from '../../../services/events';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { WalletError } from '../../../services/wallet';
import { selectStoredWallet } from '../../session/sessionSlice';
import { signOutRequested } from '../../session/sessionThunks';
import {
  payoutChangeRequest,
  useChangePayoutAddressMutation,
  useGetCompanyByWalletQuery,
  useUpdateCompanyMutation,
} from '../companyApi';
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
import { CompanyFields } from '../components/CompanyFields';
import { SessionsSection } from '../components/SessionsSection';
import { useSlugAvailability } from '../useSlugAvailability';
import styles from '../components/company.module.css';

const profileFields = companyFields.filter((field) => field !== 'payout_address');

/** The absolute address of the company's public brand page (PRODUCT.md §9 /products/{companySlug}). */
function publicPageUrl(slug: string): string {
  return `${window.location.origin}${paths.storefront(slug)}`;
}

/** /manage (PRODUCT.md §9): company profile edit, payout address, public page link, sign-out. */
export default function ManagePage() {
  const t = useT();
  const wallet = useSelector(selectStoredWallet);
  const lookup = useGetCompanyByWalletQuery(wallet ?? '', { skip: !wallet });
  const company = lookup.currentData;

  let body;
  if (lookup.isError) {
    body = (
      <ErrorState
        message={describeError(t, lookup.error).message}
        detail={describeError(t, lookup.error).detail}
        retryLabel={t('common.retry')}
        onRetry={() => void lookup.refetch()}
      />
    );
  } else if (!company || !wallet) {
    body = <LoadingState label={t('company.manage.loading')} />;
  } else {
    body = (
      <>
        <PublicPageSection company={company} />
        {/* Keyed by company: another company's values never linger in the form. */}
        <ProfileSection key={company.id} company={company} wallet={wallet} />
        <PayoutSection key={`payout-${company.id}`} company={company} wallet={wallet} />
        <SessionSection wallet={wallet} />
        <SessionsSection />
      </>
    );
  }

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1 className={styles.title}>{t('company.manage.title')}</h1>
      {body}
    </div>
  );
}

function PublicPageSection({ company }: { company: Company }) {
  const t = useT();
  const url = publicPageUrl(company.slug);
  return (
    <FormSection
      title={t('company.manage.public.title')}
      description={t('company.manage.public.description')}
    >
      <div className={styles.linkBox}>
        <span className={styles.link}>{url}</span>
        <CopyButton
          text={url}
          label={t('company.manage.public.copy')}
          ariaLabel={t('company.manage.public.copyLabel')}
          copiedLabel={t('forms.copied')}
        />
        <ExternalLink
          className={buttonClassName('secondary')}
          href={paths.storefront(company.slug)}
          newTabLabel={t('company.manage.public.newTab')}
          trusted
          icon={false}
        >
          {t('company.manage.public.open')}
        </ExternalLink>
      </div>
    </FormSection>
  );
}

function ProfileSection({ company, wallet }: { company: Company; wallet: string }) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const [updateCompany, update] = useUpdateCompanyMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CompanyFormValues>(() => companyFormFrom(company));
  const [formError, setFormError] = useState<{ message: string; detail?: string } | null>(null);
  const slugAvailability = useSlugAvailability(values.slug, company.slug);
  const problems = validateCompanyForm(values, {
    slugTaken: slugAvailability === 'taken',
    fields: profileFields,
  });
  const errors = useFieldErrors(problems, formRef);

  const onChange = (field: CompanyField, value: string) => {
    errors.changed(field);
    setFormError(null);
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isLoading) return;
    if (hasProblems(problems)) {
      setFormError({ message: t('forms.fixErrors') });
      errors.revealAll();
      return;
    }
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
      const described = describeError(t, error);
      const mapped = isApiError(error) ? companyServerProblems(error.fields) : { problems: {}, rest: [] };
      setFormError({
        message: t('company.manage.profile.failed'),
        detail: [described.detail, described.message, ...mapped.rest].filter(Boolean).join(' — '),
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
      className={styles.form}
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

function PayoutSection({ company, wallet }: { company: Company; wallet: string }) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const [changePayoutAddress] = useChangePayoutAddressMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(company.payout_address);
  const [phase, setPhase] = useState<'idle' | 'signing' | 'saving'>('idle');
  const [shownProblem, setShownProblem] = useState(false);
  const [formError, setFormError] = useState<{ message: string; detail?: string } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

  const next = address.trim().toLowerCase();
  const problem =
    validateAddress(address, { required: true, allowZero: false }) ??
    (next === company.payout_address.toLowerCase() ? { key: 'company.manage.payout.same' } : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setFormError(null);
    if (problem) {
      setShownProblem(true);
      setFocusRequest((count) => count + 1);
      return;
    }
    try {
      setPhase('signing');
      // The wallet signs this very request: its statement names the new address (PRODUCT.md §6).
      const request = payoutChangeRequest(company.id, next);
      const auth = await createSignedCallAuth(dispatch, wallet, request);
      setPhase('saving');
      const saved = await changePayoutAddress({ id: company.id, wallet, body: request.body, auth }).unwrap();
      setAddress(saved.payout_address);
      setShownProblem(false);
      dispatch(noticeRaised({ tone: 'success', key: 'company.manage.payout.changed' }));
    } catch (error) {
      if (error instanceof WalletError) {
        setFormError(
          error.kind === 'rejected'
            ? { message: t('company.manage.payout.rejected') }
            : { message: t('company.manage.payout.failed'), detail: describeError(t, error).message },
        );
      } else {
        const described = describeError(t, error);
        setFormError({
          message: t('company.manage.payout.failed'),
          detail: [
            described.detail ?? described.message,
            error && isApiError(error) ? error.fields?.payout_address : '',
          ]
            .filter(Boolean)
            .join(' — '),
        });
      }
    } finally {
      setPhase('idle');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormSection
        title={t('company.manage.payout.title')}
        description={t('company.manage.payout.description')}
      >
        <FormError message={formError?.message} detail={formError?.detail} />
        <div>
          <p className={styles.muted}>{t('company.manage.payout.current')}</p>
          <p className={styles.address}>{company.payout_address}</p>
        </div>
        <TextField
          ref={inputRef}
          id="manage-payout-address"
          name="payout_address"
          label={t('company.manage.payout.new')}
          className={styles.mono}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setFormError(null);
          }}
          onBlur={() => setShownProblem(address !== company.payout_address)}
          error={shownProblem ? problemText(t, problem) : null}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          aria-required="true"
        />
        <FormActions>
          {next !== wallet.toLowerCase() ? (
            <Button variant="ghost" onClick={() => setAddress(wallet)}>
              {t('company.fields.useWallet')}
            </Button>
          ) : null}
          <Button
            type="submit"
            busy={phase !== 'idle'}
            busyLabel={phase === 'signing' ? t('company.manage.payout.signing') : t('forms.saving')}
          >
            {phase === 'signing' ? t('company.manage.payout.signing') : t('company.manage.payout.submit')}
          </Button>
        </FormActions>
      </FormSection>
    </form>
  );
}

function SessionSection({ wallet }: { wallet: string }) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    await dispatch(signOutRequested());
    navigate(paths.home);
  }, [dispatch, navigate]);
  return (
    <FormSection title={t('company.manage.session.title')}>
      <div>
        <p className={styles.muted}>{t('company.manage.session.signedInAs')}</p>
        <p className={styles.address}>{wallet}</p>
      </div>
      <div>
        <Button
          variant="danger"
          busy={busy}
          busyLabel={t('company.manage.session.signingOut')}
          onClick={() => void signOut()}
        >
          {t('company.manage.session.signOut')}
        </Button>
      </div>
    </FormSection>
  );
}
