import { paths } from '../../services/routing';
import { LogoMark } from '../icons';
import { PrefetchLink } from '../PrefetchLink';
import styles from './layouts.module.css';

export function Logo({ to = paths.home, label }: { to?: string; label: string }) {
  return (
    <PrefetchLink to={to} className={styles.logo} aria-label={label}>
      <LogoMark size={28} />
      <span className={styles.logoText}>OVERDIVE</span>
    </PrefetchLink>
  );
}
