import { useI18n } from '../../../services/i18n';
import { shortenAddress } from '../../../services/wallet';
import { type AwaitingOrder, type LicenseIssueProblem } from '../storyTypes';
import styles from './story.module.css';

/** docs/product.md §11.1: why automatic issuing has not issued an order yet, in the licensor's words. */
const problemKeys: Record<LicenseIssueProblem, string> = {
  permission_revoked: 'story.queue.problem.permissionRevoked',
  issuer_out_of_gas: 'story.queue.problem.outOfGas',
  chain_unavailable: 'story.queue.problem.chainUnavailable',
  mint_failed: 'story.queue.problem.mintFailed',
  issuer_off: 'story.queue.problem.issuerOff',
};

/**
 * One paid order waiting for its licence tokens (docs/product.md §10.3): its number, product, buyer and payment date,
 * and where automatic issuing stands (§11.1): on its way (the licensor must not mint it too), or stopped with the
 * reason while the order stays issuable by hand.
 */
export function QueueItem({ order }: { order: AwaitingOrder }) {
  const { t, formatDate } = useI18n();
  const problemKey = order.issue_problem
    ? (problemKeys[order.issue_problem] ?? 'story.queue.problem.other')
    : null;
  return (
    <li className={styles.item}>
      <span className={styles.address}>{order.order_number}</span>
      <span>{order.product_title}</span>
      <span className={styles.muted}>
        {t('story.queue.toBuyer', { count: order.quantity, buyer: shortenAddress(order.buyer_address) })}
      </span>
      {order.paid_at ? (
        <time className={styles.muted} dateTime={order.paid_at}>
          {formatDate(order.paid_at)}
        </time>
      ) : null}
      {order.issuing ? (
        <span className={styles.issuing}>{t('story.queue.issuing')}</span>
      ) : problemKey ? (
        <span className={styles.problem}>{t(problemKey)}</span>
      ) : null}
    </li>
  );
}
