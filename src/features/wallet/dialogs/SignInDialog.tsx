import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { SignInError } from '@/services/auth';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { completeSignIn } from '../../session';
import { type WalletDialogProps } from './walletDialogProps';
import { themeStyle } from './theme';
import { selectConnectedAddress, walletDialogClosed } from '../walletSlice';
import { withDialogStrings } from './DialogStrings';
import styles from './dialogs.module.css';

type SignInStatus = 'idle' | 'signing' | 'verifying';
type SignInErrorKey =
  | 'walletDialogs.signIn.preparingError'
  | 'walletDialogs.signIn.signingError'
  | 'walletDialogs.signIn.verifyingError'
  | 'walletDialogs.signIn.oopsError';

const errorKeys: Record<Exclude<SignInError['failure'], 'rejected'>, SignInErrorKey> = {
  preparing: 'walletDialogs.signIn.preparingError',
  signing: 'walletDialogs.signIn.signingError',
  verifying: 'walletDialogs.signIn.verifyingError',
  oops: 'walletDialogs.signIn.oopsError',
};

/**
 * The sign-in dialog (docs/product.md §16, kit §6.2): the nonce is fetched when it opens; `Sign message` stays
 * disabled until it arrives and while signing or verifying; failures return to idle with the kit's texts, a rejection
 * in the wallet returns quietly; success starts the session and closes. Cancel, Escape and the close button
 * disconnect (host).
 */
function SignInDialog({ config, onClose }: WalletDialogProps) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const address = useFeatureSelector(selectConnectedAddress);
  const [nonce, setNonce] = useState<string | null>(null);
  const [status, setStatus] = useState<SignInStatus>('idle');
  const [error, setError] = useState<SignInErrorKey | null>(null);
  // docs/product.md §19–§20: a refused sign-in shows the server's own words, else the token-issuance fallback.
  const [detail, setDetail] = useState<string | null>(null);
  const mounted = useRef(true);
  const requested = useRef<string | null>(null);

  const prepare = (forAddress: string) => {
    setNonce(null);
    if (error === 'walletDialogs.signIn.preparingError') setError(null);
    // The sign-in steps load with the nonce (the message template's chunk), before the user's click needs them.
    import(/* webpackChunkName: "eip4361" */ '@/services/auth/signIn')
      .then(({ fetchSignInNonce }) => fetchSignInNonce(dispatch, forAddress))
      .then(
        (value) => {
          if (mounted.current) setNonce(value);
        },
        () => {
          if (mounted.current) setError('walletDialogs.signIn.preparingError');
        },
      );
  };

  useEffect(() => {
    mounted.current = true;
    // Once per address, even when effects run twice (StrictMode): pre-fetching keeps the signature request inside
    // the user's click later.
    if (address && requested.current !== address) {
      requested.current = address;
      prepare(address);
    }
    return () => {
      mounted.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prepare only sets state
  }, [address]);

  const sign = async () => {
    if (!address || !nonce || status !== 'idle') return;
    setError(null);
    setDetail(null);
    setStatus('signing');
    try {
      await completeSignIn(dispatch, {
        address,
        nonce,
        phases: { onSigning: () => setStatus('signing'), onVerifying: () => setStatus('verifying') },
      });
      dispatch(walletDialogClosed());
    } catch (failure) {
      if (!mounted.current) return;
      setStatus('idle');
      const kind = failure instanceof SignInError ? failure.failure : 'oops';
      if (kind === 'rejected') return;
      setError(errorKeys[kind]);
      if (kind === 'verifying') {
        setDetail((failure instanceof SignInError && failure.detail) || t('errors.tokenIssueFailed'));
      }
      // The server takes each nonce once: after a verification attempt, ask for a fresh one for the retry.
      if (kind === 'verifying' || kind === 'oops') prepare(address);
    }
  };

  const label =
    status === 'signing'
      ? t('walletDialogs.signIn.signing')
      : status === 'verifying'
        ? t('walletDialogs.signIn.verifying')
        : nonce
          ? t('walletDialogs.signIn.send')
          : t('walletDialogs.signIn.preparing');

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('walletDialogs.signIn.title')}
      closeLabel={t('walletDialogs.close')}
      describedBy="wallet-sign-in-description"
      rootProps={{ 'data-wallet-kit': config.id ?? '', style: themeStyle(config.theme) }}
      testId="sign-in-dialog"
    >
      <p id="wallet-sign-in-description" className={styles.dim}>
        {t('walletDialogs.signIn.description')}
      </p>
      <div className={styles.signInActions}>
        <button
          type="button"
          className={styles.primaryWide}
          disabled={!nonce || status !== 'idle'}
          aria-busy={status !== 'idle' || !nonce}
          onClick={() => void sign()}
        >
          {label}
        </button>
        {error && status === 'idle' ? (
          <div className={styles.error} role="alert">
            <p>{t(error)}</p>
            {detail ? <p>{detail}</p> : null}
          </div>
        ) : null}
        {/* The kit leaves a failed nonce request as a dead end until the dialog reopens; offer the retry here. */}
        {error === 'walletDialogs.signIn.preparingError' && !nonce && address ? (
          <button type="button" className={styles.secondaryWide} onClick={() => prepare(address)}>
            {t('common.retry')}
          </button>
        ) : null}
        <button type="button" className={styles.linkButton} onClick={onClose}>
          {t('walletDialogs.signIn.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

export default withDialogStrings(SignInDialog);
