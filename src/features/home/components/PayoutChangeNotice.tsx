import { skipToken } from '@reduxjs/toolkit/query';
import { ErrorState } from '../../../components/StatusView';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { WarningPanel } from '@/components/WarningPanel';
import { describeError } from '../../../services/api';
import { useI18n } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { useGetRecentPayoutChangesQuery } from '../homeApi';
import { homeQueryArgs } from '../homeQueries';
import styles from './Home.module.css';

const changedAtFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * docs/product.md §9: a notice of any payout address change in the last 7 days, so a licensor sees at once if buyers'
 * money now goes somewhere they did not choose. Nothing shows when there was none; a failed read says so.
 */
export function PayoutChangeNotice({ wallet }: { wallet: string | null }) {
  const { t, formatDate } = useI18n();
  const query = useGetRecentPayoutChangesQuery(wallet ? homeQueryArgs.payoutChanges(wallet) : skipToken);
  if (query.isError && !query.isFetching) {
    const { message, detail } = describeError(t, query.error);
    return (
      <ErrorState
        message={t('home.payoutChanges.failed', { reason: message })}
        detail={detail}
        onRetry={() => void query.refetch()}
        retryLabel={t('common.retry')}
      />
    );
  }
  const changes = query.currentData?.results ?? [];
  if (changes.length === 0) return null;
  return (
    <WarningPanel title={t('home.payoutChanges.title')}>
      <ul className={styles.payoutNoticeList}>
        {changes.map((change) => (
          <li key={change.id}>
            {t('home.payoutChanges.change', { date: formatDate(change.changed_at, changedAtFormat) })}{' '}
            <span className={styles.mono}>{change.old_address}</span> →{' '}
            <span className={styles.mono}>{change.new_address}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {t('home.payoutChanges.notYou')}{' '}
        <PrefetchLink to={paths.manage}>{t('home.payoutChanges.manage')}</PrefetchLink>
      </p>
    </WarningPanel>
  );
}
