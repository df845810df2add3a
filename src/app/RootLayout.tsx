import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { useT } from '../services/i18n';
import { NoticeCenter } from '../features/ui';
import styles from './RootLayout.module.css';

/** Around every route: notices, scroll restoration, a progress bar while a route loads, focus on navigation. */
export function RootLayout() {
  const t = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const firstRender = useRef(true);

  // After a client-side navigation, move focus to the new page's main region so screen readers and keyboard
  // users start at the content, as they would after a full page load.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <>
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      {/* Above the page, in its flow: a notice never covers a control (components/Notices). */}
      <NoticeCenter />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function RouteLoadingFallback() {
  const t = useT();
  return <PageSpinner label={t('common.loading')} />;
}
