/**
 * The local chain at Story's pace for a load of payments. The devnet mines a block for every transaction besides one
 * every 2 seconds (docs/product.md §13.1); with dozens of buyers paying at once that is ten blocks a second, where
 * Story makes one about every 2.5 s. Readiness judges the watcher's lag in blocks (docs/product.md §13.8: at most 20
 * behind), so at that rate a healthy watching copy reads as 40–50 blocks behind at the start of each pass and the
 * balancer takes it out of rotation: a measure of the test chain, not of the product. With automatic mining off, the
 * transfers wait for the 2-second blocks and land several to a block, as on Story.
 */
import { Contract, JsonRpcProvider, Network, Wallet } from 'ethers';
import { type Devnet, type DevnetAccount } from '../../scripts/devnet/index.js';
import { rpc } from '../../scripts/devnet/persistence.js';

export interface PacedChain {
  /** Sends `amount` of the test USDC from `from` to `to`; resolves with its hash once its receipt is read. */
  transfer(from: DevnetAccount, to: string, amount: bigint): Promise<string>;
  close(): void;
}

/** Turns the devnet's mining per transaction off (its 2-second blocks go on) and pays through a quick-polling client. */
export async function storyPaced(devnet: Devnet): Promise<PacedChain> {
  await rpc(devnet.rpcUrl, 'evm_setAutomine', [false]);
  const network = Network.from(devnet.chainId);
  // A new block is looked for every 250 ms (ethers' default is 4 s), so a receipt is read within that of its block.
  const provider = new JsonRpcProvider(devnet.rpcUrl, network, {
    staticNetwork: network,
    cacheTimeout: -1,
    pollingInterval: 250,
  });
  const usdc = new Contract(devnet.usdc.address, [
    'function transfer(address to, uint256 amount) returns (bool)',
  ]);
  return {
    async transfer(from, to, amount) {
      const signer = new Wallet(from.privateKey, provider);
      const tx = await usdc.connect(signer).getFunction('transfer')(to, amount);
      const receipt = await tx.wait();
      if (receipt?.status !== 1) throw new Error(`transfer ${tx.hash} reverted`);
      return String(tx.hash);
    },
    close: () => provider.destroy(),
  };
}
