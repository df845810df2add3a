import { type FormEvent, useRef, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { Button, FormActions, FormError } from '@/components/forms';
import { describeError } from '@/services/api';
import { noticeRaised } from '@/services/events';
import { useFeatureDispatch } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { orderedEvents, validateWebhookEvents } from '../webhookForm';
import { type Webhook, useUpdateWebhookMutation } from '../webhooksApi';
import { EventCheckboxes } from './EventCheckboxes';
import styles from './Webhooks.module.css';

/**
 * The events a webhook receives, changed without a signature (PATCH events, docs/product.md §12.1): only its URL is
 * what the wallet signed.
 */
export function EditEventsDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const firstRef = useRef<HTMLInputElement>(null);
  const [events, setEvents] = useState<Set<string>>(() => new Set(webhook.events));
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const [update, updating] = useUpdateWebhookMutation();
  const problem = validateWebhookEvents([...events]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (updating.isLoading) return;
    setFailure(null);
    setShown(true);
    if (problem) {
      firstRef.current?.focus();
      return;
    }
    try {
      await update({ id: webhook.id, changes: { events: orderedEvents(events) } }).unwrap();
      dispatch(noticeRaised({ tone: 'success', key: 'webhooks.eventsSaved' }));
      onClose();
    } catch (error) {
      const described = describeError(t, error);
      setFailure({ message: t('webhooks.eventsFailed'), detail: described.detail ?? described.message });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('webhooks.editEventsTitle')}
      closeLabel={t('webhooks.close')}
      size="wide"
      initialFocus={firstRef}
    >
      <form className={styles.dialogBody} onSubmit={(event) => void submit(event)} noValidate>
        <p className={`${styles.mono} ${styles.breakAnywhere}`}>{webhook.url}</p>
        <FormError message={failure?.message} detail={failure?.detail} />
        <EventCheckboxes
          ref={firstRef}
          chosen={events}
          onChange={setEvents}
          error={shown && problem ? t(problem.key) : null}
        />
        <FormActions>
          <Button variant="ghost" onClick={onClose}>
            {t('webhooks.cancel')}
          </Button>
          <Button type="submit" busy={updating.isLoading} busyLabel={t('webhooks.saving')}>
            {t('webhooks.editEventsSave')}
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}
