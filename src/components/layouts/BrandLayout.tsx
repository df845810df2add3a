import { type ReactNode } from 'react';
import styles from './layouts.module.css';

/** `/products/*` (docs/product.md §14): full width, the licensor's brand navigation, no main navigation. */
export function BrandLayout({
  brandNav,
  skipLabel,
  footer,
  children,
}: {
  brandNav: ReactNode;
  skipLabel: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.brand}>
      <a className="skip-link" href="#main">
        {skipLabel}
      </a>
      <header className={styles.brandHeader}>{brandNav}</header>
      <main id="main" className={styles.brandMain} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.brandFooter}>{footer}</footer>
    </div>
  );
}
