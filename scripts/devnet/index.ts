/**
 * The local chain of the e2e harness and of the API's payment tests: Hardhat Network 2.29 with chain id 1514
 * (docs/product.md §3), the default deterministic accounts, auto-mining, and a test USDC (6 decimals) funded to the
 * first ten accounts. Besides a block per transaction it mines one every 2 seconds (docs/product.md §13.1). See
 * README.md in this folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Contract, ContractFactory, HDNodeWallet, JsonRpcProvider, Mnemonic, Network, Wallet } from 'ethers';
import { isPortFree } from '../ports.mjs';
import { compileTestToken } from './compile.js';
import { keepNodeHead, openChainState, replayChain, rpc, startRecordingRelay } from './persistence.js';
import { placeStoryStandIns } from './story.js';
import type { StoryStandIn } from './compile.js';

export const DEVNET_CHAIN_ID = 1514;
/**
 * Besides a block per transaction, the chain mines one every this many milliseconds (docs/product.md §13.1; Story
 * makes one about every 2.5 s), as soon as it is ready.
 */
export const DEVNET_BLOCK_INTERVAL_MS = 2000;
/** Hardhat's default accounts come from this public mnemonic: never use them anywhere real. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';
const ACCOUNT_COUNT = 20;
const FUNDED_ACCOUNTS = 10;
/** 1 000 000 USDC in base units (6 decimals). */
/**
 * The test account the API issues licences from on the local chain (docs/product.md §11.1: `npm start` gives the
 * issuer a funded test account): the last one, which the tour, the demo and the browser suite never pay with.
 */
export const DEVNET_ISSUER_ACCOUNT = 19;

export const INITIAL_USDC_BALANCE = 1_000_000n * 10n ** 6n;

export interface DevnetAccount {
  address: string;
  privateKey: string;
}

export interface DevnetToken {
  address: string;
  symbol: string;
  decimals: number;
  /** Mints `amount` base units to `to` (the deployer, account 0, mints); resolves to the mined tx hash. */
  mint(to: string, amount: bigint): Promise<string>;
}

export interface TransferOptions {
  /** The token contract; the devnet USDC when left out. */
  token?: string;
  /**
   * Send with a fixed gas limit instead of estimating, so a transfer that must fail (more than the balance) is still
   * mined, with receipt status 0. Without it such a transfer is refused before it is sent.
   */
  allowRevert?: boolean;
}

export interface Devnet {
  rpcUrl: string;
  chainId: number;
  /** The 20 default accounts; the first 10 hold INITIAL_USDC_BALANCE test USDC. Account 0 deployed the tokens. */
  accounts: DevnetAccount[];
  usdc: { address: string; decimals: 6; symbol: 'USDC' };
  /** The Story stand-ins, placed at Story's own addresses (docs/product.md §10.6; contract/story/addresses.ts). */
  story: Record<StoryStandIn, string>;
  /** With `stateDir`: whether an existing chain was picked up, and how many of its calls were replayed. */
  kept: { resumed: boolean; replayedCalls: number } | null;
  /** Mints test USDC; resolves to the mined tx hash. */
  mint(to: string, amount: bigint): Promise<string>;
  /** Transfers `amount` base units of a token from `from`; resolves to the mined tx hash (reverted or not). */
  transfer(from: DevnetAccount, to: string, amount: bigint, options?: TransferOptions): Promise<string>;
  /** Deploys another test token (say, a wrong-token payment in a test). */
  deployToken(options: { symbol: string; decimals: number; name?: string }): Promise<DevnetToken>;
  stop(): Promise<void>;
}

export interface StartDevnetOptions {
  /** 0 or left out: a free port. `npm run devnet` uses 8545. */
  port?: number;
  host?: string;
  /** Called with the node's output lines (errors show up here); silent by default. */
  onOutput?: (line: string) => void;
  /** How long the node may take to answer (default 120 s: a loaded CI machine can be slow to load hardhat). */
  startTimeoutMs?: number;
  /**
   * Keep the chain in this folder across restarts (persistence.ts): `npm start` keeps it beside the database.
   * Left out: a fresh chain each time (tests).
   */
  stateDir?: string;
  /**
   * A block every this many ms besides one per transaction (default DEVNET_BLOCK_INTERVAL_MS); 0: only one per
   * transaction, for a measurement that must not count the payment watcher's per-block work (bench/run.ts).
   */
  blockIntervalMs?: number;
}

const here = dirname(fileURLToPath(import.meta.url));

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function deriveAccounts(): DevnetAccount[] {
  const root = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEVNET_MNEMONIC), "m/44'/60'/0'/0");
  return Array.from({ length: ACCOUNT_COUNT }, (_, i) => {
    const wallet = root.deriveChild(i);
    return { address: wallet.address, privateKey: wallet.privateKey };
  });
}

