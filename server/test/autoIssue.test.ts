/**
 * Automatic issuing (docs/product.md §11.1) through the API, on the devnet's Story stand-ins: the issuer wallet, the
 * licensor's permission recorded from its PermissionSet event (every refusal first), and the licence tokens minted
 * from the issuer wallet when an order of a permitted product is paid, with no licensor action. When the permission
 * is taken back on chain or the issuer has no gas, the order waits in the Licences to issue queue with the reason
 * and is issued once it is put right. The licences it issued are then checked as anyone would (§11.2).
 *
 * One file past 400 lines on purpose: the verification tests read the licences the issuing tests made, and the
 * shop (devnet, registered products, permission) takes most of a minute to set up.
 */
import { Contract, type TransactionReceipt } from 'ethers';
import {
  LICENSE_TOKEN_ABI,
  STORY_ADDRESSES,
  encodeSetIssuerPermission,
  licensingModuleInterface,
  accessControllerInterface,
  type StoryCall,
} from '../../contract/story/index.js';
import type { DevnetAccount } from '../../scripts/devnet/index.js';
import { fundedBuyers } from './chainShop.js';
import {
  bearer,
  createLicensor,
  createProduct,
  newWallet,
  startApp,
  type TestResponse,
  readUntil,
} from './helpers.js';
import { openStoryShop, type StoryShop } from './storyShop.js';

const PRICE = 1_000_000n;
const issuerWallet = newWallet();
const issuer = issuerWallet.address.toLowerCase();
/** Tests wait seconds, not minutes, between a run that could not mint and the next. */
const FAST = { settleMs: 15_000, stuckAfterMs: 5_000, pollMs: 200, retryDelaySeconds: 1 };

let shop: StoryShop;
let nextBuyer: () => Promise<DevnetAccount>;

beforeAll(async () => {
  shop = await openStoryShop(
    PRICE,
    { LICENSE_ISSUER_KEY: issuerWallet.privateKey },
    { autoIssueTiming: FAST },
  );
  await shop.story.wallet(issuerWallet.privateKey);
  nextBuyer = fundedBuyers(shop.devnet, 1000n * PRICE);
});

afterAll(async () => {
  await shop?.close();
});

function post(url: string, payload: object, token = shop.licensor.token): Promise<TestResponse> {
  return shop.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

function get(url: string, token = shop.licensor.token): Promise<TestResponse> {
  return shop.app.inject({ method: 'GET', url, headers: bearer(token) });
}

function permissionCall(ipId: string, permission: 0 | 1, signer = issuer): StoryCall {
  return encodeSetIssuerPermission({ ipId, issuer: signer, permission });
}

async function setPermission(ipId: string, permission: 0 | 1): Promise<TransactionReceipt> {
  return shop.story.send(shop.licensorWallet, permissionCall(ipId, permission));
}

const autoIssueUrl = (productId: string) => `/api/products/products/${productId}/auto-issue/`;

function expectRejected(response: TestResponse, reason: string) {
  expect([response.statusCode, response.json()]).toEqual([
    409,
    {
      error: expect.stringMatching(new RegExp(`^Story transaction rejected: ${reason}`)),
      fields: { tx_hash: reason },
    },
  ]);
}

interface OrderDetail {
  status: string;
  history: { status: string; actor: string }[];
  license_tokens: { token_ids: string[]; mint_tx_hash: string; ip_id: string } | null;
}

const orderOf = async (id: string) => (await get(`/api/products/orders/${id}/`)).json<OrderDetail>();

interface Awaiting {
  order_id: string;
  issuing: boolean;
  issue_problem: string | null;
}

async function awaitingOf(orderId: string): Promise<Awaiting | undefined> {
  const answer = await get('/api/products/orders/awaiting-license-tokens/?page_size=100');
  expect(answer.statusCode).toBe(200);
  const page = answer.json<{ results: Awaiting[] }>();
  return page.results.find((entry) => entry.order_id === orderId);
}

const licenseToken = () => new Contract(STORY_ADDRESSES.licenseToken, LICENSE_TOKEN_ABI, shop.story.provider);

describe('GET /api/story/issuer/', () => {
  it('names the issuer wallet and its balance, and says when it runs low', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/story/issuer/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      address: issuer,
      enabled: true,
      balance: (await shop.story.provider.getBalance(issuer)).toString(),
      min_balance: '50000000000000000',
      low_balance: false,
    });
    const demanding = await startApp(
      shop.database.db,
      {
        ...shop.env,
        LICENSE_ISSUER_KEY: issuerWallet.privateKey,
        ISSUER_MIN_BALANCE: '1000000',
      },
      { runJobs: false },
    );
    try {
      expect((await demanding.inject({ method: 'GET', url: '/api/story/issuer/' })).json()).toMatchObject({
        min_balance: (10n ** 24n).toString(),
        low_balance: true,
      });
    } finally {
      await demanding.close();
    }
  });

  it('says automatic issuing is off without LICENSE_ISSUER_KEY, and never shows the key', async () => {
    const off = await startApp(shop.database.db, { ...shop.env, LICENSE_ISSUER_KEY: '' });
    try {
      const answer = await off.inject({ method: 'GET', url: '/api/story/issuer/' });
      expect(answer.json()).toEqual({
        address: null,
        enabled: false,
        balance: null,
        min_balance: '50000000000000000',
        low_balance: false,
      });
      const registered = await shop.registerProduct();
      const receipt = await setPermission(registered.ipId, 1);
      const refused = await off.inject({
        method: 'POST',
        url: autoIssueUrl(registered.productId),
        headers: bearer(shop.licensor.token),
        payload: { tx_hash: receipt.hash },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ fields: { tx_hash: 'automatic issuing is off' } });
    } finally {
      await off.close();
    }
    const body = (await shop.app.inject({ method: 'GET', url: '/api/story/issuer/' })).body;
    expect(body).not.toContain(issuerWallet.privateKey.slice(2));
  });
});

