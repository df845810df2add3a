import { type ReactNode } from 'react';
import styles from './Card.module.css';

/**
 * The dashboard's boxed section, named by its heading (the order detail's sections, the Story cards). A screen that
 * changes the box (a narrower padding on phones) passes its own class, which composes Card.module.css's card.
 */
export function Card({
  titleId,
  title,
  children,
  className = styles.card,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
