import {
  appStarted,
  loggedOut,
  sessionStarted,
  transactionSettled,
  walletAccountsChanged,
  walletChainChanged,
} from '../../services/events';
import { isAccountMismatch } from '../../services/session';
import { whenPageIdle } from '../../services/idle';
import {
  cancelPendingConnect,
  disconnectWallet,
  discoveredWallets,
  getNativeBalance,
  releaseWallet,
  setWalletEventHandlers,
  startDiscovery,
  subscribeToWallets,
} from '../../services/wallet';
import {
  type WalletState,
  walletBalanceLoaded,
  walletBalanceRequested,
  walletConnectCancelled,
  walletDialogOpened,
  walletDisconnected,
  walletReleased,
  walletNameResolved,
  walletReconnectRequested,
  walletsDiscovered,
} from './walletSlice';
import { type AppStartListening } from '../../services/listenerTypes';

/** docs/product.md §21: a name is stale after 10 minutes and its lookup is retried once. */
export const nameStaleAfterMs = 10 * 60 * 1000;
export const nameRetryDelayMs = 1000;

const wallet = (state: unknown) => (state as { wallet: WalletState }).wallet;

function connectedAccount(state: unknown): { address: string; chainId: number } | null {
  const { status, address, chainId } = wallet(state);
  return status === 'connected' && address && chainId !== null ? { address, chainId } : null;
}

/** Wires the wallet service to the store: discovered wallets and provider events become plain actions. */
export function addWalletListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: appStarted,
    effect: async (_action, listenerApi) => {
      setWalletEventHandlers({
        accountsChanged: (accounts) => listenerApi.dispatch(walletAccountsChanged({ accounts })),
        chainChanged: (chainId) => listenerApi.dispatch(walletChainChanged({ chainId })),
      });
      subscribeToWallets((wallets) => listenerApi.dispatch(walletsDiscovered(wallets)));
      startDiscovery();
      listenerApi.dispatch(walletsDiscovered(discoveredWallets()));
      // EIP-6963 wallets answer the request synchronously; give late content scripts a moment before restoring.
      await listenerApi.delay(50);
      const { latestWalletId } = wallet(listenerApi.getState());
      await listenerApi.dispatch(walletReconnectRequested({ walletId: latestWalletId }));
    },
  });

  // Tampered or expired name-cache entries go at start-up (docs/product.md §4: repaired, never a crash), with the names
  // code, which loads on its own once the first screen is up.
  startListening({
    actionCreator: appStarted,
    effect: async (_action, listenerApi) => {
      await listenerApi.pause(whenPageIdle());
      const { pruneNameCache } = await listenerApi.pause(
        import(/* webpackChunkName: "wallet-names" */ '../../services/wallet/names'),
      );
      pruneNameCache();
    },
  });

  // The wallet service follows the state: actions stay plain data and their creators pure (DevTools can replay them).
  startListening({ actionCreator: walletConnectCancelled, effect: () => cancelPendingConnect() });
  startListening({ actionCreator: walletDisconnected, effect: () => disconnectWallet() });
  startListening({ actionCreator: walletReleased, effect: () => void releaseWallet() });
  // Signing out on purpose also lets go of the wallet (the slice forgets it too), so the next visit asks who signs in.
  startListening({
    actionCreator: loggedOut,
    effect: (action) => {
      if (action.payload.reason === 'user') disconnectWallet();
    },
  });
  // A session for another wallet than the one this tab is connected to (another tab signed in with it): this tab
  // follows the session and lets go of its wallet, instead of ending the new session as an account mismatch.
  startListening({
    actionCreator: sessionStarted,
    effect: (action, listenerApi) => {
      const account = connectedAccount(listenerApi.getState());
      if (isAccountMismatch(account?.address ?? null, action.payload.walletAddress.toLowerCase())) {
        listenerApi.dispatch(walletReleased());
      }
    },
  });

  // The native balance (eth_getBalance through the wallet): on every new account or chain, when a transaction of
  // the account settles (kit §1.6), when the account dialog opens, and on request. The latest request wins.
  startListening({
    predicate: (action, state, previous) => {
      const now = connectedAccount(state);
      if (!now) return false;
      const before = connectedAccount(previous);
      return (
        before?.address !== now.address ||
        before.chainId !== now.chainId ||
        transactionSettled.match(action) ||
        walletBalanceRequested.match(action) ||
        (walletDialogOpened.match(action) && action.payload.dialog === 'account')
      );
    },
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const account = connectedAccount(listenerApi.getState());
      if (!account) return;
      try {
        const value = await listenerApi.pause(getNativeBalance(account.address));
        listenerApi.dispatch(walletBalanceLoaded({ ...account, value: value.toString() }));
      } catch {
        // No balance is shown rather than a wrong one; the next trigger asks again.
      }
    },
  });

  // The account's name, resolved by the API (GET names/), with its 3-hour cache (services/wallet/names).
  startListening({
    predicate: (action, state, previous) => {
      const now = connectedAccount(state);
      if (!now) return false;
      // A new account, or a stale name when the account dialog opens.
      return (
        now.address !== connectedAccount(previous)?.address ||
        (walletDialogOpened.match(action) && action.payload.dialog === 'account')
      );
    },
    effect: async (_action, listenerApi) => {
      const account = connectedAccount(listenerApi.getState());
      if (!account) return;
      const known = wallet(listenerApi.getState()).names[account.address];
      if (known && Date.now() - known.resolvedAt < nameStaleAfterMs) return;
      // Loaded on first use: name resolution is not needed to paint the page.
      const { resolveAccountName } = await listenerApi.pause(
        import(/* webpackChunkName: "wallet-names" */ '../../services/wallet/names'),
      );
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          const name = await resolveAccountName(account.address, { signal: listenerApi.signal });
          listenerApi.dispatch(
            walletNameResolved({ address: account.address, name, resolvedAt: Date.now() }),
          );
          return;
        } catch {
          if (attempt === 0) await listenerApi.delay(nameRetryDelayMs);
        }
      }
    },
  });
}
