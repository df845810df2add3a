import { type FormEvent, useRef, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { Button, FormActions, FormError, TextField } from '@/components/forms';
import { useSignedCreation } from '@/components/forms/useSignedCreation';
import { ShownOnceDialog } from '@/components/ShownOnceDialog';
import { useFeatureDispatch } from '@/services/hooks';
import { useT } from '@/services/i18n';
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
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Set<string>>(() => new Set());
  // The name's problem shows once it was left or a submit was tried; the scopes' only after a submit, so leaving the
  // name never moves the dialog under a pointer on its way to a checkbox.
  const [nameShown, setNameShown] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<{ name?: string; scopes?: string }>({});
  const [created, setCreated] = useState<Created | null>(null);
  const { phase, failure, clearFailure, closable, create } = useSignedCreation(wallet, {
    rejected: t('apiKeys.create.rejected'),
    walletFailed: t('apiKeys.create.walletFailed'),
    failed: t('apiKeys.create.failed'),
  });

  const problemText = (problem: ApiKeyProblem | null) => (problem ? t(problem.key, problem.params) : null);
  const nameProblem = validateApiKeyName(name);
  const scopesProblem = validateApiKeyScopes(scopes);
  const nameError = serverFields.name ?? (nameShown || tried ? problemText(nameProblem) : null);
  const scopesError = serverFields.scopes ?? (tried ? problemText(scopesProblem) : null);
  const close = () => {
    if (closable) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    clearFailure();
    setServerFields({});
    setTried(true);
    if (nameProblem || scopesProblem) {
      (nameProblem ? nameRef : scopesRef).current?.focus();
      return;
    }
    const body = { name: apiKeyNameOf(name), scopes: orderedScopes(scopes) };
    const outcome = await create(apiKeyCreationRequest(body), (auth) =>
      // Not tracked: the answer, key included, reaches this dialog and never stays in the store.
      dispatch(apiKeysApi.endpoints.createApiKey.initiate({ body, auth }, { track: false })).unwrap(),
    );
    if (outcome === null) return;
    if ('answer' in outcome) {
      setCreated({ name: outcome.answer.name, key: outcome.answer.key });
      return;
    }
    const scopesField = Object.entries(outcome.fields).find(([key]) => /^scopes(\.\d+)?$/.test(key))?.[1];
    setServerFields({ name: outcome.fields.name, scopes: scopesField });
    if (outcome.fields.name) nameRef.current?.focus();
    else if (scopesField) scopesRef.current?.focus();
  };

  if (created) {
    return (
      <ShownOnceDialog
        title={t('apiKeys.created.title')}
        closeLabel={t('apiKeys.close')}
        intro={t('apiKeys.created.intro', { name: created.name })}
        label={t('apiKeys.created.label')}
        value={created.key}
        copyLabel={t('apiKeys.created.copy')}
        copiedLabel={t('apiKeys.created.copied')}
        warning={t('apiKeys.created.warning')}
        doneLabel={t('apiKeys.created.done')}
        onClose={onClose}
      />
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
