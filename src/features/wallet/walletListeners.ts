import { appStarted, walletAccountsChanged, walletChainChanged } from '../../services/events';
import {
  setWalletEventHandlers,
  startDiscovery,
  subscribeToWallets,
  discoveredWallets,
} from '../../services/wallet';
import { type WalletState, walletReconnectRequested, walletsDiscovered } from './walletSlice';
import { type AppStartListening } from '../../services/listenerTypes';

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
      const { latestWalletId } = (listenerApi.getState() as { wallet: WalletState }).wallet;
      await listenerApi.dispatch(walletReconnectRequested({ walletId: latestWalletId }));
    },
  });
}
