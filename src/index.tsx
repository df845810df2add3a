import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import './styles/global.css';
import { App } from './app/App';
import { makeStore } from './app/store';
import { appStarted } from './services/events';
import { defaultLocale, isLocale, loadMessages, locales, type Locale } from './services/i18n';
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
  writeItem(storageKeys.kitVersion, kitVersion);
  void start(store.getState().ui.locale);
});
flushStorage = () => persistor.flush();

/** Mounts the app once its texts are in: the chosen locale, else the other one, else a plain reload prompt. */
async function start(preferred: Locale): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  for (const locale of [preferred, ...locales.filter((other) => other !== preferred)]) {
    try {
      const messages = await loadMessages(locale);
      store.dispatch(appStarted());
      createRoot(container).render(
        <StrictMode>
          <App store={store} initialLocale={{ locale, messages }} />
        </StrictMode>,
      );
      return;
    } catch {
      // A chunk that failed to load (offline, a deploy in between): try the other locale's.
    }
  }
  showStartupFailure(container);
}

/** Without any texts loaded the app cannot render; say so in both languages and offer a reload (issue 6). */
function showStartupFailure(container: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'startup-failure';
  const message = document.createElement('p');
  message.textContent = '화면을 불러오지 못했습니다. / The app could not be loaded.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = '다시 시도 / Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(message, retry);
  container.replaceChildren(box);
}
