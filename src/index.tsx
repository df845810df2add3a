import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import './styles/global.css';
import { App } from './app/App';
import { makeStore } from './app/store';
import { appStarted } from './services/events';
import { defaultLocale, isLocale, loadMessages } from './services/i18n';
import { kitVersion, readItem, storageKeys, writeItem } from './services/storage';

// Start fetching the texts of the stored locale while the store rehydrates.
const storedLocale = readItem(storageKeys.locale);
void loadMessages(isLocale(storedLocale) ? storedLocale : defaultLocale).catch(() => undefined);

// The only place the app's store is created and React mounts (ARCHITECTURE.md).
// A reload (account or chain change, SPEC.md §4) first writes pending storage changes, so a cleared session
// stays cleared after the reload.
let flushStorage: () => Promise<unknown> = () => Promise.resolve();
const store = makeStore({
  extra: { reloadPage: () => void flushStorage().finally(() => window.location.reload()) },
});

const persistor = persistStore(store, null, () => {
  const { locale } = store.getState().ui;
  writeItem(storageKeys.kitVersion, kitVersion);
  void loadMessages(locale).then((messages) => {
    store.dispatch(appStarted());
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html lacks #root');
    createRoot(container).render(
      <StrictMode>
        <App store={store} initialLocale={{ locale, messages }} />
      </StrictMode>,
    );
  });
});
flushStorage = () => persistor.flush();
