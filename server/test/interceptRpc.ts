/**
 * A JSON-RPC proxy in front of the devnet that lets a test stop the API at a chosen step of a chain conversation:
 * `hold(method, match)` keeps the next request of that method (whose params match) unanswered and unforwarded, and
 * tells the test it arrived, so the test can SIGKILL the API at that very moment (docs/product.md §11.1: a crash
 * between signing, sending and recording a mint). Everything else is forwarded as it is.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface JsonRpcCall {
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

export interface HeldCall {
  method: string;
  params: unknown[];
}

export interface InterceptRpc {
  url: string;
  /**
   * The next call of `method` whose params `match` accepts is held for good (its client sees no answer, the node never
   * sees it); resolves with it when it arrives.
   */
  hold(method: string, match?: (params: unknown[]) => boolean): Promise<HeldCall>;
  /** How many calls of `method` arrived so far. */
  calls(method: string): number;
  /** The params of every call of `method` that was forwarded, in order. */
  forwarded(method: string): unknown[][];
  close(): Promise<void>;
}

export async function startInterceptRpc(nodeUrl: string): Promise<InterceptRpc> {
  const counts = new Map<string, number>();
  const passed = new Map<string, unknown[][]>();
  const holds: {
    method: string;
    match: (params: unknown[]) => boolean;
    arrived: (call: HeldCall) => void;
  }[] = [];
  const held: ServerResponse[] = [];

  const forward = async (body: string): Promise<string> => {
    const answer = await fetch(nodeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return answer.text();
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      let call: JsonRpcCall = {};
      try {
        call = JSON.parse(body) as JsonRpcCall;
      } catch {
        // Forwarded as it is; the node answers the parse error.
      }
      const method = typeof call.method === 'string' ? call.method : '';
      const params = Array.isArray(call.params) ? (call.params as unknown[]) : [];
      counts.set(method, (counts.get(method) ?? 0) + 1);
      const index = holds.findIndex((hold) => hold.method === method && hold.match(params));
      if (index >= 0) {
        const [hold] = holds.splice(index, 1);
        held.push(response);
        hold?.arrived({ method, params });
        return;
      }
      passed.set(method, [...(passed.get(method) ?? []), params]);
      forward(body)
        .then((text) => response.writeHead(200, { 'content-type': 'application/json' }).end(text))
        .catch(() => response.destroy());
    });
  };

  const server = createServer(handle);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hold: (method, match = () => true) =>
      new Promise<HeldCall>((arrived) => holds.push({ method, match, arrived })),
    calls: (method) => counts.get(method) ?? 0,
    forwarded: (method) => passed.get(method) ?? [],
    close: () =>
      new Promise<void>((done) => {
        for (const response of held) response.destroy();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
