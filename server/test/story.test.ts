/**
 * Licences on Story (docs/product.md §10) through the API, against the devnet's Story stand-ins: real transactions,
 * real receipts read through RPC_URL. Each endpoint first refuses the receipts an attacker or a mistake could bring
 * (another contract, another IP, another receiver, another chain, a reverted or replayed transaction), then takes
 * the real one. The steps build on each other: collection → IP asset → licence tokens → remix.
 */
import { createHash } from 'node:crypto';
import { keccak256, type TransactionReceipt, type Wallet } from 'ethers';
import { licenseToPilTerms, type ProductLicense } from '../../contract/story/index.js';
import type { Devnet, DevnetAccount } from '../../scripts/devnet/index.js';
import { fundedBuyers, openChainShop, type ChainShop } from './chainShop.js';
import {
  bearer,
  buyerToken,
  createLicensor,
  createProduct,
  newWallet,
  placeOrder,
  type Licensor,
  type TestApp,
  type TestResponse,
} from './helpers.js';
import {
  createCollectionCall,
  encodeMintAndRegisterIp,
  encodeMintLicenseTokens,
  encodeRegisterDerivativeWithLicenseTokens,
  openStoryChain,
  registerTermsCall,
  type StoryChain,
} from './storyChain.js';
import { addWebhook } from './webhookKit.js';

const PRICE = 1_000_000n;

let shop: ChainShop;
let devnet: Devnet;
let app: TestApp;
let story: StoryChain;
/** The licensor of the shop, its wallet able to send transactions. */
let licensor: Licensor;
let licensorWallet: Wallet;
let productId: string;
/** Another licensor with a company of its own. */
let rival: Licensor;
let rivalWallet: Wallet;
let nextBuyer: () => Promise<DevnetAccount>;

beforeAll(async () => {
  shop = await openChainShop(PRICE);
  ({ devnet, app, licensor, productId } = shop);
  story = await openStoryChain(devnet);
  licensorWallet = await story.wallet(licensor.wallet.privateKey);
  rival = await createLicensor(app, { name: 'Rival Studio' });
  rivalWallet = await story.wallet(rival.wallet.privateKey);
  nextBuyer = fundedBuyers(devnet, 1000n * PRICE);
});

afterAll(async () => {
  story?.close();
  await shop?.close();
});

