import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { useT } from '../services/i18n';
import { NoticeCenter } from '../features/ui';
import { RouteErrorBoundary } from './RouteErrorPage';

/** Around every route: notices, the error screen, scroll positions, focus on navigation. */
export function RootLayout() {
  const location = useLocation();
  const firstRender = useRef(true);
  useScrollPerNavigation();

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
      {/* Above the page, in its flow: a notice never covers a control (components/Notices). */}
      <NoticeCenter />
      {/* A new page clears the error screen of the last one, as a full page load would. */}
      <RouteErrorBoundary key={location.pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

/** Where each visited history entry was scrolled to, for the way back; kept in memory, never in storage (docs/product.md §4). */
const scrollPositions = new Map<string, number>();

/**
 * A new page starts at its top, and going back or forward returns to where that entry was left, as after full page
 * loads. A change of the query alone (filters, tabs, pages of a list) keeps the scroll; a `#fragment` is the page's
 * own to scroll to (the public page's product anchors, docs/product.md §9).
 */
function useScrollPerNavigation(): void {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef(pathname);
  const currentKey = useRef(key);

  // Scroll events arrive after the frame, so a page that shrinks on leaving never overwrites the entry it left.
  useEffect(() => {
    const remember = () => scrollPositions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const pathChanged = lastPathname.current !== pathname;
    lastPathname.current = pathname;
    if (navigationType === 'POP') {
      const saved = scrollPositions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (pathChanged && !hash) {
      window.scrollTo(0, 0);
    }
  }, [key, pathname, hash, navigationType]);
}

export function RouteLoadingFallback() {
  const t = useT();
  return <PageSpinner label={t('common.loading')} />;
}
