/**
 * Story on the devnet for the browser specs (docs/product.md §10, §11): a licensor with gas and a company, signed in
 * on a page in English; and, for specs whose point comes after it, the licensor's collection and a product's IP
 * asset registered in Node with the calls the SPA sends (contract/story) and recorded through the real API, as
 * tests/e2e/story.spec.ts does through the screens.
 */
import { type Page } from '@playwright/test';
import { Wallet, type TransactionReceipt } from 'ethers';
import {
  collectionSymbol,
  decodeIpRegistered,
  encodeCreateCollection,
  encodeMintAndRegisterIp,
  encodeRegisterLicenseTerms,
  licenseToPilTerms,
  type ProductLicense,
  type StoryCall,
} from '../../../contract/story/index.js';
import {
  chooseEnglish,
  devnetProvider,
  fundAccount,
  newAccount,
  seedSession,
  type ApiSession,
  type Company,
  type E2EApi,
  type Product,
} from './api';
import { type E2EAccount, type E2EEnv } from './env';
import { type TestWallet } from './testWallet';

/** What every Story step says when the licensor (or a buyer) declines in the wallet (docs/product.md §9). */
export const DECLINED_IN_WALLET = 'You declined the request in your wallet. Nothing was sent.';

export interface StoryLicensor {
  account: E2EAccount;
  session: ApiSession;
  company: Company;
  product: Product;
}

/**
 * A licensor with gas, a company (`company` fields, e.g. a contact e-mail) and one product (`product` fields),
 * signed in on `page` with the test wallet connected, in English.
 */
export async function storyLicensor(
  page: Page,
  api: E2EApi,
  wallet: TestWallet,
  e2e: E2EEnv,
  { product, company = {} }: { product: Record<string, unknown>; company?: Record<string, unknown> },
): Promise<StoryLicensor> {
  const account = newAccount();
  await fundAccount(e2e, account.address);
  const licensor = await api.licensor({ account, company, products: [product] });
  await seedSession(page, licensor.session, { wallet });
  await chooseEnglish(page);
  const made = licensor.products[0];
  if (!made) throw new Error('no product');
  return { account, session: licensor.session, company: licensor.company, product: made };
}

async function sendStoryCall(signer: Wallet, call: StoryCall): Promise<TransactionReceipt> {
  const receipt = await (await signer.sendTransaction({ to: call.to, data: call.data })).wait();
  if (receipt === null || receipt.status !== 1) throw new Error(`Story call to ${call.to} failed`);
  return receipt;
}

/**
 * The licensor's collection (§10.1) and the product's terms and IP asset (§10.2), sent from the licensor's own key
 * and recorded by deploy-contract/ and register-ip/, as the screens do; the product's IP asset id.
 */
export async function registerOnStory(api: E2EApi, e2e: E2EEnv, licensor: StoryLicensor): Promise<string> {
  const { session, company, product } = licensor;
  const provider = devnetProvider(e2e);
  try {
    const signer = new Wallet(licensor.account.privateKey, provider);
    const { token } = session;
    const created = await sendStoryCall(
      signer,
      encodeCreateCollection({
        name: company.name,
        symbol: collectionSymbol(company.name),
        owner: signer.address,
      }),
    );
    await api.request('POST', 'products/deploy-contract/', { token, body: { tx_hash: created.hash } });

    const registration = await api.request<{
      collection_address: string;
      ip_metadata: { uri: string; hash: string };
      nft_metadata: { uri: string; hash: string };
      terms_uri: string;
    }>('GET', `products/products/${product.id}/story-registration/`, { token });
    const { license } = await api.request<{ license: ProductLicense }>(
      'GET',
      `products/products/${product.id}/`,
      { token },
    );
    await sendStoryCall(
      signer,
      encodeRegisterLicenseTerms(licenseToPilTerms(license, registration.terms_uri)),
    );
    const minted = await sendStoryCall(
      signer,
      encodeMintAndRegisterIp({
        spgNftContract: registration.collection_address,
        recipient: signer.address,
        ipMetadata: {
          ipMetadataURI: registration.ip_metadata.uri,
          ipMetadataHash: registration.ip_metadata.hash,
          nftMetadataURI: registration.nft_metadata.uri,
          nftMetadataHash: registration.nft_metadata.hash,
        },
      }),
    );
    const ipId = decodeIpRegistered(minted.logs)[0]?.ipId;
    if (ipId === undefined) throw new Error('no IP asset registered');
    await api.request('POST', `products/products/${product.id}/register-ip/`, {
      token,
      body: { tx_hash: minted.hash },
    });
    return ipId;
  } finally {
    provider.destroy();
  }
}
