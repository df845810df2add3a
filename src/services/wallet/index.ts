export {
  discoveredWallets,
  injectedWalletId,
  providerFor,
  resetDiscoveryForTests,
  startDiscovery,
  subscribeToWallets,
} from './discovery';
export {
  errorCode,
  isUserRejection,
  providerErrorCodes,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
  type WalletInfo,
} from './eip1193';
export {
  activeWalletId,
  cancelPendingConnect,
  connectWallet,
  disconnectWallet,
  parseChainId,
  resetWalletClientForTests,
  setWalletEventHandlers,
  signMessage,
  toWalletError,
  walletRequest,
  WalletError,
  type WalletConnection,
  type WalletEventHandlers,
} from './walletClient';
