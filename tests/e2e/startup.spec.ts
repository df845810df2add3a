// Start-up when the texts cannot load (docs/security.md: a clear message and a retry, never a blank page): the chosen
// locale's chunk failing falls back to the other locale; both failing shows a bilingual reload prompt.
import { expect, testWithoutWallet as test } from './support/fixtures';
import { walletButton } from './support/layout';

test('a failing Korean texts chunk falls back to English', async ({ page }) => {
  await page.route(/\/assets\/locale-ko\.[^/]+\.js$/, (route) => route.abort());
  await page.goto('/auth');
  await expect(walletButton(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'OVERDIVE' })).toBeVisible();
  await expect(page.getByText('Stablecoin payments for IP licensors on the Story chain.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('no texts at all: a reload prompt in both languages, and the reload works once the network is back', async ({
  page,
}) => {
  await page.route(/\/assets\/locale-(ko|en)\.[^/]+\.js$/, (route) => route.abort());
  await page.goto('/auth');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('화면을 불러오지 못했습니다. / The app could not be loaded.');
  await page.unroute(/\/assets\/locale-(ko|en)\.[^/]+\.js$/);
  await alert.getByRole('button', { name: '다시 시도 / Retry' }).click();
  await expect(walletButton(page).first()).toBeVisible();
});
