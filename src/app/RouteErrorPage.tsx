import { useRouteError } from 'react-router-dom';
import { useT } from '../services/i18n';
import styles from './pages.module.css';

/** A route's chunk failed to load (offline, a new deploy) or a screen crashed: say so and offer a reload. */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  if (process.env.NODE_ENV !== 'production') console.error(error);
  return (
    <main id="main" className={styles.message} role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <button type="button" className={styles.action} onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </main>
  );
}
