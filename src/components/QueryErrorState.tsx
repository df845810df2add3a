import { describeError } from '../services/api';
import { useT } from '../services/i18n';
import { ErrorState } from './StatusView';

/**
 * A read that failed, as every screen shows it: the failure in the catalogue's words with the server's beside them
 * (docs/product.md §20, describeError) and Retry, which reads again.
 */
export function QueryErrorState({ query }: { query: { error?: unknown; refetch: () => unknown } }) {
  const t = useT();
  const { message, detail } = describeError(t, query.error);
  return (
    <ErrorState
      message={message}
      detail={detail}
      onRetry={() => void query.refetch()}
      retryLabel={t('common.retry')}
    />
  );
}
