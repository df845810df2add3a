// The public face of the wallet feature (docs/architecture.md): other features, app/ and
// the tests import it from here, never from its files.
export { WalletButton } from './components/WalletButton';
export { WalletKitProvider } from './components/WalletKitProvider';
export { useOpenWalletDialog } from './components/useWalletDialogs';
export { addWalletListeners } from './walletListeners';
export { walletApi, type WalletAccount } from './walletApi';
export {
  walletConnectRequested,
  selectConnectedAddress,
  selectWalletStatus,
  persistedWalletReducer,
  selectIsWrongNetwork,
  selectWalletDialog,
  type WalletState,
  selectWalletChainId,
} from './walletSlice';
