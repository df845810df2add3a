// docs/product.md §14: below 768 px the top bar's `Menu` toggle opens a slide-in menu with the four links, the
// wallet button and the privacy notice; Escape, a click outside, a link, and growing past 768 px close it.
import { type Page } from '@playwright/test';
import { seedLicensor } from './support/api';
import { expect, test } from './support/fixtures';
import {
  expectNavigation,
  expectSplitLayout,
  menuToggle,
  mobileMenu,
  navLink,
  PRIVACY_NOTICE,
  walletButton,
} from './support/layout';

const mobileOnly = { tag: '@mobile-only' };

async function openMenu(page: Page) {
  await menuToggle(page).click();
  const menu = mobileMenu(page);
  await expect(menu).toBeVisible();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  return menu;
}

async function expectMenuClosed(page: Page) {
  await expect(mobileMenu(page)).toHaveCount(0);
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
}

test.beforeEach(async ({ page, api }) => {
  await seedLicensor(page, api);
  await page.goto('/product');
  await expectSplitLayout(page, 'Product');
});

test(
  'the menu holds the four links (current one marked), the wallet button and the privacy notice',
  mobileOnly,
  async ({ page }) => {
    const menu = await openMenu(page);
    await expectNavigation(menu, 'Product');
    await expect(walletButton(menu)).toBeVisible();
    const privacy = menu.getByText(PRIVACY_NOTICE.ko, { exact: true });
    await expect(privacy).toBeVisible();
    await privacy.click();
    await expect(menu.getByText(/지갑 주소와 세션 토큰/)).toBeVisible();
    // A modal menu: it takes the focus.
    await expect(menu.locator(':focus')).toHaveCount(1);
  },
);

test('Escape closes the menu and gives the focus back to the toggle', mobileOnly, async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press('Escape');
  await expectMenuClosed(page);
  await expect(menuToggle(page)).toBeFocused();
});

test('a click outside the panel closes the menu', mobileOnly, async ({ page }) => {
  const menu = await openMenu(page);
  const panel = await menu.boundingBox();
  const viewport = page.viewportSize();
  if (!panel || !viewport) throw new Error('no layout boxes');
  // The panel slides in from the left; the dimmed area to its right is "outside".
  const x = panel.x + panel.width + (viewport.width - panel.x - panel.width) / 2;
  expect(x).toBeLessThan(viewport.width);
  await page.mouse.click(x, viewport.height / 2);
  await expectMenuClosed(page);
  await expect(page).toHaveURL('/product');
});

test('the close button closes the menu', mobileOnly, async ({ page }) => {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: '메뉴 닫기' }).click();
  await expectMenuClosed(page);
});

test('a link navigates and closes the menu', mobileOnly, async ({ page }) => {
  const menu = await openMenu(page);
  await navLink(menu, 'Order').click();
  await expect(page).toHaveURL('/order');
  await expectMenuClosed(page);
  await expectSplitLayout(page, 'Order');
  const again = await openMenu(page);
  await expectNavigation(again, 'Order');
});

test(
  'growing wider than 768 px closes the menu and shows the sidebar; shrinking again keeps it closed',
  mobileOnly,
  async ({ page }) => {
    await openMenu(page);
    await page.setViewportSize({ width: 769, height: 812 });
    await expect(mobileMenu(page)).toHaveCount(0);
    await expectNavigation(page.getByRole('complementary'), 'Product');
    await expect(menuToggle(page)).toBeHidden();
    await page.setViewportSize({ width: 375, height: 812 });
    await expectMenuClosed(page);
    await expectSplitLayout(page, 'Product');
  },
);

test(
  'the breakpoint is 768 px: at 767 px the menu stays open, at 768 px the wide layout takes over',
  mobileOnly,
  async ({ page }) => {
    await openMenu(page);
    await page.setViewportSize({ width: 767, height: 812 });
    await expect(mobileMenu(page)).toBeVisible();
    await page.setViewportSize({ width: 768, height: 812 });
    await expect(mobileMenu(page)).toHaveCount(0);
    await expect(menuToggle(page)).toBeHidden();
  },
);
