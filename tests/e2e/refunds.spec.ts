// Refunds that move the money back (docs/product.md §12.4), on the devnet with the injected test wallet and the
// suite's mail catcher: a buyer pays a licensor whose product is registered on Story and gets a licence token; the
// licensor opens the order, sees how much goes back to whom before the wallet opens, sends the refund from the
// wallet and sees the order refunded with its transaction; the buyer has the money back, the licence's public page
// says void, and the buyer is told by e-mail. Desktop (1280 px) and mobile (375 px).
import { randomBytes } from 'node:crypto';
import { Wallet } from 'ethers';
import { encodeMintLicenseTokens } from '../../contract/story/index.js';
import { expectNoAxeViolations } from '../support/axe';
import { devnetProvider, newAccount, payOrderOnChain, usdcBalance, type E2EApi } from './support/api';
import { type E2EEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { caughtMails } from './support/mail';
import { registerOnStory, storyLicensor, type StoryLicensor } from './support/story';

const oneUsdc = 1_000_000n;

/** A buyer orders (with an e-mail) and pays in Node: a real USDC transfer, then pay/, as the checkout does. */
async function paidOrder(api: E2EApi, e2e: E2EEnv, productId: string, buyerEmail: string) {
  const buyer = newAccount();
  const order = await api.createOrder(productId, buyer, 1, buyerEmail);
  await payOrderOnChain(e2e, api, order, buyer);
  return { buyer, order };
}

/** The licensor mints the order's licence token from its own key and records it (§10.3); the token id. */
async function issueLicence(
  api: E2EApi,
  e2e: E2EEnv,
  licensor: StoryLicensor,
  ipId: string,
  order: { id: string },
  buyer: string,
): Promise<string> {
  const { token } = licensor.session;
  const { license_terms_id } = await api.request<{ license_terms_id: string }>(
    'GET',
    `products/products/${licensor.product.id}/`,
    { token },
  );
  const provider = devnetProvider(e2e);
  try {
    const signer = new Wallet(licensor.account.privateKey, provider);
    const call = encodeMintLicenseTokens({
      licensorIpId: ipId,
      licenseTermsId: license_terms_id,
      amount: 1,
      receiver: buyer,
    });
    const receipt = await (await signer.sendTransaction({ to: call.to, data: call.data })).wait();
    if (receipt === null || receipt.status !== 1) throw new Error('the licence mint failed');
    const recorded = await api.request<{ license_tokens: { token_ids: string[] } }>(
      'POST',
      `products/orders/${order.id}/license-token/`,
      { token, body: { tx_hash: receipt.hash } },
    );
    const [tokenId] = recorded.license_tokens.token_ids;
    if (tokenId === undefined) throw new Error('no licence token recorded');
    return tokenId;
  } finally {
    provider.destroy();
  }
}

test('a licensor refunds a paid order with the wallet and sees it refunded; the licence page says void', async ({
  page,
  wallet,
  api,
  e2e,
}) => {
  test.setTimeout(120_000);
  const buyerEmail = `buyer-${randomBytes(4).toString('hex')}@example.com`;
  const licensor = await storyLicensor(page, api, wallet, e2e, { product: { title: 'Refunded Loops' } });
  const ipId = await registerOnStory(api, e2e, licensor);
  const { buyer, order } = await paidOrder(api, e2e, licensor.product.id, buyerEmail);
  const tokenId = await issueLicence(api, e2e, licensor, ipId, order, buyer.address);
  const buyerBalance = await usdcBalance(e2e, buyer.address);

  // The amount and the buyer before the wallet opens.
  await page.goto(`/order/${order.id}`);
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${order.number}` });
  await expect(dialog.getByText(`1.00 ${e2e.usdc.symbol} to ${buyer.address.toLowerCase()}`)).toBeVisible();
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
  await expectNoAxeViolations(page);
  // At 375 px the whole addresses wrap inside the dialog: nothing scrolls sideways (docs/product.md §9).
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  // The wallet sends it from the payout address (the licensor's wallet here), and the order says refunded.
  await dialog.getByRole('button', { name: 'Send refund' }).click();
  await expect(page.getByText('The order is refunded and the buyer is told by email.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toHaveCount(0);
  const sent = wallet.requests('eth_sendTransaction');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.error).toBeUndefined();
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Refund transaction')).toBeVisible();
  expect(await usdcBalance(e2e, buyer.address)).toBe(buyerBalance + oneUsdc);
  // Recorded, not merely shown: a fresh load says the same.
  await page.reload();
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();

  // The licence's public page, opened by anyone, says void because the order was refunded.
  await page.goto(`/licenses/${tokenId}`);
  await expect(page.getByRole('heading', { level: 1, name: `License token #${tokenId}` })).toBeVisible();
  await expect(page.getByText('Void', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Refunded: the order was refunded, so this license no longer grants any rights.'),
  ).toBeVisible();

  // The buyer is told by e-mail, with the refund transaction.
  const refundMail = async () =>
    (await caughtMails(e2e)).find(
      (mail) => mail.subject === `Your payment for order ${order.number} has been refunded`,
    );
  await expect.poll(async () => (await refundMail())?.envelope.to, { timeout: 30_000 }).toEqual([buyerEmail]);
  expect((await refundMail())?.text).toContain('/tx/0x');
});
