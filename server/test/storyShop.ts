/**
 * A shop whose licensor is on Story (docs/product.md §10): the chain shop of chainShop.ts, the licensor's wallet able
 * to send Story transactions, its licence collection recorded, and helpers to register a product's IP asset and to
 * pay an order — what the tests of automatic issuing (§11) start from.
 */
import type { Wallet } from 'ethers';
import { decodeIpRegistered, type ProductLicense } from '../../contract/story/index.js';
import type { DevnetAccount } from '../../scripts/devnet/index.js';
import type { AppDeps } from '../src/app.js';
import { openChainShop, type ChainShop } from './chainShop.js';
import { bearer, createProduct, placeOrder, type HttpClient } from './helpers.js';
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

export interface StoryShop extends ChainShop {
  story: StoryChain;
  /** The licensor's wallet on the devnet, with native coin for gas. */
  licensorWallet: Wallet;
  /** A new product of the licensor, registered on Story (its terms and its IP asset) and recorded by register-ip. */
  registerProduct(overrides?: Record<string, unknown>): Promise<RegisteredProduct>;
  /** An order of `buyer`, paid with a real transfer and reported through pay/ (on `app`, the shop's by default). */
  paidOrder(
    productId: string,
    buyer: DevnetAccount,
    quantity?: number,
    app?: HttpClient,
  ): Promise<{ id: string }>;
}

interface Registration {
  collection_address: string;
  ip_metadata: { uri: string; hash: string };
  nft_metadata: { uri: string; hash: string };
  terms_uri: string;
}

export async function openStoryShop(
  price: bigint,
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<StoryShop> {
  const shop = await openChainShop(price, env, deps);
  const { app, licensor, devnet } = shop;
  const story = await openStoryChain(devnet);
  const licensorWallet = await story.wallet(licensor.wallet.privateKey);
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: bearer(licensor.token), payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(licensor.token) });
  const created = await story.send(
    licensorWallet,
    createCollectionCall('Test Studio', licensorWallet.address),
  );
  await post('/api/products/deploy-contract/', { tx_hash: created.hash });

  return {
    ...shop,
    story,
    licensorWallet,
    async registerProduct(overrides = {}) {
      const product = await createProduct(
        app,
        licensor,
        { price: { amount: price.toString(), token: { address: devnet.usdc.address } }, ...overrides },
        devnet.usdc.address,
      );
      const registration = (
        await get(`/api/products/products/${product.id}/story-registration/`)
      ).json<Registration>();
      const { license } = (await get(`/api/products/products/${product.id}/`)).json<{
        license: ProductLicense;
      }>();
      await story.send(licensorWallet, registerTermsCall(license, registration.terms_uri));
      const receipt = await story.send(
        licensorWallet,
        encodeMintAndRegisterIp({
          spgNftContract: registration.collection_address,
          recipient: licensorWallet.address,
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
      const recorded = await post(`/api/products/products/${product.id}/register-ip/`, {
        tx_hash: receipt.hash,
      });
      const { license_terms_id } = recorded.json<{ license_terms_id: string }>();
      return { productId: product.id, ipId, licenseTermsId: license_terms_id };
    },
    async paidOrder(productId, buyer, quantity = 1, client = app) {
      const order = await placeOrder(client, productId, buyer, quantity);
      const hash = await devnet.transfer(buyer, order.pay_to, price * BigInt(quantity));
      const paid = await client.inject({
        method: 'POST',
        url: `/api/products/orders/${order.id}/pay/`,
        payload: { tx_hash: hash },
      });
      if (paid.json<{ status: string }>().status !== 'paid') throw new Error(`not paid: ${paid.body}`);
      return order;
    },
    async close() {
      story.close();
      await shop.close();
    },
  };
}
