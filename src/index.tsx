import './styles/global.css';
import { type AppStore } from './app/store';
import { appStarted } from './services/events';
import { awaitFirstScreen } from './services/idle';
import {
  browserLocale,
  directionOf,
  isLocale,
  loadMessages,
  localeForSurface,
  setActiveLocale,
  type Locale,
} from './services/i18n';
import { prefetchRoute, prefetchRouteData, surfaceOf } from './services/routing';
import { kitVersion, readItem, storageKeys, writeItem } from './services/storage';

// The only place the app's store is created and React mounts (docs/architecture.md).
//
// Start-up runs as a few short tasks instead of one long one (docs/performance.md: a single 80–300 ms task on a phone-class CPU
// was most of /auth's Lighthouse TBT). This file loads almost nothing; the app's modules are evaluated in steps, each
// after the browser had a turn: the screens and router, the store, the rehydration, React's renderer, and then a
// first render that React itself slices. The modules stay in the main chunk (webpackMode "eager"): no extra request.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start fetching the texts of the locale this page speaks right away: the stored choice, else the browser's language
// (docs/product.md §4), as the public brand page or the dashboard speaks it.
const storedLocale = readItem(storageKeys.locale);
const chosenLocale = isLocale(storedLocale) ? storedLocale : browserLocale(navigator.languages);
const startLocale = localeForSurface(chosenLocale, surfaceOf(window.location.pathname));
// The page's language and direction before the first paint, so an Arabic page never lays out left to right first.
document.documentElement.lang = startLocale;
document.documentElement.dir = directionOf(startLocale);
void loadMessages(startLocale).catch(() => undefined);
setActiveLocale(startLocale);

// Start-up work the first screen does not need waits for it (services/idle); announced before anything can ask.
awaitFirstScreen();
void boot();

async function boot(): Promise<void> {
  // The libraries first, one per task (their module bodies are the heaviest part), then the app's own modules.
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["BrowserRouter"] */ 'react-router-dom');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  // The store's modules (slices, the API and its endpoints, listeners) before the screens', each in a task of its own.
  await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/App');
  // The router has registered its screens: the first one's code and texts download beside the locale's instead of
  // after the first render, one round trip less before the page shows. The locale provider confirms the locale.
  prefetchRoute(window.location.pathname);

  await nextTask();
  const { makeStore, listenToPageFocus } = await import(/* webpackMode: "eager" */ './app/store');
  // A reload (account or chain change, docs/product.md §16) first writes pending storage changes, so a cleared session
  // stays cleared after the reload.
  let flushStorage: () => Promise<unknown> = () => Promise.resolve();
  const store = makeStore({
    extra: { reloadPage: () => void flushStorage().finally(() => window.location.reload()) },
  });
  listenToPageFocus(store);

  await nextTask();
  const { persistStore } = await import(/* webpackMode: "eager" */ 'redux-persist');
  const { prefetchGuardReads } = await import(/* webpackMode: "eager" */ './app/guards');
  const persistor = persistStore(store, null, () => {
    writeItem(storageKeys.kitVersion, kitVersion);
    // The first screen's reads and its guard's company lookup start now, side by side (services/routing).
    prefetchGuardReads(window.location.pathname, store.dispatch, store.getState);
    prefetchRouteData(window.location.pathname, store.dispatch, store.getState);
    void start(
      store,
      localeForSurface(store.getState().ui.locale ?? chosenLocale, surfaceOf(window.location.pathname)),
    );
  });
  flushStorage = () => persistor.flush();
}

/** Mounts the app once its texts are in: the chosen locale, else the other one, else a plain reload prompt. */
async function start(store: AppStore, preferred: Locale): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  // Then English, which every surface speaks, then Korean (the default).
  for (const locale of [...new Set<Locale>([preferred, 'en', 'ko'])]) {
    try {
      const messages = await loadMessages(locale);
      await nextTask();
      const { mount } = await import(/* webpackMode: "eager" */ './app/mount');
      await nextTask();
      store.dispatch(appStarted());
      mount(container, store, { locale, messages });
      return;
    } catch {
      // A chunk that failed to load (offline, a deploy in between): try the next locale's.
    }
  }
  showStartupFailure(container);
}

/** Without any texts loaded the app cannot render; say so in both languages and offer a reload (docs/security.md). */
function showStartupFailure(container: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'startup-failure';
  const message = document.createElement('p');
  message.textContent = '화면을 불러오지 못했습니다. / The app could not be loaded.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'page-action';
  retry.textContent = '다시 시도 / Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(message, retry);
  container.replaceChildren(box);
}
