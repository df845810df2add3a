// Every route of docs/product.md §14 with its layout, at 1280 px (desktop project) and 375 px (mobile project).
// Guarded pages get a session made through the real API (seedSession); the sign-in UI is the session specs' job.
import { newAccount, seedLicensor, seedSession } from './support/api';
import { expect, test } from './support/fixtures';
import {
  BACK_LABELS,
  expectBrandLayout,
  expectHeaderLayout,
  expectNoMainNavigation,
  expectSplitLayout,
  isMobileWidth,
  navLink,
  PAGE_TITLE,
  walletButton,
  type NavLabel,
} from './support/layout';

const back = BACK_LABELS.ko;

test.describe('split layout: sidebar, top bar with logo and wallet button', () => {
  const splitRoutes: [string, NavLabel][] = [
    ['/', 'Home'],
    ['/order', 'Order'],
    ['/product', 'Product'],
    ['/manage', 'Manage'],
  ];
  for (const [path, current] of splitRoutes) {
    test(`${path} highlights ${current}`, async ({ page, api }) => {
      await seedLicensor(page, api);
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(PAGE_TITLE);
      await expectSplitLayout(page, current);
    });
  }

  test(
    'the sidebar links navigate and move aria-current',
    { tag: '@desktop-only' },
    async ({ page, api }) => {
      await seedLicensor(page, api);
      await page.goto('/manage');
      const sidebar = page.getByRole('complementary');
      for (const [label, path] of [
        ['Order', '/order'],
        ['Product', '/product'],
        ['Home', '/'],
        ['Manage', '/manage'],
      ] as const) {
        await navLink(sidebar, label).click();
        await expect(page).toHaveURL(path);
        await expectSplitLayout(page, label);
      }
    },
  );

  test('the logo leads Home', async ({ page, api }) => {
    await seedLicensor(page, api);
    await page.goto('/order');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /OVERDIVE/ })
      .click();
    await expect(page).toHaveURL('/');
    await expectSplitLayout(page, 'Home');
  });
});

