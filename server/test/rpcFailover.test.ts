/**
 * Several chain nodes (docs/product.md §13.6): RPC_URL may list nodes comma-separated; reads fall over to the next
 * node when one is down, times out, answers 5xx or garbage; each node's chain id is checked before it is used (a node
 * on another chain is skipped, logged by reason and never used); the node that answered last is asked first next
 * time; and when every node fails the API answers 503. No log line names a node's URL (it may carry an API key).
 * Against the local chain, with small HTTP servers standing in for the broken nodes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChainUnavailableError, createChainClient, type ChainClient } from '../src/chain/client.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { DevnetAccount } from '../../scripts/devnet/index.js';
import { fundedBuyers, openChainShop, type ChainShop } from './chainShop.js';
import { CHAIN_ID, DEAD_RPC_URL, bearer, buyerToken, placeOrder, startApp, type TestApp } from './helpers.js';

const PRICE = 1_000_000n;
/** A key in a node's URL, as hosted RPC providers hand out: it must never reach a log line or an answer. */
const SECRET = 'node-api-key-7d1e93';

let shop: ChainShop;
let nextBuyer: () => Promise<DevnetAccount>;

interface FakeNode {
  url: string;
  /** The JSON-RPC methods it was asked, in order. */
  methods: string[];
  close(): Promise<void>;
}

type Behaviour = (method: string) => { status: number; body: string } | 'hang';

/** A small HTTP server on 127.0.0.1 answering JSON-RPC as `behave` says; its URL carries SECRET. */
async function fakeNode(behave: Behaviour): Promise<FakeNode> {
  const methods: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let payload: { id?: unknown; method?: string } | { id?: unknown; method?: string }[] = {};
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof payload;
      } catch {
        // Answered as the behaviour says all the same.
      }
      const calls = Array.isArray(payload) ? payload : [payload];
      for (const call of calls) methods.push(String(call.method));
      const answer = behave(String(calls[0]?.method));
      if (answer === 'hang') return;
      const body = answer.body.replace('"ID"', JSON.stringify(calls[0]?.id ?? 1));
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2/${SECRET}`,
    methods,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const result = (value: string) => ({ status: 200, body: `{"jsonrpc":"2.0","id":"ID","result":"${value}"}` });
/** Serves chain 1 (Ethereum): any other answer it would give is wrong for 1514, so it must never be asked. */
const otherChain: Behaviour = (method) => result(method === 'eth_chainId' ? '0x1' : '0x2a');
const serverError: Behaviour = () => ({ status: 502, body: 'Bad Gateway' });
const garbage: Behaviour = () => ({ status: 200, body: '<html>not json</html>' });
const hang: Behaviour = () => 'hang';

const nodes: FakeNode[] = [];
async function node(behave: Behaviour): Promise<FakeNode> {
  const created = await fakeNode(behave);
  nodes.push(created);
  return created;
}

beforeAll(async () => {
  shop = await openChainShop(PRICE);
  nextBuyer = fundedBuyers(shop.devnet, 1000n * PRICE);
});

afterAll(async () => {
  await Promise.all(nodes.map((n) => n.close()));
  await shop?.close();
});

/** An API on the shop's database and accepted token whose RPC_URL is `urls`, with its log lines kept. */
async function appOn(
  urls: string[],
  env: Record<string, string> = {},
): Promise<{ app: TestApp; logs: string[] }> {
  const logs: string[] = [];
  const app = await startApp(
    shop.database.db,
    { ...shop.env, RPC_URL: urls.join(','), LOG_LEVEL: 'info', ...env },
    { logStream: { write: (line: string) => void logs.push(line) } },
  );
  return { app, logs };
}

async function payThrough(app: TestApp, buyer: DevnetAccount) {
  const order = await placeOrder(app, shop.productId, buyer);
  const txHash = await shop.devnet.transfer(buyer, order.pay_to, PRICE);
  return app.inject({
    method: 'POST',
    url: `/api/products/orders/${order.id}/pay/`,
    payload: { tx_hash: txHash },
  });
}

/** Whether any line names the node at `url` (its host and port, or its key). */
function mentions(lines: string[], url: string): boolean {
  const { host } = new URL(url);
  const text = lines.join('\n');
  return text.includes(SECRET) || new RegExp(`${host.replace(/\./g, '\\.')}(?!\\d)`).test(text);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function client(urls: string[], logs: string[] = [], timeoutMs = 2000): ChainClient {
  return createChainClient({
    rpcUrls: urls,
    chainId: CHAIN_ID,
    timeoutMs,
    log: { warn: (fields, message) => void logs.push(JSON.stringify({ ...fields, msg: message })) },
  });
}

describe('RPC_URL (docs/product.md §13.6)', () => {
  it('takes several nodes comma-separated, keeps the first as rpcUrl, and names RPC_URL for a bad entry without showing it', () => {
    const config = loadConfig({
      DATA_DIR: 'memory://',
      RPC_URL: ' https://a.example/v2/key , http://127.0.0.1:8545,,https://a.example/v2/key ',
    });
    expect(config.rpcUrls).toEqual(['https://a.example/v2/key', 'http://127.0.0.1:8545']);
    expect(config.rpcUrl).toBe('https://a.example/v2/key');
    expect(loadConfig({ DATA_DIR: 'memory://' }).rpcUrls).toEqual(['https://mainnet.storyrpc.io']);
    for (const bad of [
      `https://a.example,ftp://b.example/${SECRET}`,
      `https://a.example, not a url ${SECRET}`,
      `wss://a.example/${SECRET}`,
      ' , ',
    ]) {
      let error: unknown;
      try {
        loadConfig({ DATA_DIR: 'memory://', RPC_URL: bad });
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const { variable, message } = error as ConfigError;
      expect([bad, variable]).toEqual([bad, 'RPC_URL']);
      expect(message).toMatch(
        /^Invalid configuration: RPC_URL must be an http\(s\) URL, or several comma-separated/,
      );
      expect(message).not.toContain(SECRET);
      expect(message).not.toContain('\n');
    }
    expect(() => loadConfig({ DATA_DIR: 'memory://', RPC_URL: 'https://a.example,ftp://b' })).toThrow(
      /entry 2 of 2 is not one/,
    );
  });
});

