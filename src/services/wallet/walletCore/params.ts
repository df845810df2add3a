// The app's request parameters as a wallet reads them (core.ts), each checked: a malformed one answers -32602, as
// a browser wallet does, so the app's own mistakes show in tests.
import { getBytes, isAddress, toUtf8String } from 'ethers';
import { invalidParams } from './errors';
import { type TypedData } from './parts';

export const hexQuantity = (value: bigint | number) => `0x${value.toString(16)}`;

export function parseChainId(value: unknown): number {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return Number.parseInt(value, 16);
  throw invalidParams(`Invalid chainId: ${JSON.stringify(value)}; expected a 0x-prefixed hex string`);
}

/** `wallet_addEthereumChain` (EIP-3085): a name, http(s) RPC URLs, an 18-decimal native currency with a symbol. */
export function readAddChain(params: readonly unknown[]): {
  chainId: number;
  chain: Record<string, unknown>;
} {
  const chain = (params[0] ?? {}) as Record<string, unknown>;
  const chainId = parseChainId(chain.chainId);
  const urls = chain.rpcUrls;
  const currency = chain.nativeCurrency as { symbol?: unknown; decimals?: unknown } | undefined;
  if (
    typeof chain.chainName !== 'string' ||
    chain.chainName === '' ||
    !Array.isArray(urls) ||
    urls.length === 0 ||
    !urls.every((url) => typeof url === 'string' && /^https?:\/\//.test(url)) ||
    typeof currency?.symbol !== 'string' ||
    currency.decimals !== 18
  )
    throw invalidParams(`Invalid wallet_addEthereumChain parameters: ${JSON.stringify(chain)}`);
  return { chainId, chain };
}

/**
 * `personal_sign`: the address, what is signed (hex is the message's bytes, which the app sends) and the text a
 * prompt shows (those bytes as UTF-8 when they are, else the message as sent).
 */
export function readPersonalSign(params: readonly unknown[]): {
  address: unknown;
  signed: Uint8Array | string;
  text: string;
} {
  let [data, address] = params;
  // EIP-1193 wallets take [message, address]; some apps send them the other way round.
  if (typeof data === 'string' && isAddress(data) && !(typeof address === 'string' && isAddress(address)))
    [data, address] = [address, data];
  if (typeof data !== 'string') throw invalidParams('personal_sign needs a message.');
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) return { address, signed: data, text: data };
  const bytes = getBytes(data);
  try {
    return { address, signed: bytes, text: toUtf8String(bytes) };
  } catch {
    return { address, signed: bytes, text: data };
  }
}

/** `eth_signTypedData_v4`: [address, EIP-712 typed data as JSON or as an object]. */
export function readTypedData(params: readonly unknown[]): { address: unknown; typedData: TypedData } {
  const [address, json] = params;
  let typedData: TypedData | undefined;
  try {
    typedData = (typeof json === 'string' ? JSON.parse(json) : json) as TypedData | undefined;
  } catch {
    // Refused below.
  }
  if (
    typeof typedData?.types !== 'object' ||
    typedData.types === null ||
    typeof typedData.domain !== 'object'
  )
    throw invalidParams('eth_signTypedData_v4 needs EIP-712 typed data.');
  return { address, typedData };
}
