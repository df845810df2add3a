/**
 * register-ip refuses a registration that also attaches licence terms to the IP (docs/product.md §10): OVERDIVE sells
 * private licences, terms registered but NOT attached, which only the IP owner can mint; attached terms would let
 * anyone mint the product's licences from Story for free. The sign is Story's `LicensingModule.LicenseTermsAttached`
 * event for that IP in the receipt (what `mintAndRegisterIpAndAttachPILTerms` and `attachLicenseTerms` emit). The
 * devnet's stand-ins never attach terms, so the event is added to a real registration's receipt at the network
 * boundary (a ChainClient around the real one); everything else is the devnet's.
 */
import { Interface, type EventFragment, type TransactionReceipt, type Wallet } from 'ethers';
import {
  LICENSING_MODULE_REFUSED_EVENTS_ABI,
  STORY_ADDRESSES,
  decodeIpRegistered,
  type ProductLicense,
} from '../../contract/story/index.js';
import { createChainClient, type ChainClient, type ReceiptLog } from '../src/chain/client.js';
import { openChainShop, type ChainShop } from './chainShop.js';
import {
  CHAIN_ID,
  bearer,
  createProduct,
  newWallet,
  startApp,
  type TestApp,
  type TestResponse,
} from './helpers.js';
import { sdkAbi } from './storySdk.js';
import {
  createCollectionCall,
  encodeMintAndRegisterIp,
  openStoryChain,
  registerTermsCall,
  type StoryChain,
} from './storyChain.js';

let shop: ChainShop;
let story: StoryChain;
let real: ChainClient;
let app: TestApp;
let licensorWallet: Wallet;
/** Logs added to the receipt of a transaction hash, as a node would return them. */
const added = new Map<string, ReceiptLog[]>();

const attached = new Interface(LICENSING_MODULE_REFUSED_EVENTS_ABI);

/** A LicenseTermsAttached log of `ipId`, emitted by `emitter` (Story's LicensingModule unless told otherwise). */
function termsAttachedLog(
  ipId: string,
  termsId: bigint,
  emitter: string = STORY_ADDRESSES.licensingModule,
): ReceiptLog {
  const fragment = attached.getEvent('LicenseTermsAttached');
  if (fragment === null) throw new Error('no LicenseTermsAttached in the ABI');
  const { data, topics } = attached.encodeEventLog(fragment, [
    licensorWallet.address,
    ipId,
    STORY_ADDRESSES.piLicenseTemplate,
    termsId,
  ]);
  return { address: emitter.toLowerCase(), topics, data };
}

beforeAll(async () => {
  shop = await openChainShop(1_000_000n);
  story = await openStoryChain(shop.devnet);
  licensorWallet = await story.wallet(shop.licensor.wallet.privateKey);
  real = createChainClient({ rpcUrl: shop.devnet.rpcUrl, chainId: CHAIN_ID, timeoutMs: 5000 });
  const chain: ChainClient = {
    ...real,
    async lookupReceipt(hash) {
      const lookup = await real.lookupReceipt(hash);
      const extra = added.get(hash.toLowerCase());
      return lookup.state === 'mined' && extra !== undefined
        ? { ...lookup, logs: [...lookup.logs, ...extra] }
        : lookup;
    },
  };
  app = await startApp(shop.database.db, shop.env, { chain });
  const created = await story.send(
    licensorWallet,
    createCollectionCall('Test Studio', licensorWallet.address),
  );
  const recorded = await post('/api/products/deploy-contract/', created.hash);
  expect(recorded.statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
  real?.close();
  story?.close();
  await shop?.close();
});

function post(url: string, txHash: string): Promise<TestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: bearer(shop.licensor.token),
    payload: { tx_hash: txHash },
  });
}

interface Registration {
  collection_address: string;
  ip_metadata: { uri: string; hash: string };
  nft_metadata: { uri: string; hash: string };
  terms_uri: string;
}

