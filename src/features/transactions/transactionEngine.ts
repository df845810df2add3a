import { transactionSettled } from '../../services/events';
import { type AppStartListening } from '../../services/listenerTypes';
import { storageKeys } from '../../services/storage';
import { walletRequest } from '../../services/wallet';
import { type WalletState } from '../wallet';
import { waitForReceipt } from './receiptWatcher';
import {
  mutateTransactions,
  readTransactionStore,
  type TransactionAccount,
  type TransactionStatus,
  transactionsOf,
  withStatus,
} from './transactionStore';
import {
  selectTransactionAccount,
  transactionStoreChanged,
  type TransactionsState,
} from './transactionsSlice';

// The part of the transactions feature that works in the background, loaded right after start-up rather than with
// the page: it reads `rk-transactions`, adopts other tabs' changes, and watches the receipts of pending
// transactions of the connected account (kit reference §1.5) — after every change of the list and whenever the
// account or chain changes. Each hash is watched once at a time; a watch stops when the wallet leaves that account
// or chain and resumes on return.

type Root = { transactions: TransactionsState; wallet: WalletState };
type Dispatch = Parameters<Parameters<AppStartListening>[0]['effect']>[1]['dispatch'];

function sameAccount(a: TransactionAccount | null, b: TransactionAccount | null): boolean {
  return a !== null && b !== null && a.address === b.address && a.chainId === b.chainId;
}

export function startTransactionEngine(
  startListening: AppStartListening,
  { dispatch, getState }: { dispatch: Dispatch; getState: () => unknown },
): void {
  const watching = new Map<string, { account: TransactionAccount; controller: AbortController }>();

  const settle = (
    account: TransactionAccount,
    hash: string,
    status: Exclude<TransactionStatus, 'pending'>,
  ) => {
    dispatch(transactionStoreChanged(mutateTransactions(account, (list) => withStatus(list, hash, status))));
    dispatch(transactionSettled({ hash, address: account.address, chainId: account.chainId, status }));
  };

  const scan = () => {
    const state = getState() as Root;
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
      waitForReceipt(transaction.hash, {
        request: (method, params) => walletRequest(method, params),
        confirmations: transaction.confirmations,
        signal: controller.signal,
        stillRelevant: () => sameAccount(selectTransactionAccount(getState() as Root), account),
      })
        .then((outcome) => {
          if (outcome !== 'unknown' && !controller.signal.aborted) settle(account, transaction.hash, outcome);
        })
        // Stopped (account or chain left, wallet gone): the entry stays pending until the next trigger.
        .catch(() => undefined)
        .finally(() => {
          if (watching.get(key)?.controller === controller) watching.delete(key);
        });
    }
  };

  startListening({
    predicate: (action, state, previous) =>
      transactionStoreChanged.match(action) ||
      selectTransactionAccount(state as Root) !== selectTransactionAccount(previous as Root),
    effect: scan,
  });

  // Another tab added, finished or cleared a transaction: adopt what it wrote.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key !== storageKeys.transactions && event.key !== null) return;
      dispatch(transactionStoreChanged(readTransactionStore()));
    });
  }

  // What storage holds now (this also starts watching the pending ones).
  dispatch(transactionStoreChanged(readTransactionStore()));
}
