import {
  createSelector,
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { configuredChains } from '../../services/config';
import { selectConnectedAddress, selectWalletChainId, type WalletState } from '../wallet/walletSlice';
import {
  assertValidTransaction,
  readTransactionStore,
  type Transaction,
  type TransactionAccount,
  type TransactionStatus,
  type TransactionStore,
  transactionsOf,
  withStatus,
  withTransactionAdded,
  withTransactionsOf,
  writeTransactionStore,
  type NewTransaction,
} from './transactionStore';

export interface TransactionsState {
  /** A mirror of `rk-transactions`, refreshed after every write here and every write of another tab. */
  store: TransactionStore;
}

export const transactionsSlice = createSlice({
  name: 'transactions',
  // Read when a store is created, so every store (and every test) starts from what storage holds.
  initialState: (): TransactionsState => ({ store: readTransactionStore() }),
  reducers: {
    transactionStoreChanged(state, action: PayloadAction<TransactionStore>) {
      state.store = action.payload;
    },
  },
});

export const { transactionStoreChanged } = transactionsSlice.actions;
export const transactionsReducer = transactionsSlice.reducer;

interface TransactionsRoot {
  transactions: TransactionsState;
  wallet: WalletState;
}

type TransactionThunk<T = void> = ThunkAction<T, unknown, unknown, UnknownAction>;

/**
 * The connected address and its chain, when that chain is one the product offers (kit §1.2: on an unsupported chain
 * there is no chain id, so the list reads empty and adding or clearing fails).
 */
export const selectTransactionAccount = createSelector(
  [selectConnectedAddress, selectWalletChainId],
  (address, chainId): TransactionAccount | null =>
    address && chainId !== null && configuredChains.some((chain) => chain.id === chainId)
      ? { address, chainId }
      : null,
);

const noTransactions: Transaction[] = [];

export const selectAccountTransactions = createSelector(
  [(state: TransactionsRoot) => state.transactions.store, selectTransactionAccount],
  (store, account) => (account ? transactionsOf(store, account) : noTransactions),
);

/** The account dialog shows the 3 newest (SPEC.md §9). */
export const recentTransactionsShown = 3;
export const selectRecentTransactions = createSelector([selectAccountTransactions], (transactions) =>
  transactions.slice(0, recentTransactionsShown),
);
export const selectHasPendingTransactions = (state: TransactionsRoot) =>
  selectAccountTransactions(state).some((transaction) => transaction.status === 'pending');

function accountOrThrow(state: unknown): TransactionAccount {
  const account = selectTransactionAccount(state as TransactionsRoot);
  if (!account) throw new Error('No address or chain ID found');
  return account;
}

/** Re-reads storage, changes one address and chain, writes it back and mirrors the result (kit §1.3). */
function mutate(
  account: TransactionAccount,
  change: (transactions: Transaction[]) => Transaction[],
): TransactionThunk {
  return (dispatch) => {
    const latest = readTransactionStore();
    const next = withTransactionsOf(latest, account, change(transactionsOf(latest, account)));
    writeTransactionStore(next);
    dispatch(transactionStoreChanged(next));
  };
}

/**
 * Records a transaction of the connected account as pending and starts watching its receipt. Throws
 * `No address or chain ID found` without a connected account on a supported chain, and the kit's
 * `Unable to add transaction` error (one line per problem) for an invalid record. Dispatch it like an action:
 * `dispatch(transactionAdded({ hash, description }))`.
 */
export const transactionAdded =
  (transaction: NewTransaction): TransactionThunk =>
  (dispatch, getState) => {
    const account = accountOrThrow(getState());
    assertValidTransaction(transaction);
    dispatch(mutate(account, (transactions) => withTransactionAdded(transactions, transaction)));
  };

/** Clear All: empties the list of the connected address on the current chain only. */
export const transactionsCleared = (): TransactionThunk => (dispatch, getState) => {
  const account = accountOrThrow(getState());
  dispatch(mutate(account, () => []));
};

/** The receipt watcher's result for one transaction of a given account. */
export const transactionStatusChanged = (
  account: TransactionAccount,
  hash: string,
  status: TransactionStatus,
): TransactionThunk => mutate(account, (transactions) => withStatus(transactions, hash, status));
