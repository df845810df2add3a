// EIP-1193 and EIP-6963 shapes, kept minimal: only what the product calls.

export interface RequestArguments {
  method: string;
  params?: readonly unknown[] | object;
}

export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): void;
  removeListener?(event: string, listener: (...args: never[]) => void): void;
  isMetaMask?: boolean;
}

/** EIP-6963 provider info, which is plain data and may live in the store. */
export interface WalletInfo {
  /** Reverse-DNS id of the wallet (EIP-6963 `rdns`), or `injected` for a bare `window.ethereum`. */
  id: string;
  name: string;
  /** A data: URI (EIP-6963 requires one) or '' when the wallet gave none. */
  icon: string;
}

export interface Eip6963ProviderDetail {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}

/** Standard provider error codes (EIP-1193 §Provider Errors, EIP-3085/3326). */
export const providerErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
} as const;

export function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number') return code;
  // Some wallets nest the provider error (ethers, MetaMask mobile) or send the code as a string.
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code);
  const nested =
    (error as { error?: unknown; cause?: unknown }).error ?? (error as { cause?: unknown }).cause;
  return nested && nested !== error ? errorCode(nested) : undefined;
}

/** A user pressing "reject" in the wallet: the product stops quietly (docs/product.md §16). */
export function isUserRejection(error: unknown): boolean {
  if (errorCode(error) === providerErrorCodes.userRejected) return true;
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  // The kit also treats a reset WalletConnect request as a rejection (docs/product.md §20).
  return text === 'Connection request reset. Please try again.' || /user (rejected|denied)/i.test(text);
}
