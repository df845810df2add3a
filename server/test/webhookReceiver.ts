/**
 * A licensor's endpoint for the webhook tests (docs/product.md §12.1): a real HTTP server on 127.0.0.1 that keeps every
 * request it gets (headers and raw body) and answers as the test says: a status, or no answer at all (a hang).
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived (what the signature covers). */
  body: string;
  at: number;
  /** When the connection of this call closed (the sender gave up on a hang, or the answer went out). */
  closedAt: number | null;
}

/** How to answer one call: a status (and body, headers), or `hang` (never answer). */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

export interface Receiver {
  url: string;
  port: number;
  calls: ReceivedCall[];
  /** The answer to each next call, in turn; after them, `fallback`. */
  answers: Answer[];
  fallback: Answer;
  /** Resolves once `count` calls arrived (within `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

export async function startReceiver(fallback: Answer = { status: 200, body: 'ok' }): Promise<Receiver> {
  const hanging = new Set<ServerResponse>();
  const receiver: Receiver = {
    url: '',
    port: 0,
    calls: [],
    answers: [],
    fallback,
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (receiver.calls.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} webhook calls, got ${receiver.calls.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return receiver.calls;
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call: ReceivedCall = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        closedAt: null,
      };
      receiver.calls.push(call);
      response.on('close', () => {
        call.closedAt = Date.now();
        hanging.delete(response);
      });
      const answer = receiver.answers.shift() ?? receiver.fallback;
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, answer.headers ?? {});
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.port = port;
  receiver.url = `http://127.0.0.1:${port}`;
  return receiver;
}