test.describe('header layout: back button and wallet button', () => {
  test('/product/{id}: 목록으로', async ({ page, api }) => {
    const { products } = await seedLicensor(page, api, { products: [{}] });
    await page.goto(`/product/${products[0]?.id}`);
    await expectHeaderLayout(page, back.toList);
  });

  test('/order/{id}: 관리로', async ({ page, api }) => {
    const { products } = await seedLicensor(page, api, { products: [{}] });
    const order = await api.createOrder(products[0]?.id ?? '', newAccount());
    await page.goto(`/order/${order.id}`);
    await expectHeaderLayout(page, back.toManage);
  });

  for (const path of ['/productcreate', '/create'] as const) {
    for (const step of [1, 2, 3] as const) {
      test(`${path}?step=${step} opened directly: the back button follows the step the wizard shows`, async ({
        page,
        api,
      }) => {
        // /create is for a signed-in wallet without a company yet; /productcreate for a licensor.
        if (path === '/create') await seedSession(page, await api.signIn(newAccount()));
        else await seedLicensor(page, api);
        await page.goto(`${path}?step=${step}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        // A wizard may send a step it holds nothing for back to step 1; either way the rule follows the URL.
        const shown = new URL(page.url()).searchParams.get('step');
        expect(new URL(page.url()).pathname).toBe(path);
        await expectHeaderLayout(page, shown === '2' ? null : back.home);
      });
    }
  }

  test('/create and /productcreate without a step are step 1', async ({ page, api }) => {
    await seedLicensor(page, api);
    await page.goto('/productcreate');
    await expectHeaderLayout(page, back.home);
    await seedSession(page, await api.signIn(newAccount()));
    await page.goto('/create?step=banana');
    await expectHeaderLayout(page, back.home);
  });

  test('step 2 of /create (signing) has no back button; a rejected signature returns to step 1 with Home', async ({
    page,
    api,
    wallet,
  }) => {
    await seedSession(page, await api.signIn(newAccount()), { wallet });
    const connected = { walletAddress: wallet.address };
    await page.goto('/create?step=1');
    await expectHeaderLayout(page, back.home, connected);
    await page.getByLabel('회사 이름').fill('E2E Shell Test Co');
    await page.getByLabel('공개 페이지 주소').fill(`e2e-shell-${Date.now()}`);
    const signature = wallet.holdNext('personal_sign');
    await page.getByRole('button', { name: '계속하고 서명하기' }).click();
    await signature.reached;
    await expect(page).toHaveURL('/create?step=2');
    await expectHeaderLayout(page, null, connected);
    signature.reject();
    await expect(page).toHaveURL('/create?step=1');
    await expectHeaderLayout(page, back.home, connected);
    await expect(page.getByLabel('회사 이름')).toHaveValue('E2E Shell Test Co');
  });

  test('/auth: the full layout, Home back button, the wallet button, no session needed', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle(PAGE_TITLE);
    await expectHeaderLayout(page, back.home);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'OVERDIVE' })).toBeVisible();
    await expect(walletButton(main)).toBeVisible();
  });
});

test.describe('brand layout: /products/{slug}', () => {
  test('a licensor page: brand navigation, no main navigation, full width, no session needed', async ({
    page,
    api,
  }) => {
    const { company } = await api.licensor({ products: [{}] });
    await page.goto(`/products/${company.slug}`);
    await expect(page).toHaveURL(`/products/${company.slug}`);
    await expectBrandLayout(page);
    const main = await page.getByRole('main').boundingBox();
    expect(main?.width).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 0) - 1);
  });

  test('an unknown slug keeps the brand layout', async ({ page }) => {
    await page.goto('/products/no-such-licensor-e2e');
    await expectBrandLayout(page);
  });
});

test.describe('guards and unknown routes', () => {
  for (const path of ['/', '/order', '/product', '/manage', '/create?step=1', '/productcreate?step=1']) {
    test(`${path} without a session goes to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/auth');
      await expectHeaderLayout(page, back.home);
    });
  }

  test('an unknown route shows the not-found page in the header layout with 뒤로', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expectHeaderLayout(page, back.back);
    await expectNoMainNavigation(page);
  });
});

test.describe('back button targets (docs/product.md §5)', () => {
  test('목록으로 on /product/{id} goes to /manage', async ({ page, api }) => {
    const { products } = await seedLicensor(page, api, { products: [{}] });
    await page.goto(`/product/${products[0]?.id}`);
    await page.getByRole('button', { name: back.toList, exact: true }).click();
    await expect(page).toHaveURL('/manage');
    await expectSplitLayout(page, 'Manage');
  });

  test('관리로 on /order/{id} goes to /manage', async ({ page, api }) => {
    const { products } = await seedLicensor(page, api, { products: [{}] });
    const order = await api.createOrder(products[0]?.id ?? '', newAccount());
    await page.goto(`/order/${order.id}`);
    await page.getByRole('button', { name: back.toManage, exact: true }).click();
    await expect(page).toHaveURL('/manage');
    await expectSplitLayout(page, 'Manage');
  });

  for (const step of [1, 3] as const) {
    test(`Home on /productcreate?step=${step} goes to /`, async ({ page, api }) => {
      await seedLicensor(page, api);
      await page.goto(`/productcreate?step=${step}`);
      await page.getByRole('button', { name: back.home, exact: true }).click();
      await expect(page).toHaveURL('/');
      await expectSplitLayout(page, 'Home');
    });
  }

  test('Home on /create?step=1 goes to / (which sends a wallet without a company back to /create)', async ({
    page,
    api,
  }) => {
    await seedSession(page, await api.signIn(newAccount()));
    await page.goto('/create?step=1');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: back.home, exact: true }).click(),
    ]);
    await expect(page).toHaveURL(/\/create\?step=1$/);
  });

  test('Home on /auth goes to / (which sends a visitor without a session back to /auth)', async ({
    page,
  }) => {
    await page.goto('/auth');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: back.home, exact: true }).click(),
    ]);
    await expect(page).toHaveURL('/auth');
  });

  test('뒤로 goes back in history after an in-app navigation', async ({ page, api }) => {
    await seedLicensor(page, api);
    await page.goto('/manage');
    await expectSplitLayout(page, 'Manage');
    // An in-app link to an address that does not exist (no screen links to one, so push it like the router does).
    await page.evaluate(() => {
      const state = window.history.state as { idx?: number } | null;
      window.history.pushState(
        { usr: null, key: 'e2e-dead-link', idx: (state?.idx ?? 0) + 1 },
        '',
        '/dead-link',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await page.getByRole('button', { name: back.back, exact: true }).click();
    await expect(page).toHaveURL('/manage');
    await expectSplitLayout(page, 'Manage');
  });

  test('뒤로 on a page opened directly (no history in the app) goes Home instead of leaving the site', async ({
    page,
    api,
  }) => {
    await seedLicensor(page, api);
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: back.back, exact: true }).click();
    await expect(page).toHaveURL('/');
    await expectSplitLayout(page, 'Home');
  });
});

test.describe('language switch (docs/product.md §4 `locale`)', () => {
  test('ko by default; choosing English relabels the shell, is stored under `locale` and survives a reload', async ({
    page,
    api,
  }) => {
    const { products } = await seedLicensor(page, api, { products: [{}] });
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();
    await page.goto(`/product/${products[0]?.id}`);
    await expectHeaderLayout(page, BACK_LABELS.ko.toList);
    const language = page.getByRole('banner').getByRole('combobox', { name: '언어' });
    await expect(language).toHaveValue('ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await language.selectOption('en');
    await expectHeaderLayout(page, BACK_LABELS.en.toList);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The screen's own texts load with the screen; after the switch they must be there in English too.
    await expect(page.getByRole('main')).not.toContainText(/\[missing:/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectHeaderLayout(page, BACK_LABELS.en.toList);
    const english = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    await expect(english).toHaveValue('en');
    await english.selectOption('ko');
    await expectHeaderLayout(page, BACK_LABELS.ko.toList);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('ko');
  });

  test('the switch is in the top bar of the split layout when wide, in the mobile menu when narrow', async ({
    page,
    api,
  }) => {
    await seedLicensor(page, api);
    await page.goto('/order');
    const topBarSwitch = page.getByRole('banner').getByRole('combobox', { name: '언어' });
    if (isMobileWidth(page)) {
      await expect(topBarSwitch).toBeHidden();
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('combobox', { name: '언어' }).selectOption('en');
      await expect(menu.getByText('Privacy notice')).toBeVisible();
    } else {
      await topBarSwitch.selectOption('en');
      await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    }
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  });

  test('an unreadable stored locale falls back to ko without a crash', async ({ page }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('locale', '{"tampered":true}'));
    await page.goto('/auth');
    await expectHeaderLayout(page, BACK_LABELS.ko.home);
    await expect(page.getByRole('banner').getByRole('combobox', { name: '언어' })).toHaveValue('ko');
  });
});
