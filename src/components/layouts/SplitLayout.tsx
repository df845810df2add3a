import { type ReactNode } from 'react';
import { Logo } from './Logo';
import { MobileMenu, type MobileMenuProps } from './MobileMenu';
import { NavList, type NavItem } from './NavList';
import styles from './layouts.module.css';
import { MenuIcon } from '../icons';

export interface SplitLayoutProps {
  navItems: NavItem[];
  labels: MobileMenuProps['labels'] & { skip: string; home: string };
  walletButton: ReactNode;
  localeSwitch: ReactNode;
  menuOpen: boolean;
  onMenuOpen: () => void;
  onMenuClose: () => void;
  children: ReactNode;
}

/**
 * `/`, `/order`, `/product`, `/manage` (docs/product.md §14): left sidebar menu and a top bar with logo and wallet
 * button.
 */
export function SplitLayout({
  navItems,
  labels,
  walletButton,
  localeSwitch,
  menuOpen,
  onMenuOpen,
  onMenuClose,
  children,
}: SplitLayoutProps) {
  return (
    <div className={styles.split}>
      <a className="skip-link" href="#main">
        {labels.skip}
      </a>
      <header className={styles.topBar}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuToggle}`}
          onClick={onMenuOpen}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          aria-label={labels.menu}
        >
          <MenuIcon size={22} />
        </button>
        <Logo label={labels.home} />
        <div className={styles.topBarEnd}>
          <div className={styles.desktopOnly}>{localeSwitch}</div>
          {walletButton}
        </div>
      </header>
      <aside className={styles.sidebar}>
        <NavList items={navItems} label={labels.nav} />
      </aside>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <MobileMenu
        open={menuOpen}
        onClose={onMenuClose}
        navItems={navItems}
        labels={labels}
        walletButton={walletButton}
        localeSwitch={localeSwitch}
      />
    </div>
  );
}
