import { type ChainConfig } from '../config';
import { type Eip1193Provider, errorCode, isUserRejection, providerErrorCodes } from './eip1193';

// Network switching of docs/product.md §3: `wallet_switchEthereumChain`; a wallet that does not know the chain (4902)
// gets `wallet_addEthereumChain` with the chain config; the user saying no (4001) is a quiet cancel.

export type ChainSwitchOutcome = 'switched' | 'added' | 'rejected';

/** EIP-3085 parameters built from the one chain config module. */
export function addChainParameters(chain: ChainConfig) {
  return {
    chainId: chain.hexId,
    chainName: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [chain.rpcUrl],
    blockExplorerUrls: [chain.explorerUrl],
    ...(chain.iconUrl ? { iconUrls: [chain.iconUrl] } : {}),
  };
}

/** Codes of an error and of the errors it wraps (`error`, `cause`, `data.originalError`), outermost first. */
function nestedCodes(error: unknown, depth = 0): number[] {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const { error: inner, cause, data } = error as { error?: unknown; cause?: unknown; data?: unknown };
  const original = (data as { originalError?: unknown } | undefined)?.originalError;
  const own = errorCode({ code: (error as { code?: unknown }).code });
  return [
    ...(own === undefined ? [] : [own]),
    ...[inner, cause, original].flatMap((next) =>
      next && next !== error ? nestedCodes(next, depth + 1) : [],
    ),
  ];
}

/** Some wallets report an unknown chain with -32603 wrapping 4902, or only in the message text. */
function isUnknownChain(error: unknown): boolean {
  if (nestedCodes(error).includes(providerErrorCodes.unrecognizedChain)) return true;
  const message = error instanceof Error ? error.message : '';
  return /unrecognized chain|wallet_addEthereumChain|unknown chain/i.test(message);
}

/**
 * Asks the wallet to switch to `chain`, adding it first when the wallet does not know it. Resolves `rejected` when
 * the user declined (nothing to show); throws the wallet's error for anything else.
 */
export async function switchProviderChain(
  provider: Eip1193Provider,
  chain: ChainConfig,
): Promise<ChainSwitchOutcome> {
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chain.hexId }] });
    return 'switched';
  } catch (error) {
    if (isUserRejection(error)) return 'rejected';
    if (!isUnknownChain(error)) throw error;
  }
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(chain)] });
  } catch (error) {
    if (isUserRejection(error)) return 'rejected';
    throw error;
  }
  // Most wallets switch as part of adding; the ones that do not are asked once more.
  try {
    const current = await provider.request({ method: 'eth_chainId' });
    if (typeof current === 'string' && current.toLowerCase() === chain.hexId.toLowerCase()) return 'added';
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chain.hexId }] });
  } catch (error) {
    if (isUserRejection(error)) return 'rejected';
    throw error;
  }
  return 'added';
}
