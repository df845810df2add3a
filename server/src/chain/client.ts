import { Contract, FetchRequest, JsonRpcProvider, Network, id, isError, zeroPadValue } from 'ethers';
import { nodeRefusal, type BroadcastOutcome, type ChainWriter, type GasEstimate } from './writes.js';

export type { BroadcastOutcome, ChainWriter, GasEstimate } from './writes.js';

/** keccak256("Transfer(address,address,uint256)"), the ERC-20 Transfer event. */
export const TRANSFER_TOPIC = id('Transfer(address,address,uint256)');

export interface TokenTransfer {
  /** Lowercase address of the contract that emitted the event. */
  token: string;
  from: string;
  to: string;
  value: bigint;
}

export type TransactionLookup =
  | { state: 'not_found' }
  | { state: 'pending' }
  | {
      state: 'mined';
      success: boolean;
      blockNumber: number;
      blockTimestamp: Date;
      transfers: TokenTransfer[];
    };

/** One event of a receipt, as the node gave it (addresses lowercase). */
export interface ReceiptLog {
  address: string;
  topics: readonly string[];
  data: string;
}

/**
 * A transaction with every event of its receipt, for the Story records (server/src/story/), which decode events of
 * several contracts rather than token transfers. `from` and `to` are the transaction's sender and target.
 */
export type ReceiptLookup =
  | { state: 'not_found' }
  | { state: 'pending' }
  | {
      state: 'mined';
      success: boolean;
      from: string;
      to: string | null;
      blockNumber: number;
      blockTimestamp: Date;
      logs: ReceiptLog[];
    };

/** A Transfer event found by the payment watcher: where it was mined, and what it moved. */
export interface LoggedTransfer extends TokenTransfer {
  txHash: string;
  blockNumber: number;
}

export interface TransferLogQuery {
  /** Token contracts whose events are read. */
  tokens: readonly string[];
  /** Only transfers from these addresses (all senders when left out). */
  from?: readonly string[];
  /** Only transfers to these addresses. */
  to: readonly string[];
  fromBlock: number;
  toBlock: number;
}

/** The chain reads the API needs (docs/architecture.md "server/chain"): payment receipts, balances, Transfer events. */
export interface ChainClient {
  lookupTransaction(hash: string): Promise<TransactionLookup>;
  /** The same transaction with all of its events (Story verifications). */
  lookupReceipt(hash: string): Promise<ReceiptLookup>;
  /** eth_call of `data` on `to` at the latest block; null when it reverts or no contract answers. */
  call(to: string, data: string): Promise<string | null>;
  /** The number of the latest block. */
  blockNumber(): Promise<number>;
  /** When block `blockNumber` was mined (its timestamp); null when the node does not have that block yet. */
  blockTime(blockNumber: number): Promise<Date | null>;
  /** ERC-20 Transfer events of `tokens` from `from` into `to` in the block range (eth_getLogs), in chain order. */
  transferLogs(query: TransferLogQuery): Promise<LoggedTransfer[]>;
  nativeBalance(address: string): Promise<bigint>;
  /** Null when the token contract cannot answer balanceOf (no contract at that address on this chain). */
  tokenBalance(token: string, address: string): Promise<bigint | null>;
  close(): void;
}

/**
 * The node could not be reached, timed out, answered garbage or is on another chain. The API answers 503 (never
 * 500) and logs `reason` only: the RPC URL may carry an API key and stays out of logs and answers.
 */
export class ChainUnavailableError extends Error {
  constructor(readonly reason: string) {
    super('The chain node is unavailable; try again later');
    this.name = 'ChainUnavailableError';
  }
}

const ERC20_ABI = ['function balanceOf(address owner) view returns (uint256)'];

function topicAddress(topic: string): string {
  return `0x${topic.slice(-40)}`.toLowerCase();
}

export function transfersOf(
  logs: ReadonlyArray<{ address: string; topics: readonly string[]; data: string }>,
) {
  const transfers: TokenTransfer[] = [];
  for (const log of logs) {
    // Three topics: ERC-20. ERC-721 Transfer has the token id as a fourth topic and is not a payment.
    if (log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC || !/^0x[0-9a-fA-F]{64}$/.test(log.data))
      continue;
    transfers.push({
      token: log.address.toLowerCase(),
      from: topicAddress(log.topics[1] ?? ''),
      to: topicAddress(log.topics[2] ?? ''),
      value: BigInt(log.data),
    });
  }
  return transfers;
}

