import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { type Locale, type Messages } from '../services/i18n';
import { AppProviders } from './providers';
import { appRoutes } from './router';
import { type AppStore } from './store';

export function App({
  store,
  initialLocale,
}: {
  store: AppStore;
  initialLocale: { locale: Locale; messages: Messages };
}) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders store={store} initialLocale={initialLocale} paths={router}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
