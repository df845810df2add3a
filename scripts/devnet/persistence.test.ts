/**
 * The kept chain of `npm start` (PRODUCT.md §2: the chain and the database never disagree after a restart): what was
 * sent to the chain before a restart is there after it, with the same hashes, block times and balances.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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
