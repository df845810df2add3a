/**
 * A JSON-RPC proxy in front of the devnet that behaves like a load-balanced RPC whose nodes are `lagBlocks` (2)
 * blocks apart (docs/product.md §13.1): `eth_blockNumber` answers the real head, but `eth_getLogs` answers as the
 * node behind it does (the logs of the last `lagBlocks` blocks are missing; a range reaching beyond its head returns
 * what it has, as real nodes do) and `eth_getTransactionReceipt` / `eth_getTransactionByHash` answer null for
 * transactions of those blocks. Switches make one receipt request time out, or a transaction unknown for a while.
 * Everything else is forwarded as it is.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface JsonRpcCall {
  jsonrpc?: string;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

interface JsonRpcAnswer {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: unknown;
}

export interface LaggingRpc {
  url: string;
  /** The highest block the lagging node serves now: the real head − lagBlocks. */
  servedHead(): Promise<number>;
  /** The real head (what eth_blockNumber answers). */
  head(): Promise<number>;
  /**
   * The next eth_getTransactionReceipt for `hash` gets no answer for `holdMs` (default 30 s, past any client's
   * timeout), once; the requests after it are answered as usual.
   */
  timeOutNextReceipt(hash: string, holdMs?: number): void;
  /** Receipt and transaction of `hash` answer null (the node does not have it yet) until reveal(hash). */
  hide(hash: string): void;
  reveal(hash: string): void;
  /** How many eth_getTransactionReceipt requests for `hash` arrived so far. */
  receiptRequests(hash: string): number;
  /**
   * Called when an eth_getTransactionReceipt request for some hash arrives, with how many arrived for it so far
   * (this one included); the request waits for it before it is answered (or held), so a test can look at the
   * database at that very moment.
   */
  onReceiptRequest(listener: ((hash: string, count: number) => Promise<void> | void) | null): void;
  /** How many calls of `method` arrived so far. */
  calls(method: string): number;
  close(): Promise<void>;
}

const HEX = /^0x[0-9a-fA-F]+$/;

function hex(value: number): string {
  return `0x${value.toString(16)}`;
}

function blockParam(value: unknown, servedHead: number): number | null {
  if (
    value === undefined ||
    value === 'latest' ||
    value === 'pending' ||
    value === 'safe' ||
    value === 'finalized'
  )
    return servedHead;
  if (value === 'earliest') return 0;
  if (typeof value === 'string' && HEX.test(value)) return Number(BigInt(value));
  return null;
}

export async function startLaggingRpc(
  upstreamUrl: string,
  options: { lagBlocks?: number } = {},
): Promise<LaggingRpc> {
  const lagBlocks = options.lagBlocks ?? 2;
  const hidden = new Set<string>();
  const timeOuts = new Map<string, number>();
  const receiptCounts = new Map<string, number>();
  const callCounts = new Map<string, number>();
  const held = new Set<NodeJS.Timeout>();
  let listener: ((hash: string, count: number) => Promise<void> | void) | null = null;
  let nextId = 1;

  const upstream = async (method: string, params: unknown): Promise<JsonRpcAnswer> => {
    const response = await fetch(upstreamUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    });
    return (await response.json()) as JsonRpcAnswer;
  };
  const upstreamResult = async (method: string, params: unknown[]): Promise<unknown> => {
    const answer = await upstream(method, params);
    if (answer.error !== undefined) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    return answer.result;
  };
  const head = async () => Number(BigInt(String(await upstreamResult('eth_blockNumber', []))));
  const servedHead = async () => Math.max(0, (await head()) - lagBlocks);

  /** A receipt or transaction as the lagging node has it: null when it is hidden or in the last blocks. */
  const lagged = async (hash: string, answer: JsonRpcAnswer): Promise<JsonRpcAnswer> => {
    if (hidden.has(hash)) return { ...answer, result: null };
    const result = answer.result as { blockNumber?: unknown } | null | undefined;
    if (result === null || result === undefined || typeof result.blockNumber !== 'string') return answer;
    const block = Number(BigInt(result.blockNumber));
    return block > (await servedHead()) ? { ...answer, result: null } : answer;
  };

  const answerOne = async (call: JsonRpcCall): Promise<JsonRpcAnswer> => {
    const method = typeof call.method === 'string' ? call.method : '';
    const params = Array.isArray(call.params) ? (call.params as unknown[]) : [];
    callCounts.set(method, (callCounts.get(method) ?? 0) + 1);
    const withId = (answer: JsonRpcAnswer): JsonRpcAnswer => ({ ...answer, jsonrpc: '2.0', id: call.id });

    if (method === 'eth_getLogs') {
      const filter = { ...(params[0] as Record<string, unknown>) };
      const served = await servedHead();
      if (typeof filter.blockHash !== 'string') {
        const from = blockParam(filter.fromBlock, served);
        const to = blockParam(filter.toBlock, served);
        if (from !== null && to !== null) {
          // What the node behind has of the range: nothing past its own head.
          const upTo = Math.min(to, served);
          if (from > upTo) return withId({ jsonrpc: '2.0', id: call.id, result: [] });
          filter.fromBlock = hex(from);
          filter.toBlock = hex(upTo);
        }
      }
      const answer = await upstream(method, [filter]);
      if (!Array.isArray(answer.result)) return withId(answer);
      // The head may have moved meanwhile; a block hash names a block the node behind may not have either.
      const logs = (answer.result as { blockNumber?: string }[]).filter(
        (log) => typeof log.blockNumber === 'string' && Number(BigInt(log.blockNumber)) <= served,
      );
      return withId({ ...answer, result: logs });
    }

    if (method === 'eth_getTransactionReceipt' || method === 'eth_getTransactionByHash') {
      const hash = String(params[0] ?? '').toLowerCase();
      if (method === 'eth_getTransactionReceipt') {
        const count = (receiptCounts.get(hash) ?? 0) + 1;
        receiptCounts.set(hash, count);
        await listener?.(hash, count);
        const holdMs = timeOuts.get(hash);
        if (holdMs !== undefined) {
          timeOuts.delete(hash);
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              held.delete(timer);
              resolve();
            }, holdMs);
            held.add(timer);
          });
        }
      }
      return withId(await lagged(hash, await upstream(method, params)));
    }

    return withId(await upstream(method, params));
  };

  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          outgoing.writeHead(400, { 'content-type': 'application/json' });
          outgoing.end(
            JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
          );
          return;
        }
        try {
          const answer = Array.isArray(body)
            ? await Promise.all((body as JsonRpcCall[]).map(answerOne))
            : await answerOne(body as JsonRpcCall);
          if (outgoing.destroyed) return;
          outgoing.writeHead(200, { 'content-type': 'application/json' });
          outgoing.end(JSON.stringify(answer));
        } catch (error) {
          if (outgoing.destroyed) return;
          outgoing.writeHead(502, { 'content-type': 'text/plain' });
          outgoing.end(`lagging RPC: ${error instanceof Error ? error.message : String(error)}`);
        }
      })();
    });
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    servedHead,
    head,
    timeOutNextReceipt: (hash, holdMs = 30_000) => timeOuts.set(hash.toLowerCase(), holdMs),
    hide: (hash) => hidden.add(hash.toLowerCase()),
    reveal: (hash) => hidden.delete(hash.toLowerCase()),
    receiptRequests: (hash) => receiptCounts.get(hash.toLowerCase()) ?? 0,
    onReceiptRequest: (next) => {
      listener = next;
    },
    calls: (method) => callCounts.get(method) ?? 0,
    async close() {
      for (const timer of held) clearTimeout(timer);
      held.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
