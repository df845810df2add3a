// Transactions as a wallet makes them: the app's `eth_sendTransaction` fields read and checked, the rest (nonce,
// gas, fees) asked of the node, and EIP-5792 batches sent one call after another. A transaction whose gas estimate
// fails (it would revert) still goes out with a fixed gas limit when the user approves it, as a real wallet lets the
// user confirm one anyway; the chain then mines it with status 0.
import { type TransactionRequest } from 'ethers';
import { ProviderRpcError, invalidParams } from './errors';
import { hexQuantity } from './params';
import { type BatchCall, type BatchSender, type ChainNode } from './parts';

const GAS_WHEN_ESTIMATE_FAILS = 1_000_000n;
const DEFAULT_TIP = 1_000_000_000n;
const addressPattern = /^0x[0-9a-fA-F]{40}$/;

function quantity(value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  try {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
      return BigInt(value);
  } catch {
    // Falls through to the refusal below.
  }
  throw invalidParams(`Invalid quantity: ${JSON.stringify(value)}`);
}

export interface TransactionFields {
  /** null deploys a contract. */
  to: string | null;
  data: string;
  value: bigint;
  gasLimit?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  nonce?: bigint;
}

/** The fields of an `eth_sendTransaction` request, checked; -32602 for a malformed one. */
export function readTransaction(tx: Record<string, unknown>): TransactionFields {
  if (tx.to !== undefined && tx.to !== null && !(typeof tx.to === 'string' && addressPattern.test(tx.to)))
    throw invalidParams(`Invalid transaction recipient: ${JSON.stringify(tx.to)}`);
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : '0x';
  const optional = (name: keyof TransactionFields, value: unknown) => {
    const read = quantity(value);
    return read === undefined ? {} : { [name]: read };
  };
  return {
    to: typeof tx.to === 'string' ? tx.to : null,
    data,
    value: quantity(tx.value) ?? 0n,
    ...optional('gasLimit', tx.gas ?? tx.gasLimit),
    ...optional('gasPrice', tx.gasPrice),
    ...optional('maxFeePerGas', tx.maxFeePerGas),
    ...optional('maxPriorityFeePerGas', tx.maxPriorityFeePerGas),
    ...optional('nonce', tx.nonce),
  };
}

async function fees(node: ChainNode, fields: TransactionFields): Promise<TransactionRequest> {
  if (fields.gasPrice !== undefined) return { gasPrice: fields.gasPrice };
  if (fields.maxFeePerGas !== undefined) {
    const tip = fields.maxPriorityFeePerGas ?? DEFAULT_TIP;
    return { maxFeePerGas: fields.maxFeePerGas, maxPriorityFeePerGas: tip };
  }
  const block = (await node.request('eth_getBlockByNumber', ['latest', false])) as {
    baseFeePerGas?: string;
  } | null;
  if (typeof block?.baseFeePerGas !== 'string')
    return { gasPrice: BigInt((await node.request('eth_gasPrice', [])) as string) };
  // As ethers and the browser wallets price it: twice the base fee, so a few fuller blocks do not strand it.
  const tip =
    fields.maxPriorityFeePerGas ??
    (await node.request('eth_maxPriorityFeePerGas', []).then(
      (answer) => BigInt(answer as string),
      () => DEFAULT_TIP,
    ));
  return { maxFeePerGas: BigInt(block.baseFeePerGas) * 2n + tip, maxPriorityFeePerGas: tip };
}

/** The transaction `from` signs on `chainId`: what the app gave, the nonce, gas and fees from the node. */
export async function prepareTransaction(
  node: ChainNode,
  from: string,
  fields: TransactionFields,
  chainId: number,
): Promise<TransactionRequest> {
  const call = {
    from,
    ...(fields.to === null ? {} : { to: fields.to }),
    data: fields.data,
    value: hexQuantity(fields.value),
  };
  const [nonce, gasLimit, fee] = await Promise.all([
    fields.nonce ??
      node.request('eth_getTransactionCount', [from, 'pending']).then((n) => BigInt(n as string)),
    fields.gasLimit ??
      node.request('eth_estimateGas', [call]).then(
        (gas) => BigInt(gas as string),
        () => GAS_WHEN_ESTIMATE_FAILS,
      ),
    fees(node, fields),
  ]);
  return {
    to: fields.to,
    data: fields.data,
    value: fields.value,
    nonce: Number(nonce),
    gasLimit,
    chainId: BigInt(chainId),
    ...fee,
  };
}

