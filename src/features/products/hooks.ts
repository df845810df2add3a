import { useSelector } from 'react-redux';
import { type SessionState } from '../session';
import { type WalletState } from '../wallet';

/**
 * The products feature's selector hook, typed with the state it reads (the signed-in wallet and the connected one). Features cannot import the app's
 * RootState (docs/architecture.md), so each types its own; raw `useSelector` is not used in features (lint).
 */
export const useProductsSelector = useSelector.withTypes<{ session: SessionState; wallet: WalletState }>();
