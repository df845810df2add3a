// The README's 60-second tour on a fresh `npm start`, with the development wallet and nothing else (docs/product.md
// §2): sign in with account #0, create a company and a product, switch the wallet to account #1, buy the product on
// the public page, switch back and see the order paid on the dashboard. Every wallet request is approved in the
// development wallet's own sheet, as a person would.
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';

const baseUrl = () => {
  const url = process.env.TOUR_BASE_URL;
  if (!url) throw new Error('TOUR_BASE_URL is not set: run this through playwright.tour.config.ts');
  return url;
};

/** Titles of the development wallet sheets approved so far, in order. */
const approved: string[] = [];

function devWalletSheet(page: Page): Locator {
  return page.getByTestId('dev-wallet-sheet');
}

/**
 * Waits for `target`, approving every development wallet request on the way, choosing the development wallet when
 * the app asks which wallet to connect, and pressing the app's own "Sign message" when it asks the wallet to verify
 * the account (sign-in, and a buyer's sign-in before an order).
 */
async function approveUntil(page: Page, target: Locator, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const signIn = page.getByRole('dialog', { name: 'Verify your account' }).getByRole('button', {
    name: 'Sign message',
  });
  const connectDialog = page.getByRole('dialog', { name: 'Connect a Wallet' });
  while (Date.now() < deadline) {
    if (await target.isVisible()) return;
    const sheet = devWalletSheet(page);
    if (await sheet.isVisible()) {
      approved.push((await sheet.getByRole('heading').first().textContent()) ?? '');
      await sheet.getByRole('button', { name: 'Approve' }).click();
      await expect(sheet).toBeHidden();
      continue;
    }
    if (await signIn.isVisible()) {
      await signIn.click();
      continue;
    }
    if (await connectDialog.isVisible()) {
      await connectDialog.getByRole('button', { name: /OVERDIVE Dev Wallet/ }).click();
      continue;
    }
    await page.waitForTimeout(200);
  }
  await expect(target).toBeVisible({ timeout: 1 });
}

/** The development wallet's account picker: the connected app hears `accountsChanged`. */
async function switchAccount(page: Page, index: number): Promise<void> {
  await page.getByTestId('dev-wallet-button').click();
  const picker = page.getByRole('dialog', { name: 'OVERDIVE Dev Wallet' });
  await picker.getByRole('combobox', { name: 'Account' }).selectOption(String(index));
  await expect(page.getByTestId('dev-wallet-button')).toContainText(`#${index}`);
  // The app may reload on the account change (docs/product.md §16); the picker goes with it, or is closed by hand.
  await page.waitForLoadState('load');
  const close = picker.getByRole('button', { name: 'Close' });
  if (await close.isVisible()) await close.click();
}

/** Connects the development wallet through the app's connect dialog and signs in. */
async function connectAndSignIn(page: Page, then: Locator): Promise<void> {
  await page.getByRole('button', { name: 'CONNECT' }).first().click();
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: /OVERDIVE Dev Wallet/ })
    .click();
  await approveUntil(page, then);
}

test('the README tour: sign in, company, product, buy with a second account, see it paid', async ({
  page,
}) => {
  const unique = Date.now().toString(36);
  const companyName = `Tour Studio ${unique}`;
  const slug = `tour-studio-${unique}`;
  await page.addInitScript(() => {
    if (localStorage.getItem('locale') === null) localStorage.setItem('locale', 'en');
  });

  // 1. Sign in with the development wallet (account #0): a new licensor lands on the company wizard.
  await page.goto(`${baseUrl()}/`);
  await expect(page.getByTestId('dev-wallet-button')).toContainText('#0');
  const main = page.getByRole('main');
  // The wallet's own sheet is a named dialog that passes WCAG A/AA, like the app's dialogs.
  await page.getByRole('button', { name: 'CONNECT' }).first().click();
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: /OVERDIVE Dev Wallet/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Connect to this site?' })).toBeVisible();
  await expectNoAxeViolations(page, [
    '[data-testid="dev-wallet-sheet"]',
    '[data-testid="dev-wallet-button"]',
  ]);
  await approveUntil(page, main.getByRole('heading', { level: 1, name: 'Create your company' }));
  expect(approved.slice(0, 2)).toEqual(['Connect to this site?', 'Signature request']);

  // 2. The company.
  await main.getByRole('textbox', { name: 'Company name' }).fill(companyName);
  await expect(main.getByRole('textbox', { name: 'Public page address' })).toHaveValue(slug);
  await main.getByRole('combobox', { name: /Country/ }).selectOption('KR');
  await main.getByRole('textbox', { name: /Contact email/ }).fill('studio@example.com');
  await main.getByRole('button', { name: 'Continue and sign' }).click();
  await approveUntil(page, main.getByRole('heading', { name: 'Your company is ready' }));

  // 3. A product, published.
  await main.getByRole('link', { name: 'Create a product' }).click();
  await main.getByRole('textbox', { name: 'Title' }).fill('Thunder Loops');
  await main.getByRole('textbox', { name: /Summary/ }).fill('Twelve storm loops for film.');
  await main.getByRole('combobox', { name: 'Category' }).selectOption('audio');
  await main.getByRole('radio', { name: /^Commercial remix/ }).check();
  await main.getByRole('textbox', { name: /Revenue share/ }).fill('10');
  await main.getByRole('textbox', { name: 'Price per license' }).fill('2.5');
  await main.getByRole('button', { name: 'Create product' }).click();
  await approveUntil(page, main.getByRole('heading', { name: 'Product created' }));
  await main.getByRole('button', { name: 'Publish now' }).click();
  await approveUntil(page, main.getByText('“Thunder Loops” is published on your public page.'));

  // 4. Account #1 buys it on the public page.
  await switchAccount(page, 1);
  await page.goto(`${baseUrl()}/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await page.getByRole('button', { name: 'Buy a license for Thunder Loops' }).click();
  // A buyer without a session connects the wallet first (and signs in, docs/product.md §7), then sees the checkout.
  const checkout = page.getByRole('dialog', { name: 'Buy Thunder Loops' });
  const connect = page.getByRole('dialog', { name: 'Connect a Wallet' });
  await expect(checkout.or(connect)).toBeVisible();
  await approveUntil(page, checkout.getByRole('button', { name: 'Pay 2.50 USDC' }));
  await checkout.getByRole('button', { name: 'Pay 2.50 USDC' }).click();
  const paymentsBefore = approved.filter((title) => title === 'Confirm payment').length;
  await approveUntil(page, checkout.getByText('Payment confirmed'));
  expect(approved.filter((title) => title === 'Confirm payment')).toHaveLength(paymentsBefore + 1);
  const confirmation = await checkout.getByText(/Order ORD-\d{4}-\d{6} is paid/).textContent();
  const orderNumber = /ORD-\d{4}-\d{6}/.exec(confirmation ?? '')?.[0] ?? '';
  expect(orderNumber).not.toBe('');
  await checkout.getByRole('button', { name: 'Done' }).click();

  // 5. Back to account #0: the order is paid on the dashboard.
  await switchAccount(page, 0);
  await page.goto(`${baseUrl()}/`);
  const latest = page.getByRole('region', { name: 'Latest orders' });
  const connectButton = page.getByRole('button', { name: 'CONNECT' }).first();
  // The app asks account #0 to sign in again, or offers CONNECT first.
  await approveUntil(page, latest.or(connectButton));
  if (!(await latest.isVisible())) await connectAndSignIn(page, latest);
  const row = latest.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
});
