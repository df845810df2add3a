/**
 * A shop whose licensor is on Story (docs/product.md §10): the chain shop of chainShop.ts, the licensor's wallet able
 * to send Story transactions, its licence collection recorded, and helpers to register a product's IP asset and to
 * pay an order — what the tests of automatic issuing (§11) start from. The steps also work on their own against any
 * API (a real process the test kills), given its client.
 */
import type { Wallet } from 'ethers';
import { decodeIpRegistered, type ProductLicense } from '../../contract/story/index.js';
import type { Devnet, DevnetAccount } from '../../scripts/devnet/index.js';
import type { AppDeps } from '../src/app.js';
import { openChainShop, type ChainShop } from './chainShop.js';
import { bearer, createProduct, placeOrder, type HttpClient, type Licensor } from './helpers.js';
import {
  createCollectionCall,
  encodeMintAndRegisterIp,
  openStoryChain,
  registerTermsCall,
  type StoryChain,
} from './storyChain.js';

export interface RegisteredProduct {
  productId: string;
  ipId: string;
  licenseTermsId: string;
}

/** The licensor, its wallet on the devnet, and the API it talks to. */
export interface StoryLicensor {
  client: HttpClient;
  licensor: Licensor;
  wallet: Wallet;
  story: StoryChain;
  devnet: Devnet;
  /** Every product's price, in the devnet's test USDC. */
  price: bigint;
}

interface Registration {
  collection_address: string;
  ip_metadata: { uri: string; hash: string };
  nft_metadata: { uri: string; hash: string };
  terms_uri: string;
}

async function postOk(on: StoryLicensor, url: string, payload: object) {
  const response = await on.client.inject({
    method: 'POST',
    url,
    headers: bearer(on.licensor.token),
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** §10.1: the licensor's collection, created on chain and recorded. */
export async function recordCollection(on: StoryLicensor): Promise<void> {
  const created = await on.story.send(on.wallet, createCollectionCall('Test Studio', on.wallet.address));
  await postOk(on, '/api/products/deploy-contract/', { tx_hash: created.hash });
}

/** §10.2: a new published product, its terms and IP asset registered on chain and recorded by register-ip. */
export async function registerStoryProduct(
  on: StoryLicensor,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredProduct> {
  const usdc = on.devnet.usdc.address;
  const product = await createProduct(
    on.client,
    on.licensor,
    { price: { amount: on.price.toString(), token: { address: usdc } }, ...overrides },
    usdc,
  );
  const get = (url: string) => on.client.inject({ method: 'GET', url, headers: bearer(on.licensor.token) });
  const registration = (
    await get(`/api/products/products/${product.id}/story-registration/`)
  ).json<Registration>();
  const { license } = (await get(`/api/products/products/${product.id}/`)).json<{
    license: ProductLicense;
  }>();
  await on.story.send(on.wallet, registerTermsCall(license, registration.terms_uri));
  const receipt = await on.story.send(
    on.wallet,
    encodeMintAndRegisterIp({
      spgNftContract: registration.collection_address,
      recipient: on.wallet.address,
      ipMetadata: {
        ipMetadataURI: registration.ip_metadata.uri,
        ipMetadataHash: registration.ip_metadata.hash,
        nftMetadataURI: registration.nft_metadata.uri,
        nftMetadataHash: registration.nft_metadata.hash,
      },
    }),
  );
  const ipId = decodeIpRegistered(receipt.logs)[0]?.ipId;
  if (ipId === undefined) throw new Error('no IP registered');
  const recorded = await postOk(on, `/api/products/products/${product.id}/register-ip/`, {
    tx_hash: receipt.hash,
  });
  return {
    productId: product.id,
    ipId,
    licenseTermsId: recorded.json<{ license_terms_id: string }>().license_terms_id,
  };
}

/** An order of `buyer`, paid with a real transfer and reported through pay/; its id and the payment's hash. */
export async function paidStoryOrder(
  on: StoryLicensor,
  productId: string,
  buyer: DevnetAccount,
  quantity = 1,
): Promise<{ id: string; number: string; paymentTxHash: string }> {
  const order = await placeOrder(on.client, productId, buyer, quantity);
  const hash = await on.devnet.transfer(buyer, order.pay_to, on.price * BigInt(quantity));
  const paid = await on.client.inject({
    method: 'POST',
    url: `/api/products/orders/${order.id}/pay/`,
    payload: { tx_hash: hash },
  });
  if (paid.json<{ status: string }>().status !== 'paid') throw new Error(`not paid: ${paid.body}`);
  return { id: order.id, number: order.number, paymentTxHash: hash };
}

export interface StoryShop extends ChainShop {
  story: StoryChain;
  /** The licensor's wallet on the devnet, with native coin for gas. */
  licensorWallet: Wallet;
  registerProduct(overrides?: Record<string, unknown>): Promise<RegisteredProduct>;
  paidOrder(productId: string, buyer: DevnetAccount, quantity?: number): Promise<{ id: string }>;
}

export async function openStoryShop(
  price: bigint,
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<StoryShop> {
  const shop = await openChainShop(price, env, deps);
  const story = await openStoryChain(shop.devnet);
  const wallet = await story.wallet(shop.licensor.wallet.privateKey);
  const on: StoryLicensor = {
    client: shop.app,
    licensor: shop.licensor,
    wallet,
    story,
    devnet: shop.devnet,
    price,
  };
  await recordCollection(on);
  return {
    ...shop,
    story,
    licensorWallet: wallet,
    registerProduct: (overrides) => registerStoryProduct(on, overrides),
    paidOrder: (productId, buyer, quantity) => paidStoryOrder(on, productId, buyer, quantity),
    async close() {
      story.close();
      await shop.close();
    },
  };
}
