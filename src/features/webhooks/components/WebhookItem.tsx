import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/Badge';
import { Button, FormError } from '@/components/forms';
import { describeError } from '@/services/api';
import { noticeRaised } from '@/services/events';
import { useFeatureDispatch } from '@/services/hooks';
import { useI18n } from '@/services/i18n';
import { type Webhook, useSendTestEventMutation, useUpdateWebhookMutation } from '../webhooksApi';
import { DeleteWebhookDialog } from './DeleteWebhookDialog';
import { DeliveryLog } from './DeliveryLog';
import { EditEventsDialog } from './EditEventsDialog';
import styles from './Webhooks.module.css';

type Failure = { message: string; detail?: string } | null;

/**
 * One webhook on /manage (docs/product.md §12.1): where it posts, what it receives, whether it is on, and why OVERDIVE
 * turned it off if it did; its actions, and its delivery log on demand.
 */
export function WebhookItem({ webhook, onDeleted }: { webhook: Webhook; onDeleted: () => void }) {
  const { t, formatDate } = useI18n();
  const dispatch = useFeatureDispatch();
  const logId = useId();
  const [update, updating] = useUpdateWebhookMutation();
  const [sendTest, testing] = useSendTestEventMutation();
  const [failure, setFailure] = useState<Failure>(null);
  const [dialog, setDialog] = useState<'events' | 'delete' | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const { url } = webhook;
  const turnedOffByUs = !webhook.enabled && webhook.disabled_reason === 'failing';
  // Turned on from the notice, the notice and its button go: focus moves to the switch that takes their place.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusToggle = useRef(false);
  useEffect(() => {
    if (!focusToggle.current || !toggleRef.current) return;
    focusToggle.current = false;
    toggleRef.current.focus();
  }, [turnedOffByUs]);

  const fail = (key: string, error: unknown) => {
    const described = describeError(t, error);
    setFailure({ message: t(key), detail: described.detail ?? described.message });
  };

  const setEnabled = async (enabled: boolean) => {
    if (updating.isLoading) return;
    setFailure(null);
    try {
      await update({ id: webhook.id, changes: { enabled } }).unwrap();
      focusToggle.current = turnedOffByUs;
      dispatch(noticeRaised({ tone: 'success', key: enabled ? 'webhooks.turnedOn' : 'webhooks.turnedOff' }));
    } catch (error) {
      fail('webhooks.toggleFailed', error);
    }
  };

  const test = async () => {
    if (testing.isLoading) return;
    setFailure(null);
    try {
      await sendTest(webhook.id).unwrap();
      // The ping is in the log from now on: open it, so the licensor sees it go out.
      setLogOpen(true);
      dispatch(noticeRaised({ tone: 'success', key: 'webhooks.testSent' }));
    } catch (error) {
      fail('webhooks.testFailed', error);
    }
  };

  let status;
  if (webhook.enabled) status = <Badge tone="success">{t('webhooks.status.on')}</Badge>;
  else if (turnedOffByUs) status = <Badge tone="error">{t('webhooks.status.failing')}</Badge>;
  else status = <Badge tone="neutral">{t('webhooks.status.off')}</Badge>;

  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <h3 className={styles.url}>{url}</h3>
        {status}
      </div>
      {turnedOffByUs ? (
        <div className={styles.notice}>
          <p>
            {t('webhooks.failingNotice', { date: formatDate(webhook.disabled_at ?? webhook.updated_at) })}
          </p>
          <Button
            variant="primary"
            busy={updating.isLoading}
            busyLabel={t('webhooks.saving')}
            aria-label={t('webhooks.turnOnAgainLabel', { url })}
            onClick={() => void setEnabled(true)}
          >
            {t('webhooks.turnOnAgain')}
          </Button>
        </div>
      ) : null}
      {webhook.enabled && webhook.failing_since ? (
        <p className={styles.warning}>
          {t('webhooks.failingSince', { date: formatDate(webhook.failing_since) })}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('webhooks.events')}</dt>
          <dd>
            <ul className={styles.eventList}>
              {webhook.events.map((type) => (
                <li key={type}>
                  <code className={styles.code}>{type}</code>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('webhooks.created', { date: formatDate(webhook.created_at) })}</p>
      <FormError message={failure?.message} detail={failure?.detail} />
      <div className={styles.actions}>
        {turnedOffByUs ? null : (
          <Button
            ref={toggleRef}
            variant="secondary"
            busy={updating.isLoading}
            busyLabel={t('webhooks.saving')}
            aria-label={t(webhook.enabled ? 'webhooks.turnOffLabel' : 'webhooks.turnOnLabel', { url })}
            onClick={() => void setEnabled(!webhook.enabled)}
          >
            {t(webhook.enabled ? 'webhooks.turnOff' : 'webhooks.turnOn')}
          </Button>
        )}
        {webhook.enabled ? (
          <Button
            variant="secondary"
            busy={testing.isLoading}
            busyLabel={t('webhooks.testSending')}
            aria-label={t('webhooks.testLabel', { url })}
            onClick={() => void test()}
          >
            {t('webhooks.test')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          aria-label={t('webhooks.editEventsLabel', { url })}
          onClick={() => setDialog('events')}
        >
          {t('webhooks.editEvents')}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={logOpen}
          aria-controls={logOpen ? logId : undefined}
          aria-label={t('webhooks.log.showLabel', { url })}
          onClick={() => setLogOpen((open) => !open)}
        >
          {t('webhooks.log.show')}
        </Button>
        <Button
          variant="danger"
          aria-label={t('webhooks.deleteLabel', { url })}
          onClick={() => setDialog('delete')}
        >
          {t('webhooks.delete')}
        </Button>
      </div>
      {logOpen ? <DeliveryLog id={logId} webhook={webhook} /> : null}
      {dialog === 'events' ? <EditEventsDialog webhook={webhook} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? (
        <DeleteWebhookDialog webhook={webhook} onClose={() => setDialog(null)} onDeleted={onDeleted} />
      ) : null}
    </li>
  );
}