/** Where the chain client reports nodes it skipped or left for the next one: by their place in RPC_URL, never their URL. */
export interface ChainLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface ChainClientOptions {
  /** RPC_URL's nodes, in order (docs/product.md §13.6). */
  rpcUrls?: readonly string[];
  /** One node: the same as `rpcUrls: [rpcUrl]`. */
  rpcUrl?: string;
  chainId: number;
  /** How long one node may take to answer one request before the next node is asked. */
  timeoutMs: number;
  log?: ChainLog;
}

/** A node that answered another chain id is asked again after this long (it may have been set right meanwhile). */
export const WRONG_CHAIN_RECHECK_MS = 60_000;

interface RpcNode {
  /** `node 2 of 3`: how logs and reasons name it, as its URL may carry an API key. */
  label: string;
  provider: JsonRpcProvider;
  /** True once it answered this chain's id; a failure clears it, so a node coming back is checked again. */
  chainChecked: boolean;
  checking: Promise<void> | null;
  /** Why it is skipped (another chain id), until `skippedUntil` (ms). */
  wrongChain: string | null;
  skippedUntil: number;
}

/** A node that answered another chain id: skipped, never used. */
class WrongChainError extends Error {}

/**
 * Chain reads through RPC_URL's nodes (docs/product.md §13.6). A read goes to the node that answered last; when it
 * fails (connection refused, timeout, 5xx, an answer that is not JSON-RPC) the read is tried on the next node, and so
 * on round the list. Each node's chain id is checked before it is first used, and again after it failed; a node on
 * another chain is skipped (logged once by its reason) and asked again only after WRONG_CHAIN_RECHECK_MS. When every
 * node fails, ChainUnavailableError says why for each, by its place in the list: URLs stay out of logs and answers.
 */
