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
  activeProvider,
  activeWalletId,
  cancelPendingConnect,
  connectWallet,
  disconnectWallet,
  releaseWallet,
  getNativeBalance,
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
// chains.ts (network switching) and names.ts (name resolution, ethers) are imported directly by the code that needs
// them, which loads after the first paint; the barrel keeps them out of the first-load bundle.
export { AVATAR_VIEW_BOX, avatarFor, avatarPalette, javaStringHash } from './avatar';
export {
  abbreviateBalance,
  displayName,
  formatBalance,
  maxNameStemLength,
  parseQuantity,
  shortenAddress,
  truncateName,
} from './format';
