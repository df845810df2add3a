import { createListenerMiddleware } from '@reduxjs/toolkit';
import { type AppStartListening, type ListenerExtra } from '../services/listenerTypes';
import { addSessionListeners } from '../features/session';
import { addWalletListeners } from '../features/wallet';
import { addTransactionListeners } from '../features/transactions';
import { addCheckoutListeners } from '../features/storefront';

/** A listener middleware per store, so every test has its own app-lifetime effects (docs/architecture.md). */
export function createAppListenerMiddleware(extra: ListenerExtra) {
  const middleware = createListenerMiddleware({ extra });
  const startListening = middleware.startListening as AppStartListening;
  addSessionListeners(startListening);
  addWalletListeners(startListening);
  addTransactionListeners(startListening);
  addCheckoutListeners(startListening);
  return middleware;
}
