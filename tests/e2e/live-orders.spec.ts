// Live orders (docs/product.md §9): a licensor keeps /order open while a buyer, in another browser with another wallet,
// pays on the public brand page; the paid order and its tab count appear on the open page without a reload, within
// the 5 seconds the product promises (plus the chain's and the browser's time on this shared machine).
import { expect, test } from './support/fixtures';
import { chooseEnglish, fundAccount, newAccount, seedSession } from './support/api';
import { TestWallet } from './support/testWallet';
import { expectNoAxeViolations } from '../support/axe';
import { isMobileWidth, menuToggle, mobileMenu, navLink } from './support/layout';

const oneUsdc = 1_000_000n;

test('an order paid in another browser appears on the open orders page without a reload', async ({
  page,
  wallet,
  api,
  e2e,
  browser,
}) => {
  test.setTimeout(120_000);
  const licensor = await api.licensor({ products: [{ title: 'Harbor Lights Pack', max_licenses: 5 }] });

  // The licensor's screen: /order, empty so far, with a marker that a reload would wipe.
  await chooseEnglish(page);
  await seedSession(page, licensor.session, { wallet });
  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { keptOpen: boolean }).keptOpen = true;
  });

  // The buyer: another browser context with its own wallet, funded, paying on the brand page.
  const buyerContext = await browser.newContext({ baseURL: e2e.baseURL });
  const buyerWallet = await TestWallet.create(buyerContext, e2e);
  try {
    const buyer = newAccount();
    await fundAccount(e2e, buyer.address, { usdc: 5n * oneUsdc });
    await buyerWallet.useAccount(buyer.privateKey);
    const buyerPage = await buyerContext.newPage();
    await chooseEnglish(buyerPage);
    await buyerPage.goto(`/products/${licensor.company.slug}`);
    await buyerPage.getByRole('button', { name: 'Buy a license for Harbor Lights Pack' }).click();
    await buyerPage
      .getByRole('dialog', { name: 'Connect a Wallet' })
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    const checkout = buyerPage.getByRole('dialog', { name: 'Buy Harbor Lights Pack' });
    await checkout.getByRole('button', { name: 'Pay 1.00 USDC' }).click();
    await expect(checkout.getByText('Payment confirmed')).toBeVisible({ timeout: 30_000 });
    const confirmation = await checkout.getByText(/Order ORD-\d{4}-\d{6} is paid/).textContent();
    const orderNumber = /ORD-\d{4}-\d{6}/.exec(confirmation ?? '')?.[0] ?? '';
    expect(orderNumber).not.toBe('');

    // Back on the licensor's open page: the paid order arrives by itself.
    const paidAt = Date.now();
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible({ timeout: 8_000 });
    expect(Date.now() - paidAt).toBeLessThan(8_000);
    await expect(page.getByRole('tab', { name: /^Paid 1$/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { keptOpen?: boolean }).keptOpen)).toBe(true);
    await expectNoAxeViolations(page);

    // Home, reached in the app: the paid order among the latest and today's bar in the revenue chart, whose days
    // the keyboard reaches (docs/product.md §9).
    if (isMobileWidth(page)) {
      await menuToggle(page).click();
      await navLink(mobileMenu(page), 'Home').click();
    } else {
      await navLink(page, 'Home').click();
    }
    await expect(
      page
        .getByRole('region', { name: 'Latest orders' })
        .getByRole('listitem')
        .filter({ hasText: orderNumber }),
    ).toBeVisible();
    const chart = page.getByRole('group', { name: 'USDC per day' });
    await expect(chart).toBeVisible();
    await chart.getByRole('img').last().focus();
    await expect(chart.getByRole('img').last()).toHaveAccessibleName(/: 1\.00 USDC$/);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => (window as unknown as { keptOpen?: boolean }).keptOpen)).toBe(true);
  } finally {
    await buyerContext.close();
  }
});