describe('POST /api/products/products/{id}/auto-issue/', () => {
  let registered: { productId: string; ipId: string };
  let other: { productId: string; ipId: string };

  beforeAll(async () => {
    registered = await shop.registerProduct();
    other = await shop.registerProduct();
  });

  it('refuses malformed hashes (400), a product of another company (404) and one not on Story (409)', async () => {
    for (const payload of [{}, { tx_hash: '0x12' }, { tx_hash: `0x${'a'.repeat(64)}`, extra: 1 }])
      expect((await post(autoIssueUrl(registered.productId), payload)).statusCode).toBe(400);
    const receipt = await setPermission(registered.ipId, 1);
    const stranger = await createProduct(
      shop.app,
      await createLicensor(shop.app),
      {},
      shop.devnet.usdc.address,
    );
    expect((await post(autoIssueUrl(stranger.id), { tx_hash: receipt.hash })).statusCode).toBe(404);
    const draft = await createProduct(shop.app, shop.licensor, {}, shop.devnet.usdc.address);
    const notOnStory = await post(autoIssueUrl(draft.id), { tx_hash: receipt.hash });
    expect(notOnStory.statusCode).toBe(409);
    expect(notOnStory.json<{ error: string }>().error).toMatch(/Register the product on Story first/);
  });

  it('refuses a transaction that sets no permission, or one for another IP, signer, module or function', async () => {
    const url = autoIssueUrl(registered.productId);
    const transfer = await shop.devnet.transfer(shop.devnet.accounts[1] as DevnetAccount, issuer, 1n);
    expectRejected(await post(url, { tx_hash: transfer }), 'no permission set by Story');

    const forOther = await setPermission(other.ipId, 1);
    expectRejected(await post(url, { tx_hash: forOther.hash }), 'another IP asset');

    const forStranger = await shop.story.send(
      shop.licensorWallet,
      permissionCall(registered.ipId, 1, newWallet().address.toLowerCase()),
    );
    expectRejected(await post(url, { tx_hash: forStranger.hash }), 'permission for another signer');

    const remixSelector = licensingModuleInterface().getFunction(
      'registerDerivativeWithLicenseTokens',
    )?.selector;
    const otherFunction = await shop.story.send(shop.licensorWallet, {
      to: STORY_ADDRESSES.accessController,
      data: accessControllerInterface().encodeFunctionData('setPermission', [
        registered.ipId,
        issuer,
        STORY_ADDRESSES.licensingModule,
        remixSelector,
        1,
      ]),
    });
    expectRejected(
      await post(url, { tx_hash: otherFunction.hash }),
      'permission for another module or function',
    );

    const forged = await shop.story.replayFromAnotherContract(
      shop.licensorWallet,
      (await setPermission(registered.ipId, 1)).hash,
    );
    expectRejected(await post(url, { tx_hash: forged }), 'no permission set by Story');
  });

  it("refuses a permission sent by someone who is not the IP's owner", async () => {
    const stranger = await shop.story.wallet(newWallet().privateKey);
    const reverted = await shop.story.send(stranger, permissionCall(registered.ipId, 1), {
      allowRevert: true,
    });
    expect(reverted.status).toBe(0);
    expectRejected(
      await post(autoIssueUrl(registered.productId), { tx_hash: reverted.hash }),
      'transaction failed',
    );
  });

  it('records the permission on and off, answers a retry the same, and follows the chain order', async () => {
    const url = autoIssueUrl(registered.productId);
    const on = await setPermission(registered.ipId, 1);
    const recorded = await post(url, { tx_hash: on.hash });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ id: registered.productId, auto_issue: true });
    expect((await post(url, { tx_hash: on.hash })).json()).toMatchObject({ auto_issue: true });
    expect((await get(`/api/products/products/${registered.productId}/`)).json()).toMatchObject({
      auto_issue: true,
    });
    // The public page does not say how a product's licences are issued.
    const publicPage = await shop.app.inject({
      method: 'GET',
      url: `/api/companies/licensor-info/?slug=${shop.licensor.company.slug}`,
    });
    expect(publicPage.body).not.toContain('auto_issue');

    const off = await setPermission(registered.ipId, 0);
    expect((await post(url, { tx_hash: off.hash })).json()).toMatchObject({ auto_issue: false });

    // A hash is evidence for one change only; a permission older than the one recorded is not the one in force.
    expectRejected(
      await post(autoIssueUrl(other.productId), { tx_hash: on.hash }),
      'transaction already used',
    );
    const first = await setPermission(other.ipId, 1);
    const second = await setPermission(other.ipId, 0);
    expect((await post(autoIssueUrl(other.productId), { tx_hash: second.hash })).json()).toMatchObject({
      auto_issue: false,
    });
    expectRejected(
      await post(autoIssueUrl(other.productId), { tx_hash: first.hash }),
      'an earlier permission transaction',
    );
  });
});

