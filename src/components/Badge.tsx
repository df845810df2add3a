import { type ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'warning' | 'info' | 'success' | 'neutral' | 'error';

/** A short status word; the text carries the meaning, the tone only repeats it (never colour alone). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
