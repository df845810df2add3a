/**
 * The money-path tests' shop (docs/product.md §7 "Orders and payment"): the local chain, a throwaway database and an
 * API wired to the chain's test USDC, with a licensor selling one product at `price`. Real transactions, real
 * receipts.
 */
import type { Wallet } from 'ethers';
import { startDevnet, type Devnet, type DevnetAccount } from '../../scripts/devnet/index.js';
import type { AppDeps } from '../src/app.js';
import {
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

export interface ChainShop {
  devnet: Devnet;
  database: TestDatabase;
  app: TestApp;
  /** The API's environment: the chain and its test USDC as the one accepted token, and any extra settings. */
  env: Record<string, string>;
  licensor: Licensor;
  /** The wallet of the licensor's payout address, which a refund is sent from (docs/product.md §12.4). */
  payoutWallet: Wallet;
  productId: string;
  close(): Promise<void>;
}

export async function openChainShop(
  price: bigint,
  extraEnv: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<ChainShop> {
  // One after the other: both are CPU-heavy to start, and together they are slower than in turn.
  const devnet = await startDevnet();
  const database = await openTestDatabase();
  const env = {
    RPC_URL: devnet.rpcUrl,
    ACCEPTED_TOKENS: JSON.stringify([{ symbol: 'USDC', address: devnet.usdc.address, decimals: 6 }]),
    ...extraEnv,
  };
  const app = await startApp(database.db, env, deps);
  // The payout address is a fresh wallet, so its balances start at zero.
  const payoutWallet = newWallet();
  const licensor = await createLicensor(app, { payout_address: payoutWallet.address });
  const { id: productId } = await createProduct(app, licensor, {
    price: { amount: price.toString(), token: { address: devnet.usdc.address } },
  });
  return {
    devnet,
    database,
    app,
    env,
    licensor,
    payoutWallet,
    productId,
    async close() {
      await app.close();
      await database.close();
      await devnet.stop();
    },
  };
}

/** Account 15 is kept without USDC, for the tests of a buyer who cannot pay. */
export const UNFUNDED_ACCOUNT = 15;

/**
 * Hands out a devnet account of its own per call, holding test USDC (accounts 1–9 have it from the start, 10–19
 * get `topUp` minted), so no test depends on another's orders or on the 3 unpaid orders a wallet may hold.
 */
export function fundedBuyers(devnet: Devnet, topUp: bigint): () => Promise<DevnetAccount> {
  const indexes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19];
  let next = 0;
  return async () => {
    const index = indexes[next];
    next += 1;
    const account = index === undefined ? undefined : devnet.accounts[index];
    if (index === undefined || account === undefined) throw new Error('no buyer account left');
    if (index >= 10) await devnet.mint(account.address, topUp);
    return account;
  };
}
