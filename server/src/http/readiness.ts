/**
 * What GET /api/ready/ checks (docs/product.md §13.8): the database answers, the RPC answers the configured chain id
 * and, on the copy that watches, the payment watcher is at most READY_MAX_BEHIND_BLOCKS behind the chain's head. Each
 * problem is one short line naming its part; none holds the RPC URL (it may carry an API key) or a database message.
 */
import type { Queryable } from '../db/index.js';
import type { WatcherStatus } from '../orders/paymentWatcher.js';

/** docs/product.md §13.8: a watching copy further behind than this is not ready. */
export const READY_MAX_BEHIND_BLOCKS = 20;
/** A load balancer asks every few seconds: one answer of the node is reused for this long, no longer. */
const RPC_ANSWER_REUSE_MS = 1_000;
/** Readiness must answer quickly, whatever RPC_TIMEOUT_MS allows the reads. */
const PROBE_TIMEOUT_MS = 2_000;

export interface ReadinessOptions {
  db: Pick<Queryable, 'query'>;
  /** RPC_URL's nodes (docs/product.md §13.6): one that serves the right chain is enough. */
  rpcUrls: readonly string[];
  chainId: number;
  /** RPC_TIMEOUT_MS; the probes wait for PROBE_TIMEOUT_MS at most. */
  timeoutMs: number;
  /** This copy's watcher, null when it runs none. */
  watcherStatus: () => WatcherStatus | null;
}

export interface Readiness {
  /** Empty when ready. */
  problems(): Promise<string[]>;
}

class TimedOut extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why the node is no good, or null: an `eth_chainId` read of its own, so a node swapped for another chain shows. */
async function probeNode(url: string, chainId: number, timeoutMs: number): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms`;
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
    return `unreachable${typeof cause?.code === 'string' ? ` (${cause.code})` : ''}`;
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return `answered HTTP ${response.status} without JSON`;
  }
  const result =
    typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined;
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result)) {
    return `answered HTTP ${response.status} without a chain id`;
  }
  const served = Number(BigInt(result));
  return served === chainId ? null : `serves chain ${served}, expected ${chainId}`;
}

export function createReadiness(options: ReadinessOptions): Readiness {
  const timeoutMs = Math.min(options.timeoutMs, PROBE_TIMEOUT_MS);
  const nodes = options.rpcUrls;
  let rpc: { at: number; answer: Promise<string[]> } | null = null;

  const rpcProblems = async (): Promise<string[]> => {
    const reasons = await Promise.all(nodes.map((url) => probeNode(url, options.chainId, timeoutMs)));
    if (reasons.some((reason) => reason === null)) return [];
    return reasons.map((reason, i) =>
      nodes.length === 1 ? `rpc: ${reason}` : `rpc node ${i + 1}: ${reason}`,
    );
  };

  const databaseProblems = async (): Promise<string[]> => {
    try {
      await withTimeout(options.db.query('SELECT 1'), PROBE_TIMEOUT_MS);
      return [];
    } catch (error) {
      return error instanceof TimedOut
        ? [`database: no answer within ${PROBE_TIMEOUT_MS} ms`]
        : ['database: no answer'];
    }
  };

  const watcherProblems = (): string[] => {
    const status = options.watcherStatus();
    if (status === null || !status.leading) return [];
    if (status.behindBlocks === null) return ['watcher: has not read the chain yet'];
    if (status.behindBlocks > READY_MAX_BEHIND_BLOCKS) {
      return [
        `watcher: ${status.behindBlocks} blocks behind the chain head (at most ${READY_MAX_BEHIND_BLOCKS})`,
      ];
    }
    return [];
  };

  return {
    async problems() {
      // Asked at once by several load balancers, the node gets one question a second at most.
      const now = performance.now();
      if (rpc === null || now - rpc.at > RPC_ANSWER_REUSE_MS) rpc = { at: now, answer: rpcProblems() };
      const [database, chain] = await Promise.all([databaseProblems(), rpc.answer]);
      return [...database, ...chain, ...watcherProblems()];
    },
  };
}
