// Tampered storage in the real app (docs/security.md, docs/product.md §4): every localStorage key the product uses is filled with
// garbage, values of the wrong type, and megabytes, before the production build starts. The app must start (no
// uncaught exception — the fixtures fail the test on one), treat the value as empty, and repair the key: removed, or
// rewritten with a valid value.
import { type Page } from '@playwright/test';
import { seedSession, type ApiSession } from './support/api';
import { expect, test } from './support/fixtures';
import { walletButton } from './support/layout';
import { type TestWallet } from './support/testWallet';

const MEGABYTES = 3;

/** The values each key is tampered with: garbage, other JSON types, near misses, and a few megabytes. */
const TAMPERED: Record<string, { label: string; value: string | { megabytes: number; unit: string } }[]> = {
  jwt_token: [
    { label: 'garbage', value: '<script>alert(1)</script>{' },
    { label: 'JSON object', value: '{"exp":9999999999}' },
    { label: 'JWT with a text exp', value: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOiJuZXZlciJ9.c2ln' },
    { label: 'megabytes', value: { megabytes: MEGABYTES, unit: 'eyJ' } },
  ],
  wallet_address: [
    { label: 'garbage', value: '0xZZZ' },
    { label: 'JSON array', value: '["0x1111111111111111111111111111111111111111"]' },
    { label: 'megabytes', value: { megabytes: MEGABYTES, unit: '0x' } },
  ],
  'rk-transactions': [
    { label: 'garbage', value: '{"' },
    {
      label: 'wrong types',
      value: '{"0x1111111111111111111111111111111111111111":{"1514":[{"hash":5}],"x":3}}',
    },
    { label: 'an array', value: '[1,2,3]' },
    { label: 'megabytes', value: { megabytes: MEGABYTES, unit: '[' } },
  ],
  'rk-recent': [
    { label: 'garbage', value: 'not json' },
    { label: 'wrong types', value: '[1,{"id":"x"},null,"../evil","dev.overdive.testwallet"]' },
    { label: 'an object', value: '{"0":"dev.overdive.testwallet"}' },
    { label: 'megabytes', value: { megabytes: MEGABYTES, unit: 'a' } },
  ],
  'rk-latest-id': [
    { label: 'garbage', value: '<img src=x onerror=alert(1)>' },
    { label: 'a JSON string', value: '"dev.overdive.testwallet"' },
    { label: 'megabytes', value: { megabytes: MEGABYTES, unit: 'z' } },
  ],
  'rk-ens-name-ADDRESS': [
    { label: 'garbage', value: '{"ensName":' },
    { label: 'wrong types', value: '{"ensName":["alice.ip"],"expires":"tomorrow"}' },
    { label: 'a name of megabytes', value: { megabytes: MEGABYTES, unit: 'n' } },
  ],
  'rk-version': [
    { label: 'garbage', value: '\u0000\u0001' },
    { label: 'another version', value: '0.0.1' },
    { label: 'megabytes', value: { megabytes: MEGABYTES, unit: 'v' } },
  ],
  locale: [
    { label: 'garbage', value: '{"tampered":true}' },
    { label: 'a language the wallet kit does not have', value: 'nl' },
    { label: 'megabytes', value: { megabytes: MEGABYTES, unit: 'k' } },
  ],
};

interface Seeded {
  session: ApiSession;
  address: string;
}

/** Writes the tampered value (megabytes are built in the page, not sent over the wire). */
async function tamper(
  page: Page,
  key: string,
  value: string | { megabytes: number; unit: string },
): Promise<void> {
  await page.evaluate(
    ([name, raw]) => {
      const text =
        typeof raw === 'string'
          ? raw
          : raw.unit.repeat(Math.floor((raw.megabytes * 1_000_000) / raw.unit.length));
      localStorage.setItem(name, text);
    },
    [key, value] as const,
  );
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** What a repaired key may hold after start-up: nothing, or a valid value. */
function expectRepaired(key: string, value: string | null, seeded: Seeded): void {
  const where = `${key} after start-up`;
  if (key === 'jwt_token') {
    // Either gone, or a fresh token from the automatic sign-in of the connected wallet.
    if (value !== null) expect(value, where).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    if (value !== null) expect(value.length, where).toBeLessThan(2000);
  } else if (key === 'wallet_address') {
    if (value !== null) expect(value, where).toBe(seeded.address);
  } else if (key === 'rk-transactions') {
    if (value !== null) {
      const parsed = JSON.parse(value) as unknown;
      expect(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed), where).toBe(true);
      expect(value.length, where).toBeLessThan(10_000);
    }
  } else if (key === 'rk-recent') {
    if (value !== null) {
      const parsed = JSON.parse(value) as unknown;
      expect(Array.isArray(parsed), where).toBe(true);
      for (const id of parsed as unknown[]) expect(id, where).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
    }
  } else if (key === 'rk-latest-id') {
    if (value !== null) expect(value, where).toBe('dev.overdive.testwallet');
  } else if (key.startsWith('rk-ens-name-')) {
    expect(value, where).toBeNull();
  } else if (key === 'rk-version') {
    expect(value, where).toBe('2.2.8');
  } else if (key === 'locale') {
    expect([null, 'ko'], where).toContain(value);
  }
}

async function seed(
  page: Page,
  wallet: TestWallet,
  seeded: Seeded,
  key: string,
  value: TamperValue,
): Promise<void> {
  await seedSession(page, seeded.session, { wallet });
  await tamper(page, key, value);
}
type TamperValue = string | { megabytes: number; unit: string };

// Reading and repairing a key is the same code at every width, so each key is tampered with at 1280 px only; the
// test below, every key at once, runs at both widths.
for (const [template, variants] of Object.entries(TAMPERED)) {
  test(
    `${template.replace('ADDRESS', '<address>')}: garbage, wrong types and megabytes are read as empty and repaired`,
    {
      tag: '@desktop-only',
    },
    async ({ page, api, wallet }) => {
      test.slow();
      const licensor = await api.licensor();
      const seeded: Seeded = { session: licensor.session, address: licensor.session.walletAddress };
      const key = template.replace('ADDRESS', licensor.account.address);
      for (const { label, value } of variants) {
        await test.step(label, async () => {
          await page.goto('/robots.txt');
          await page.evaluate(() => localStorage.clear());
          await seed(page, wallet, seeded, key, value);
          await page.goto('/');
          // The app started and shows Home in Korean, signed in (again, when the session keys were the tampered ones).
          await expect(page).toHaveURL(/\/$/);
          await expect(page.getByRole('heading', { level: 1, name: '홈' })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
          // Repairs run right after start-up (the session and wallet keys on rehydration, the rest a moment later).
          await expect
            .poll(async () => {
              try {
                expectRepaired(key, await stored(page, key), seeded);
                return 'repaired';
              } catch (error) {
                return (error as Error).message.slice(0, 200);
              }
            })
            .toBe('repaired');
          expect(await stored(page, 'wallet_address')).toBe(seeded.address);
        });
      }
    },
  );
}

test('every key tampered at once, without a wallet: the app starts on /auth and repairs them all', async ({
  page,
  api,
  wallet,
}) => {
  const licensor = await api.licensor();
  await page.goto('/robots.txt');
  await page.evaluate((address) => {
    localStorage.setItem('jwt_token', 'not.a.token');
    localStorage.setItem('wallet_address', '["x"]');
    localStorage.setItem('rk-transactions', '{"');
    localStorage.setItem('rk-recent', '{"a":1}');
    localStorage.setItem('rk-latest-id', '../../');
    localStorage.setItem(`rk-ens-name-${address}`, 'x'.repeat(2_000_000));
    localStorage.setItem('rk-ens-name-not-an-address', '{}');
    localStorage.setItem('rk-version', '{}');
    localStorage.setItem('locale', 'xx');
  }, licensor.account.address);
  await page.goto('/order');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(walletButton(page).first()).toBeVisible();
  // Removed, or rewritten with the defaults the app now holds; an unreadable `locale` is no choice, so it goes and
  // the browser's language speaks (docs/product.md §4).
  await expect
    .poll(() => page.evaluate(() => Object.fromEntries(Object.entries(localStorage))))
    .toEqual({ 'rk-version': '2.2.8', 'rk-recent': '[]' });
  // And the app still works: connect and sign in from here.
  await wallet.useAccount(licensor.account.privateKey);
  await walletButton(page).first().click();
  await page
    .getByRole('dialog', { name: '지갑 연결' })
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await page.getByRole('dialog', { name: '계정 확인' }).getByRole('button', { name: '메시지 서명' }).click();
  await expect(page).toHaveURL(/\/order$/);
  expect(await stored(page, 'wallet_address')).toBe(licensor.session.walletAddress);
});
