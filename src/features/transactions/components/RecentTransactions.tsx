import { useId } from 'react';
import { ExternalLink } from '@/components/ExternalLink';
import { CheckIcon } from '@/components/dialogIcons';
import { IconFrame, lineStroke } from '@/components/icons';
import { config, explorerTxUrl } from '@/services/config';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { type Transaction } from '../transactionStore';
import { selectRecentTransactions, transactionsCleared } from '../transactionsSlice';
import styles from './RecentTransactions.module.css';

function StatusIcon({ status }: { status: Transaction['status'] }) {
  if (status === 'confirmed') return <CheckIcon width={2.2} className={styles.confirmed} />;
  return (
    <IconFrame size={20} className={styles[status]}>
      {status === 'pending' ? (
        <circle cx="12" cy="12" r="8" {...lineStroke(2.5, { cap: false })} strokeDasharray="36 14" />
      ) : (
        <path d="M6 6l12 12M18 6L6 18" {...lineStroke(2.2)} />
      )}
    </IconFrame>
  );
}

/**
 * The account dialog's recent transactions (docs/product.md §14, kit §5.1): the 3 newest of the connected address on
 * its chain with their status, each linking to the explorer, and Clear All. Rendered inside the wallet dialogs, whose
 * text loader provides the `transactions.*` strings.
 */
export default function RecentTransactions() {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const transactions = useFeatureSelector(selectRecentTransactions);
  const headingId = useId();
  if (transactions.length === 0) {
    return <p className={styles.empty}>{t('transactions.empty', { app: config.appName })}</p>;
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {t('transactions.recent')}
        </h3>
        <button type="button" className={styles.clear} onClick={() => dispatch(transactionsCleared())}>
          {t('transactions.clearAll')}
        </button>
      </div>
      <ul className={styles.list}>
        {transactions.map((transaction) => {
          const status = t(`transactions.status.${transaction.status}`);
          return (
            <li key={transaction.hash}>
              <ExternalLink
                className={styles.row}
                href={explorerTxUrl(transaction.hash)}
                newTabLabel={t('transactions.newTab')}
                trusted
                icon={false}
              >
                <StatusIcon status={transaction.status} />
                <span className={styles.text}>
                  <span className={styles.description}>{transaction.description}</span>
                  <span className={transaction.status === 'failed' ? styles.failedText : styles.statusText}>
                    {status}
                  </span>
                </span>
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
