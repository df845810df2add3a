import {
  createSelector,
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { configuredChains } from '../../services/config';
import { selectConnectedAddress, selectWalletChainId, type WalletState } from '../wallet';
import {
  type NewTransaction,
  type Transaction,
  type TransactionAccount,
  type TransactionStore,
} from './transactionStore';
import { assertValidTransaction } from './transactionValidation';

export interface TransactionsState {
  /**
   * A mirror of `rk-transactions`, read when the transaction store loads (right after start-up) and refreshed after
   * every write here and every write of another tab.
   */
  store: TransactionStore;
}

const initialState: TransactionsState = { store: {} };

export const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
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

export type TransactionThunk<T = void> = ThunkAction<T, unknown, unknown, UnknownAction>;

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
  (store, account) =>
    account ? (store[account.address]?.[String(account.chainId)] ?? noTransactions) : noTransactions,
);

/** The account dialog shows the 3 newest (docs/product.md §21). */
export const recentTransactionsShown = 3;
export const selectRecentTransactions = createSelector([selectAccountTransactions], (transactions) =>
  transactions.slice(0, recentTransactionsShown),
);
export const selectHasPendingTransactions = (state: TransactionsRoot) =>
  selectAccountTransactions(state).some((transaction) => transaction.status === 'pending');

export function accountOrThrow(state: unknown): TransactionAccount {
  const account = selectTransactionAccount(state as TransactionsRoot);
  if (!account) throw new Error('No address or chain ID found');
  return account;
}

/** The store module (list rules, strict storage reading) loads on first use, outside the first-load bundle. */
export function loadTransactionStore() {
  return import(/* webpackChunkName: "transactions-store" */ './transactionStore');
}

/**
 * Records a transaction of the connected account as pending; its receipt is then watched. Throws at once
 * `No address or chain ID found` without a connected account on a supported chain, and the kit's
 * `Unable to add transaction` error (one line per problem) for an invalid record. The returned promise settles
 * once the transaction is stored: `dispatch(transactionAdded({ hash, description }))`.
 */
export const transactionAdded =
  (transaction: NewTransaction): TransactionThunk<Promise<void>> =>
  (dispatch, getState) => {
    const account = accountOrThrow(getState());
    assertValidTransaction(transaction);
    const { hash, description, confirmations } = transaction;
    const entry: NewTransaction = {
      hash,
      description,
      ...(confirmations !== undefined ? { confirmations } : {}),
    };
    return loadTransactionStore().then(({ mutateTransactions, withTransactionAdded }) => {
      dispatch(
        transactionStoreChanged(
          mutateTransactions(account, (transactions) => withTransactionAdded(transactions, entry)),
        ),
      );
    });
  };

/** Clear All: empties the list of the connected address on the current chain only. */
export const transactionsCleared = (): TransactionThunk<Promise<void>> => (dispatch, getState) => {
  const account = accountOrThrow(getState());
  return loadTransactionStore().then(({ mutateTransactions }) => {
    dispatch(transactionStoreChanged(mutateTransactions(account, () => [])));
  });
};

// What features read through useFeatureSelector (services/hooks.ts): the recent transactions.
declare module '../../services/hooks' {
  interface FeatureState {
    transactions: TransactionsState;
  }
}