function post(token: string, url: string, payload: object): Promise<TestResponse> {
  return app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

function get(token: string, url: string): Promise<TestResponse> {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}

function expectRejected(response: TestResponse, reason: string) {
  expect([response.statusCode, response.json()]).toEqual([
    409,
    {
      error: expect.stringMatching(new RegExp(`^Story transaction rejected: ${reason}`)),
      fields: { tx_hash: reason },
    },
  ]);
}

/** The hash of a transaction signed for another chain (Ethereum, id 1): this chain never saw it. */
async function otherChainHash(wallet: Wallet): Promise<string> {
  const signed = await wallet.signTransaction({
    chainId: 1,
    to: wallet.address,
    value: 1n,
    nonce: 0,
    gasLimit: 21_000n,
    maxFeePerGas: 10n ** 9n,
    maxPriorityFeePerGas: 1n,
    type: 2,
  });
  return keccak256(signed);
}

const MALFORMED = [
  {},
  { tx_hash: '0x1234' },
  { tx_hash: 'f'.repeat(64) },
  { tx_hash: `0x${'a'.repeat(64)}`, extra: 1 },
];

async function expectMalformedRefused(token: string, url: string) {
  for (const payload of MALFORMED) expect((await post(token, url, payload)).statusCode).toBe(400);
}

// ---------------------------------------------------------------------------------------------------------------
// §10.1 The company's licence collection.

let collection: string;

async function createCollection(wallet: Wallet, owner = wallet.address, name = 'Test Studio') {
  return story.send(wallet, createCollectionCall(name, owner));
}

describe('POST /api/products/deploy-contract/', () => {
  const url = '/api/products/deploy-contract/';

  it('refuses malformed hashes (400), and a wallet without a company (404)', async () => {
    await expectMalformedRefused(licensor.token, url);
    const buyer = await buyerToken(app, newWallet());
    expect((await post(buyer, url, { tx_hash: `0x${'1'.repeat(64)}` })).statusCode).toBe(404);
  });

  it('refuses a transaction of another chain, and a reverted one', async () => {
    expectRejected(
      await post(licensor.token, url, { tx_hash: await otherChainHash(licensorWallet) }),
      'transaction not found',
    );
    // A collection with no supply reverts on Story (SPGNFT__ZeroMaxSupply); mined with status 0.
    const call = createCollectionCall('Test Studio', licensorWallet.address);
    const zeroSupply = { ...call, data: call.data.replace(`${'0'.repeat(56)}ffffffff`, '0'.repeat(64)) };
    const reverted = await story.send(licensorWallet, zeroSupply, { allowRevert: true });
    expect(reverted.status).toBe(0);
    expectRejected(await post(licensor.token, url, { tx_hash: reverted.hash }), 'transaction failed');
  });

  it('refuses the same events re-emitted by another contract', async () => {
    const real = await createCollection(licensorWallet);
    const forged = await story.replayFromAnotherContract(licensorWallet, real.hash);
    expectRejected(await post(licensor.token, url, { tx_hash: forged }), 'no collection created by Story');
  });

  it("refuses another wallet's collection, and a collection whose minter is another wallet", async () => {
    const rivals = await createCollection(rivalWallet);
    expectRejected(await post(licensor.token, url, { tx_hash: rivals.hash }), 'sent by another wallet');
    const givenAway = await createCollection(licensorWallet, rivalWallet.address);
    expectRejected(
      await post(licensor.token, url, { tx_hash: givenAway.hash }),
      'collection of another wallet',
    );
  });

  it('refuses a collection open to public minting', async () => {
    const call = createCollectionCall('Test Studio', licensorWallet.address);
    // isPublicMinting is the last word of the init parameters' head.
    const head = call.data.slice(0, 10 + 64 * 12);
    const open = { ...call, data: `${head.slice(0, -1)}1${call.data.slice(head.length)}` };
    const receipt = await story.send(licensorWallet, open);
    expectRejected(
      await post(licensor.token, url, { tx_hash: receipt.hash }),
      'collection open to public minting',
    );
  });

  it('records the real collection once, on the company, and refuses a second one', async () => {
    const receipt = await createCollection(licensorWallet);
    const response = await post(licensor.token, url, { tx_hash: receipt.hash });
    expect(response.statusCode).toBe(200);
    collection = response.json<{ collection_address: string }>().collection_address;
    expect(response.json()).toEqual({
      collection_address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      tx_hash: receipt.hash,
    });
    const company = await get(licensor.token, `/api/companies/${licensor.company.id}/`);
    expect(company.json()).toMatchObject({ collection_address: collection });
    // The same hash again answers the same (a retry); another collection is refused.
    expect((await post(licensor.token, url, { tx_hash: receipt.hash })).json()).toEqual(response.json());
    const second = await createCollection(licensorWallet);
    const refused = await post(licensor.token, url, { tx_hash: second.hash });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'This company already has a licence collection on Story' });
  });

  it('refuses a hash another company already used', async () => {
    const used = (
      await shop.database.db.query<{ collection_tx_hash: string }>(
        'SELECT collection_tx_hash FROM companies WHERE id = $1',
        [licensor.company.id],
      )
    ).rows[0]?.collection_tx_hash;
    expectRejected(await post(rival.token, url, { tx_hash: String(used) }), 'transaction already used');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// §10.2 The product's IP asset and licence terms.

interface Registration {
  collection_address: string | null;
  ip_metadata: { uri: string; hash: string };
  nft_metadata: { uri: string; hash: string };
  terms_uri: string;
  license_terms: Record<string, unknown>;
}

async function registration(token: string, id: string): Promise<Registration> {
  const response = await get(token, `/api/products/products/${id}/story-registration/`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function productLicense(token: string, id: string): Promise<ProductLicense> {
  return (await get(token, `/api/products/products/${id}/`)).json<{ license: ProductLicense }>().license;
}

/** mintAndRegisterIp as the SPA sends it, with the metadata the API gives; `changes` alter one input. */
async function mintAndRegister(
  wallet: Wallet,
  reg: Registration,
  changes: { spgNftContract?: string; recipient?: string; ipMetadataHash?: string } = {},
  options: { allowRevert?: boolean } = {},
): Promise<TransactionReceipt> {
  return story.send(
    wallet,
    encodeMintAndRegisterIp({
      spgNftContract: changes.spgNftContract ?? reg.collection_address ?? '',
      recipient: changes.recipient ?? wallet.address,
      ipMetadata: {
        ipMetadataURI: reg.ip_metadata.uri,
        ipMetadataHash: changes.ipMetadataHash ?? reg.ip_metadata.hash,
        nftMetadataURI: reg.nft_metadata.uri,
        nftMetadataHash: reg.nft_metadata.hash,
      },
    }),
    options,
  );
}

let ipId: string;
let licenseTermsId: string;
/** A second product of the licensor, registered too (its IP is "another IP" for the first one's orders). */
let secondProduct: { id: string; ip_id: string; license_terms_id: string };

describe('POST /api/products/products/{id}/register-ip/', () => {
  const url = (id: string) => `/api/products/products/${id}/register-ip/`;
  let reg: Registration;

  beforeAll(async () => {
    reg = await registration(licensor.token, productId);
  });

  it('answers what the wallet puts on chain: our metadata URIs with the hashes of the JSON served, and the PIL terms', async () => {
    expect(reg.collection_address).toBe(collection);
    expect(reg.ip_metadata.uri).toBe(`http://localhost:3000/api/story/products/${productId}/ip-metadata/`);
    for (const [path, hash] of [
      [`/api/story/products/${productId}/ip-metadata/`, reg.ip_metadata.hash],
      [`/api/story/products/${productId}/nft-metadata/`, reg.nft_metadata.hash],
    ] as const) {
      const served = await app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(`0x${createHash('sha256').update(served.body).digest('hex')}`).toBe(hash);
    }
    const ipa = (
      await app.inject({ method: 'GET', url: `/api/story/products/${productId}/ip-metadata/` })
    ).json();
    expect(ipa).toMatchObject({
      title: 'Moonlight Character Pack',
      description: 'Twelve characters for your stories',
      creators: [
        { name: 'Test Studio', address: licensor.wallet.address.toLowerCase(), contributionPercent: 100 },
      ],
    });
    const terms = (
      await app.inject({ method: 'GET', url: `/api/story/products/${productId}/terms/` })
    ).json();
    expect(terms).toMatchObject({
      territory: 'Worldwide',
      ai_learning_allowed: false,
      commercial_rev_share_pct: 5,
    });
    const license = await productLicense(licensor.token, productId);
    const expected = licenseToPilTerms(license, reg.terms_uri);
    expect(reg.license_terms).toEqual(
      JSON.parse(
        JSON.stringify(expected, (_key, value: unknown) =>
          typeof value === 'bigint' ? value.toString() : value,
        ),
      ),
    );
  });

  it("answers 404 for another company's product, 400 for a malformed hash, 409 before the company has a collection", async () => {
    expect((await post(rival.token, url(productId), { tx_hash: `0x${'2'.repeat(64)}` })).statusCode).toBe(
      404,
    );
    expect(
      (await get(rival.token, `/api/products/products/${productId}/story-registration/`)).statusCode,
    ).toBe(404);
    await expectMalformedRefused(licensor.token, url(productId));
    const rivalProduct = await createProduct(app, rival, {}, devnet.usdc.address);
    const refused = await post(rival.token, url(rivalProduct.id), { tx_hash: `0x${'2'.repeat(64)}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: expect.stringMatching(/licence collection on Story first/),
    });
  });

  it('refuses a transaction of another chain, and a reverted one', async () => {
    expectRejected(
      await post(licensor.token, url(productId), { tx_hash: await otherChainHash(licensorWallet) }),
      'transaction not found',
    );
    // Only the collection's minters may mint into it: the rival's attempt reverts.
    const reverted = await mintAndRegister(rivalWallet, reg, {}, { allowRevert: true });
    expect(reverted.status).toBe(0);
    expectRejected(
      await post(licensor.token, url(productId), { tx_hash: reverted.hash }),
      'transaction failed',
    );
  });

  it('refuses an IP asset outside the company collection (another IP), and one handed to another receiver', async () => {
    await story.send(
      licensorWallet,
      registerTermsCall(await productLicense(licensor.token, productId), reg.terms_uri),
    );
    const other = await createCollection(licensorWallet);
    const otherCollection = `0x${other.logs.find((log) => log.address.toLowerCase() === '0xbe39e1c756e921bd25df86e7aaa31106d1eb0424')?.topics[1]?.slice(-40)}`;
    const elsewhere = await mintAndRegister(licensorWallet, reg, { spgNftContract: otherCollection });
    expectRejected(
      await post(licensor.token, url(productId), { tx_hash: elsewhere.hash }),
      "IP asset outside the company's collection",
    );
    const handedOver = await mintAndRegister(licensorWallet, reg, { recipient: rivalWallet.address });
    expectRejected(
      await post(licensor.token, url(productId), { tx_hash: handedOver.hash }),
      'minted to another receiver',
    );
  });

  it('refuses metadata whose hash is not the JSON we serve', async () => {
    const wrong = await mintAndRegister(licensorWallet, reg, { ipMetadataHash: `0x${'ab'.repeat(32)}` });
    expectRejected(
      await post(licensor.token, url(productId), { tx_hash: wrong.hash }),
      'metadata does not match',
    );
  });

  it('refuses the events of a real registration re-emitted by another contract', async () => {
    const real = await mintAndRegister(licensorWallet, reg);
    const forged = await story.replayFromAnotherContract(licensorWallet, real.hash);
    expectRejected(
      await post(licensor.token, url(productId), { tx_hash: forged }),
      'no IP asset registered by Story',
    );
  });

  it('refuses a registration whose PIL terms are not the product licence, until the product terms are registered', async () => {
    const license = { ...(await productLicense(licensor.token, productId)) };
    const product2 = await createProduct(app, licensor, { title: 'Second Pack' }, devnet.usdc.address);
    const reg2 = await registration(licensor.token, product2.id);
    // Terms of the licence with another revenue share: not the product's.
    await story.send(
      licensorWallet,
      registerTermsCall({ ...license, commercial_rev_share_pct: 50 }, reg2.terms_uri),
    );
    const minted = await mintAndRegister(licensorWallet, reg2);
    expectRejected(
      await post(licensor.token, url(product2.id), { tx_hash: minted.hash }),
      'licence terms not registered',
    );
    // The refusal spent nothing: once the product's own terms are registered the same receipt is taken.
    await story.send(licensorWallet, registerTermsCall(license, reg2.terms_uri));
    const accepted = await post(licensor.token, url(product2.id), { tx_hash: minted.hash });
    expect(accepted.statusCode).toBe(200);
    secondProduct = { id: product2.id, ...accepted.json<{ ip_id: string; license_terms_id: string }>() };
  });

  it('records the IP asset and terms of the real registration', async () => {
    const real = await mintAndRegister(licensorWallet, reg);
    const response = await post(licensor.token, url(productId), { tx_hash: real.hash });
    expect(response.statusCode).toBe(200);
    const product = response.json<{ ip_id: string; license_terms_id: string }>();
    expect(product.ip_id).toMatch(/^0x[0-9a-f]{40}$/);
    expect(product.license_terms_id).toMatch(/^[1-9][0-9]*$/);
    ({ ip_id: ipId, license_terms_id: licenseTermsId } = product);
    // A retry answers the same; the hash cannot register another product; the product cannot register again.
    expect((await post(licensor.token, url(productId), { tx_hash: real.hash })).json()).toMatchObject(
      product,
    );
    const third = await createProduct(app, licensor, { title: 'Third Pack' }, devnet.usdc.address);
    expectRejected(
      await post(licensor.token, url(third.id), { tx_hash: real.hash }),
      'transaction already used',
    );
    const again = await mintAndRegister(licensorWallet, reg);
    expect((await post(licensor.token, url(productId), { tx_hash: again.hash })).statusCode).toBe(409);
  });

  it('then refuses changes of the licence terms and the IP asset, and keeps the rest editable', async () => {
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/products/products/${productId}/`,
        headers: bearer(licensor.token),
        payload,
      });
    const share = await patch({ license: { commercial_rev_share_pct: 10 } });
    expect(share.statusCode).toBe(409);
    expect(share.json()).toMatchObject({
      error: expect.stringMatching(/registered on Story.*create a new product/),
      fields: { 'license.commercial_rev_share_pct': 'Registered on Story; cannot change' },
    });
    expect((await patch({ license: { territory: 'Korea' } })).statusCode).toBe(409);
    expect((await patch({ ip_id: newWallet().address })).statusCode).toBe(409);
    const renamed = await patch({ title: 'Moonlight Pack, renamed', license: { territory: 'Worldwide' } });
    expect(renamed.statusCode).toBe(200);
    // The IP asset keeps the metadata it was registered with, byte for byte.
    const served = await app.inject({ method: 'GET', url: `/api/story/products/${productId}/ip-metadata/` });
    expect(`0x${createHash('sha256').update(served.body).digest('hex')}`).toBe(reg.ip_metadata.hash);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// §10.3 Licence tokens of a paid order.

async function paidOrder(product: string, buyer: DevnetAccount, quantity = 1) {
  const order = await placeOrder(app, product, buyer, quantity);
  const hash = await devnet.transfer(buyer, order.pay_to, PRICE * BigInt(quantity));
  const paid = await app.inject({
    method: 'POST',
    url: `/api/products/orders/${order.id}/pay/`,
    payload: { tx_hash: hash },
  });
  expect(paid.json()).toMatchObject({ status: 'paid' });
  return order;
}

function mintTokens(
  wallet: Wallet,
  input: { ip?: string; terms?: string; amount?: number; receiver: string },
  options = {},
) {
  return story.send(
    wallet,
    encodeMintLicenseTokens({
      licensorIpId: input.ip ?? ipId,
      licenseTermsId: input.terms ?? licenseTermsId,
      amount: input.amount ?? 1,
      receiver: input.receiver,
    }),
    options,
  );
}

let buyer: DevnetAccount;
let buyerWallet: Wallet;
let order: { id: string; number: string };
let tokenIds: string[];

describe('POST /api/products/orders/{id}/license-token/', () => {
  const url = (id: string) => `/api/products/orders/${id}/license-token/`;

  beforeAll(async () => {
    buyer = await nextBuyer();
    buyerWallet = await story.wallet(buyer.privateKey);
    order = await paidOrder(productId, buyer, 2);
  });

  it('lists the paid order among those waiting for licence tokens', async () => {
    const waiting = await get(licensor.token, '/api/products/orders/awaiting-license-tokens/');
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json<{ results: unknown[] }>().results).toContainEqual({
      order_id: order.id,
      order_number: order.number,
      product_id: productId,
      product_title: expect.any(String),
      ip_id: ipId,
      license_terms_id: licenseTermsId,
      buyer_address: buyer.address.toLowerCase(),
      quantity: 2,
      paid_at: expect.any(String),
      // Issued by hand: no automatic issuing for this product (docs/product.md §11.1).
      issuing: false,
      issue_problem: null,
    });
  });

  it("answers 404 for another company's order, 400 for a malformed hash, 409 for an unpaid order", async () => {
    expect((await post(rival.token, url(order.id), { tx_hash: `0x${'3'.repeat(64)}` })).statusCode).toBe(404);
    await expectMalformedRefused(licensor.token, url(order.id));
    const unpaid = await placeOrder(app, productId, await nextBuyer());
    const refused = await post(licensor.token, url(unpaid.id), { tx_hash: `0x${'3'.repeat(64)}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'Licence tokens are issued for paid orders; this one is pending_payment',
    });
  });

  it('refuses a transaction of another chain, and a reverted one (a wallet that does not own the IP)', async () => {
    expectRejected(
      await post(licensor.token, url(order.id), { tx_hash: await otherChainHash(licensorWallet) }),
      'transaction not found',
    );
    const reverted = await mintTokens(
      rivalWallet,
      { amount: 2, receiver: buyer.address },
      { allowRevert: true },
    );
    expect(reverted.status).toBe(0);
    expectRejected(
      await post(licensor.token, url(order.id), { tx_hash: reverted.hash }),
      'transaction failed',
    );
  });

  it('refuses tokens of another IP, minted to another receiver, or another quantity', async () => {
    const otherIp = await mintTokens(licensorWallet, {
      ip: secondProduct.ip_id,
      terms: secondProduct.license_terms_id,
      amount: 2,
      receiver: buyer.address,
    });
    expectRejected(await post(licensor.token, url(order.id), { tx_hash: otherIp.hash }), 'another IP asset');
    const elsewhere = await mintTokens(licensorWallet, { amount: 2, receiver: rivalWallet.address });
    expectRejected(
      await post(licensor.token, url(order.id), { tx_hash: elsewhere.hash }),
      'minted to another receiver',
    );
    const one = await mintTokens(licensorWallet, { amount: 1, receiver: buyer.address });
    expectRejected(await post(licensor.token, url(order.id), { tx_hash: one.hash }), 'wrong quantity');
  });

  it('refuses the events of a real mint re-emitted by another contract', async () => {
    const real = await mintTokens(licensorWallet, { amount: 2, receiver: buyer.address });
    const forged = await story.replayFromAnotherContract(licensorWallet, real.hash);
    expectRejected(
      await post(licensor.token, url(order.id), { tx_hash: forged }),
      'no licence tokens minted by Story',
    );
  });

  it('records the real tokens, completes the order and its License, and shows them to the buyer', async () => {
    const real = await mintTokens(licensorWallet, { amount: 2, receiver: buyer.address });
    const response = await post(licensor.token, url(order.id), { tx_hash: real.hash });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      status: string;
      license_id: string;
      license_tokens: { token_ids: string[] };
    }>();
    expect(answer).toMatchObject({
      id: order.id,
      status: 'completed',
      license_id: expect.any(String),
      license_tokens: {
        ip_id: ipId,
        license_terms_id: licenseTermsId,
        token_ids: [expect.any(String), expect.any(String)],
        mint_tx_hash: real.hash,
      },
    });
    tokenIds = answer.license_tokens.token_ids;
    expect(BigInt(tokenIds[1] ?? '0') - BigInt(tokenIds[0] ?? '0')).toBe(1n);
    // The retry answers the same; the hash completes no other order.
    expect((await post(licensor.token, url(order.id), { tx_hash: real.hash })).json()).toEqual(answer);
    const another = await paidOrder(productId, await nextBuyer());
    expectRejected(
      await post(licensor.token, url(another.id), { tx_hash: real.hash }),
      'transaction already used',
    );
    // The licensor's order detail names the same tokens (docs/product.md §9: licence by token ids, never a bare id).
    const detail = await get(licensor.token, `/api/products/orders/${order.id}/`);
    expect(detail.json()).toMatchObject({
      license_tokens: { ip_id: ipId, token_ids: tokenIds, mint_tx_hash: real.hash },
    });
    // The buyer sees the tokens on their order; the licensor's queue no longer lists it.
    const mine = await get(await buyerToken(app, buyer), '/api/products/orders/mine/');
    expect(mine.json<{ results: { id: string }[] }>().results.find((o) => o.id === order.id)).toMatchObject({
      status: 'completed',
      license_tokens: { ip_id: ipId, token_ids: tokenIds, mint_tx_hash: real.hash },
    });
    const waiting = await get(licensor.token, '/api/products/orders/awaiting-license-tokens/');
    expect(waiting.json<{ results: { order_id: string }[] }>().results.map((o) => o.order_id)).not.toContain(
      order.id,
    );
  });

  // docs/product.md §10.3: "Issue licences" may mint every waiting order's tokens in one EIP-5792 batch, one
  // transaction hash for several orders. Each order takes its own tokens from it; no order takes tokens another order
  // took.
  const mintCall = (receiver: string, amount = 1) =>
    encodeMintLicenseTokens({ licensorIpId: ipId, licenseTermsId, amount, receiver });
  const tokensOf = (response: TestResponse) =>
    response.json<{ license_tokens: { token_ids: string[]; mint_tx_hash: string } }>().license_tokens;

  it('records two orders from one batch transaction, each with its own tokens', async () => {
    const first = await nextBuyer();
    const second = await nextBuyer();
    const a = await paidOrder(productId, first, 2);
    const b = await paidOrder(productId, second, 1);
    const batch = await story.sendBatch(licensorWallet, [
      mintCall(first.address, 2),
      mintCall(second.address),
    ]);
    expect(batch.status).toBe(1);
    const recordedA = await post(licensor.token, url(a.id), { tx_hash: batch.hash });
    expect(recordedA.statusCode).toBe(200);
    const recordedB = await post(licensor.token, url(b.id), { tx_hash: batch.hash });
    expect(recordedB.statusCode).toBe(200);
    const [tokensA, tokensB] = [tokensOf(recordedA), tokensOf(recordedB)];
    expect(tokensA.token_ids).toHaveLength(2);
    expect(tokensB.token_ids).toHaveLength(1);
    expect(tokensA.token_ids).not.toContain(tokensB.token_ids[0]);
    expect([tokensA.mint_tx_hash, tokensB.mint_tx_hash]).toEqual([batch.hash, batch.hash]);
    // Each order's retry answers the same record; the tokens are the buyer's on chain.
    expect((await post(licensor.token, url(b.id), { tx_hash: batch.hash })).json()).toEqual(recordedB.json());
    const holder = await story.provider.call({
      to: '0xFe3838BFb30B34170F00030B52eA4893d8aAC6bC',
      data: `0x6352211e${BigInt(tokensB.token_ids[0] ?? '0')
        .toString(16)
        .padStart(64, '0')}`,
    });
    expect(`0x${holder.slice(26)}`).toBe(second.address.toLowerCase());
    // A third order, even of one of the same buyers, finds nothing left for it in the batch.
    const third = await paidOrder(productId, second, 1);
    expectRejected(
      await post(licensor.token, url(third.id), { tx_hash: batch.hash }),
      'licence tokens already claimed',
    );
    const stranger = await paidOrder(productId, await nextBuyer(), 1);
    expectRejected(
      await post(licensor.token, url(stranger.id), { tx_hash: batch.hash }),
      'transaction already used',
    );
  });

  it('sends one license.issued for an order completed by hand before its tokens were recorded', async () => {
    // docs/product.md §12.1: the licensor's "completed" issued the License; recording the tokens later does not
    // issue it again.
    const webhook = await addWebhook(app, licensor, 'http://127.0.0.1:9/hook', ['license.issued']);
    const late = await nextBuyer();
    const handled = await paidOrder(productId, late, 1);
    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${handled.id}/`,
      headers: bearer(licensor.token),
      payload: { status: 'completed' },
    });
    expect(completed.statusCode).toBe(200);
    const minted = await mintTokens(licensorWallet, { receiver: late.address });
    expect((await post(licensor.token, url(handled.id), { tx_hash: minted.hash })).statusCode).toBe(200);
    const events = await shop.database.db.query<{ type: string }>(
      'SELECT type FROM webhook_events WHERE order_id = $1',
      [handled.id],
    );
    expect(events.rows.map((row) => row.type)).toEqual(['license.issued']);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/companies/webhooks/${webhook.id}/`,
      headers: bearer(licensor.token),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('refuses an order of the same buyer the tokens another order took from the batch', async () => {
    const same = await nextBuyer();
    const a = await paidOrder(productId, same, 1);
    const b = await paidOrder(productId, same, 1);
    // The batch minted for one order only: whichever order records it first takes the tokens, the other is refused.
    const batch = await story.sendBatch(licensorWallet, [mintCall(same.address)]);
    expect((await post(licensor.token, url(a.id), { tx_hash: batch.hash })).statusCode).toBe(200);
    expectRejected(
      await post(licensor.token, url(b.id), { tx_hash: batch.hash }),
      'licence tokens already claimed',
    );
    // Two mints for the same buyer in one batch serve both orders, each its own token.
    const c = await paidOrder(productId, same, 1);
    const d = await paidOrder(productId, same, 1);
    const both = await story.sendBatch(licensorWallet, [mintCall(same.address), mintCall(same.address)]);
    const [recordedC, recordedD] = await Promise.all([
      post(licensor.token, url(c.id), { tx_hash: both.hash }),
      post(licensor.token, url(d.id), { tx_hash: both.hash }),
    ]);
    expect([recordedC.statusCode, recordedD.statusCode]).toEqual([200, 200]);
    expect(tokensOf(recordedC).token_ids).not.toEqual(tokensOf(recordedD).token_ids);
  });

  it('leaves orders of products not registered on Story to complete as before', async () => {
    const plain = await createProduct(
      app,
      licensor,
      { title: 'Plain Pack', price: { amount: PRICE.toString(), token: { address: devnet.usdc.address } } },
      devnet.usdc.address,
    );
    const plainOrder = await paidOrder(plain.id, await nextBuyer());
    const refused = await post(licensor.token, url(plainOrder.id), { tx_hash: `0x${'4'.repeat(64)}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: expect.stringMatching(/not registered on Story/) });
    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${plainOrder.id}/`,
      headers: bearer(licensor.token),
      payload: { status: 'completed' },
    });
    expect(completed.json()).toMatchObject({ status: 'completed', license_id: expect.any(String) });
  });

  it('lists the licence tokens a company wallet holds beside its balances', async () => {
    // The rival's wallet received two tokens above (minted to another receiver).
    const tokens = await get(rival.token, '/api/companies/wallet-tokens/');
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json()).toMatchObject({
      native: { balance: expect.any(String) },
      license_tokens: {
        holder: rivalWallet.address.toLowerCase(),
        balance: '2',
        tokens: [
          { token_id: expect.any(String), licensor_ip_id: ipId, license_terms_id: licenseTermsId },
          { token_id: expect.any(String), licensor_ip_id: ipId, license_terms_id: licenseTermsId },
        ],
      },
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// §10.4 A remix registered from licence tokens the API recorded.

/** The buyer's own IP asset: a collection of their own and one token in it. */
async function buyerIp(wallet: Wallet): Promise<string> {
  const created = await createCollection(wallet, wallet.address, 'Remixer');
  const own = `0x${created.logs.find((log) => log.address.toLowerCase() === '0xbe39e1c756e921bd25df86e7aaa31106d1eb0424')?.topics[1]?.slice(-40)}`;
  const minted = await story.send(
    wallet,
    encodeMintAndRegisterIp({
      spgNftContract: own,
      recipient: wallet.address,
      ipMetadata: {
        ipMetadataURI: '',
        ipMetadataHash: `0x${'0'.repeat(64)}`,
        nftMetadataURI: '',
        nftMetadataHash: `0x${'0'.repeat(64)}`,
      },
    }),
  );
  const registered = minted.logs.find(
    (log) => log.address.toLowerCase() === '0x77319b4031e6ef1250907aa00018b8b1c67a244b',
  );
  return `0x${registered?.data.slice(26, 66)}`;
}

function remix(wallet: Wallet, childIpId: string, ids: readonly string[], options = {}) {
  return story.send(
    wallet,
    encodeRegisterDerivativeWithLicenseTokens({ childIpId, licenseTokenIds: ids }),
    options,
  );
}

describe('POST /api/products/remix-connect/', () => {
  const url = '/api/products/remix-connect/';

  it('refuses malformed hashes (400), another chain and a reverted transaction', async () => {
    const token = await buyerToken(app, buyer);
    await expectMalformedRefused(token, url);
    expectRejected(
      await post(token, url, { tx_hash: await otherChainHash(buyerWallet) }),
      'transaction not found',
    );
    // The rival does not hold the buyer's tokens: Story refuses.
    const rivalChild = await buyerIp(rivalWallet);
    const reverted = await remix(rivalWallet, rivalChild, tokenIds, { allowRevert: true });
    expect(reverted.status).toBe(0);
    expectRejected(await post(token, url, { tx_hash: reverted.hash }), 'transaction failed');
  });

  it('refuses a remix from licence tokens the API did not record', async () => {
    // The rival holds two tokens of the product minted outside any order.
    const rivalChild = await buyerIp(rivalWallet);
    const held = (await get(rival.token, '/api/companies/wallet-tokens/')).json<{
      license_tokens: { tokens: { token_id: string }[] };
    }>();
    const unrecorded = await remix(rivalWallet, rivalChild, [held.license_tokens.tokens[0]?.token_id ?? '0']);
    expectRejected(
      await post(rival.token, url, { tx_hash: unrecorded.hash }),
      'licence token not issued through OVERDIVE',
    );
  });

  let childIpId: string;
  let remixHash: string;

  it("refuses another wallet's remix, and the same events re-emitted by another contract", async () => {
    childIpId = await buyerIp(buyerWallet);
    const real = await remix(buyerWallet, childIpId, [tokenIds[0] ?? '']);
    remixHash = real.hash;
    expectRejected(await post(rival.token, url, { tx_hash: remixHash }), 'sent by another wallet');
    const forged = await story.replayFromAnotherContract(buyerWallet, remixHash);
    expectRejected(
      await post(await buyerToken(app, buyer), url, { tx_hash: forged }),
      'no derivative registered by Story',
    );
  });

  it('records the real remix, lists it under the product, and refuses the hash to anyone else', async () => {
    const token = await buyerToken(app, buyer);
    const response = await post(token, url, { tx_hash: remixHash });
    expect(response.statusCode).toBe(201);
    const expected = {
      id: expect.any(String),
      product_id: productId,
      parent_ip_id: ipId,
      child_ip_id: childIpId,
      license_token_ids: [tokenIds[0]],
      holder_address: buyer.address.toLowerCase(),
      tx_hash: remixHash,
      block_number: expect.any(Number),
      created_at: expect.any(String),
    };
    expect(response.json()).toEqual({ remixes: [expected] });
    expect((await post(token, url, { tx_hash: remixHash })).json()).toEqual(response.json());
    expectRejected(await post(rival.token, url, { tx_hash: remixHash }), 'transaction already used');
    const listed = await get(licensor.token, `/api/products/products/${productId}/remixes/`);
    expect(listed.json()).toEqual({ count: 1, next: null, previous: null, results: [expected] });
    expect((await get(rival.token, `/api/products/products/${productId}/remixes/`)).statusCode).toBe(404);
  });
});
