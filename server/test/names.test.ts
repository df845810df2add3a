/**
 * GET /api/names/?address= (docs/product.md §7): the chain's registry first, then the name service with the server's
 * NAME_API_KEY, cached 3 hours. Both are third parties reached over HTTP, so each is faked at the network boundary
 * by a small local server: a name service, and a JSON-RPC node serving an ENS-compatible registry.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AbiCoder, Interface, getAddress, namehash } from 'ethers';
import {
  DEAD_RPC_URL,
  newWallet,
  openTestDatabase,
  startApp,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

const NAME_API_KEY = 'server-side-name-key-1234';
const REGISTRY = '0x00000000000c2e074ec69a0dfb2997ba6c7d2e1e';
const RESOLVER = '0x1111111111111111111111111111111111111111';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface NameService {
  url: string;
  /** The requests it got: the address asked for and the key sent. */
  asked: { address: string | null; key: string | undefined }[];
  names: Map<string, string>;
  failing: boolean;
  close(): Promise<void>;
}

/** The third-party name service: `GET /v1/resolve-ens?address=` → `{data: name | null}`, 401 without the key. */
async function startNameService(): Promise<NameService> {
  const service: NameService = {
    url: '',
    asked: [],
    names: new Map(),
    failing: false,
    close: () => Promise.resolve(),
  };
  const { url, server } = await listen((req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://names.local');
    const address = requestUrl.searchParams.get('address');
    const key = req.headers['x-api-key'];
    service.asked.push({ address, key: typeof key === 'string' ? key : undefined });
    res.setHeader('content-type', 'application/json');
    if (service.failing) {
      res.writeHead(500).end('{"error":"down"}');
    } else if (requestUrl.pathname !== '/v1/resolve-ens' || key !== NAME_API_KEY) {
      res.writeHead(401).end('{"error":"bad key"}');
    } else {
      res.end(JSON.stringify({ data: service.names.get((address ?? '').toLowerCase()) ?? null }));
    }
  });
  service.url = url;
  service.close = () => new Promise((resolve) => server.close(() => resolve()));
  return service;
}

/**
 * A JSON-RPC node whose ENS-compatible registry knows one reverse record: `address` ↔ `name`. It answers the calls
 * ethers makes for reverse resolution and its forward check (registry resolver(), resolver name() and addr()).
 */