/** The licence the first issuing test got, which the verification tests read. */
let issued: { orderId: string; buyer: DevnetAccount; tokenIds: string[]; mintTxHash: string };

describe('a paid order of a permitted product', () => {
  let product: { productId: string; ipId: string; licenseTermsId: string };

  beforeAll(async () => {
    product = await shop.registerProduct();
    const on = await setPermission(product.ipId, 1);
    expect((await post(autoIssueUrl(product.productId), { tx_hash: on.hash })).statusCode).toBe(200);
  });

  it('gets its licence tokens from the issuer wallet within 30 s, with no licensor action', async () => {
    const buyer = await nextBuyer();
    const started = Date.now();
    const order = await shop.paidOrder(product.productId, buyer, 3);
    const done = await readUntil(
      () => orderOf(order.id),
      (detail) => detail.status === 'completed',
    );
    const seconds = (Date.now() - started) / 1000;
    expect(done.status).toBe('completed');
    expect(seconds).toBeLessThan(30);
    expect(done.history.at(-1)).toEqual(expect.objectContaining({ status: 'completed', actor: 'system' }));
    const tokens = done.license_tokens;
    expect(tokens?.token_ids).toHaveLength(3);
    expect(tokens?.ip_id).toBe(product.ipId);
    // On chain: minted by the issuer, held by the buyer.
    const mint = await shop.story.provider.getTransaction(tokens?.mint_tx_hash ?? '');
    expect(mint?.from.toLowerCase()).toBe(issuer);
    for (const id of tokens?.token_ids ?? [])
      expect(String(await licenseToken().getFunction('ownerOf')(id)).toLowerCase()).toBe(
        buyer.address.toLowerCase(),
      );
    // The buyer sees them too, and the queue no longer lists the order.
    expect(await awaitingOf(order.id)).toBeUndefined();
    issued = {
      orderId: order.id,
      buyer,
      tokenIds: tokens?.token_ids ?? [],
      mintTxHash: tokens?.mint_tx_hash ?? '',
    };
  });

  it('waits in the queue with the reason while the permission is taken back, and is issued once restored', async () => {
    await setPermission(product.ipId, 0);
    const order = await shop.paidOrder(product.productId, await nextBuyer());
    const waiting = await readUntil(
      () => awaitingOf(order.id),
      (entry) => entry?.issue_problem === 'permission_revoked',
    );
    expect(waiting).toMatchObject({ issuing: false, issue_problem: 'permission_revoked' });
    await setPermission(product.ipId, 1);
    expect(
      (
        await readUntil(
          () => orderOf(order.id),
          (d) => d.status === 'completed',
          45_000,
        )
      ).status,
    ).toBe('completed');
  });

  it('waits with the reason while the issuer has no gas, and is issued once it is topped up', async () => {
    const provider = shop.story.provider;
    const balance = await provider.getBalance(issuer);
    await provider.send('hardhat_setBalance', [issuer, '0x0']);
    try {
      const order = await shop.paidOrder(product.productId, await nextBuyer());
      const waiting = await readUntil(
        () => awaitingOf(order.id),
        (entry) => entry?.issue_problem === 'issuer_out_of_gas',
      );
      expect(waiting).toMatchObject({ issuing: false, issue_problem: 'issuer_out_of_gas' });
      await provider.send('hardhat_setBalance', [issuer, `0x${balance.toString(16)}`]);
      expect(
        (
          await readUntil(
            () => orderOf(order.id),
            (d) => d.status === 'completed',
            45_000,
          )
        ).status,
      ).toBe('completed');
    } finally {
      await provider.send('hardhat_setBalance', [issuer, `0x${balance.toString(16)}`]);
    }
  });

  it('is left to the licensor once the product is turned off, without a reason', async () => {
    const off = await setPermission(product.ipId, 0);
    expect((await post(autoIssueUrl(product.productId), { tx_hash: off.hash })).json()).toMatchObject({
      auto_issue: false,
    });
    const order = await shop.paidOrder(product.productId, await nextBuyer());
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await awaitingOf(order.id)).toMatchObject({ issuing: false, issue_problem: null });
    expect((await orderOf(order.id)).status).toBe('paid');
  });
});

