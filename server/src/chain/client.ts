import { Contract, FetchRequest, JsonRpcProvider, Network, id, isError, zeroPadValue } from 'ethers';

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

/** The chain reads the API needs (ARCHITECTURE.md "server/chain"): payment receipts, balances, Transfer events. */
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

export function createChainClient(options: {
  rpcUrl: string;
  chainId: number;
  timeoutMs: number;
}): ChainClient {
  const request = new FetchRequest(options.rpcUrl);
  request.timeout = options.timeoutMs;
  const network = Network.from(options.chainId);
  // staticNetwork: no chain-id probing loop (and its console noise) when the node is down.
  const provider = new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1 });
  let chainChecked = false;

  /** Every read goes through here: the first successful one also checks that the node serves CHAIN_ID. */
  async function read<T>(fn: () => Promise<T>): Promise<T> {
    try {
      if (!chainChecked) {
        const reported = Number(BigInt(String(await provider.send('eth_chainId', []))));
        if (reported !== options.chainId) {
          throw new ChainUnavailableError(`node serves chain ${reported}, expected ${options.chainId}`);
        }
        chainChecked = true;
      }
      return await fn();
    } catch (error) {
      if (error instanceof ChainUnavailableError) throw error;
      throw new ChainUnavailableError(isError(error, 'TIMEOUT') ? 'timeout' : errorCode(error));
    }
  }

  const lookupReceipt = (hash: string) =>
    read(async (): Promise<ReceiptLookup> => {
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
      read(async () => {
        try {
          const answer = await provider.call({ to, data });
          return answer === '0x' ? null : answer;
        } catch (error) {
          if (isError(error, 'CALL_EXCEPTION')) return null;
          throw error;
        }
      }),
    blockNumber: () => read(() => provider.getBlockNumber()),
    blockTime: (blockNumber) =>
      read(async () => {
        const block = await provider.getBlock(blockNumber);
        return block === null ? null : new Date(block.timestamp * 1000);
      }),
    transferLogs: ({ tokens, from, to, fromBlock, toBlock }) =>
      read(async () => {
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
    nativeBalance: (address) => read(() => provider.getBalance(address)),
    tokenBalance: (token, address) =>
      read(async () => {
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
    close: () => provider.destroy(),
  };
}

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'unknown';
}
