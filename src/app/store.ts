import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '../services/api';
import { config } from '../services/config';
import { type ListenerExtra } from '../services/listenerTypes';
import { screenSlicesReducer } from '../services/screenSlices';
import { persistedSessionReducer } from '../features/session';
import { persistedUiReducer } from '../features/ui';
import { persistedWalletReducer } from '../features/wallet';
import { transactionsReducer } from '../features/transactions';
import { createAppListenerMiddleware } from './listeners';
import { devToolsSanitizers } from './devtools';

export const rootReducer = combineReducers({
  session: persistedSessionReducer,
  wallet: persistedWalletReducer,
  transactions: transactionsReducer,
  ui: persistedUiReducer,
  // Screens that load on demand add their slices here when their code loads (services/screenSlices.ts).
  screens: screenSlicesReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  extra?: Partial<ListenerExtra>;
}

/** The store factory. Only src/index.tsx creates the app's store; tests create one each. */
export function makeStore({ preloadedState, extra }: MakeStoreOptions = {}) {
  const listenerMiddleware = createAppListenerMiddleware({
    reloadPage: () => window.location.reload(),
    ...extra,
  });
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own bootstrap actions carry callbacks by design (RTK's documented exception);
        // everything else must stay serializable for DevTools replay.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
    devTools: config.devtools ? { name: 'OVERDIVE', ...devToolsSanitizers } : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Tells RTK Query when the page is visible, focused and online. Without it `refetchOnFocus` never fires and
 * `skipPollingIfUnfocused` never sees a hidden tab: the live order screens (features/orders/liveOrders.ts,
 * docs/product.md §9) rely on both. Returns the function that removes the window listeners.
 */
export function listenToPageFocus(store: AppStore): () => void {
  return setupListeners(store.dispatch);
}
