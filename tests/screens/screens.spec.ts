// The screenshots of docs/screens (README.md): a licensor with a product and an order paid on the local chain by a
// buyer in another browser, then Home, Orders, the public page and checkout at 1280 and 375 px, in en and ko.
import { type Page } from '@playwright/test';
import { fundAccount, newAccount, seedSession } from '../e2e/support/api';
import { expect, test } from '../e2e/support/fixtures';
import { isMobileWidth, menuToggle, mobileMenu, navLink } from '../e2e/support/layout';
import { TestWallet } from '../e2e/support/testWallet';

const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;
const locales = ['en', 'ko'] as const;
const oneUsdc = 1_000_000n;

async function shoot(page: Page, name: string) {
  // Nothing moving in the picture (the CSP forbids injected styles): Playwright stops animations and hides the caret.
  await page.screenshot({
    path: `docs/screens/${name}.png`,
    fullPage: false,
    animations: 'disabled',
    caret: 'hide',
  });
}

async function storeLocale(page: Page, locale: string) {
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
}

async function goHome(page: Page) {
  if (isMobileWidth(page)) {
    await menuToggle(page).click();
    await navLink(mobileMenu(page), 'Home').click();
  } else {
    await navLink(page, 'Home').click();
  }
  await expect(page).toHaveURL(/\/$/);
}

test('docs/screens: Home, Orders, the public page and checkout at 1280 and 375 px in en and ko', async ({
  page,
  wallet,
  api,
  e2e,
  browser,
}) => {
  const licensor = await api.licensor({
    company: { name: 'Moonlight Studio' },
    products: [
      { title: 'Sunset Loop Pack', max_licenses: 20 },
      { title: 'Neon Font Family', max_licenses: 5 },
    ],
  });

  // A buyer pays once, so Home and Orders have a real paid order and a day of revenue.
  const buyerContext = await browser.newContext({ baseURL: e2e.baseURL, deviceScaleFactor: 1 });
  const buyerWallet = await TestWallet.create(buyerContext, e2e);
  const buyerPage = await buyerContext.newPage();
  try {
    const buyer = newAccount();
    await fundAccount(e2e, buyer.address, { usdc: 50n * oneUsdc });
    await buyerWallet.useAccount(buyer.privateKey);
    await buyerPage.goto('/robots.txt');
    await storeLocale(buyerPage, 'en');
    await buyerPage.goto(`/products/${licensor.company.slug}`);
    await buyerPage.getByRole('button', { name: 'Buy a license for Sunset Loop Pack' }).click();
    await buyerPage
      .getByRole('dialog', { name: 'Connect a Wallet' })
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    const checkout = buyerPage.getByRole('dialog', { name: 'Buy Sunset Loop Pack' });
    await checkout.getByRole('textbox', { name: /Email/ }).fill('buyer@example.com');
    await checkout.getByRole('button', { name: 'Pay 1.00 USDC' }).click();
    await expect(checkout.getByText('Payment confirmed')).toBeVisible({ timeout: 30_000 });
    await checkout.getByRole('button', { name: 'Done' }).click();

    await seedSession(page, licensor.session, { wallet });
    for (const locale of locales) {
      for (const size of widths) {
        const suffix = `${locale}-${size.width}`;
        await page.setViewportSize(size);
        await page.goto('/robots.txt');
        await storeLocale(page, locale);

        await page.goto('/order');
        await expect(page.getByRole('table')).toBeVisible();
        await shoot(page, `orders-${suffix}`);

        await goHome(page);
        await expect(page.getByRole('img').first()).toBeVisible();
        await shoot(page, `home-${suffix}`);

        // The public page and checkout, as the buyer sees them.
        await buyerPage.setViewportSize(size);
        await storeLocale(buyerPage, locale);
        await buyerPage.goto(`/products/${licensor.company.slug}`);
        await expect(buyerPage.getByRole('heading', { level: 1, name: 'Moonlight Studio' })).toBeVisible();
        await shoot(buyerPage, `public-${suffix}`);
        const buyNeon =
          locale === 'ko' ? 'Neon Font Family 라이선스 구매' : 'Buy a license for Neon Font Family';
        await buyerPage.getByRole('button', { name: buyNeon }).click();
        await expect(buyerPage.getByRole('dialog')).toBeVisible();
        await buyerPage.waitForTimeout(600);
        await shoot(buyerPage, `checkout-${suffix}`);
        await buyerPage.keyboard.press('Escape');
      }
    }
  } finally {
    await buyerContext.close();
  }
});
