import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  Button,
  FormActions,
  FormError,
  FormSection,
  problemText,
  TextField,
  validateAddress,
} from '../../../components/forms';
import { describeError, isApiError } from '../../../services/api';
import { createSignedCallAuth } from '../../../services/api/signedCall';
import { noticeRaised } from '../../../services/events';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import { WalletError } from '../../../services/wallet';
import { payoutChangeRequest, useChangePayoutAddressMutation } from '../companyApi';
import { type Company } from '../companyTypes';
import styles from './company.module.css';

/** /manage: the payout address, changed only by a signed call (docs/product.md §6). */
export function PayoutAddressSection({ company, wallet }: { company: Company; wallet: string }) {
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
      // The wallet signs this very request: its statement names the new address (docs/product.md §6).
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
          verbatim
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
