import { selectAutoSignIn, selectIsSessionValid, selectStoredWallet, type SessionState } from '../session';
import { type WalletState } from './walletSlice';

/** The kit's connection status (docs/product.md §16, wallet-kit reference §6.4). */
export type ConnectionStatus = 'disconnected' | 'connected' | 'loading' | 'unauthenticated';

interface Root {
  wallet: WalletState;
  session: SessionState;
}

/**
 * Derived, never stored. `authentication` is on for the licensor pages, where a connected wallet also needs a valid
 * session for that same wallet; the public storefront uses the wallet without one.
 * - `loading`: the last wallet is being restored after a reload, or the guards' automatic sign-in is running.
 * - `unauthenticated`: connected, but no valid session for this wallet: the sign-in dialog is next.
 */
export function selectConnectionStatus(state: Root, authentication: boolean): ConnectionStatus {
  const { status, address } = state.wallet;
  if (status === 'reconnecting') return 'loading';
  if (status !== 'connected' || !address) return 'disconnected';
  if (!authentication) return 'connected';
  if (selectIsSessionValid(state) && selectStoredWallet(state) === address.toLowerCase()) return 'connected';
  if (selectAutoSignIn(state) === 'pending') return 'loading';
  return 'unauthenticated';
}
