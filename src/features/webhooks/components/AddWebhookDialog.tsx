import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { Button, CopyButton, FormActions, FormError, TextField } from '@/components/forms';
import { describeError, isApiError } from '@/services/api';
import { createSignedCallAuth } from '@/services/api/signedCall';
import { useFeatureDispatch } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { WalletError } from '@/services/wallet';
import {
  orderedEvents,
  SUBSCRIBABLE_EVENT_TYPES,
  validateWebhookEvents,
  validateWebhookUrl,
  webhookUrlOf,
  type WebhookProblem,
} from '../webhookForm';
import { webhookCreationRequest, webhooksApi } from '../webhooksApi';
import { EventCheckboxes } from './EventCheckboxes';
import styles from './Webhooks.module.css';

type Failure = { message: string; detail?: string } | null;

/** The webhook just added and its secret: held by this dialog alone, gone when it closes (docs/product.md §12.1). */
interface Added {
  url: string;
  secret: string;
}

/**
 * Add webhook: the URL and its events, checked as the API checks them, then a signed call (statement
 * `Add webhook {url}`, docs/product.md §6). The answer's secret is shown here once; it never enters the store (the
 * call is not tracked) and closing the dialog drops it. Mounted only while open, so nothing lingers.
 */
export function AddWebhookDialog({ wallet, onClose }: { wallet: string; onClose: () => void }) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const urlRef = useRef<HTMLInputElement>(null);
  const eventsRef = useRef<HTMLInputElement>(null);
  const copyRef = useRef<HTMLDivElement>(null);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<Set<string>>(() => new Set(SUBSCRIBABLE_EVENT_TYPES));
  const [shown, setShown] = useState(false);
  const [serverFields, setServerFields] = useState<{ url?: string; events?: string }>({});
  const [phase, setPhase] = useState<'idle' | 'signing' | 'saving'>('idle');
  const [failure, setFailure] = useState<Failure>(null);
  const [added, setAdded] = useState<Added | null>(null);

  const problemText = (problem: WebhookProblem | null) => (problem ? t(problem.key, problem.params) : null);
  const urlProblem = validateWebhookUrl(url);
  const eventsProblem = validateWebhookEvents([...events]);
  const urlError = serverFields.url ?? (shown ? problemText(urlProblem) : null);
  const eventsError = serverFields.events ?? (shown ? problemText(eventsProblem) : null);

  // Closed while the wallet was signing: the call is not sent, so no webhook is added whose secret nobody saw.
  const open = useRef(true);
  useEffect(
    () => () => {
      open.current = false;
    },
    [],
  );
  // While the call is on its way the dialog stays: its answer holds the one sight of the secret.
  const close = () => {
    if (phase !== 'saving') onClose();
  };

  useEffect(() => {
    // The form is gone once the webhook is added: focus goes to what is left to do, copying the secret.
    if (added) copyRef.current?.querySelector('button')?.focus();
  }, [added]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setFailure(null);
    setServerFields({});
    setShown(true);
    if (urlProblem || eventsProblem) {
      (urlProblem ? urlRef : eventsRef).current?.focus();
      return;
    }
    const body = { url: webhookUrlOf(url), events: orderedEvents(events) };
    try {
      setPhase('signing');
      const request = webhookCreationRequest(body);
      const auth = await createSignedCallAuth(dispatch, wallet, request);
      if (!open.current) return;
      setPhase('saving');
      // Not tracked: the answer, secret included, reaches this dialog and never stays in the store.
      const created = await dispatch(
        webhooksApi.endpoints.createWebhook.initiate({ body, auth }, { track: false }),
      ).unwrap();
      setAdded({ url: created.url, secret: created.secret });
    } catch (error) {
      if (error instanceof WalletError) {
        setFailure(
          error.kind === 'rejected'
            ? { message: t('webhooks.form.rejected') }
            : { message: t('webhooks.form.walletFailed'), detail: describeError(t, error).message },
        );
        return;
      }
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const eventsField = Object.entries(fields).find(([key]) => /^events(\.\d+)?$/.test(key))?.[1];
      setServerFields({ url: fields.url, events: eventsField });
      const described = describeError(t, error);
      setFailure({ message: t('webhooks.form.failed'), detail: described.detail ?? described.message });
      if (fields.url) urlRef.current?.focus();
      else if (eventsField) eventsRef.current?.focus();
    } finally {
      setPhase('idle');
    }
  };

  if (added) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('webhooks.secret.title')}
        closeLabel={t('webhooks.close')}
        size="wide"
      >
        <div className={styles.dialogBody}>
          <p>{t('webhooks.secret.intro', { url: added.url })}</p>
          <div className={styles.secretBox} ref={copyRef}>
            <p className={styles.secretLabel}>{t('webhooks.secret.label')}</p>
            <code className={styles.secret}>{added.secret}</code>
            <CopyButton
              text={added.secret}
              label={t('webhooks.secret.copy')}
              copiedLabel={t('webhooks.secret.copied')}
            />
          </div>
          <p className={styles.warning}>{t('webhooks.secret.warning')}</p>
          <FormActions>
            <Button onClick={onClose}>{t('webhooks.secret.done')}</Button>
          </FormActions>
        </div>
      </Dialog>
    );
  }

  const busyLabel = phase === 'signing' ? t('webhooks.form.signing') : t('webhooks.form.adding');
  return (
    <Dialog
      open
      onClose={close}
      title={t('webhooks.form.title')}
      closeLabel={t('webhooks.close')}
      size="wide"
      initialFocus={urlRef}
    >
      <form className={styles.dialogBody} onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={failure?.message} detail={failure?.detail} />
        <TextField
          ref={urlRef}
          name="url"
          type="url"
          inputMode="url"
          label={t('webhooks.form.url')}
          hint={t('webhooks.form.urlHint')}
          placeholder="https://"
          className={styles.urlField}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setServerFields(({ events: kept }) => ({ events: kept }));
          }}
          onBlur={() => setShown(url !== '')}
          error={urlError}
          verbatim
          required
          aria-required="true"
        />
        <EventCheckboxes
          ref={eventsRef}
          chosen={events}
          onChange={(next) => {
            setEvents(next);
            setServerFields(({ url: kept }) => ({ url: kept }));
          }}
          error={eventsError}
        />
        <p className={styles.muted}>{t('webhooks.form.signingHint')}</p>
        <FormActions>
          <Button variant="ghost" onClick={close}>
            {t('webhooks.cancel')}
          </Button>
          <Button type="submit" busy={phase !== 'idle'} busyLabel={busyLabel}>
            {phase === 'idle' ? t('webhooks.form.submit') : busyLabel}
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}
