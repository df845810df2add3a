import { type ReactNode } from 'react';
import styles from './ExternalLink.module.css';

/**
 * An https URL as given, or null. Links to user-provided addresses are limited to https (issue 6): no
 * `javascript:`, `data:` or plain-http targets, whatever the server stored.
 */
export function safeHttpsUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A link that opens another site in a new tab, without giving it this page (`noopener noreferrer`). Renders only its
 * children, as text, when the URL is not https. `newTabLabel` is read after the link text by screen readers.
 */
export function ExternalLink({
  href,
  children,
  newTabLabel,
  className,
  ariaLabel,
}: {
  href: string | null | undefined;
  children: ReactNode;
  newTabLabel: string;
  className?: string;
  ariaLabel?: string;
}) {
  const safe = safeHttpsUrl(href);
  if (!safe) return <span className={className}>{children}</span>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={ariaLabel ? `${ariaLabel} (${newTabLabel})` : undefined}
    >
      {children}
      {ariaLabel ? null : <span className="visually-hidden"> ({newTabLabel})</span>}
      <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" className={styles.icon}>
        <path
          d="M6 3H3v10h10v-3M9 2h5v5M14 2L7 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
    </a>
  );
}
