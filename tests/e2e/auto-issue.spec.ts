// A sale completes by itself (docs/product.md §11), on the devnet's Story stand-ins with the API's issuer wallet and
// the suite's mail catcher: a licensor whose product is registered on Story turns on "Issue licences automatically"
// with one wallet confirmation; a buyer in another browser pays on the brand page and, with no licensor action, sees
// the licence token under My orders, opens its public verification page and downloads the certificate; the buyer and
// the licensor get their mails. A licensor who declines the permission in the wallet is told nothing was sent and
// Retry turns it on. The verification page, opened by anyone, fits the screen with no axe violations, as does the
// page of a token OVERDIVE did not issue. Desktop (1280 px) and mobile (375 px, the phone).
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { chooseEnglish } from './support/api';
import { connectAndOpenCheckout, openBuyerBrowser } from './support/checkout';
import { expect, test } from './support/fixtures';
import { caughtMails } from './support/mail';
import { DECLINED_IN_WALLET, registerOnStory, storyLicensor } from './support/story';

const oneUsdc = 1_000_000n;
const autoIssueLabel = 'Issue licences automatically';

/** The "Story" card of /product/{id} and its switch. */
function storyCard(page: Page): { card: Locator; autoIssue: Locator } {
  const card = page.getByRole('region', { name: 'Story', exact: true });
  return { card, autoIssue: card.getByRole('switch', { name: autoIssueLabel }) };
}

/** A fact of the verification page's list (its `dd`), by its label. */
function fact(page: Page, label: string): Locator {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
}

