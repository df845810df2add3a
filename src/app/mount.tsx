import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type Locale, type Messages } from '../services/i18n';
import { App } from './App';
import { type AppStore } from './store';

/**
 * Renders the app into `container`. The first render is a transition, so React builds the first screen in slices of
 * a few milliseconds and lets the browser in between, instead of one long task (docs/performance.md: Lighthouse TBT).
 */
export function mount(
  container: HTMLElement,
  store: AppStore,
  initialLocale: { locale: Locale; messages: Messages },
): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} initialLocale={initialLocale} />
      </StrictMode>,
    );
  });
}
