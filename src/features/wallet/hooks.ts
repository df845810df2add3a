import { useSelector } from 'react-redux';
import { type SessionState } from '../session';
import { type WalletState } from './walletSlice';

/**
 * The wallet feature's selector hook, typed with the state it reads (the connection and the session it signs in). Features cannot import the app's
 * RootState (docs/architecture.md), so each types its own; raw `useSelector` is not used in features (lint).
 */
export const useWalletSelector = useSelector.withTypes<{ wallet: WalletState; session: SessionState }>();