describe('reads fall over from node to node', () => {
  it('a first node that is down: ordering reads the balance and payments still verify through the next', async () => {
    const { app } = await appOn([DEAD_RPC_URL, shop.devnet.rpcUrl]);
    try {
      const paid = await payThrough(app, await nextBuyer());
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'paid' });
    } finally {
      await app.close();
    }
  });

  it('a first node on another chain is skipped, logged by its reason and never used', async () => {
    const wrong = await node(otherChain);
    const { app, logs } = await appOn([wrong.url, shop.devnet.rpcUrl]);
    try {
      const paid = await payThrough(app, await nextBuyer());
      expect(paid.statusCode).toBe(200);
      // Asked for its chain id, and for nothing else.
      expect(wrong.methods.length).toBeGreaterThan(0);
      expect(new Set(wrong.methods)).toEqual(new Set(['eth_chainId']));
      const skipped = logs.filter((line) => line.includes('chain node skipped'));
      expect(skipped.length).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(skipped[0] ?? '{}')).toMatchObject({
        level: 40,
        node: 'node 1 of 2',
        reason: 'serves chain 1, expected 1514',
      });
      expect(mentions(logs, wrong.url)).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('every node down, broken or on another chain: 503 with the usual error, and no URL in the logs', async () => {
    const wrong = await node(otherChain);
    const broken = await node(serverError);
    const { app, logs } = await appOn([DEAD_RPC_URL, broken.url, wrong.url]);
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/companies/wallet-tokens/',
        headers: bearer(shop.licensor.token),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'The chain node is unavailable; try again later' });
      const ordered = await app.inject({
        method: 'POST',
        url: '/api/products/orders/',
        headers: bearer(await buyerToken(app, await nextBuyer())),
        payload: { product_id: shop.productId, quantity: 1 },
      });
      expect(ordered.statusCode).toBe(503);
      const unavailable = logs.filter((line) => line.includes('chain node unavailable'));
      expect(unavailable.length).toBeGreaterThan(0);
      expect(unavailable[0]).toMatch(/node 1 of 3: .+; node 2 of 3: .+; node 3 of 3: serves chain 1/);
      for (const url of [DEAD_RPC_URL, broken.url, wrong.url]) expect(mentions(logs, url)).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('falls over on 5xx, garbage and a timeout, and asks the node that answered last first next time', async () => {
    const broken = await node(serverError);
    const junk = await node(garbage);
    const slow = await node(hang);
    const logs: string[] = [];
    const chain = client([broken.url, junk.url, slow.url, shop.devnet.rpcUrl], logs, 500);
    try {
      const started = Date.now();
      const head = await chain.blockNumber();
      expect(head).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect([broken.methods.length, junk.methods.length, slow.methods.length]).toEqual([1, 1, 1]);
      expect(logs.filter((line) => line.includes('chain node failed'))).toHaveLength(3);
      // The devnet answered: it is asked first from now on, and the broken nodes are left alone. (ethers keeps an
      // answer for 250 ms: the waits make each read a new request.)
      await sleep(300);
      const balance = await chain.tokenBalance(shop.devnet.usdc.address, shop.devnet.accounts[1]!.address);
      expect(typeof balance).toBe('bigint');
      await sleep(300);
      expect(await chain.blockNumber()).toBeGreaterThanOrEqual(head);
      expect([broken.methods.length, junk.methods.length, slow.methods.length]).toEqual([1, 1, 1]);
      expect(mentions(logs, broken.url)).toBe(false);
    } finally {
      chain.close();
    }
  });

  it('moves on when the node that answered last fails, and throws ChainUnavailableError when all do', async () => {
    const flaky = { down: false };
    const first = await node(() => result('0x0'));
    const switching = await node((method) => {
      if (flaky.down) return serverError(method);
      return method === 'eth_chainId' ? result('0x5ea') : result('0x10');
    });
    const chain = client([switching.url, first.url]);
    try {
      expect(await chain.blockNumber()).toBe(16);
      flaky.down = true;
      await sleep(300);
      // The second node serves chain 0: skipped. Nothing is left.
      await expect(chain.blockNumber()).rejects.toBeInstanceOf(ChainUnavailableError);
      await sleep(300);
      const error = await chain.blockNumber().catch((thrown: unknown) => thrown);
      expect((error as ChainUnavailableError).reason).toMatch(
        /^node 1 of 2: .+; node 2 of 2: serves chain 0, expected 1514$/,
      );
      expect((error as ChainUnavailableError).reason).not.toContain(SECRET);
      flaky.down = false;
      await sleep(300);
      // Back: its chain id is checked again before it is used.
      const before = switching.methods.length;
      expect(await chain.blockNumber()).toBe(16);
      expect(switching.methods.slice(before)).toEqual(['eth_chainId', 'eth_blockNumber']);
    } finally {
      chain.close();
    }
  });

  it('a single node keeps the reasons it always gave', async () => {
    const chain = createChainClient({ rpcUrl: DEAD_RPC_URL, chainId: CHAIN_ID, timeoutMs: 1000 });
    try {
      const error = await chain.blockNumber().catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ChainUnavailableError);
      expect((error as ChainUnavailableError).reason).not.toMatch(/node 1 of 1/);
    } finally {
      chain.close();
    }
  });
});
