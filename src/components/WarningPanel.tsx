import { useId, type ReactNode } from 'react';
import styles from './WarningPanel.module.css';

/**
 * A warning a licensor must read before anything else on the screen, such as Home's payout address change and its
 * low issuer balance (docs/product.md §9, §11.1): a titled region in the warning colour.
 */
export function WarningPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
