// The session journeys of docs/product.md §16–§17 in a real browser, against the real API, with the test wallet: sign-in landing pages, the
// automatic sign-in of an expired token, a revoked token, wallet events (account switch, chain change, all
// accounts gone) and a logout reaching another tab. Korean is the default locale (docs/product.md §5).
import { type Page } from '@playwright/test';
import { newAccount, seedSession } from './support/api';
import { expect, test } from './support/fixtures';
import { isMobileWidth, menuToggle, mobileMenu, navLink, walletButton } from './support/layout';

/** Every path the SPA's history went through, including replaced entries (guards redirect with replace). */
async function recordPaths(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [location.pathname];
    (window as unknown as { __paths: string[] }).__paths = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        original(state, unused, url);
        seen.push(location.pathname);
      };
    }
  });
}

/** The split layout shows `label`'s page as current (through the Menu below 768 px). */
async function expectCurrentPage(
  page: Page,
  label: 'Home' | 'Order' | 'Manage',
  path: RegExp,
): Promise<void> {
  await expect(page).toHaveURL(path);
  if (!isMobileWidth(page)) {
    await expect(navLink(page, label).first()).toHaveAttribute('aria-current', 'page');
    return;
  }
  await menuToggle(page).click();
  await expect(navLink(mobileMenu(page), label)).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(mobileMenu(page)).toBeHidden();
}

const pathsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
const storage = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** A JWT-shaped token whose exp has passed: the app must treat it as no session (docs/product.md §17). */
function expiredToken(sub: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp, iat: exp - 3600, jti: 'gone' })}.c2lnbmF0dXJl`;
}

test('a wallet with a company signs in from /auth and lands on Home', async ({ page, api, wallet }) => {
  const licensor = await api.licensor();
  await wallet.useAccount(licensor.account.privateKey);
  await page.goto('/auth');
  await walletButton(page).first().click();
  await page
    .getByRole('dialog', { name: '지갑 연결' })
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await page.getByRole('dialog', { name: '계정 확인' }).getByRole('button', { name: '메시지 서명' }).click();
  await expectCurrentPage(page, 'Home', /\/$/);
  expect(await storage(page, 'wallet_address')).toBe(licensor.account.address.toLowerCase());
});

test('an expired token with the wallet connected signs in again without a visit to /auth', async ({
  page,
  api,
  wallet,
}) => {
  const licensor = await api.licensor();
  await seedSession(
    page,
    { ...licensor.session, token: expiredToken(licensor.session.walletAddress) },
    { wallet },
  );
  await recordPaths(page);
  await page.goto('/order');
  await expectCurrentPage(page, 'Order', /\/order$/);
  expect(await pathsSeen(page)).not.toContain('/auth');
  expect(wallet.requests('personal_sign')).toHaveLength(1);
  const token = await storage(page, 'jwt_token');
  expect(token).not.toBe(expiredToken(licensor.session.walletAddress));
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('a revoked token ends on /auth with the expiry message', async ({ page, api, wallet }) => {
  const licensor = await api.licensor();
  await seedSession(page, licensor.session, { wallet });
  // Revoked on the server (another device signed out), still unexpired in this browser.
  await api.request('POST', 'auth/logout/', { token: licensor.session.token });
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('토큰이 만료되었습니다. 다시 로그인해주세요.')).toBeVisible();
  expect(await storage(page, 'jwt_token')).toBeNull();
  // No loop: the app waits on /auth for the user instead of signing straight back in.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/auth$/);
  expect(wallet.requests('personal_sign')).toHaveLength(0);
});

test('switching the account in the wallet ends the session of the old one', async ({ page, api, wallet }) => {
  const licensor = await api.licensor();
  await seedSession(page, licensor.session, { wallet });
  await page.goto('/');
  await expect(walletButton(page, licensor.account.address)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true));

  const other = newAccount();
  await wallet.useAccount(other.privateKey);

  // The app cleared the old session and reloaded (docs/product.md §16); the reload signs the new account in and, as
  // it has no company, sends it to /create.
  await expect(page).toHaveURL(/\/create\?step=1$/);
  expect(
    await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
  ).toBeUndefined();
  expect(await storage(page, 'wallet_address')).toBe(other.address.toLowerCase());
  expect(await storage(page, 'jwt_token')).not.toBe(licensor.session.token);
});

test('a chain change reloads the page', async ({ page, api, wallet }) => {
  const licensor = await api.licensor();
  await seedSession(page, licensor.session, { wallet });
  await page.goto('/order');
  await expect(walletButton(page, licensor.account.address)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true));
  const reloaded = page.waitForEvent('load');
  await wallet.setChain(1);
  await reloaded;
  expect(
    await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
  ).toBeUndefined();
  // Same session after the reload, now on a chain the product does not offer.
  await expect(page.getByRole('button', { name: /잘못된 네트워크/ }).first()).toBeVisible();
  expect(await storage(page, 'jwt_token')).toBe(licensor.session.token);
});

test('disconnecting every account in the wallet clears jwt_token', async ({ page, api, wallet }) => {
  const licensor = await api.licensor();
  await seedSession(page, licensor.session, { wallet });
  await page.goto('/product');
  await expect(walletButton(page, licensor.account.address)).toBeVisible();
  await wallet.disconnect();
  await expect.poll(() => storage(page, 'jwt_token')).toBeNull();
  expect(await storage(page, 'wallet_address')).toBeNull();
  await expect(page).toHaveURL(/\/auth$/);
});

test('signing out in one tab signs out the other', async ({ page, context, api, wallet }) => {
  const licensor = await api.licensor();
  await seedSession(page, licensor.session, { wallet });
  await page.goto('/manage');
  const other = await context.newPage();
  await other.goto('/order');
  await expectCurrentPage(other, 'Order', /\/order$/);

  await page.getByRole('button', { name: '로그아웃', exact: true }).click();
  await expect(other).toHaveURL(/\/auth$/);
  expect(await storage(other, 'jwt_token')).toBeNull();
  // The server revoked the token too: it no longer opens anything.
  await expect(api.request('GET', 'auth/profile/', { token: licensor.session.token })).rejects.toMatchObject({
    status: 401,
  });
});