async function waitForRpc(
  rpcUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the devnet node exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the devnet node did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? '127.0.0.1';
  if (options.port !== undefined && options.port !== 0 && !(await isPortFree(options.port))) {
    // Never talk to whatever already listens there as if it were our chain.
    throw new Error(`Port ${options.port} is already in use: the devnet cannot start there.`);
  }
  const port = options.port === undefined || options.port === 0 ? await freePort(host) : options.port;
  const rpcUrl = `http://${host}:${port}`;
  const artifact = compileTestToken();
  const state = options.stateDir === undefined ? null : openChainState(options.stateDir);
  // A kept chain's node listens on a port of its own behind the recording relay, which takes the public port.
  const nodePort = state === null ? port : await freePort(host);
  const nodeUrl = `http://${host}:${nodePort}`;

  const child = spawn(process.execPath, [join(here, 'node.cjs')], {
    env: {
      ...process.env,
      DEVNET_HOST: host,
      DEVNET_PORT: String(nodePort),
      // No interval blocks until it is ready (below): the deployments, and a kept chain's replay, land on the same
      // blocks every start.
      DEVNET_BLOCK_INTERVAL_MS: '0',
      ...(state === null ? {} : { DEVNET_INITIAL_DATE: state.genesis }),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const onLine = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      tail.push(line);
      if (tail.length > 50) tail.shift();
      options.onOutput?.(line);
    }
  };
  child.stdout?.on('data', onLine);
  child.stderr?.on('data', onLine);

  let provider: JsonRpcProvider | null = null;
  let relay: Server | null = null;
  try {
    await waitForRpc(nodeUrl, child, options.startTimeoutMs ?? 120_000, () => tail.join('\n'));
    const network = Network.from(DEVNET_CHAIN_ID);
    provider = new JsonRpcProvider(nodeUrl, network, { staticNetwork: network, cacheTimeout: -1 });
    const accounts = deriveAccounts();
    const [first] = accounts;
    if (first === undefined) throw new Error('no devnet accounts');
    // Signers follow the current provider: the node's own until a kept chain's relay takes over.
    const signers = new Map<string, Wallet>();
    const signerOf = (account: DevnetAccount) => {
      let signer = signers.get(account.privateKey);
      if (signer === undefined) {
        signer = new Wallet(account.privateKey, provider);
        signers.set(account.privateKey, signer);
      }
      return signer;
    };
    const deployerSigner = () => signerOf(first);

    const deploy = async (name: string, symbol: string, decimals: number): Promise<DevnetToken> => {
      const factory = new ContractFactory(artifact.abi, artifact.bytecode, deployerSigner());
      const contract = await factory.deploy(name, symbol, decimals);
      await contract.waitForDeployment();
      const address = (await contract.getAddress()).toLowerCase();
      return {
        address,
        symbol,
        decimals,
        async mint(to: string, amount: bigint) {
          const token = new Contract(address, artifact.abi, deployerSigner());
          const tx = await token.getFunction('mint')(to, amount);
          const receipt = await tx.wait();
          return String(receipt?.hash ?? tx.hash);
        },
      };
    };

    // Before anything else, and before a kept chain replays: its recorded calls include calls to these contracts.
    const story = await placeStoryStandIns(nodeUrl);
    const usdc = await deploy('USD Coin (devnet)', 'USDC', 6);
    // One at a time: an auto-mining node refuses transactions queued behind a nonce gap.
    for (const account of accounts.slice(0, FUNDED_ACCOUNTS))
      await usdc.mint(account.address, INITIAL_USDC_BALANCE);

    let kept: Devnet['kept'] = null;
    if (state !== null) {
      kept = { resumed: state.resumed, replayedCalls: await replayChain(state, nodeUrl) };
      relay = await startRecordingRelay(state, nodeUrl, host, port);
      // From here on every call goes through the relay, so what the helpers below do is kept as well.
      provider.destroy();
      provider = new JsonRpcProvider(rpcUrl, network, { staticNetwork: network, cacheTimeout: -1 });
      signers.clear();
    }
    const blockIntervalMs = options.blockIntervalMs ?? DEVNET_BLOCK_INTERVAL_MS;
    if (blockIntervalMs > 0) await rpc(nodeUrl, 'evm_setIntervalMining', [blockIntervalMs]);

    const stop = async () => {
      provider?.destroy();
      await new Promise<void>((resolve) => (relay === null ? resolve() : relay.close(() => resolve())));
      relay?.closeAllConnections();
      // The interval's last blocks too: the next start mines at least up to them.
      if (state !== null) await keepNodeHead(state, nodeUrl).catch(() => undefined);
      await stopChild(child);
    };
    return {
      rpcUrl,
      chainId: DEVNET_CHAIN_ID,
      accounts,
      usdc: { address: usdc.address, decimals: 6, symbol: 'USDC' },
      story,
      kept,
      mint: (to, amount) => usdc.mint(to, amount),
      async transfer(from, to, amount, transferOptions = {}) {
        const token = new Contract(transferOptions.token ?? usdc.address, artifact.abi, signerOf(from));
        const overrides = transferOptions.allowRevert === true ? { gasLimit: 200_000 } : {};
        const tx = await token.getFunction('transfer')(to, amount, overrides);
        // A reverted transaction makes wait() throw; its receipt is still mined, which is what the caller wants.
        await tx.wait().catch(() => undefined);
        return String(tx.hash);
      },
      deployToken: ({ symbol, decimals, name }) => deploy(name ?? `${symbol} (devnet)`, symbol, decimals),
      stop,
    };
  } catch (error) {
    provider?.destroy();
    relay?.close();
    await stopChild(child);
    throw error;
  }
}
