// Waiting for a transaction receipt through the wallet's own node (`eth_getTransactionReceipt` polling), so the
// first load needs no ethers. Outcomes follow the kit (reference §1.5): status 0 / reverted → failed, any other
// status → confirmed, no status → unknown (stays pending), and no receipt within 300 000 ms → failed.

export const receiptTimeoutMs = 300_000;

export type ReceiptOutcome = 'confirmed' | 'failed' | 'unknown';

export interface ReceiptWaitOptions {
  /** Sends one JSON-RPC request to the wallet. */
  request: (method: string, params: unknown[]) => Promise<unknown>;
  /** Blocks to wait for, counting the receipt's own block (kit default 1). */
  confirmations?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Polls only while this holds (the wallet still on the transaction's account and chain); else gives up. */
  stillRelevant?: () => boolean;
  now?: () => number;
}

export class ReceiptWaitAborted extends Error {
  constructor() {
    super('Receipt wait stopped');
    this.name = 'ReceiptWaitAborted';
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ReceiptWaitAborted());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ReceiptWaitAborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Poll every 500 ms at first, backing off to every 4 s (a local chain answers at once, mainnet in seconds). */
export function pollDelayMs(attempt: number): number {
  return Math.min(4000, 500 * 2 ** Math.min(attempt, 3));
}

function quantity(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value);
  return null;
}

/** Throws ReceiptWaitAborted when aborted or no longer relevant, and a wallet disconnect error as it comes. */
async function pollReceipt(hash: string, options: ReceiptWaitOptions): Promise<ReceiptOutcome> {
  const now = options.now ?? Date.now;
  const started = now();
  const timeoutMs = options.timeoutMs ?? receiptTimeoutMs;
  const confirmations = BigInt(Math.max(1, options.confirmations ?? 1));
  for (let attempt = 0; ; attempt += 1) {
    if (options.signal?.aborted || (options.stillRelevant && !options.stillRelevant())) {
      throw new ReceiptWaitAborted();
    }
    let receipt: unknown = null;
    try {
      receipt = await options.request('eth_getTransactionReceipt', [hash]);
    } catch (error) {
      // Without a wallet there is nothing to ask: stop and let the next trigger resume. Other node hiccups retry.
      if ((error as { kind?: unknown }).kind === 'notConnected') throw error;
    }
    if (receipt && typeof receipt === 'object') {
      const { status, blockNumber } = receipt as { status?: unknown; blockNumber?: unknown };
      const code = quantity(status);
      if (status === 'reverted' || code === 0n) return 'failed';
      if (status === undefined || status === null) return 'unknown';
      const included = quantity(blockNumber);
      if (confirmations <= 1n || included === null) return 'confirmed';
      try {
        const head = quantity(await options.request('eth_blockNumber', []));
        if (head !== null && head - included + 1n >= confirmations) return 'confirmed';
      } catch (error) {
        if ((error as { kind?: unknown }).kind === 'notConnected') throw error;
      }
    }
    if (now() - started >= timeoutMs) return 'failed';
    await sleep(Math.min(pollDelayMs(attempt), Math.max(0, started + timeoutMs - now())), options.signal);
  }
}

interface SharedWait {
  outcome: Promise<ReceiptOutcome>;
  controller: AbortController;
  waiters: Set<ReceiptWaitOptions>;
}

// One poll per hash however many wait for it (wallet-kit.md: the same hash watched once): the recent-transactions
// watcher and the checkout both wait for a payment's receipt.
const shared = new Map<string, SharedWait>();

/**
 * Resolves with the receipt's outcome (see pollReceipt). Callers waiting for the same hash and confirmations share
 * one poll; each can stop waiting with its own signal, and the poll stops when the last one does.
 */
export function waitForReceipt(hash: string, options: ReceiptWaitOptions): Promise<ReceiptOutcome> {
  if (options.signal?.aborted) return Promise.reject(new ReceiptWaitAborted());
  const key = `${hash.toLowerCase()}:${Math.max(1, options.confirmations ?? 1)}`;
  let wait = shared.get(key);
  if (!wait) {
    const controller = new AbortController();
    // This caller is a waiter before the poll's first relevance check runs.
    const waiters = new Set<ReceiptWaitOptions>([options]);
    const started: SharedWait = {
      controller,
      waiters,
      outcome: pollReceipt(hash, {
        ...options,
        signal: controller.signal,
        // Polls while anyone waiting still cares (a waiter without a condition always does).
        stillRelevant: () => [...waiters].some((waiter) => !waiter.stillRelevant || waiter.stillRelevant()),
      }).finally(() => {
        if (shared.get(key) === started) shared.delete(key);
      }),
    };
    shared.set(key, started);
    wait = started;
  }
  const { outcome, controller, waiters } = wait;
  waiters.add(options);
  return new Promise<ReceiptOutcome>((resolve, reject) => {
    const leave = () => {
      waiters.delete(options);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      leave();
      if (waiters.size === 0) controller.abort();
      reject(new ReceiptWaitAborted());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    outcome.then(
      (value) => {
        leave();
        resolve(value);
      },
      (error: unknown) => {
        leave();
        reject(error);
      },
    );
  });
}
