import { useI18n } from '../../../services/i18n';
import { orderTimeline } from '../orderStatus';
import { type OrderDetail } from '../orderTypes';
import styles from './OrderDetail.module.css';

const dateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The order's status history, oldest first, then the steps still to come (docs/product.md §9 "status timeline"). */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t, formatDate } = useI18n();
  const steps = orderTimeline(order.history ?? [], order.status, order.created_at);
  return (
    <ol className={styles.timeline}>
      {steps.map((step, index) => (
        <li
          key={`${step.status}-${index}`}
          className={`${styles.step} ${styles[step.state]}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.stepText}>
            <span className={styles.stepStatus}>
              {step.state === 'next' ? (
                <span className="visually-hidden">{t('orders.timeline.next')}: </span>
              ) : null}
              {t(`orders.status.${step.status}`)}
            </span>
            {step.at ? (
              <time dateTime={step.at} className={styles.stepMeta}>
                {formatDate(step.at, dateFormat)}
              </time>
            ) : null}
            {step.actor && ['buyer', 'licensor', 'system'].includes(step.actor) ? (
              <span className={styles.stepMeta}>{t(`orders.actor.${step.actor}`)}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
