import { PrefetchLink } from '../components/PrefetchLink';
import { useT } from '../services/i18n';
import { paths } from '../services/routing';
import styles from './pages.module.css';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className={styles.message} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <PrefetchLink to={paths.home} className={styles.action}>
        {t('notFound.home')}
      </PrefetchLink>
    </section>
  );
}
