import { type ReactNode, useId } from 'react';
import styles from './Home.module.css';

/** A titled card of Home; `action` is a link beside the title ("View all"). */
export function HomeCard({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
