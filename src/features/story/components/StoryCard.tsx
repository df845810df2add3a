import { Card } from '../../../components/Card';
import { LoadingState } from '../../../components/StatusView';
import { QueryErrorState } from '../../../components/QueryErrorState';

/**
 * A Story card on Home and /product/{id} (docs/product.md §10): the dashboard's card, a section named by its heading.
 */
export const StoryCard = Card;

/**
 * A Story card's read before its data arrives: the shared error state with a retry once the read failed, the
 * shared loading state until then (loading and error states look the same on every screen, docs/architecture.md).
 */
export function StoryQueryPending({
  query,
  loadingLabel,
}: {
  query: { isError: boolean; error?: unknown; refetch: () => unknown };
  loadingLabel: string;
}) {
  if (!query.isError) return <LoadingState label={loadingLabel} />;
  return <QueryErrorState query={query} />;
}
