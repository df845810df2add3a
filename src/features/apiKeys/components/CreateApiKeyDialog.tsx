import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { Button, CopyButton, FormActions, FormError, TextField } from '@/components/forms';
import { describeError, isApiError } from '@/services/api';
import { createSignedCallAuth } from '@/services/api/signedCall';
import { useFeatureDispatch } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { WalletError } from '@/services/wallet';
import {
  apiKeyNameOf,
  orderedScopes,
  validateApiKeyName,
  validateApiKeyScopes,
  type ApiKeyProblem,
} from '../apiKeyForm';
import { apiKeyCreationRequest, apiKeysApi } from '../apiKeysApi';
import { ScopeCheckboxes } from './ScopeCheckboxes';
import styles from './ApiKeys.module.css';

type Failure = { message: string; detail?: string } | null;

/** The key just created: held by this dialog alone, gone when it closes (docs/product.md §12.2). */
interface Created {
  name: string;
  key: string;
}

/**
 * Create API key: a name and its scopes, checked as the API checks them, then a signed call (statement
 * `Create API key {name}`, docs/product.md §6). The answer's key is shown here once; it never enters the store (the
 * call is not tracked) and closing the dialog drops it. Mounted only while open, so nothing lingers.
 */
export function CreateApiKeyDialog({ wallet, onClose }: { wallet: string; onClose: () => void }) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const nameRef = useRef<HTMLInputElement>(null);
  const scopesRef = useRef<HTMLInputElement>(null);
  const copyRef = useRef<HTMLDivElement>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Set<string>>(() => new Set());
  // The name's problem shows once it was left or a submit was tried; the scopes' only after a submit, so leaving the
  // name never moves the dialog under a pointer on its way to a checkbox.
  const [nameShown, setNameShown] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<{ name?: string; scopes?: string }>({});
  const [phase, setPhase] = useState<'idle' | 'signing' | 'saving'>('idle');
  const [failure, setFailure] = useState<Failure>(null);
  const [created, setCreated] = useState<Created | null>(null);

  const problemText = (problem: ApiKeyProblem | null) => (problem ? t(problem.key, problem.params) : null);
  const nameProblem = validateApiKeyName(name);
  const scopesProblem = validateApiKeyScopes(scopes);
  const nameError = serverFields.name ?? (nameShown || tried ? problemText(nameProblem) : null);
  const scopesError = serverFields.scopes ?? (tried ? problemText(scopesProblem) : null);

  // Closed while the wallet was signing: the call is not sent, so no key is made that nobody saw.
  const open = useRef(true);
  useEffect(
    () => () => {
      open.current = false;
    },
    [],
  );
  // While the call is on its way the dialog stays: its answer holds the one sight of the key.
  const close = () => {
    if (phase !== 'saving') onClose();
  };

  useEffect(() => {
    // The form is gone once the key exists: focus goes to what is left to do, copying it.
    if (created) copyRef.current?.querySelector('button')?.focus();
  }, [created]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setFailure(null);
    setServerFields({});
    setTried(true);
    if (nameProblem || scopesProblem) {
      (nameProblem ? nameRef : scopesRef).current?.focus();
      return;
    }
    const body = { name: apiKeyNameOf(name), scopes: orderedScopes(scopes) };
    try {
      setPhase('signing');
      const auth = await createSignedCallAuth(dispatch, wallet, apiKeyCreationRequest(body));
      if (!open.current) return;
      setPhase('saving');
      // Not tracked: the answer, key included, reaches this dialog and never stays in the store.
      const answer = await dispatch(
        apiKeysApi.endpoints.createApiKey.initiate({ body, auth }, { track: false }),
      ).unwrap();
      setCreated({ name: answer.name, key: answer.key });
    } catch (error) {
      if (error instanceof WalletError) {
        setFailure(
          error.kind === 'rejected'
            ? { message: t('apiKeys.create.rejected') }
            : { message: t('apiKeys.create.walletFailed'), detail: describeError(t, error).message },
        );
        return;
      }
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const scopesField = Object.entries(fields).find(([key]) => /^scopes(\.\d+)?$/.test(key))?.[1];
      setServerFields({ name: fields.name, scopes: scopesField });
      const described = describeError(t, error);
      setFailure({ message: t('apiKeys.create.failed'), detail: described.detail ?? described.message });
      if (fields.name) nameRef.current?.focus();
      else if (scopesField) scopesRef.current?.focus();
    } finally {
      setPhase('idle');
    }
  };

  if (created) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('apiKeys.created.title')}
        closeLabel={t('apiKeys.close')}
        size="wide"
      >
        <div className={styles.dialogBody}>
          <p className={styles.breakAnywhere}>{t('apiKeys.created.intro', { name: created.name })}</p>
          <div className={styles.secretBox} ref={copyRef}>
            <p className={styles.secretLabel}>{t('apiKeys.created.label')}</p>
            <code className={styles.secret}>{created.key}</code>
            <CopyButton
              text={created.key}
              label={t('apiKeys.created.copy')}
              copiedLabel={t('apiKeys.created.copied')}
            />
          </div>
          <p className={styles.warning}>{t('apiKeys.created.warning')}</p>
          <FormActions>
            <Button onClick={onClose}>{t('apiKeys.created.done')}</Button>
          </FormActions>
        </div>
      </Dialog>
    );
  }

  const busyLabel = phase === 'signing' ? t('apiKeys.create.signing') : t('apiKeys.create.saving');
  return (
    <Dialog
      open
      onClose={close}
      title={t('apiKeys.create.title')}
      closeLabel={t('apiKeys.close')}
      size="wide"
      initialFocus={nameRef}
    >
      <form className={styles.dialogBody} onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={failure?.message} detail={failure?.detail} />
        <TextField
          ref={nameRef}
          name="name"
          label={t('apiKeys.create.name')}
          hint={t('apiKeys.create.nameHint')}
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setServerFields(({ scopes: kept }) => ({ scopes: kept }));
          }}
          onBlur={() => setNameShown(name !== '')}
          error={nameError}
          verbatim
          required
          aria-required="true"
        />
        <ScopeCheckboxes
          ref={scopesRef}
          chosen={scopes}
          onChange={(next) => {
            setScopes(next);
            setServerFields(({ name: kept }) => ({ name: kept }));
          }}
          error={scopesError}
        />
        <p className={styles.muted}>{t('apiKeys.create.signingHint')}</p>
        <FormActions>
          <Button variant="ghost" onClick={close}>
            {t('apiKeys.cancel')}
          </Button>
          <Button type="submit" busy={phase !== 'idle'} busyLabel={busyLabel}>
            {phase === 'idle' ? t('apiKeys.create.submit') : busyLabel}
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}
