import { type ReactNode } from 'react';
import { LoadingState } from '../../../components/StatusView';
import { QueryErrorState } from '../../../components/QueryErrorState';
import styles from './story.module.css';

/** A Story card on Home and /product/{id} (PRODUCT.md §10): a section named by its heading. */
export function StoryCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A Story card's read before its data arrives: the shared error state with a retry once the read failed, the
 * shared loading state until then (loading and error states look the same on every screen, ARCHITECTURE.md).
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
