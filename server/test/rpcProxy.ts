/**
 * A TCP proxy in front of a chain node (the devnet of scripts/devnet), for the tests of an RPC that goes away and
 * comes back (docs/product.md §13.8 readiness): `stop()` closes the port and cuts every open connection, so the API
 * sees the node down at once; `start()` opens the same port again.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export interface RpcProxy {
  /** http://127.0.0.1:PORT/ plus the node URL's path: give it to the API as RPC_URL. */
  url: string;
  readonly running: boolean;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startRpcProxy(nodeUrl: string): Promise<RpcProxy> {
  const target = new URL(nodeUrl);
  const targetPort = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = async (): Promise<void> => {
    const next = createServer((client) => {
      const upstream = connect(targetPort, target.hostname);
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done, fail) => {
      next.once('error', fail);
      next.listen(port, '127.0.0.1', () => done());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  };

  const stop = async (): Promise<void> => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (current !== null) await new Promise<void>((done) => current.close(() => done()));
  };

  await listen();
  const path = target.pathname === '/' ? '/' : target.pathname;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    get running() {
      return server !== null;
    },
    stop,
    async start() {
      if (server === null) await listen();
    },
    close: stop,
  };
}

export interface FakeNode {
  url: string;
  close(): Promise<void>;
}

/**
 * A node that answers `eth_chainId` with `chainId` and nothing else, for tests whose chain reads go to a fake
 * ChainClient but whose readiness (GET /api/ready/, which asks RPC_URL itself) must see a healthy node.
 */
export async function startFakeNode(chainId: number): Promise<FakeNode> {
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      let id: unknown = null;
      let method: unknown = null;
      try {
        ({ id, method } = JSON.parse(body) as { id?: unknown; method?: unknown });
      } catch {
        // Answered as an unknown method below.
      }
      const answer =
        method === 'eth_chainId'
          ? { jsonrpc: '2.0', id, result: `0x${chainId.toString(16)}` }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
