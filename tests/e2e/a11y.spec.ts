// docs/product.md §14: an axe scan (WCAG 2.0/2.1 A and AA) of every layout, at both widths, with no violations. A
// failure lists each violation as rule, impact, and the selectors of the offending nodes.
import { expectNoAxeViolations } from '../support/axe';
import { type Locator, type Page } from '@playwright/test';
import { newAccount, seedLicensor, seedSession, chooseEnglish } from './support/api';
import { expect, test } from './support/fixtures';
import { menuToggle, mobileMenu, shortAddress, walletButton } from './support/layout';

/** Waits until the route's screen (its level-1 heading) is on screen. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('split layout (/manage)', async ({ page, api }) => {
  await seedLicensor(page, api);
  await page.goto('/manage');
  await settled(page);
  await expectNoAxeViolations(page);
});

test('header layout (/product/{id}, /order/{id}, /productcreate)', async ({ page, api }) => {
  const { products } = await seedLicensor(page, api, { products: [{}] });
  const order = await api.createOrder(products[0]?.id ?? '', newAccount());
  for (const path of [`/product/${products[0]?.id}`, `/order/${order.id}`, '/productcreate?step=1']) {
    await page.goto(path);
    await settled(page);
    await expectNoAxeViolations(page);
  }
});

test('full layout (/auth)', async ({ page }) => {
  await page.goto('/auth');
  await settled(page);
  await expectNoAxeViolations(page);
});

test('brand layout (/products/{slug})', async ({ page, api }) => {
  const { company } = await api.licensor({ products: [{}] });
  await page.goto(`/products/${company.slug}`);
  await settled(page);
  await expectNoAxeViolations(page);
});

test('not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await settled(page);
  await expectNoAxeViolations(page);
});

test('the open mobile menu', { tag: '@mobile-only' }, async ({ page, api }) => {
  await seedLicensor(page, api);
  await page.goto('/order');
  await settled(page);
  await menuToggle(page).click();
  await expect(mobileMenu(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('English (lang and labels)', async ({ page, api }) => {
  await seedLicensor(page, api);
  await chooseEnglish(page);
  await page.goto('/product');
  await settled(page);
  await expectNoAxeViolations(page);
});

// docs/product.md §4: a browser in Japanese or Arabic reads the public brand page and the wallet dialogs in its
// language (Arabic right to left), and the licensor dashboard in English, left to right. Axe must find nothing on any
// of it (docs/product.md §14), so each is scanned with the browser's language set, and nothing stored in `locale`.
const browsers = {
  ja: {
    browser: 'ja-JP',
    dir: 'ltr',
    buy: (title: string) => `${title} のライセンスを購入`,
    connect: 'ウォレットを接続',
    checkout: (title: string) => `${title} を購入`,
  },
  ar: {
    browser: 'ar',
    dir: 'rtl',
    buy: (title: string) => `شراء ترخيص لـ ${title}`,
    connect: 'ربط محفظة',
    checkout: (title: string) => `شراء ${title}`,
  },
} as const;

async function expectLanguage(page: Page, lang: string, dir: 'ltr' | 'rtl'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/** Opens `dialog` with `opener`, scans the page with it open, and closes it with Escape (docs/product.md §14). */
async function scanDialog(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.click();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const [lang, language] of Object.entries(browsers)) {
  test.describe(`a browser in ${language.browser}`, () => {
    test.use({ locale: language.browser });

    // The dashboard is English in every such browser, the same screens for ja as for ar (locales.spec.ts checks the
    // ja browser falls back to it): it is swept once, in the right-to-left browser, where it must still read left to
    // right.
    if (language.dir === 'rtl')
      test('the dashboard in English: every route and its dialogs', async ({ page, api, wallet }) => {
        // Eleven screens and five dialogs, each scanned.
        test.setTimeout(150_000);
        const { products, session } = await seedLicensor(page, api, {
          wallet,
          products: [{ title: 'Axe Published Pack' }, { title: 'Axe Draft Pack', status: 'draft' }],
        });
        const [published, draft] = products;
        const order = await api.createOrder(published?.id ?? '', newAccount());

        for (const path of ['/', '/order', '/product', '/productcreate?step=1', '/manage']) {
          await page.goto(path);
          await settled(page);
          await expectLanguage(page, 'en', 'ltr');
          await expectNoAxeViolations(page);
        }

        // The wallet's account dialog, from the connected wallet button in /manage's top bar (an icon below 768 px).
        await scanDialog(
          page,
          walletButton(page, session.walletAddress),
          page.getByRole('dialog', { name: shortAddress(session.walletAddress) }),
        );

        await page.goto(`/order/${order.id}`);
        await settled(page);
        await expectLanguage(page, 'en', 'ltr');
        await expectNoAxeViolations(page);
        await scanDialog(
          page,
          page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Cancel order' }),
          page.getByRole('dialog', { name: `Cancel order ${order.number}?` }),
        );

        await page.goto(`/product/${published?.id}`);
        await settled(page);
        await expectLanguage(page, 'en', 'ltr');
        await expectNoAxeViolations(page);
        await scanDialog(
          page,
          page.getByRole('button', { name: /^Archive/ }).first(),
          page.getByRole('dialog', { name: 'Archive this product?' }),
        );

        await page.goto(`/product/${draft?.id}`);
        await settled(page);
        await expectNoAxeViolations(page);
        await scanDialog(
          page,
          page.getByRole('button', { name: /^Delete draft/ }).first(),
          page.getByRole('dialog', { name: 'Delete this draft?' }),
        );

        // A newcomer (signed in, no company) on the company wizard; then signed out on /auth with its two dialogs.
        await seedSession(page, await api.signIn(newAccount()));
        await page.goto('/create?step=1');
        await settled(page);
        await expectLanguage(page, 'en', 'ltr');
        await expectNoAxeViolations(page);

        const visitor = newAccount();
        await page.goto('/robots.txt');
        await page.evaluate(() => localStorage.clear());
        await wallet.useAccount(visitor.privateKey);
        await page.goto('/auth');
        await settled(page);
        await expectLanguage(page, 'en', 'ltr');
        await expectNoAxeViolations(page);
        await walletButton(page).first().click();
        const connect = page.getByRole('dialog', { name: 'Connect a Wallet' });
        await expect(connect).toBeVisible();
        await expectNoAxeViolations(page);
        await connect.getByRole('button', { name: /Test Wallet/ }).click();
        await expect(page.getByRole('dialog', { name: 'Verify your account' })).toBeVisible();
        await expectNoAxeViolations(page);
      });

    test(`the brand page, its connect and checkout dialogs in ${lang}`, async ({ page, api, wallet }) => {
      const { company } = await api.licensor({ products: [{ title: 'Axe Brand Pack' }] });
      await wallet.useAccount(newAccount().privateKey);
      await page.goto(`/products/${company.slug}`);
      await settled(page);
      await expectLanguage(page, lang, language.dir);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: language.buy('Axe Brand Pack') }).click();
      const connect = page.getByRole('dialog', { name: language.connect });
      await expect(connect).toBeVisible();
      await expectLanguage(page, lang, language.dir);
      await expectNoAxeViolations(page);

      await connect.getByRole('button', { name: /Test Wallet/ }).click();
      const checkout = page.getByRole('dialog', { name: language.checkout('Axe Brand Pack') });
      await expect(checkout).toBeVisible();
      await expectLanguage(page, lang, language.dir);
      await expectNoAxeViolations(page);
    });
  });
}
