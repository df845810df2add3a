/**
 * The kept chain of `npm start` (docs/product.md §2: the chain and the database never disagree after a restart): what
 * was sent to the chain before a restart is there after it, with the same hashes, block times and balances.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Contract, JsonRpcProvider, Network } from 'ethers';
import { startDevnet, type Devnet } from './index.js';

jest.setTimeout(240_000);

const PAY_TO = '0x000000000000000000000000000000000000dEaD';

function provider(devnet: Devnet): JsonRpcProvider {
  const network = Network.from(devnet.chainId);
  return new JsonRpcProvider(devnet.rpcUrl, network, { staticNetwork: network });
}

async function usdcBalance(devnet: Devnet, address: string): Promise<bigint> {
  const rpc = provider(devnet);
  try {
    const token = new Contract(
      devnet.usdc.address,
      ['function balanceOf(address) view returns (uint256)'],
      rpc,
    );
    return (await token.getFunction('balanceOf')(address)) as bigint;
  } finally {
    rpc.destroy();
  }
}

let stateDir: string;
let devnet: Devnet | null = null;
beforeEach(() => {
  stateDir = mkdtempSync(join(tmpdir(), 'overdive-chain-'));
});
afterEach(async () => {
  await devnet?.stop();
  devnet = null;
  rmSync(stateDir, { recursive: true, force: true });
});

it('replays the kept transactions after a restart: same hash, block time and balances', async () => {
  devnet = await startDevnet({ stateDir });
  expect(devnet.kept).toEqual({ resumed: false, replayedCalls: 0 });
  const buyer = devnet.accounts[1];
  if (buyer === undefined) throw new Error('no account #1');
  const hash = await devnet.transfer(buyer, PAY_TO, 2_500_000n);
  const before = provider(devnet);
  const receipt = await before.getTransactionReceipt(hash);
  const minedAt = (await before.getBlock(receipt?.blockNumber ?? 0))?.timestamp;
  before.destroy();
  await devnet.stop();

  devnet = await startDevnet({ stateDir });
  expect(devnet.kept).toEqual({ resumed: true, replayedCalls: 1 });
  const after = provider(devnet);
  try {
    const replayed = await after.getTransactionReceipt(hash);
    expect(replayed?.status).toBe(1);
    expect((await after.getBlock(replayed?.blockNumber ?? 0))?.timestamp).toBe(minedAt);
    // New blocks carry the wall-clock time again, which the API compares with order expiry.
    const latest = await after.getBlock('latest');
    expect(Math.abs((latest?.timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(60);
  } finally {
    after.destroy();
  }
  expect(await usdcBalance(devnet, PAY_TO)).toBe(2_500_000n);
});

it('begins a new chain in an empty folder, and a throwaway chain without one keeps nothing', async () => {
  devnet = await startDevnet();
  expect(devnet.kept).toBeNull();
  const buyer = devnet.accounts[1];
  if (buyer === undefined) throw new Error('no account #1');
  await devnet.transfer(buyer, PAY_TO, 1n);
  await devnet.stop();

  devnet = await startDevnet({ stateDir });
  expect(devnet.kept).toEqual({ resumed: false, replayedCalls: 0 });
  expect(await usdcBalance(devnet, PAY_TO)).toBe(0n);
});

/** Waits until the chain's head (read through the relay, as the API reads it) is at least `block`. */
async function waitForHead(devnet: Devnet, block: number, withinMs = 20_000): Promise<number> {
  const rpc = provider(devnet);
  try {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const head = await rpc.getBlockNumber();
      if (head >= block) return head;
      if (Date.now() > deadline)
        throw new Error(`the head stayed at ${head}, below ${block}, for ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    rpc.destroy();
  }
}

it('mines a block every 2 seconds, and a restart keeps every block: transactions in their blocks, the head at least where it was', async () => {
  // docs/product.md §13.1: the watcher's stored block (in the database) must never be ahead of the kept chain.
  devnet = await startDevnet({ stateDir });
  const buyer = devnet.accounts[1];
  if (buyer === undefined) throw new Error('no account #1');
  const first = await devnet.transfer(buyer, PAY_TO, 1n);
  const before = provider(devnet);
  const firstBlock = (await before.getTransactionReceipt(first))?.blockNumber ?? 0;
  // Empty blocks come by the interval alone, no transaction sent.
  await waitForHead(devnet, firstBlock + 2);
  const second = await devnet.transfer(buyer, PAY_TO, 2n);
  const secondReceipt = await before.getTransactionReceipt(second);
  const secondBlock = secondReceipt?.blockNumber ?? 0;
  const secondTime = (await before.getBlock(secondBlock))?.timestamp;
  const seen = await waitForHead(devnet, secondBlock + 2);
  before.destroy();
  // What a client saw is kept before it sees it, so even a crash right now would not lose it.
  const kept = JSON.parse(readFileSync(join(stateDir, 'head.json'), 'utf8')) as { block: number };
  expect(kept.block).toBeGreaterThanOrEqual(seen);
  await devnet.stop();

  devnet = await startDevnet({ stateDir });
  expect(devnet.kept).toEqual({ resumed: true, replayedCalls: 2 });
  const after = provider(devnet);
  try {
    expect((await after.getTransactionReceipt(first))?.blockNumber).toBe(firstBlock);
    const replayed = await after.getTransactionReceipt(second);
    expect(replayed?.blockNumber).toBe(secondBlock);
    expect((await after.getBlock(secondBlock))?.timestamp).toBe(secondTime);
    expect(await after.getBlockNumber()).toBeGreaterThan(seen);
    const latest = await after.getBlock('latest');
    expect(Math.abs((latest?.timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(60);
  } finally {
    after.destroy();
  }
  // And the kept chain goes on mining by the interval after the restart.
  await waitForHead(devnet, (await waitForHead(devnet, 0)) + 1);
  expect(await usdcBalance(devnet, PAY_TO)).toBe(3n);
});
