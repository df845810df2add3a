// SPEC.md §2: an axe scan (WCAG 2.0/2.1 A and AA) of every layout, at both widths, with no violations. A failure
// lists each violation as rule, impact, and the selectors of the offending nodes.
import { expectNoAxeViolations } from '../support/axe';
import { type Page } from '@playwright/test';
import { newAccount, seedLicensor, chooseEnglish } from './support/api';
import { expect, test } from './support/fixtures';
import { menuToggle, mobileMenu } from './support/layout';

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