describe('GET /api/licenses/{tokenId}/ (docs/product.md §11.2)', () => {
  const verify = (id: string) => shop.app.inject({ method: 'GET', url: `/api/licenses/${id}/` });

  it('says who holds a licence OVERDIVE issued, to whom it was issued, and on what terms, with no session', async () => {
    const [tokenId] = issued.tokenIds;
    const answer = await verify(String(tokenId));
    expect(answer.statusCode).toBe(200);
    const buyer = issued.buyer.address.toLowerCase();
    expect(answer.json()).toEqual({
      token_id: tokenId,
      status: 'valid',
      holder: buyer,
      licensee: buyer,
      product: { title: 'Moonlight Character Pack', slug: expect.any(String) },
      licensor: { name: 'Test Studio', slug: shop.licensor.company.slug },
      ip_id: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      license_terms_id: expect.stringMatching(/^[0-9]+$/),
      terms: {
        flavor: 'commercial_remix',
        commercial_use: true,
        derivatives_allowed: true,
        attribution_required: true,
        commercial_rev_share_pct: 5,
        territory: 'Worldwide',
        ai_learning_allowed: false,
      },
      order_number: expect.stringMatching(/^ORD-\d{4}-\d{6}$/),
      issued_at: expect.any(String),
      mint_tx_hash: issued.mintTxHash,
      void_reason: null,
    });
  });

  it('reads the holder from the chain: a token that moved names its new holder', async () => {
    const tokenId = issued.tokenIds[1] as string;
    const seller = await shop.story.wallet(issued.buyer.privateKey);
    const newHolder = newWallet().address.toLowerCase();
    const token = new Contract(
      STORY_ADDRESSES.licenseToken,
      [...LICENSE_TOKEN_ABI, 'function transferFrom(address from, address to, uint256 tokenId)'],
      seller,
    );
    await (await token.getFunction('transferFrom')(seller.address, newHolder, tokenId)).wait();
    expect((await verify(tokenId)).json()).toMatchObject({
      holder: newHolder,
      licensee: issued.buyer.address.toLowerCase(),
    });
  });

  it('downloads the certificate as a PDF naming the token, and refuses ids as the JSON does', async () => {
    const tokenId = issued.tokenIds[0] as string;
    const pdf = await shop.app.inject({ method: 'GET', url: `/api/licenses/${tokenId}/certificate.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="license-${tokenId}.pdf"`);
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/licenses/abc/certificate.pdf' })).statusCode,
    ).toBe(400);
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/licenses/987654321/certificate.pdf' })).statusCode,
    ).toBe(404);
  });

  it('answers 400 for a token id that is not a number and 404 for one OVERDIVE did not issue', async () => {
    for (const bad of ['abc', '-1', '1.5', '0x10', (2n ** 256n).toString()]) {
      const answer = await verify(encodeURIComponent(bad));
      expect([bad, answer.statusCode]).toEqual([bad, 400]);
    }
    const unknown = await verify('987654321');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: 'This licence token was not issued through OVERDIVE' },
    ]);
  });
});
