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
  releaseWallet,
  setWalletEventHandlers,
  startDiscovery,
  subscribeToWallets,
} from '../../services/wallet';
import { walletApi } from './walletApi';
import {
  selectConnectedAddress,
  type WalletState,
  walletConnectCancelled,
  walletDisconnected,
  walletReleased,
  walletReconnectRequested,
  walletsDiscovered,
} from './walletSlice';
import { type AppStartListening } from '../../services/listenerTypes';

const wallet = (state: unknown) => (state as { wallet: WalletState }).wallet;

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
      const connected = selectConnectedAddress(listenerApi.getState() as { wallet: WalletState });
      if (isAccountMismatch(connected, action.payload.walletAddress.toLowerCase())) {
        listenerApi.dispatch(walletReleased());
      }
    },
  });

  // A settled transaction spent gas, and maybe more (kit §1.6): the account's balance is read again.
  startListening({
    actionCreator: transactionSettled,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(walletApi.util.invalidateTags(['WalletBalance']));
    },
  });
}