/** Whether the page scrolls sideways (docs/product.md §9 "Everywhere": nothing wider than a 375 px screen). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

function uniqueEmail(who: string): string {
  return `${who}-${randomBytes(4).toString('hex')}@example.com`;
}

test.describe.serial('a paid order of a product issued automatically', () => {
  /** The licence token the sale issued, which the next test opens as anyone would. */
  let issued: { tokenId: string; holder: string } | null = null;

  test('turned on with one confirmation, a paid order gets its licence, certificate and mails by itself', async ({
    page,
    wallet,
    api,
    e2e,
    browser,
  }) => {
    test.setTimeout(120_000);
    const licensorEmail = uniqueEmail('licensor');
    const buyerEmail = uniqueEmail('buyer');
    const title = 'Tidal Synth Stems';
    const licensor = await storyLicensor(page, api, wallet, e2e, {
      product: { title },
      // In Korea: the licensor's mail speaks Korean, the company's dashboard language.
      company: { contact_email: licensorEmail, country: 'KR' },
    });
    await registerOnStory(api, e2e, licensor);

    // The licensor turns it on: one wallet confirmation, and the switch shows what the API recorded.
    await page.goto(`/product/${licensor.product.id}`);
    const { card, autoIssue } = storyCard(page);
    await expect(autoIssue).toBeEnabled();
    await expect(autoIssue).not.toBeChecked();
    await expectNoAxeViolations(page);
    await autoIssue.click();
    await expect(autoIssue).toBeChecked({ timeout: 30_000 });
    await expect(
      page.getByText(`Licences of ${title} are now issued automatically when buyers pay.`),
    ).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);
    // One confirmation: the permission's transaction, nothing to sign besides.
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(1);
    expect(wallet.requests('eth_sendTransaction')[0]?.error).toBeUndefined();
    expect(wallet.requests('personal_sign')).toHaveLength(0);
    // Recorded, not merely shown: a fresh load of the product says the same.
    await page.reload();
    await expect(storyCard(page).autoIssue).toBeChecked();

    // A buyer, in a browser of their own, pays on the brand page with an e-mail address.
    const buyer = await openBuyerBrowser(browser, e2e, { usdc: 5n * oneUsdc });
    try {
      const buyerPage = buyer.page;
      await chooseEnglish(buyerPage);
      await buyerPage.goto(`/products/${licensor.company.slug}`);
      const checkout = await connectAndOpenCheckout(buyerPage, title);
      await checkout.getByRole('textbox', { name: /Email/ }).fill(buyerEmail);
      await checkout.getByRole('button', { name: 'Pay 1.00 USDC' }).click();
      await expect(checkout.getByText('Payment confirmed')).toBeVisible({ timeout: 30_000 });
      const confirmation = await checkout.getByText(/Order ORD-\d{4}-\d{6} is paid/).textContent();
      const orderNumber = /ORD-\d{4}-\d{6}/.exec(confirmation ?? '')?.[0] ?? '';
      expect(orderNumber).not.toBe('');
      await checkout.getByRole('button', { name: 'Done' }).click();

      // docs/product.md §11.1: the licence token arrives within 30 seconds, with no licensor action and no reload.
      const order = buyerPage
        .getByRole('region', { name: 'My orders' })
        .getByRole('listitem')
        .filter({ hasText: orderNumber });
      const tokenLink = order.getByRole('link', { name: /^License token #\d+$/ });
      await expect(tokenLink).toBeVisible({ timeout: 30_000 });
      await expect(order.getByText('Completed', { exact: true })).toBeVisible();
      const tokenId = /#(\d+)$/.exec((await tokenLink.textContent()) ?? '')?.[1] ?? '';
      expect(tokenId).toMatch(/^\d+$/);

      // Its public verification page: valid, held by the buyer.
      await tokenLink.click();
      await expect(buyerPage).toHaveURL(new RegExp(`/licenses/${tokenId}$`));
      await expect(
        buyerPage.getByRole('heading', { level: 1, name: `License token #${tokenId}` }),
      ).toBeVisible();
      await expect(buyerPage.getByText('Valid', { exact: true })).toBeVisible();
      await expect(fact(buyerPage, 'Current holder')).toContainText(new RegExp(buyer.account.address, 'i'));
      await expect(fact(buyerPage, 'Order number')).toHaveText(orderNumber);

      // Download certificate: a PDF file.
      const [download] = await Promise.all([
        buyerPage.waitForEvent('download'),
        buyerPage.getByRole('link', { name: 'Download certificate' }).click(),
      ]);
      const certificate = await readFile(await download.path());
      expect(certificate.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(buyer.pageErrors, 'uncaught exceptions in the buyer’s pages').toEqual([]);
      issued = { tokenId, holder: buyer.account.address };

      // docs/product.md §11.3: the buyer's two mails (the licence with its certificate) and the licensor's one.
      const ofOrder = async () =>
        (await caughtMails(e2e))
          .filter((mail) => mail.subject.includes(orderNumber))
          .map((mail) => ({
            to: mail.envelope.to,
            subject: mail.subject,
            attachments: mail.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
          }));
      await expect.poll(ofOrder, { timeout: 30_000 }).toEqual(
        expect.arrayContaining([
          { to: [buyerEmail], subject: `Payment received for order ${orderNumber}`, attachments: [] },
          {
            to: [buyerEmail],
            subject: `Your license for order ${orderNumber} is issued`,
            attachments: [{ filename: `license-${tokenId}.pdf`, contentType: 'application/pdf' }],
          },
          { to: [licensorEmail], subject: `결제된 새 주문 ${orderNumber}`, attachments: [] },
        ]),
      );
      expect(await ofOrder()).toHaveLength(3);
      const licenceMail = (await caughtMails(e2e)).find(
        (mail) => mail.subject === `Your license for order ${orderNumber} is issued`,
      );
      expect(licenceMail?.text).toContain(`${e2e.baseURL}/licenses/${tokenId}`);
    } finally {
      await buyer.close();
    }
  });

  test('anyone opens the verification page, which fits the screen and passes axe; an unknown token says so', async ({
    page,
  }) => {
    if (issued === null) throw new Error('the sale before this test issued no licence');
    const { tokenId, holder } = issued;
    // Anyone: this browser has no session and no connected wallet.
    await chooseEnglish(page);
    await page.goto(`/licenses/${tokenId}`);
    await expect(page.getByRole('heading', { level: 1, name: `License token #${tokenId}` })).toBeVisible();
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    await expect(fact(page, 'Current holder')).toContainText(new RegExp(holder, 'i'));
    await expect(page.getByRole('img', { name: 'QR code of the link to this page' })).toBeVisible();
    const download = page.getByRole('link', { name: 'Download certificate' });
    await download.scrollIntoViewIfNeeded();
    await expect(download).toBeInViewport();
    expect(await scrollsSideways(page), 'the verification page scrolls sideways').toBe(false);
    await expectNoAxeViolations(page);

    const unknown = '987654321987654321';
    await page.goto(`/licenses/${unknown}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This license was not issued through OVERDIVE' }),
    ).toBeVisible();
    await expect(page.getByText(`No license token #${unknown} was issued through OVERDIVE.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download certificate' })).toHaveCount(0);
    expect(await scrollsSideways(page), 'the not-issued page scrolls sideways').toBe(false);
    await expectNoAxeViolations(page);
  });
});

test('a licensor who declines the permission in the wallet is told nothing was sent, and Retry turns it on', async ({
  page,
  wallet,
  api,
  e2e,
}) => {
  test.setTimeout(90_000);
  const title = 'Declined Then Automatic';
  const licensor = await storyLicensor(page, api, wallet, e2e, { product: { title } });
  await registerOnStory(api, e2e, licensor);
  const recordings: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/products/products/${licensor.product.id}/auto-issue/`))
      recordings.push(request.method());
  });

  await page.goto(`/product/${licensor.product.id}`);
  const { card, autoIssue } = storyCard(page);
  await expect(autoIssue).toBeEnabled();
  wallet.rejectNext('eth_sendTransaction');
  await autoIssue.click();
  const alert = card.getByRole('alert');
  await expect(alert).toContainText(DECLINED_IN_WALLET);
  await expect(autoIssue).not.toBeChecked();
  expect(wallet.requests('eth_sendTransaction').map((request) => request.error?.code)).toEqual([4001]);
  expect(recordings).toEqual([]);
  const { auto_issue: before } = await api.request<{ auto_issue: boolean }>(
    'GET',
    `products/products/${licensor.product.id}/`,
    { token: licensor.session.token },
  );
  expect(before).toBe(false);
  await expectNoAxeViolations(page);

  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(autoIssue).toBeChecked({ timeout: 30_000 });
  await expect(alert).toHaveCount(0);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(2);
  expect(recordings).toEqual(['POST']);
  const { auto_issue: after } = await api.request<{ auto_issue: boolean }>(
    'GET',
    `products/products/${licensor.product.id}/`,
    { token: licensor.session.token },
  );
  expect(after).toBe(true);
});
