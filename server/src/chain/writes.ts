/**
 * The chain writes of the issuer wallet (docs/product.md §11.1): what they answer, and how a node's refusal of a
 * signed transaction is read. ./client.ts sends them through RPC_URL's nodes, as it reads.
 */
import { isError } from 'ethers';

/** What a node said to a signed transaction (docs/product.md §11.1): taken, known already, or refused and why. */
export type BroadcastOutcome =
  | { state: 'accepted' }
  /** The node has it, or its nonce is used: it (or a version of it at the same nonce) was sent before. */
  | { state: 'known' }
  | { state: 'insufficient_funds' }
  /** A replacement at the same nonce that does not pay enough more than the transaction it replaces. */
  | { state: 'underpriced' }
  | { state: 'refused'; reason: string };

/** A gas estimate, or the revert a call would meet (the sender may not do it). */
export type GasEstimate = { state: 'ok'; gas: bigint } | { state: 'reverts'; reason: string };

/**
 * The chain writes of the issuer wallet (docs/product.md §11.1), through the same nodes as the reads. Kept apart from
 * ChainClient: only automatic issuing sends transactions, and a reader never needs them.
 */
export interface ChainWriter {
  /** How many transactions of `address` are mined (`latest`), or mined and waiting in the node's pool (`pending`). */
  transactionCount(address: string, tag: 'latest' | 'pending'): Promise<number>;
  /** The fees a transaction should offer now (EIP-1559). */
  feeData(): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>;
  estimateGas(request: { from: string; to: string; data: string }): Promise<GasEstimate>;
  /** eth_sendRawTransaction: sending the same signed transaction again is harmless (`known`). */
  broadcast(raw: string): Promise<BroadcastOutcome>;
  /** Whether the node has seen this transaction at all (mined or in its pool). */
  transactionKnown(hash: string): Promise<boolean>;
}

/**
 * A node's JSON-RPC error to eth_sendRawTransaction, as an outcome: its words differ between clients (geth, Story's
 * own, Hardhat), so they are matched loosely. null: not a refusal of the transaction but a failure of the node.
 */
export function nodeRefusal(error: unknown): BroadcastOutcome | null {
  if (isError(error, 'INSUFFICIENT_FUNDS')) return { state: 'insufficient_funds' };
  if (isError(error, 'NONCE_EXPIRED')) return { state: 'known' };
  if (isError(error, 'REPLACEMENT_UNDERPRICED')) return { state: 'underpriced' };
  const rpcError =
    typeof error === 'object' && error !== null && 'error' in error
      ? (error as { error: unknown }).error
      : null;
  const message =
    typeof rpcError === 'object' && rpcError !== null && 'message' in rpcError
      ? String((rpcError as { message: unknown }).message)
      : null;
  if (message === null) return null;
  if (/insufficient funds|enough funds/i.test(message)) return { state: 'insufficient_funds' };
  if (/already known|known transaction|nonce too low|nonce has already been used/i.test(message))
    return { state: 'known' };
  if (/underpriced|replacement fee too low/i.test(message)) return { state: 'underpriced' };
  return { state: 'refused', reason: message.slice(0, 200) };
}
