import { useSelector } from 'react-redux';
import { type SessionState } from '../session';
import { type WalletState } from '../wallet';
import { type CheckoutRoot } from './checkoutSlice';

/**
 * The storefront feature's selector hook, typed with the state it reads (the buyer's wallet, session and checkout). Features cannot import the app's
 * RootState (docs/architecture.md), so each types its own; raw `useSelector` is not used in features (lint).
 */
export const useStorefrontSelector = useSelector.withTypes<
  CheckoutRoot & { session: SessionState; wallet: WalletState }
>();
