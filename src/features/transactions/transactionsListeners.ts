import { appStarted, transactionSettled } from '../../services/events';
import { type AppStartListening } from '../../services/listenerTypes';
import { storageKeys } from '../../services/storage';
import { walletRequest } from '../../services/wallet';
import { type TransactionAccount, readTransactionStore, transactionsOf } from './transactionStore';
import {
  selectTransactionAccount,
  transactionStatusChanged,
  transactionStoreChanged,
  type TransactionsState,
} from './transactionsSlice';
import { type WalletState } from '../wallet/walletSlice';

type Root = { transactions: TransactionsState; wallet: WalletState };

function sameAccount(a: TransactionAccount | null, b: TransactionAccount | null): boolean {
  return a !== null && b !== null && a.address === b.address && a.chainId === b.chainId;
}

/**
 * Keeps `rk-transactions` in step with other tabs and watches the receipts of pending transactions of the connected
 * account: after every change of the list and whenever the account or chain changes (kit reference §1.5). Each hash
 * is watched once at a time; the watch stops when the wallet leaves that account or chain and resumes on return.
 */
export function addTransactionListeners(startListening: AppStartListening) {
  const watching = new Map<string, { account: TransactionAccount; controller: AbortController }>();

  startListening({
    predicate: (action, state, previous) =>
      transactionStoreChanged.match(action) ||
      selectTransactionAccount(state as Root) !== selectTransactionAccount(previous as Root),
    effect: (_action, listenerApi) => {
      const state = listenerApi.getState() as Root;
      const account = selectTransactionAccount(state);
      for (const [hash, watch] of watching) {
        if (!sameAccount(watch.account, account)) {
          watch.controller.abort();
          watching.delete(hash);
        }
      }
      if (!account) return;
      for (const transaction of transactionsOf(state.transactions.store, account)) {
        const key = transaction.hash.toLowerCase();
        if (transaction.status !== 'pending' || watching.has(key)) continue;
        const controller = new AbortController();
        watching.set(key, { account, controller });
        void (async () => {
          try {
            // The watcher loads with the first pending transaction, not with the page.
            const { waitForReceipt } = await import(
              /* webpackChunkName: "transactions-receipts" */ './receiptWatcher'
            );
            const outcome = await waitForReceipt(transaction.hash, {
              request: (method, params) => walletRequest(method, params),
              confirmations: transaction.confirmations,
              signal: controller.signal,
              stillRelevant: () =>
                sameAccount(selectTransactionAccount(listenerApi.getState() as Root), account),
            });
            if (outcome === 'unknown' || controller.signal.aborted) return;
            listenerApi.dispatch(transactionStatusChanged(account, transaction.hash, outcome));
            listenerApi.dispatch(
              transactionSettled({
                hash: transaction.hash,
                address: account.address,
                chainId: account.chainId,
                status: outcome,
              }),
            );
          } catch {
            // Stopped (account or chain left, wallet gone): the entry stays pending until the next trigger.
          } finally {
            if (watching.get(key)?.controller === controller) watching.delete(key);
          }
        })();
      }
    },
  });

  // Another tab added, finished or cleared a transaction: adopt what it wrote.
  startListening({
    actionCreator: appStarted,
    effect: async (_action, listenerApi) => {
      if (typeof window === 'undefined') return;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== window.localStorage) return;
        if (event.key !== storageKeys.transactions && event.key !== null) return;
        listenerApi.dispatch(transactionStoreChanged(readTransactionStore()));
      };
      window.addEventListener('storage', onStorage);
      try {
        await listenerApi.condition(() => false);
      } finally {
        window.removeEventListener('storage', onStorage);
      }
    },
  });
}
