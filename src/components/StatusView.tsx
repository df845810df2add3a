import { type ReactNode } from 'react';
import { Spinner } from './Spinner';
import styles from './StatusView.module.css';

// Loading, empty and error states look and behave the same on every screen (docs/architecture.md).

export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.status}>
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/**
 * A list loading: the shape of its rows (docs/product.md §9: loading shows the screen's shape, not a bare spinner), so
 * nothing jumps when they arrive. The label is said once to screen readers; the shapes are hidden from them.
 */
export function SkeletonList({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className={styles.skeleton} data-testid="skeleton-list">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow} aria-hidden="true">
          <span className={styles.skeletonBar} />
          <span className={`${styles.skeletonBar} ${styles.skeletonShort}`} />
        </div>
      ))}
    </div>
  );
}

/**
 * A detail screen loading (an order, a product): its title and cards of label–value lines, so the screen has its
 * shape before the data arrives (docs/product.md §9: skeletons, not a bare spinner). The region is busy, and the
 * label is said once to screen readers; the shapes are hidden from them.
 */
export function SkeletonDetail({ label, sections = 3 }: { label: string; sections?: number }) {
  return (
    <div className={styles.skeletonDetail} aria-busy="true" data-testid="skeleton-detail">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <span className={`${styles.skeletonBar} ${styles.skeletonTitle}`} aria-hidden="true" />
      {Array.from({ length: sections }, (_, index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <span className={`${styles.skeletonBar} ${styles.skeletonHeading}`} />
          <span className={styles.skeletonBar} />
          <span className={`${styles.skeletonBar} ${styles.skeletonLine}`} />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.status}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action}
    </div>
  );
}

export function ErrorState({
  message,
  detail,
  onRetry,
  retryLabel,
}: {
  message: string;
  detail?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div className={`${styles.status} ${styles.error}`} role="alert">
      <p className={styles.title}>{message}</p>
      {detail ? <p className={styles.body}>{detail}</p> : null}
      {onRetry && retryLabel ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
