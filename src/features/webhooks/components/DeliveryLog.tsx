import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/Badge';
import { Button, FormError } from '@/components/forms';
import { ErrorState } from '@/components/StatusView';
import { describeError } from '@/services/api';
import { noticeRaised } from '@/services/events';
import { useFeatureDispatch } from '@/services/hooks';
import { useI18n } from '@/services/i18n';
import {
  type Webhook,
  type WebhookDelivery,
  useListDeliveriesQuery,
  useResendDeliveryMutation,
} from '../webhooksApi';
import styles from './Webhooks.module.css';

type DeliveryState = 'delivered' | 'waiting' | 'retrying' | 'failed';

/** Where a delivery stands (docs/product.md §12.1): delivered, still to be tried, or given up after 3 days. */
function stateOf(delivery: WebhookDelivery): DeliveryState {
  if (delivery.delivered_at) return 'delivered';
  if (delivery.next_attempt_at) return delivery.attempts === 0 ? 'waiting' : 'retrying';
  return 'failed';
}

const FRESH_POLL_MS = 5_000;
/** The log follows a delivery whose next attempt is at most this far off: its first retries (1 and 2 minutes). */
const FOLLOW_MS = 2 * 60_000;

/**
 * Tried within the log's follow window: a test event or a resend not tried yet, one read while it is being tried
 * (counted, not delivered, its due time passed), or a retry due soon.
 */
function aboutToBeTried(delivery: WebhookDelivery): boolean {
  if (delivery.delivered_at || !delivery.next_attempt_at) return false;
  return Date.parse(delivery.next_attempt_at) - Date.now() <= FOLLOW_MS;
}

const tones: Record<DeliveryState, BadgeTone> = {
  delivered: 'success',
  waiting: 'info',
  retrying: 'warning',
  failed: 'error',
};

/** A webhook's delivery log, newest first, each with a Resend of the same event (same id, same body). */
export function DeliveryLog({ id, webhook }: { id: string; webhook: Webhook }) {
  const { t, formatDate } = useI18n();
  const dispatch = useFeatureDispatch();
  const [polling, setPolling] = useState(false);
  const deliveries = useListDeliveriesQuery(webhook.id, {
    pollingInterval: polling ? FRESH_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  // A delivery about to be tried is followed until its attempt ends, without a Refresh.
  const fresh = deliveries.currentData?.results.some(aboutToBeTried) ?? false;
  if (fresh !== polling) setPolling(fresh);
  const [resend] = useResendDeliveryMutation();
  const [resending, setResending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const never = t('webhooks.log.never');

  const resendOne = async (delivery: WebhookDelivery) => {
    if (resending !== null) return;
    setFailure(null);
    setResending(delivery.id);
    try {
      await resend({ webhookId: webhook.id, deliveryId: delivery.id }).unwrap();
      dispatch(noticeRaised({ tone: 'success', key: 'webhooks.log.resent' }));
    } catch (error) {
      const described = describeError(t, error);
      setFailure({ message: t('webhooks.log.resendFailed'), detail: described.detail ?? described.message });
    } finally {
      setResending(null);
    }
  };

  const page = deliveries.currentData;
  let body;
  if (deliveries.isError) {
    const described = describeError(t, deliveries.error);
    body = (
      <ErrorState
        message={t('webhooks.log.loadFailed')}
        detail={described.detail ?? described.message}
        retryLabel={t('common.retry')}
        onRetry={() => void deliveries.refetch()}
      />
    );
  } else if (page === undefined) {
    body = (
      <p role="status" className={styles.muted}>
        {t('webhooks.log.loading')}
      </p>
    );
  } else if (page === null || page.results.length === 0) {
    body = <p className={styles.muted}>{t('webhooks.log.empty')}</p>;
  } else {
    body = (
      <>
        <ul className={styles.deliveries}>
          {page.results.map((delivery) => {
            const state = stateOf(delivery);
            const answer = [
              delivery.last_status === null
                ? null
                : t('webhooks.log.httpStatus', { status: delivery.last_status }),
              delivery.last_error,
            ].filter(Boolean);
            const lastAnswer = answer.length > 0 ? answer.join(' — ') : t('webhooks.log.noAnswer');
            return (
              <li key={delivery.id} className={styles.delivery}>
                <div className={styles.head}>
                  <code className={styles.code}>{delivery.type}</code>
                  <Badge tone={tones[state]}>{t(`webhooks.log.status.${state}`)}</Badge>
                </div>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('webhooks.log.eventId')}</dt>
                    <dd className={styles.mono}>{delivery.event_id}</dd>
                  </div>
                  <div>
                    <dt>{t('webhooks.log.created')}</dt>
                    <dd>{formatDate(delivery.created_at)}</dd>
                  </div>
                  <div>
                    <dt>{t('webhooks.log.attempts')}</dt>
                    <dd>{delivery.attempts}</dd>
                  </div>
                  <div>
                    <dt>{t('webhooks.log.lastAnswer')}</dt>
                    <dd>{lastAnswer}</dd>
                  </div>
                  <div>
                    <dt>{t('webhooks.log.nextAttempt')}</dt>
                    <dd>{delivery.next_attempt_at ? formatDate(delivery.next_attempt_at) : never}</dd>
                  </div>
                  <div>
                    <dt>{t('webhooks.log.delivered')}</dt>
                    <dd>{delivery.delivered_at ? formatDate(delivery.delivered_at) : never}</dd>
                  </div>
                </dl>
                {webhook.enabled ? (
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      busy={resending === delivery.id}
                      busyLabel={t('webhooks.log.resending')}
                      aria-label={t('webhooks.log.resendLabel', {
                        type: delivery.type,
                        eventId: delivery.event_id,
                      })}
                      onClick={() => void resendOne(delivery)}
                    >
                      {t('webhooks.log.resend')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {page.count > page.results.length ? (
          <p className={styles.muted}>
            {t('webhooks.log.more', { shown: page.results.length, count: page.count })}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section id={id} className={styles.log} aria-label={t('webhooks.log.showLabel', { url: webhook.url })}>
      <div className={styles.head}>
        <h4 className={styles.logTitle}>{t('webhooks.log.title')}</h4>
        <Button
          variant="ghost"
          busy={deliveries.isFetching}
          busyLabel={t('webhooks.log.loading')}
          onClick={() => void deliveries.refetch()}
        >
          {t('webhooks.log.refresh')}
        </Button>
      </div>
      {webhook.enabled ? null : <p className={styles.muted}>{t('webhooks.log.offHint')}</p>}
      <FormError message={failure?.message} detail={failure?.detail} />
      {body}
    </section>
  );
}
