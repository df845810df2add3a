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
  getNativeBalance,
  parseChainId,
  resetWalletClientForTests,
  setWalletEventHandlers,
  signMessage,
  switchChain,
  toWalletError,
  walletRequest,
  WalletError,
  type WalletConnection,
  type WalletEventHandlers,
} from './walletClient';
export { avatarFor, avatarPalette, javaStringHash } from './avatar';
export { addChainParameters, switchProviderChain, type ChainSwitchOutcome } from './chains';
export {
  abbreviateBalance,
  displayName,
  formatBalance,
  formatUnits,
  maxNameStemLength,
  parseQuantity,
  shortenAddress,
  truncateName,
} from './format';
export {
  fetchNameFromApi,
  lookupNameOnChain,
  nameApiTimeoutMs,
  nameCacheKey,
  nameCacheTtlMs,
  readCachedName,
  resolveAccountName,
  writeCachedName,
  type NameApiConfig,
  type OnChainLookup,
} from './names';
