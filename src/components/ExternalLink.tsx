import { type ReactNode } from 'react';
import { IconFrame, lineStroke } from './icons';
import styles from './ExternalLink.module.css';

/**
 * An https URL as given, or null. Links to user-provided addresses are limited to https (docs/security.md): no
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

/** The screen-reader note after the link text, in parentheses whether or not the locale's text has them. */
function newTabNote(label: string): string {
  return label.startsWith('(') ? label : `(${label})`;
}

/**
 * A link that opens another site in a new tab, without giving it this page (`noopener noreferrer`). `newTabLabel`
 * ("opens in a new tab") is read after the link text by screen readers.
 *
 * A user-provided URL is limited to https: anything else renders only the children, as text. A `trusted` URL comes
 * from the app itself (its configuration: explorer, wallet catalogue; or its own routes) and is linked as it is.
 * `icon` adds the new-tab icon after the text (default); the wallet kit's links go without it.
 */
export function ExternalLink({
  href,
  children,
  newTabLabel,
  className,
  ariaLabel,
  trusted = false,
  icon = true,
  onClick,
}: {
  href: string | null | undefined;
  children: ReactNode;
  newTabLabel: string;
  className?: string;
  ariaLabel?: string;
  trusted?: boolean;
  icon?: boolean;
  onClick?: () => void;
}) {
  const target = trusted ? href || null : safeHttpsUrl(href);
  if (!target) return <span className={className}>{children}</span>;
  const note = newTabNote(newTabLabel);
  return (
    <a
      href={target}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={ariaLabel ? `${ariaLabel} ${note}` : undefined}
      onClick={onClick}
    >
      {children}
      {ariaLabel ? null : <span className="visually-hidden"> {note}</span>}
      {icon ? (
        <IconFrame size={12} grid={16} className={styles.icon}>
          <path d="M6 3H3v10h10v-3M9 2h5v5M14 2L7 9" {...lineStroke(1.6)} />
        </IconFrame>
      ) : null}
    </a>
  );
}
