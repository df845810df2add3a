import styles from './Spinner.module.css';

export function Spinner({ label, size = 'medium' }: { label: string; size?: 'small' | 'medium' | 'large' }) {
  return (
    <span className={`${styles.spinner} ${styles[size]}`} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A full-area spinner, for guards and route loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} size="large" />
    </div>
  );
}
