import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { useIsMobile } from '../hooks/useMediaQuery';
import { NavList, type NavItem } from './NavList';
import styles from './layouts.module.css';
import { CloseIcon } from '../icons';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  navItems: NavItem[];
  labels: { menu: string; nav: string; close: string; privacy: string; privacyBody: string };
  walletButton: ReactNode;
  localeSwitch: ReactNode;
}

/**
 * The slide-in menu below 768 px (docs/product.md §14): the four links, the wallet button and the privacy notice.
 * Escape, a click outside, a link, or growing wider than 768 px close it.
 */
export function MobileMenu({ open, onClose, navItems, labels, walletButton, localeSwitch }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const isMobile = useIsMobile();
  useFocusTrap(panelRef, open, { onEscape: onClose });

  useEffect(() => {
    if (open && !isMobile) onClose();
  }, [open, isMobile, onClose]);

  if (!open) return null;
  return (
    <div
      className={styles.menuBackdrop}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={styles.menuPanel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className={styles.menuHeader}>
          <h2 id={titleId} className={styles.menuTitle}>
            {labels.menu}
          </h2>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={labels.close}>
            <CloseIcon size={22} />
          </button>
        </div>
        <NavList items={navItems} label={labels.nav} onNavigate={onClose} />
        <div className={styles.menuWallet}>{walletButton}</div>
        <div className={styles.menuLocale}>{localeSwitch}</div>
        <details className={styles.privacy}>
          <summary>{labels.privacy}</summary>
          <p>{labels.privacyBody}</p>
        </details>
      </div>
    </div>
  );
}
