import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { useT } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { selectIsSessionValid } from '../../session';
import { WalletButton } from '../components/WalletButton';
import styles from './AuthPage.module.css';

/** /auth (PRODUCT.md §9): brand, one line of what OVERDIVE is, the wallet button; then the sign-in dialog. */
export default function AuthPage() {
  const t = useT();
  const location = useLocation();
  const signedIn = useSelector((state: Parameters<typeof selectIsSessionValid>[0]) =>
    selectIsSessionValid(state),
  );
  const from = (location.state as { from?: unknown } | null)?.from;
  if (signedIn)
    return <Navigate to={typeof from === 'string' && from.startsWith('/') ? from : paths.home} replace />;
  return (
    <section className={styles.auth} aria-labelledby="auth-title">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="64" height="64">
        <rect width="32" height="32" rx="8" fill="var(--color-point)" />
        <path
          d="M9 16a7 7 0 1 0 14 0a7 7 0 1 0-14 0m4 0a3 3 0 1 1 6 0a3 3 0 1 1-6 0"
          fill="#fff"
          fillRule="evenodd"
        />
      </svg>
      <h1 id="auth-title" className={styles.title}>
        {t('app.name')}
      </h1>
      <p className={styles.tagline}>{t('app.tagline')}</p>
      <WalletButton />
    </section>
  );
}
