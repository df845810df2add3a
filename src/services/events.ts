import { createAction } from '@reduxjs/toolkit';

// Events several features react to (docs/architecture.md: a feature never imports another feature). Each is a plain,
// serializable action named as something that happened, so Redux DevTools can replay a whole session.

export type LogoutReason =
  /** The user pressed sign out. */
  | 'user'
  /** A 401 survived the one refresh and retry (docs/product.md §16, §20). */
  | 'expired'
  /** The wallet now reports another account than the one signed in (docs/product.md §16). */
  | 'accountMismatch'
  /**
   * The wallet switched to another account while the app was open: the page reloads where it is and signs that
   * account in (docs/product.md §16).
   */
  | 'accountSwitched'
  /** The wallet reports no accounts at all (docs/product.md §16). */
  | 'walletDisconnected'
  /** Another tab signed out or signed in with another wallet. */
  | 'otherTab';

export const sessionStarted = createAction<{ token: string; walletAddress: string }>('session/started');
export const tokenRefreshed = createAction<{ token: string }>('session/tokenRefreshed');
export const loggedOut = createAction<{ reason: LogoutReason }>('session/loggedOut');

/** The wallet's accounts, as the provider reported them in `accountsChanged` (empty when it disconnected). */
export const walletAccountsChanged = createAction<{ accounts: string[] }>('wallet/accountsChanged');
/** The wallet switched chains; `chainId` is a decimal number. */
export const walletChainChanged = createAction<{ chainId: number }>('wallet/chainChanged');

/**
 * A recent transaction of the wallet (`rk-transactions`) got its receipt: `confirmed`, or `failed` when it reverted
 * or its wait timed out. The wallet refetches the balance (gas was spent either way).
 */
export const transactionSettled = createAction<{
  hash: string;
  address: string;
  chainId: number;
  status: 'confirmed' | 'failed';
}>('transactions/settled');

/** A message from the error catalogue (docs/product.md §20) for the user; `key` is an i18n key. */
export interface Notice {
  id: string;
  tone: 'error' | 'info' | 'success';
  key: string;
  params?: Record<string, string | number>;
  /** Text supplied by the server, shown instead of the catalogue text when present (docs/product.md §19). */
  detail?: string;
}
export const noticeRaised = createAction(
  'ui/noticeRaised',
  (notice: Omit<Notice, 'id'> & { id?: string }) => ({
    payload: {
      ...notice,
      id: notice.id ?? `${notice.key}:${Date.now()}:${Math.random().toString(36).slice(2, 8)}`,
    },
  }),
);

/** The store has been rehydrated from storage and the app is about to render. Starts app-lifetime listeners. */
export const appStarted = createAction('app/started');
