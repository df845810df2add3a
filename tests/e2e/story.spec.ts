// Licences on Story in the browser (docs/product.md §10), on the devnet's stand-ins at Story's addresses: the licensor
// creates the licence collection on /manage, registers a product on its detail page, a buyer pays, the licensor
// issues the licence tokens from Home, the buyer sees them on the public page and registers a remix with them, and
// the licensor sees the remix on the product. A licensor who declines in the wallet at each step (and a buyer at the
// remix) is told so and Retry goes on from there.
import { type Page } from '@playwright/test';
import { Wallet, ZeroHash } from 'ethers';
import {
  decodeCollectionCreated,
  decodeIpRegistered,
  encodeCreateCollection,
  encodeMintAndRegisterIp,
} from '../../contract/story/index.js';
import { expectNoAxeViolations } from '../support/axe';
import {
  devnetProvider,
  newAccount,
  payOrderOnChain,
  seedSession,
  type E2EApi,
  type ApiSession,
} from './support/api';
import { type E2EEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { isMobileWidth, menuToggle, mobileMenu, navLink } from './support/layout';
import { DECLINED_IN_WALLET, storyLicensor as newStoryLicensor } from './support/story';
import { type TestWallet } from './support/testWallet';

type Account = ReturnType<typeof newAccount>;

const remixLicense = {
  flavor: 'commercial_remix',
  commercial_use: true,
  derivatives_allowed: true,
  attribution_required: true,
  commercial_rev_share_pct: 5,
};

/** Home through the navigation (as checkout-orders.spec.ts does: the user's way there). */
async function goHome(page: Page): Promise<void> {
  if (isMobileWidth(page)) {
    await menuToggle(page).click();
    await navLink(mobileMenu(page), 'Home').click();
  } else {
    await navLink(page, 'Home').click();
  }
  await expect(page).toHaveURL(/\/$/);
}

/** A licensor with gas, a company and one product whose licence allows remixes, signed in on `page`. */
function storyLicensor(page: Page, api: E2EApi, wallet: TestWallet, e2e: E2EEnv, title: string) {
  return newStoryLicensor(page, api, wallet, e2e, { product: { title, license: remixLicense } });
}

/** A buyer orders and pays in Node (a real USDC transfer, then pay/), as the public page's checkout does. */
async function buyerPays(
  api: E2EApi,
  e2e: E2EEnv,
  productId: string,
): Promise<{ buyer: Account; number: string }> {
  const buyer = newAccount();
  const order = await api.createOrder(productId, buyer);
  await payOrderOnChain(e2e, api, order, buyer);
  return { buyer, number: order.number };
}

/** The buyer's own work as an IP asset (their own collection, minted and registered in Node): the remix's child. */
async function buyersIpAsset(e2e: E2EEnv, buyer: Account): Promise<string> {
  const provider = devnetProvider(e2e);
  try {
    const signer = new Wallet(buyer.privateKey, provider);
    const created = await (
      await signer.sendTransaction(
        encodeCreateCollection({ name: 'Buyer Works', symbol: 'BUYER', owner: buyer.address }),
      )
    ).wait();
    const collection = decodeCollectionCreated(created?.logs ?? [])[0]?.spgNftContract;
    if (!collection) throw new Error('no collection');
    const minted = await (
      await signer.sendTransaction(
        encodeMintAndRegisterIp({
          spgNftContract: collection,
          recipient: buyer.address,
          ipMetadata: {
            ipMetadataURI: '',
            ipMetadataHash: ZeroHash,
            nftMetadataURI: '',
            nftMetadataHash: ZeroHash,
          },
        }),
      )
    ).wait();
    const ipId = decodeIpRegistered(minted?.logs ?? [])[0]?.ipId;
    if (!ipId) throw new Error('no IP asset');
    return ipId;
  } finally {
    provider.destroy();
  }
}

async function createCollection(page: Page, wallet: TestWallet, { reject }: { reject: boolean }) {
  await page.goto('/manage');
  const section = page.getByRole('region', { name: 'Licence collection on Story' });
  const create = section.getByRole('button', { name: 'Create licence collection on Story' });
  await expect(create).toBeVisible();
  if (reject) {
    wallet.rejectNext('eth_sendTransaction');
    await create.click();
    await expect(section.getByRole('alert')).toContainText(DECLINED_IN_WALLET);
    await expectNoAxeViolations(page);
    await section.getByRole('button', { name: 'Retry' }).click();
  } else {
    await create.click();
  }
  await expect(section.getByRole('link', { name: /^0x[0-9a-f]{40}/ })).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('alert')).toHaveCount(0);
}