export function createChainClient(options: ChainClientOptions): ChainClient & ChainWriter {
  const urls = options.rpcUrls ?? (options.rpcUrl === undefined ? [] : [options.rpcUrl]);
  if (urls.length === 0) throw new Error('createChainClient needs at least one RPC URL');
  const network = Network.from(options.chainId);
  const nodes: RpcNode[] = urls.map((url, index) => {
    const request = new FetchRequest(url);
    request.timeout = options.timeoutMs;
    // With another node to ask, a node that answers 429 is left at once instead of retried until the timeout.
    if (urls.length > 1) request.setThrottleParams({ maxAttempts: 1 });
    return {
      label: `node ${index + 1} of ${urls.length}`,
      // staticNetwork: no chain-id probing loop (and its console noise) when the node is down; checked below instead.
      provider: new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1 }),
      chainChecked: false,
      checking: null,
      wrongChain: null,
      skippedUntil: 0,
    };
  });
  /** The node that answered last: asked first. */
  let preferred = 0;

  async function checkChain(node: RpcNode): Promise<void> {
    if (node.chainChecked) return;
    node.checking ??= (async () => {
      try {
        const reported = Number(BigInt(String(await node.provider.send('eth_chainId', []))));
        if (reported !== options.chainId) {
          const reason = `serves chain ${reported}, expected ${options.chainId}`;
          if (node.wrongChain !== reason)
            options.log?.warn({ node: node.label, reason }, 'chain node skipped');
          node.wrongChain = reason;
          node.skippedUntil = Date.now() + WRONG_CHAIN_RECHECK_MS;
          throw new WrongChainError(reason);
        }
        node.wrongChain = null;
        node.chainChecked = true;
      } finally {
        node.checking = null;
      }
    })();
    return node.checking;
  }

  /** Every read goes through here: on the preferred node, then each next one, its chain id checked first. */
  async function read<T>(fn: (provider: JsonRpcProvider) => Promise<T>): Promise<T> {
    const failures: string[] = [];
    const first = preferred;
    for (let step = 0; step < nodes.length; step++) {
      const index = (first + step) % nodes.length;
      const node = nodes[index] as RpcNode;
      if (node.wrongChain !== null && Date.now() < node.skippedUntil) {
        failures.push(`${node.label}: ${node.wrongChain}`);
        continue;
      }
      try {
        await checkChain(node);
        const value = await fn(node.provider);
        preferred = index;
        return value;
      } catch (error) {
        const reason = error instanceof WrongChainError ? error.message : reasonOf(error);
        failures.push(`${node.label}: ${reason}`);
        if (!(error instanceof WrongChainError)) {
          node.chainChecked = false;
          if (nodes.length > 1) options.log?.warn({ node: node.label, reason }, 'chain node failed');
        }
      }
    }
    // One node: the reason alone, as it always was.
    const only = nodes.length === 1 ? failures[0]?.replace(/^node 1 of 1: /, '') : undefined;
    throw new ChainUnavailableError(only ?? failures.join('; '));
  }

  const lookupReceipt = (hash: string) =>
    read(async (provider): Promise<ReceiptLookup> => {
      const receipt = await provider.getTransactionReceipt(hash);
      if (receipt === null) {
        const tx = await provider.getTransaction(hash);
        return tx === null ? { state: 'not_found' } : { state: 'pending' };
      }
      const block = await provider.getBlock(receipt.blockNumber);
      if (block === null) return { state: 'pending' };
      return {
        state: 'mined',
        success: receipt.status === 1,
        from: receipt.from.toLowerCase(),
        to: receipt.to?.toLowerCase() ?? null,
        blockNumber: receipt.blockNumber,
        blockTimestamp: new Date(block.timestamp * 1000),
        logs: receipt.logs.map((log) => ({
          address: log.address.toLowerCase(),
          topics: log.topics,
          data: log.data,
        })),
      };
    });

  return {
    lookupTransaction: async (hash): Promise<TransactionLookup> => {
      const lookup = await lookupReceipt(hash);
      if (lookup.state !== 'mined') return lookup;
      const { success, blockNumber, blockTimestamp, logs } = lookup;
      return { state: 'mined', success, blockNumber, blockTimestamp, transfers: transfersOf(logs) };
    },
    lookupReceipt,
    call: (to, data) =>
      read(async (provider) => {
        try {
          const answer = await provider.call({ to, data });
          return answer === '0x' ? null : answer;
        } catch (error) {
          if (isError(error, 'CALL_EXCEPTION')) return null;
          throw error;
        }
      }),
    blockNumber: () => read((provider) => provider.getBlockNumber()),
    blockTime: (blockNumber) =>
      read(async (provider) => {
        const block = await provider.getBlock(blockNumber);
        return block === null ? null : new Date(block.timestamp * 1000);
      }),
    transferLogs: ({ tokens, from, to, fromBlock, toBlock }) =>
      read(async (provider) => {
        const logs = await provider.getLogs({
          address: [...tokens],
          fromBlock,
          toBlock,
          topics: [
            TRANSFER_TOPIC,
            from === undefined ? null : from.map((sender) => zeroPadValue(sender, 32)),
            to.map((recipient) => zeroPadValue(recipient, 32)),
          ],
        });
        return logs.flatMap((log) =>
          transfersOf([log]).map((transfer) => ({
            ...transfer,
            txHash: log.transactionHash.toLowerCase(),
            blockNumber: log.blockNumber,
          })),
        );
      }),
    nativeBalance: (address) => read((provider) => provider.getBalance(address)),
    tokenBalance: (token, address) =>
      read(async (provider) => {
        const contract = new Contract(token, ERC20_ABI, provider);
        const balanceOf = contract.getFunction('balanceOf');
        try {
          const value: unknown = await balanceOf.staticCall(address);
          return typeof value === 'bigint' ? value : null;
        } catch (error) {
          // An empty answer (no contract here) or a revert: the token simply has no balance to show.
          if (isError(error, 'BAD_DATA') || isError(error, 'CALL_EXCEPTION')) return null;
          throw error;
        }
      }),
    transactionCount: (address, tag) => read((provider) => provider.getTransactionCount(address, tag)),
    feeData: () =>
      read(async (provider) => {
        const fees = await provider.getFeeData();
        const priority = fees.maxPriorityFeePerGas ?? 0n;
        const max = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
        return { maxFeePerGas: max > priority ? max : priority, maxPriorityFeePerGas: priority };
      }),
    estimateGas: (request) =>
      read(async (provider): Promise<GasEstimate> => {
        try {
          return { state: 'ok', gas: await provider.estimateGas(request) };
        } catch (error) {
          // A revert is the chain's answer (no permission, a refused mint), not a node failure: no other node is asked.
          if (isError(error, 'CALL_EXCEPTION')) return { state: 'reverts', reason: error.shortMessage };
          throw error;
        }
      }),
    broadcast: (raw) =>
      read(async (provider): Promise<BroadcastOutcome> => {
        try {
          await provider.send('eth_sendRawTransaction', [raw]);
          return { state: 'accepted' };
        } catch (error) {
          const refusal = nodeRefusal(error);
          if (refusal === null) throw error;
          return refusal;
        }
      }),
    transactionKnown: (hash) => read(async (provider) => (await provider.getTransaction(hash)) !== null),
    close: () => {
      for (const node of nodes) node.provider.destroy();
    },
  };
}

/** Why a node failed, in words that never carry its URL: `timeout`, an ethers or system error code, `bad answer`. */
function reasonOf(error: unknown): string {
  if (isError(error, 'TIMEOUT')) return 'timeout';
  // An eth_chainId answer that is not a number.
  if (error instanceof SyntaxError || error instanceof RangeError) return 'bad answer';
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'unknown';
}
