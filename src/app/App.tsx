import { BrowserRouter } from 'react-router-dom';
import { type Locale, type Messages } from '../services/i18n';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { type AppStore } from './store';

export function App({
  store,
  initialLocale,
}: {
  store: AppStore;
  initialLocale: { locale: Locale; messages: Messages };
}) {
  return (
    <BrowserRouter>
      <AppProviders store={store} initialLocale={initialLocale}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
