import { useI18n } from '@/services/i18n';
import { type OrderDetail } from '../orderTypes';
import styles from './OrderDetail.module.css';

const dateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The mails the order's changes sent (docs/product.md §11.3): the buyer's receipt and licence, the company's new-order
 * notice, each sent, still waiting for the mail server, or refused with the server's reason, so the licensor knows
 * whether the buyer was told.
 */
export function OrderMails({ mails }: { mails: OrderDetail['mails'] }) {
  const { t, formatDate } = useI18n();
  if (mails.length === 0) return null;
  return (
    <ul className={styles.mails}>
      {mails.map((mail) => (
        <li key={mail.kind}>
          <span>{t(`orders.detail.mail.${mail.kind}`, { to: mail.recipient })}</span>{' '}
          <span className={mail.state === 'failed' ? styles.mailFailed : styles.muted}>
            {mail.state === 'sent' && mail.sent_at
              ? t('orders.detail.mail.sent', { at: formatDate(mail.sent_at, dateFormat) })
              : mail.state === 'failed'
                ? t('orders.detail.mail.failed', { reason: mail.last_error ?? '' })
                : t('orders.detail.mail.pending')}
          </span>
        </li>
      ))}
    </ul>
  );
}