async function registerProduct(
  page: Page,
  wallet: TestWallet,
  productId: string,
  { reject }: { reject: boolean },
) {
  await page.goto(`/product/${productId}`);
  const section = page.getByRole('region', { name: 'Story', exact: true });
  const register = section.getByRole('button', { name: 'Register on Story' });
  await expect(register).toBeVisible();
  await expectNoAxeViolations(page);
  if (reject) {
    wallet.rejectNext('eth_sendTransaction');
    await register.click();
    await expect(section.getByRole('alert')).toContainText(DECLINED_IN_WALLET);
    await section.getByRole('button', { name: 'Retry' }).click();
  } else {
    await register.click();
  }
  const ipLink = section.getByRole('link', { name: /^0x[0-9a-f]{40}/ });
  await expect(ipLink).toBeVisible({ timeout: 30_000 });
  await expect(ipLink).toHaveAttribute('href', /\/ipa\/0x[0-9a-f]{40}$/);
  await expect(
    page.getByText('Registered on Story: the licence and the IP asset are fixed on chain.', { exact: false }),
  ).toBeVisible();
  return ((await ipLink.textContent()) ?? '').trim();
}

async function issueLicences(
  page: Page,
  wallet: TestWallet,
  orderNumber: string,
  { reject }: { reject: boolean },
) {
  await page.goto('/order');
  await goHome(page);
  const queue = page.getByRole('region', { name: 'Licences to issue on Story' });
  await expect(queue.getByText(orderNumber)).toBeVisible();
  await expectNoAxeViolations(page);
  const issue = queue.getByRole('button', { name: 'Issue licences (1)' });
  if (reject) {
    wallet.rejectNext('eth_sendTransaction');
    await issue.click();
    await expect(queue.getByRole('alert')).toContainText(DECLINED_IN_WALLET);
    await queue.getByRole('button', { name: 'Retry' }).click();
  } else {
    await issue.click();
  }
  await expect(queue.getByText('No paid order is waiting for licence tokens.')).toBeVisible({
    timeout: 30_000,
  });
}

