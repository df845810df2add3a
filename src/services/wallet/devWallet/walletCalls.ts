import { type JsonRpcProvider, type TransactionReceipt, type Wallet } from 'ethers';

// EIP-5792 in the development wallet, so `npm start` shows the licensor's one-confirmation "Issue licences"
// (docs/product.md §10.3): the user approves a batch once and the wallet sends its calls one after another from the
// account, as a wallet without smart-account batching does. It says so: `atomic` is `unsupported`.

/** An EIP-1193 error with its code (provider.ts's ProviderRpcError would be an import cycle). */
function rpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

export interface BatchCall {
  to: string;
  data: string;
  value: bigint;
}

interface SentBatch {
  chainId: string;
  hashes: string[];
  /** Calls the wallet could not send (the node refused one): the rest were not sent. */
  unsent: number;
}

/** The calls of a `wallet_sendCalls` request (EIP-5792 v2), checked; throws -32602 for anything malformed. */
export function parseSendCalls(params: unknown[], chainIdHex: string): { from: string; calls: BatchCall[] } {
  const request = (params[0] ?? {}) as {
    version?: unknown;
    chainId?: unknown;
    from?: unknown;
    calls?: unknown;
  };
  const invalid = (why: string) => rpcError(-32602, `wallet_sendCalls: ${why}.`);
  if (request.version !== '2.0.0' && request.version !== '1.0') throw invalid('version 2.0.0 is expected');
  if (typeof request.chainId !== 'string' || request.chainId.toLowerCase() !== chainIdHex)
    throw rpcError(5710, `The development wallet only knows the local chain (${chainIdHex}).`);
  if (typeof request.from !== 'string') throw invalid('from is required');
  if (!Array.isArray(request.calls) || request.calls.length === 0) throw invalid('calls are required');
  const calls = (request.calls as { to?: unknown; data?: unknown; value?: unknown }[]).map((call) => {
    if (typeof call.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(call.to))
      throw invalid('each call needs a to');
    return {
      to: call.to,
      data: typeof call.data === 'string' ? call.data : '0x',
      value: typeof call.value === 'string' ? BigInt(call.value) : 0n,
    };
  });
  return { from: request.from, calls };
}

function receiptJson(receipt: TransactionReceipt) {
  return {
    logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: [...log.topics] })),
    status: receipt.status === 1 ? '0x1' : '0x0',
    blockHash: receipt.blockHash,
    blockNumber: `0x${receipt.blockNumber.toString(16)}`,
    gasUsed: `0x${receipt.gasUsed.toString(16)}`,
    transactionHash: receipt.hash,
  };
}

export class DevWalletCalls {
  private readonly batches = new Map<string, SentBatch>();
  private nextId = 1;

  constructor(private readonly chainIdHex: string) {}

  /** `wallet_getCapabilities`: batches on the local chain, sent one call after another (not atomic). */
  capabilities() {
    return { [this.chainIdHex]: { atomic: { status: 'unsupported' } } };
  }

  /** Sends each call in turn from `signer` (the user approved the batch once); the batch id. */
  async send(signer: Wallet, calls: readonly BatchCall[]): Promise<{ id: string }> {
    const id = `0x${(this.nextId++).toString(16).padStart(64, '0')}`;
    const batch: SentBatch = { chainId: this.chainIdHex, hashes: [], unsent: 0 };
    this.batches.set(id, batch);
    for (const [index, call] of calls.entries()) {
      try {
        const sent = await signer.sendTransaction({ to: call.to, data: call.data, value: call.value });
        batch.hashes.push(sent.hash);
      } catch (error) {
        batch.unsent = calls.length - index;
        if (index === 0) throw error;
        break;
      }
    }
    return { id };
  }

  /** `wallet_getCallsStatus` (EIP-5792 v2): 100 pending, 200 confirmed, 500 all reverted, 600 partly. */
  async status(node: JsonRpcProvider, id: unknown) {
    const batch = typeof id === 'string' ? this.batches.get(id) : undefined;
    if (batch === undefined) throw rpcError(5730, 'Unknown bundle id.');
    const receipts = await Promise.all(batch.hashes.map((hash) => node.getTransactionReceipt(hash)));
    const mined = receipts.filter((receipt): receipt is TransactionReceipt => receipt !== null);
    let status = 100;
    if (mined.length === receipts.length) {
      const failed = mined.filter((receipt) => receipt.status !== 1).length;
      if (failed === 0 && batch.unsent === 0) status = 200;
      else if (failed === mined.length) status = 500;
      else status = 600;
    }
    return {
      version: '2.0.0',
      id,
      chainId: batch.chainId,
      status,
      atomic: false,
      receipts: mined.map(receiptJson),
    };
  }
}
