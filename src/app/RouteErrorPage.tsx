import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../services/i18n';
import styles from './pages.module.css';

/** A route's chunk failed to load (offline, a new deploy) or a screen crashed: say so and offer a reload. */
export function RouteErrorPage() {
  const t = useT();
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

/** Shows RouteErrorPage in place of any screen that throws while rendering, instead of a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (process.env.NODE_ENV !== 'production') console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