/** The buyer on the public page: the order's licence token, then a remix of their own IP asset with it. */
async function buyerRemixes(
  page: Page,
  wallet: TestWallet,
  api: E2EApi,
  e2e: E2EEnv,
  { buyer, number, slug, reject }: { buyer: Account; number: string; slug: string; reject: boolean },
): Promise<string> {
  const child = await buyersIpAsset(e2e, buyer);
  const buyerSession: ApiSession = await api.signIn(buyer);
  await seedSession(page, buyerSession, { wallet });
  await page.goto(`/products/${slug}`);
  const myOrders = page.getByRole('region', { name: 'My orders' });
  const order = myOrders.getByRole('listitem').filter({ hasText: number });
  await expect(order.getByRole('link', { name: /License token #\d+/ })).toBeVisible();
  await order.getByRole('button', { name: 'Register a remix' }).click();
  const form = order.getByRole('form', { name: 'Register your remix on Story' });
  await form.getByRole('textbox', { name: 'Your IP asset ID' }).fill(child);
  await expectNoAxeViolations(page);
  if (reject) {
    wallet.rejectNext('eth_sendTransaction');
    await form.getByRole('button', { name: 'Register remix' }).click();
    await expect(form.getByRole('alert')).toContainText(DECLINED_IN_WALLET);
    await form.getByRole('button', { name: 'Retry' }).click();
  } else {
    await form.getByRole('button', { name: 'Register remix' }).click();
  }
  await expect(order.getByText('Your remix is registered on Story:')).toBeVisible({ timeout: 30_000 });
  return child;
}

test('a licensor registers on Story and issues licences; the buyer remixes and the licensor sees it', async ({
  page,
  wallet,
  api,
  e2e,
}) => {
  test.setTimeout(180_000);
  const licensor = await storyLicensor(page, api, wallet, e2e, 'Remixable Loops');
  await createCollection(page, wallet, { reject: false });
  await expectNoAxeViolations(page);
  const ipId = await registerProduct(page, wallet, licensor.product.id, { reject: false });

  const { buyer, number } = await buyerPays(api, e2e, licensor.product.id);
  await issueLicences(page, wallet, number, { reject: false });

  const child = await buyerRemixes(page, wallet, api, e2e, {
    buyer,
    number,
    slug: licensor.company.slug,
    reject: false,
  });

  // The licensor sees the remix on the product.
  await seedSession(page, licensor.session, { wallet });
  await page.goto(`/product/${licensor.product.id}`);
  const remixes = page.getByRole('region', { name: 'Remixes on Story' });
  await expect(remixes.getByRole('link', { name: new RegExp(`Remix IP asset ${child}`, 'i') })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(ipId).not.toBe(child);
});

test('a licensor (and a buyer) who declines in the wallet at each Story step is told so and Retry goes on', async ({
  page,
  wallet,
  api,
  e2e,
}) => {
  test.setTimeout(150_000);
  const licensor = await storyLicensor(page, api, wallet, e2e, 'Declined Then Done');
  await createCollection(page, wallet, { reject: true });
  await registerProduct(page, wallet, licensor.product.id, { reject: true });
  const { buyer, number } = await buyerPays(api, e2e, licensor.product.id);
  await issueLicences(page, wallet, number, { reject: true });
  // The buyer too: a remix declined in the wallet is said, and Retry registers it.
  await buyerRemixes(page, wallet, api, e2e, { buyer, number, slug: licensor.company.slug, reject: true });
});

test.describe('with a wallet that batches (EIP-5792)', () => {
  test.use({ walletOptions: { eip5792: true } });

  test('Issue licences mints two paid orders with ONE wallet confirmation; each buyer sees their own tokens', async ({
    page,
    wallet,
    api,
    e2e,
  }) => {
    test.setTimeout(180_000);
    // docs/product.md §10.3: as few confirmations as Story's owner check allows — one wallet_sendCalls for the queue.
    const licensor = await storyLicensor(page, api, wallet, e2e, 'Batched Loops');
    await createCollection(page, wallet, { reject: false });
    await registerProduct(page, wallet, licensor.product.id, { reject: false });
    const first = await buyerPays(api, e2e, licensor.product.id);
    const second = await buyerPays(api, e2e, licensor.product.id);
    const sentBefore = wallet.requests('eth_sendTransaction').length;

    await page.goto('/order');
    await goHome(page);
    const queue = page.getByRole('region', { name: 'Licences to issue on Story' });
    await expect(queue.getByText(first.number)).toBeVisible();
    await expect(queue.getByText(second.number)).toBeVisible();
    await queue.getByRole('button', { name: 'Issue licences (2)' }).click();
    await expect(queue.getByText('No paid order is waiting for licence tokens.')).toBeVisible({
      timeout: 30_000,
    });
    expect(wallet.requests('wallet_sendCalls')).toHaveLength(1);
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(sentBefore);

    // Each buyer sees their own licence token on the public page.
    const tokens: string[] = [];
    for (const { buyer, number } of [first, second]) {
      await seedSession(page, await api.signIn(buyer), { wallet });
      await page.goto(`/products/${licensor.company.slug}`);
      const order = page
        .getByRole('region', { name: 'My orders' })
        .getByRole('listitem')
        .filter({ hasText: number });
      const token = order.getByRole('link', { name: /License token #\d+/ });
      await expect(token).toBeVisible();
      tokens.push((await token.textContent()) ?? '');
    }
    expect(tokens[0]).not.toBe(tokens[1]);
  });
});
