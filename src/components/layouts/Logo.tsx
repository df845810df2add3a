import { PrefetchLink } from '../PrefetchLink';
import styles from './layouts.module.css';

export function Logo({ to = '/', label }: { to?: string; label: string }) {
  return (
    <PrefetchLink to={to} className={styles.logo} aria-label={label}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
        <rect width="32" height="32" rx="8" fill="var(--color-point)" />
        <path
          d="M9 16a7 7 0 1 0 14 0a7 7 0 1 0-14 0m4 0a3 3 0 1 1 6 0a3 3 0 1 1-6 0"
          fill="#fff"
          fillRule="evenodd"
        />
      </svg>
      <span className={styles.logoText}>OVERDIVE</span>
    </PrefetchLink>
  );
}
