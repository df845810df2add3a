import { type FormEvent, useRef, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { Button, FormActions, FormError, TextField } from '@/components/forms';
import { useSignedCreation } from '@/components/forms/useSignedCreation';
import { ShownOnceDialog } from '@/components/ShownOnceDialog';
import { useFeatureDispatch } from '@/services/hooks';
import { useT } from '@/services/i18n';
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
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<Set<string>>(() => new Set(SUBSCRIBABLE_EVENT_TYPES));
  const [shown, setShown] = useState(false);
  const [serverFields, setServerFields] = useState<{ url?: string; events?: string }>({});
  const [added, setAdded] = useState<Added | null>(null);
  const { phase, failure, clearFailure, closable, create } = useSignedCreation(wallet, {
    rejected: t('webhooks.form.rejected'),
    walletFailed: t('webhooks.form.walletFailed'),
    failed: t('webhooks.form.failed'),
  });

  const problemText = (problem: WebhookProblem | null) => (problem ? t(problem.key, problem.params) : null);
  const urlProblem = validateWebhookUrl(url);
  const eventsProblem = validateWebhookEvents([...events]);
  const urlError = serverFields.url ?? (shown ? problemText(urlProblem) : null);
  const eventsError = serverFields.events ?? (shown ? problemText(eventsProblem) : null);
  const close = () => {
    if (closable) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    clearFailure();
    setServerFields({});
    setShown(true);
    if (urlProblem || eventsProblem) {
      (urlProblem ? urlRef : eventsRef).current?.focus();
      return;
    }
    const body = { url: webhookUrlOf(url), events: orderedEvents(events) };
    const outcome = await create(webhookCreationRequest(body), (auth) =>
      // Not tracked: the answer, secret included, reaches this dialog and never stays in the store.
      dispatch(webhooksApi.endpoints.createWebhook.initiate({ body, auth }, { track: false })).unwrap(),
    );
    if (outcome === null) return;
    if ('answer' in outcome) {
      setAdded({ url: outcome.answer.url, secret: outcome.answer.secret });
      return;
    }
    const eventsField = Object.entries(outcome.fields).find(([key]) => /^events(\.\d+)?$/.test(key))?.[1];
    setServerFields({ url: outcome.fields.url, events: eventsField });
    if (outcome.fields.url) urlRef.current?.focus();
    else if (eventsField) eventsRef.current?.focus();
  };

  if (added) {
    return (
      <ShownOnceDialog
        title={t('webhooks.secret.title')}
        closeLabel={t('webhooks.close')}
        intro={t('webhooks.secret.intro', { url: added.url })}
        label={t('webhooks.secret.label')}
        value={added.secret}
        copyLabel={t('webhooks.secret.copy')}
        copiedLabel={t('webhooks.secret.copied')}
        warning={t('webhooks.secret.warning')}
        doneLabel={t('webhooks.secret.done')}
        onClose={onClose}
      />
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
