import { type StoryCall } from '../../../contract/story/calls.js';

/**
 * "Issue licences" in as few wallet confirmations as Story's owner check allows (docs/product.md §10.3): the terms are
 * not attached, so each `mintLicenseTokens` must come from the IP owner and a Multicall3 batch would be refused. An
 * EIP-5792 wallet sends a batch from the owner's own account, so every waiting order's mint goes in one
 * `wallet_sendCalls`; a wallet without it keeps the one-confirmation-per-order queue. The rules live here, the
 * screen (LicenceQueue) only follows them.
 */

export type WalletRequest = (method: string, params?: readonly unknown[]) => Promise<unknown>;

/** EIP-5792 v2 `wallet_getCallsStatus` codes: 1xx pending, 200 confirmed, 4xx / 5xx / 600 failed. */
export const CALLS_PENDING = 100;
export const CALLS_CONFIRMED = 200;

const txHashPattern = /^0x[0-9a-fA-F]{64}$/;

export const chainIdHex = (chainId: number) => `0x${chainId.toString(16)}`;

function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

/** EIP-1193 4200 (unsupported method), JSON-RPC -32601 (method not found), or a wallet that says so in words. */
export function isMethodMissing(error: unknown): boolean {
  const code = errorCode(error);
  if (code === 4200 || code === -32601) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /method not found|does not exist|not supported|unsupported method/i.test(message);
}

/**
 * Whether the wallet batches calls on `chainId` from `owner` (EIP-5792 `wallet_getCapabilities`): it answers an
 * entry for the chain, or the `0x0` entry every chain shares. Under EIP-5792 v2 such a wallet takes a batch with
 * `atomicRequired: false` whatever its `atomic` status (supported, ready, or unsupported, when it sends the calls one
 * after another), and asks the user once. A wallet without the method, one that fails to answer, or one with no
 * entry for the chain is not asked to batch.
 */
export async function supportsBatching(
  request: WalletRequest,
  owner: string,
  chainId: number,
): Promise<boolean> {
  const hex = chainIdHex(chainId);
  let answer: unknown;
  try {
    answer = await request('wallet_getCapabilities', [owner, [hex]]);
  } catch {
    // Method missing (4200 / -32601) or any other failure: the queue that always works.
    return false;
  }
  if (typeof answer !== 'object' || answer === null) return false;
  const all = answer as Record<string, unknown>;
  return [all[hex], all['0x0']].some((entry) => typeof entry === 'object' && entry !== null);
}

/** The one `wallet_sendCalls` request (EIP-5792 v2): the owner sends every call, atomic or not. */
export function sendCallsRequest(owner: string, chainId: number, calls: readonly StoryCall[]) {
  return {
    version: '2.0.0',
    chainId: chainIdHex(chainId),
    from: owner,
    atomicRequired: false,
    calls: calls.map((call) => ({ to: call.to, data: call.data, value: '0x0' })),
  };
}

/** Sends the batch; the wallet's batch id (v2 answers `{id}`, v1 a bare string). */
export async function sendCalls(
  request: WalletRequest,
  owner: string,
  chainId: number,
  calls: readonly StoryCall[],
): Promise<string> {
  const answer = await request('wallet_sendCalls', [sendCallsRequest(owner, chainId, calls)]);
  const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || id === '') throw new Error('The wallet did not return a batch id.');
  return id;
}

/** The batch did not land: its EIP-5792 status code and the hashes mined before it stopped, if any. */
export class BatchFailedError extends Error {
  constructor(
    readonly status: number,
    readonly hashes: string[],
  ) {
    super(`The wallet's batch failed (status ${status}).`);
    this.name = 'BatchFailedError';
  }
}

interface CallsStatus {
  status?: unknown;
  receipts?: { transactionHash?: unknown; status?: unknown }[];
}

function statusCode(status: unknown): number {
  if (typeof status === 'number') return status;
  // EIP-5792 v1 said it in words.
  if (status === 'CONFIRMED') return CALLS_CONFIRMED;
  if (status === 'PENDING') return CALLS_PENDING;
  return 400;
}

/**
 * Polls `wallet_getCallsStatus` until the batch is final: confirmed gives its transaction hashes (one for an atomic
 * batch, one per call otherwise); a failure status, or a confirmed receipt that reverted, throws BatchFailedError.
 */
export async function waitForCalls(
  request: WalletRequest,
  id: string,
  options: { intervalMs?: number; timeoutMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<string[]> {
  const intervalMs = options.intervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 300_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let waited = 0; ; waited += intervalMs) {
    const answer = (await request('wallet_getCallsStatus', [id])) as CallsStatus | null;
    const code = statusCode(answer?.status);
    const hashes = (answer?.receipts ?? [])
      .map((receipt) => receipt.transactionHash)
      .filter((hash): hash is string => typeof hash === 'string' && txHashPattern.test(hash));
    if (code === CALLS_CONFIRMED) {
      const reverted = (answer?.receipts ?? []).some((receipt) => receipt.status === '0x0');
      if (reverted || hashes.length === 0) throw new BatchFailedError(500, hashes);
      return [...new Set(hashes)];
    }
    if (code >= 400) throw new BatchFailedError(code, hashes);
    if (waited >= timeoutMs) throw new BatchFailedError(code, hashes);
    await sleep(intervalMs);
  }
}

/**
 * Which hash proves the mint of call `index` of `total`: an atomic batch is one transaction for every call, a
 * sequential one a transaction per call in the calls' order. Any other count cannot be matched: null.
 */
export function hashOfCall(hashes: readonly string[], index: number, total: number): string | null {
  if (hashes.length === 1) return hashes[0] ?? null;
  if (hashes.length === total) return hashes[index] ?? null;
  return null;
}
