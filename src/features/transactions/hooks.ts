import { useSelector } from 'react-redux';
import { type WalletState } from '../wallet';
import { type TransactionsState } from './transactionsSlice';

/**
 * The transactions feature's selector hook, typed with the state it reads (the recent transactions of the connected account). Features cannot import the app's
 * RootState (docs/architecture.md), so each types its own; raw `useSelector` is not used in features (lint).
 */
export const useTransactionsSelector = useSelector.withTypes<{
  transactions: TransactionsState;
  wallet: WalletState;
}>();
