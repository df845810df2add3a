// The errors a wallet answers with: EIP-1193 provider errors (4001, 4100, 4200, 4900, 4901), EIP-3326's 4902 and
// JSON-RPC's own (-32600, -32602), each an Error with a numeric `code`, as a real wallet's are. The app reads only
// the code (eip1193.ts `errorCode`); a user's Reject is 4001, which it treats as a quiet cancel (docs/product.md §16).
import { providerErrorCodes } from '../eip1193';

export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ProviderRpcError';
  }
}

export const USER_REJECTED = 'User rejected the request.';
export const UNAUTHORIZED = 'The requested account and/or method has not been authorized by the user.';
export const DISCONNECTED = 'The provider is disconnected from all chains.';

export const invalidParams = (message: string) => new ProviderRpcError(-32602, message);

export const unsupported = (method: string) =>
  new ProviderRpcError(providerErrorCodes.unsupportedMethod, `The wallet does not support ${method}.`);
