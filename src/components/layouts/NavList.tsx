import { PrefetchNavLink } from '../PrefetchLink';
import styles from './layouts.module.css';

export interface NavItem {
  to: string;
  label: string;
  /** Match only the exact path (Home), not its children. */
  end?: boolean;
}

export function NavList({
  items,
  label,
  onNavigate,
}: {
  items: NavItem[];
  label: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.to}>
            <PrefetchNavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`}
              onClick={onNavigate}
            >
              {item.label}
            </PrefetchNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