async function startChainWithName(address: string, name: string) {
  const registry = new Interface(['function resolver(bytes32) view returns (address)']);
  const resolver = new Interface([
    'function name(bytes32) view returns (string)',
    'function addr(bytes32) view returns (address)',
    'function supportsInterface(bytes4) view returns (bool)',
  ]);
  const coder = AbiCoder.defaultAbiCoder();
  const reverseNode = namehash(`${address.slice(2).toLowerCase()}.addr.reverse`);
  const forwardNode = namehash(name);
  const calls: string[] = [];
  const answer = (method: string, params: unknown[]): unknown => {
    if (method === 'eth_chainId') return '0x5ea';
    if (method === 'eth_blockNumber') return '0x10';
    if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
    const call = params[0] as { to: string; data: string };
    const to = call.to.toLowerCase();
    if (to === REGISTRY) {
      const [node] = registry.decodeFunctionData('resolver', call.data) as unknown as [string];
      calls.push('registry.resolver');
      const known = node === reverseNode || node === forwardNode;
      return coder.encode(['address'], [known ? RESOLVER : '0x0000000000000000000000000000000000000000']);
    }
    if (to === RESOLVER) {
      const parsed = resolver.parseTransaction({ data: call.data });
      calls.push(`resolver.${parsed?.name ?? '?'}`);
      if (parsed?.name === 'name') return coder.encode(['string'], [name]);
      if (parsed?.name === 'addr') return coder.encode(['address'], [address]);
      return coder.encode(['bool'], [false]);
    }
    return '0x';
  };
  const { url, server } = await listen((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const one = (body: { id: number; method: string; params: unknown[] }) => {
        try {
          return { jsonrpc: '2.0', id: body.id, result: answer(body.method, body.params) };
        } catch (error) {
          return { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: String(error) } };
        }
      };
      const parsed = JSON.parse(raw) as Parameters<typeof one>[0] | Parameters<typeof one>[0][];
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed)));
    });
  });
  return { url, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function withApp(env: Record<string, string>, run: (app: TestApp) => Promise<void>) {
  const app = await startApp(database.db, env);
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const nameOf = async (app: TestApp, address: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/names/?address=${address}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ name: string | null }>().name;
};

describe('GET /api/names/', () => {
  let service: NameService;

  beforeEach(async () => {
    service = await startNameService();
  });

  afterEach(async () => {
    await service.close();
  });

  it('asks the name service with the server-side key, and keeps the answer for 3 hours', async () => {
    const alice = newWallet().address;
    service.names.set(alice.toLowerCase(), 'alice.ip');
    await withApp({ NAME_API_URL: service.url, NAME_API_KEY }, async (app) => {
      expect(await nameOf(app, alice)).toBe('alice.ip');
      expect(await nameOf(app, alice.toLowerCase())).toBe('alice.ip');
      expect(service.asked).toEqual([{ address: alice.toLowerCase(), key: NAME_API_KEY }]);

      const nobody = newWallet().address;
      expect(await nameOf(app, nobody)).toBeNull();
      expect(await nameOf(app, nobody)).toBeNull();
      expect(service.asked).toHaveLength(2);
    });
  });

  it('answers null while the name service fails, and asks again on the next call', async () => {
    const bob = newWallet().address;
    service.names.set(bob.toLowerCase(), 'bob.ip');
    service.failing = true;
    await withApp({ NAME_API_URL: service.url, NAME_API_KEY }, async (app) => {
      expect(await nameOf(app, bob)).toBeNull();
      service.failing = false;
      expect(await nameOf(app, bob)).toBe('bob.ip');
      expect(service.asked).toHaveLength(2);
    });
  });

  it('asks the registry first and the name service only when the registry has no name', async () => {
    const carol = getAddress(newWallet().address);
    const chain = await startChainWithName(carol, 'carol.ip');
    const dave = newWallet().address;
    service.names.set(dave.toLowerCase(), 'dave-from-service.ip');
    service.names.set(carol.toLowerCase(), 'carol-from-service.ip');
    try {
      await withApp(
        { RPC_URL: chain.url, CHAIN_ENS_REGISTRY: REGISTRY, NAME_API_URL: service.url, NAME_API_KEY },
        async (app) => {
          expect(await nameOf(app, carol)).toBe('carol.ip');
          expect(chain.calls).toEqual(expect.arrayContaining(['registry.resolver', 'resolver.name']));
          expect(service.asked).toEqual([]);
          expect(await nameOf(app, dave)).toBe('dave-from-service.ip');
          expect(service.asked.map((ask) => ask.address)).toEqual([dave.toLowerCase()]);
        },
      );
    } finally {
      await chain.close();
    }
  });

  it('falls back to the name service when the registry cannot be read', async () => {
    const erin = newWallet().address;
    service.names.set(erin.toLowerCase(), 'erin.ip');
    await withApp(
      { RPC_URL: DEAD_RPC_URL, CHAIN_ENS_REGISTRY: REGISTRY, NAME_API_URL: service.url, NAME_API_KEY },
      async (app) => {
        expect(await nameOf(app, erin)).toBe('erin.ip');
      },
    );
  });

  it('answers null without a registry or a name service', async () => {
    await withApp({}, async (app) => {
      expect(await nameOf(app, newWallet().address)).toBeNull();
    });
  });

  it('refuses a missing or malformed address with a clear message', async () => {
    await withApp({}, async (app) => {
      const missing = await app.inject({ method: 'GET', url: '/api/names/' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        error: 'Invalid parameter(s): address',
        fields: { address: 'This field is required' },
      });
      const malformed = await app.inject({ method: 'GET', url: '/api/names/?address=0x1234' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        fields: { address: 'Must be a 0x-prefixed 20-byte hex address' },
      });
    });
  });
});
