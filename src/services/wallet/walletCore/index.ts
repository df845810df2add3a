// One scriptable EIP-1193 wallet (core.ts) and its parts, for the development wallet and the tests' wallets.
export { announceWallet } from './announce';
export { WalletCore } from './core';
export { DISCONNECTED, ProviderRpcError, UNAUTHORIZED, USER_REJECTED } from './errors';
export { hexQuantity } from './params';
export {
  PrivateKeys,
  jsonRpcNode,
  type BatchCall,
  type BatchSender,
  type ChainNode,
  type Confirm,
  type TypedData,
  type WalletConfirmation,
  type WalletCoreOptions,
  type WalletKeys,
} from './parts';
export { WalletScript, type HeldRequest } from './script';