/** A new product of the licensor with its PIL terms registered, and a real mintAndRegisterIp of its IP asset. */
async function registeredOnChain(): Promise<{
  productId: string;
  receipt: TransactionReceipt;
  ipId: string;
}> {
  const product = await createProduct(app, shop.licensor, {}, shop.devnet.usdc.address);
  const get = (path: string) =>
    app.inject({ method: 'GET', url: path, headers: bearer(shop.licensor.token) });
  const reg = (await get(`/api/products/products/${product.id}/story-registration/`)).json<Registration>();
  const license = (await get(`/api/products/products/${product.id}/`)).json<{ license: ProductLicense }>()
    .license;
  await story.send(licensorWallet, registerTermsCall(license, reg.terms_uri));
  const receipt = await story.send(
    licensorWallet,
    encodeMintAndRegisterIp({
      spgNftContract: reg.collection_address,
      recipient: licensorWallet.address,
      ipMetadata: {
        ipMetadataURI: reg.ip_metadata.uri,
        ipMetadataHash: reg.ip_metadata.hash,
        nftMetadataURI: reg.nft_metadata.uri,
        nftMetadataHash: reg.nft_metadata.hash,
      },
    }),
  );
  const ipId = decodeIpRegistered(receipt.logs)[0]?.ipId;
  if (ipId === undefined) throw new Error('no IP registered');
  return { productId: product.id, receipt, ipId };
}

const registerIp = (productId: string, txHash: string) =>
  post(`/api/products/products/${productId}/register-ip/`, txHash);

describe('POST /api/products/products/{id}/register-ip/ and attached terms', () => {
  it('refuses a registration whose receipt attaches licence terms to the IP (409 with the reason)', async () => {
    const { productId, receipt, ipId } = await registeredOnChain();
    added.set(receipt.hash.toLowerCase(), [termsAttachedLog(ipId, 7n)]);
    const refused = await registerIp(productId, receipt.hash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(
        /^Story transaction rejected: licence terms attached to the IP \(terms 7 are attached to 0x[0-9a-f]{40}: anyone could mint/,
      ),
      fields: { tx_hash: 'licence terms attached to the IP' },
    });
    // Nothing was recorded: the product is still unregistered, and a registration without attached terms is taken.
    const product = await app.inject({
      method: 'GET',
      url: `/api/products/products/${productId}/`,
      headers: bearer(shop.licensor.token),
    });
    expect(product.json()).toMatchObject({ ip_id: null, license_terms_id: null });
  });

  it('takes a registration without attached terms, and one whose event is of another IP', async () => {
    const clean = await registeredOnChain();
    expect((await registerIp(clean.productId, clean.receipt.hash)).statusCode).toBe(200);

    const other = await registeredOnChain();
    added.set(other.receipt.hash.toLowerCase(), [termsAttachedLog(newWallet().address.toLowerCase(), 1n)]);
    const taken = await registerIp(other.productId, other.receipt.hash);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ ip_id: other.ipId });
  });

  it('does not count the event re-emitted by another contract (it attaches nothing on Story)', async () => {
    const { productId, receipt, ipId } = await registeredOnChain();
    added.set(receipt.hash.toLowerCase(), [termsAttachedLog(ipId, 7n, newWallet().address)]);
    expect((await registerIp(productId, receipt.hash)).statusCode).toBe(200);
  });

  it('decodes the event the Story SDK knows: same topic and indexed fields', () => {
    const ours = attached.getEvent('LicenseTermsAttached');
    const sdk = new Interface(sdkAbi('licensingModule')).getEvent('LicenseTermsAttached');
    if (ours === null || sdk === null) throw new Error('event missing');
    const shape = (event: EventFragment) =>
      `${event.topicHash} ${event.inputs.map((p) => `${p.type}${p.indexed ? ' indexed' : ''}`).join(',')}`;
    expect(shape(ours)).toBe(shape(sdk));
  });
});
