import { appStarted } from '../../services/events';
import { whenPageIdle } from '../../services/idle';
import { type AppStartListening } from '../../services/listenerTypes';

/**
 * Starts the transactions engine (transactionEngine.ts: storage, other tabs, receipt watching) once the app has
 * started and its first screen is up, from its own chunk, so none of it weighs on the first load.
 */
export function addTransactionListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: appStarted,
    effect: async (_action, listenerApi) => {
      await whenPageIdle();
      const { startTransactionEngine } = await import(
        /* webpackChunkName: "transactions-store" */ './transactionEngine'
      );
      startTransactionEngine(startListening, listenerApi);
    },
  });
}