/** The calls of a `wallet_sendCalls` request (EIP-5792 v2), checked; -32602 for anything malformed. */
export function parseSendCalls(
  params: readonly unknown[],
  chainIdHex: string,
): { from: unknown; calls: BatchCall[] } {
  const request = (params[0] ?? {}) as {
    version?: unknown;
    chainId?: unknown;
    from?: unknown;
    calls?: unknown;
  };
  const invalid = (why: string) => invalidParams(`wallet_sendCalls: ${why}.`);
  if (request.version !== '2.0.0' && request.version !== '1.0') throw invalid('version 2.0.0 is expected');
  if (typeof request.chainId !== 'string' || request.chainId.toLowerCase() !== chainIdHex)
    throw new ProviderRpcError(5710, `The wallet sends batches on ${chainIdHex} only.`);
  if (!Array.isArray(request.calls) || request.calls.length === 0) throw invalid('calls are required');
  const calls = (request.calls as { to?: unknown; data?: unknown; value?: unknown }[]).map((call) => {
    if (typeof call.to !== 'string' || !addressPattern.test(call.to)) throw invalid('each call needs a to');
    return {
      to: call.to,
      data: typeof call.data === 'string' ? call.data : '0x',
      value: quantity(call.value) ?? 0n,
    };
  });
  return { from: request.from, calls };
}

type JsonReceipt = { status?: string } & Record<string, unknown>;

/**
 * EIP-5792 as a wallet without smart-account batching answers it, which it says (`atomic: unsupported`): the user
 * approves the batch once and the calls go out one after another from the account.
 */
export class SequentialBatches implements BatchSender {
  private readonly batches = new Map<string, { chainId: string; hashes: string[]; unsent: number }>();

  constructor(
    private readonly node: ChainNode,
    private readonly chainIdHex: string,
    private readonly sendOne: (account: number, call: BatchCall) => Promise<string>,
  ) {}

  capabilities(chainIdHex: string) {
    return { [chainIdHex]: { atomic: { status: 'unsupported' } } };
  }

  async send(account: number, calls: readonly BatchCall[]): Promise<{ id: string }> {
    const id = `0x${(this.batches.size + 1).toString(16).padStart(64, '0')}`;
    const batch = { chainId: this.chainIdHex, hashes: [] as string[], unsent: 0 };
    this.batches.set(id, batch);
    for (const [index, call] of calls.entries()) {
      try {
        batch.hashes.push(await this.sendOne(account, call));
      } catch (error) {
        // The node refused a call: the ones after it are not sent, and the status says so (600).
        batch.unsent = calls.length - index;
        if (index === 0) throw error;
        break;
      }
    }
    return { id };
  }

  /** `wallet_getCallsStatus` (EIP-5792 v2): 100 pending, 200 confirmed, 500 all reverted, 600 partly. */
  async status(id: unknown) {
    const batch = typeof id === 'string' ? this.batches.get(id) : undefined;
    if (batch === undefined) throw new ProviderRpcError(5730, 'Unknown bundle id.');
    const receipts = (await Promise.all(
      batch.hashes.map((hash) => this.node.request('eth_getTransactionReceipt', [hash])),
    )) as (JsonReceipt | null)[];
    const mined = receipts.filter((receipt): receipt is JsonReceipt => receipt !== null);
    let status = 100;
    if (mined.length === receipts.length) {
      const failed = mined.filter((receipt) => receipt.status !== '0x1').length;
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
      receipts: mined,
    };
  }
}
