import { type ReactNode } from 'react';
import styles from './layouts.module.css';

/**
 * `/create`, `/productcreate`, `/auth` and the detail pages (docs/product.md §14, §5): a header with the back
 * button and the wallet button. `full` is /auth's full-height layout.
 */
export function HeaderLayout({
  backButton,
  walletButton,
  localeSwitch,
  skipLabel,
  full = false,
  children,
}: {
  backButton: ReactNode;
  walletButton: ReactNode;
  localeSwitch: ReactNode;
  skipLabel: string;
  full?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={full ? styles.full : styles.headerLayout}>
      <a className="skip-link" href="#main">
        {skipLabel}
      </a>
      <header className={styles.header}>
        <div className={styles.headerStart}>{backButton}</div>
        <div className={styles.topBarEnd}>
          {localeSwitch}
          {walletButton}
        </div>
      </header>
      <main id="main" className={full ? styles.fullMain : styles.headerMain} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
