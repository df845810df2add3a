import { Navigate, useLocation } from 'react-router-dom';
import { useFeatureSelector } from '@/services/hooks';
import { LogoMark } from '@/components/icons';
import { useT } from '@/services/i18n';
import { paths } from '@/services/routing';
import { selectIsSessionValid } from '../../session';
import { WalletButton } from '../components/WalletButton';
import styles from './AuthPage.module.css';

/** /auth (docs/product.md §9): brand, one line of what OVERDIVE is, the wallet button; then the sign-in dialog. */
export default function AuthPage() {
  const t = useT();
  const location = useLocation();
  const signedIn = useFeatureSelector((state: Parameters<typeof selectIsSessionValid>[0]) =>
    selectIsSessionValid(state),
  );
  const from = (location.state as { from?: unknown } | null)?.from;
  if (signedIn)
    return <Navigate to={typeof from === 'string' && from.startsWith('/') ? from : paths.home} replace />;
  return (
    <section className={styles.auth} aria-labelledby="auth-title">
      <LogoMark size={64} />
      <h1 id="auth-title" className={styles.title}>
        {t('app.name')}
      </h1>
      <p className={styles.tagline}>{t('app.tagline')}</p>
      <WalletButton />
    </section>
  );
}
