// The wallet kit of docs/product.md §5 and wallet-kit.md, in a real browser with the test wallet and the local chain, at 1280 px (desktop project) and
// 375 px (mobile project, bottom sheets): discover and connect, reject and retry, sign in, copy the address, the real
// balance in the button and the dialog, a wrong chain switched through the 4902 add-chain path, a real transaction
// going pending → confirmed with the balance refreshed, a reverted one marked failed, Clear All, disconnect, and an
// axe scan of each dialog. Korean is the default locale (docs/product.md §5); the storefront journeys read English.
import { expectNoAxeViolations } from '../support/axe';
import { type Locator, type Page } from '@playwright/test';
import { type E2EApi, fundAccount, newAccount, seedLicensor, chooseEnglish, sendUsdc } from './support/api';
import { type E2EEnv } from './support/env';
import { type TestWallet } from './support/testWallet';
import { expect, test, testWithoutWallet } from './support/fixtures';
import { isMobileWidth, shortAddress, walletButton } from './support/layout';

const oneIp = 10n ** 18n;

/** A dialog is a bottom sheet below 768 px: it reaches the bottom edge and spans the width. */
async function expectSheetOnMobile(page: Page, dialog: Locator): Promise<void> {
  if (!isMobileWidth(page)) return;
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  // The sheet slides up (250 ms); wait until it has settled at the bottom edge.
  await expect
    .poll(async () => {
      const settled = await dialog.boundingBox();
      return settled ? Math.round(settled.y + settled.height) : 0;
    })
    .toBe(viewport.height);
  expect(Math.round(box.width)).toBe(viewport.width);
}

function storage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

test('discovers the wallet, connects and signs in on /auth', async ({ page, wallet }) => {
  const account = newAccount();
  await wallet.useAccount(account.privateKey);
  await page.goto('/auth');
  const connectButton = walletButton(page).first();
  await expect(connectButton).toBeVisible();
  await connectButton.click();

  const connect = page.getByRole('dialog', { name: '지갑 연결' });
  await expect(connect).toBeVisible();
  await expect(connect.getByRole('heading', { name: '설치됨' })).toBeVisible();
  await expectSheetOnMobile(page, connect);
  await expectNoAxeViolations(page);
  await connect.getByRole('button', { name: /Test Wallet/ }).click();

  // A licensor page: the sign-in dialog follows the connect.
  const signIn = page.getByRole('dialog', { name: '계정 확인' });
  const send = signIn.getByRole('button', { name: '메시지 서명' });
  await expect(send).toBeEnabled();
  await expectSheetOnMobile(page, signIn);
  await expectNoAxeViolations(page);
  await send.click();

  // Signed in with no company yet: on to /create, the wallet button showing the account.
  await expect(page).toHaveURL(/\/create\?step=1$/);
  await expect(walletButton(page, account.address)).toBeVisible();
  expect(await storage(page, 'wallet_address')).toBe(account.address.toLowerCase());
  expect(await storage(page, 'jwt_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await storage(page, 'rk-latest-id')).toBe(wallet.rdns);
  expect(JSON.parse((await storage(page, 'rk-recent')) ?? '[]')).toEqual([wallet.rdns]);
  expect(await storage(page, 'rk-version')).toBe('2.2.8');
  const [signature] = wallet.requests('personal_sign');
  expect(signature?.error).toBeUndefined();
});

test('a rejected connect stops quietly; another failure offers RETRY', async ({ page, wallet }) => {
  await wallet.useAccount(newAccount().privateKey);
  await page.goto('/auth');
  await walletButton(page).first().click();
  const connect = page.getByRole('dialog', { name: '지갑 연결' });

  wallet.rejectNext('eth_requestAccounts');
  await connect.getByRole('button', { name: /Test Wallet/ }).click();
  await expect.poll(() => wallet.requests('eth_requestAccounts').length).toBe(1);
  await expect(connect.getByRole('button', { name: /Test Wallet/ })).toBeVisible();
  await expect(connect.getByRole('alert')).toHaveCount(0);
  await expect(connect.getByRole('button', { name: '다시 시도' })).toHaveCount(0);

  wallet.failNext('eth_requestAccounts', -32603, 'Internal JSON-RPC error.');
  await connect.getByRole('button', { name: /Test Wallet/ }).click();
  const retry = connect.getByRole('button', { name: '다시 시도' });
  await expect(retry).toBeVisible();
  await expect(connect.getByRole('alert')).toHaveText('연결되지 않았습니다.');
  await retry.click();
  await expect(page.getByRole('dialog', { name: '계정 확인' })).toBeVisible();
  expect(wallet.isConnected).toBe(true);
});

testWithoutWallet('without a wallet extension: the alert, then where to get a wallet', async ({ page }) => {
  await page.goto('/auth');
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await walletButton(page).first().click();
  await expect.poll(() => alerts).toEqual(['지갑 확장 프로그램을 설치해주세요.']);
  const connect = page.getByRole('dialog', { name: '지갑 연결' });
  await expect(connect.getByRole('heading', { name: '지갑 받기' })).toBeVisible();
  await expect(connect.getByRole('button', { name: /받기$/ })).toHaveCount(5);
  await expect(walletButton(page).first()).toBeVisible();
});

test('the account dialog: the real balance, copy address, and disconnect', async ({
  page,
  api,
  wallet,
  e2e,
  context,
}) => {
  const { session } = await seedLicensor(page, api, { wallet });
  await fundAccount(e2e, session.walletAddress, { native: 12_345_600_000_000_000_000n });
  await page.goto('/manage');
  const button = walletButton(page, session.walletAddress);
  await expect(button).toBeVisible();
  if (!isMobileWidth(page)) await expect(button).toContainText('12.34 IP');

  await button.click();
  const account = page.getByRole('dialog', { name: shortAddress(session.walletAddress) });
  await expect(account.getByText('12.34 IP')).toBeVisible();
  await expectSheetOnMobile(page, account);
  await expectNoAxeViolations(page);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await account.getByRole('button', { name: '주소 복사' }).click();
  await expect(account.getByRole('button', { name: '복사됨!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.toLowerCase()).toBe(session.walletAddress.toLowerCase());
  // Back to the label after 1.5 s.
  await expect(account.getByRole('button', { name: '주소 복사' })).toBeVisible({ timeout: 3000 });

  await account.getByRole('button', { name: '연결 해제' }).click();
  await expect(account).toBeHidden();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(walletButton(page).first()).toBeVisible();
  await expect.poll(() => storage(page, 'jwt_token')).toBeNull();
  await expect.poll(() => storage(page, 'rk-latest-id')).toBeNull();
});

test.describe('a wallet on another chain that does not know Story', () => {
  test.use({ walletOptions: { chainId: 1, knowsChain: false } });

  test('shows the wrong-network label, adds the chain (4902) and switches', async ({ page, api, wallet }) => {
    const { session } = await seedLicensor(page, api, { wallet });
    await page.goto('/manage');
    const wrong = page.getByRole('banner').getByRole('button', { name: '잘못된 네트워크' });
    await expect(wrong).toBeVisible();
    await wrong.click();

    const network = page.getByRole('dialog', { name: '네트워크 전환' });
    await expect(network.getByText('잘못된 네트워크가 감지되었습니다', { exact: false })).toBeVisible();
    await expect(network.getByRole('button', { name: '연결 해제' })).toBeVisible();
    await expectSheetOnMobile(page, network);
    await expectNoAxeViolations(page);

    await network.getByRole('button', { name: /^Story/ }).click();
    // The wallet did not know the chain: it was added from the chain config, then the wallet switched to it.
    await expect.poll(() => wallet.chainId).toBe(1514);
    expect(wallet.requests('wallet_switchEthereumChain')[0]?.error?.code).toBe(4902);
    expect(wallet.addedChains).toEqual([
      expect.objectContaining({
        chainId: '0x5ea',
        chainName: 'Story',
        nativeCurrency: { name: 'IP Token', symbol: 'IP', decimals: 18 },
      }),
    ]);
    // A chain change reloads the page (docs/product.md §16); the account is back, on the right network.
    await expect(walletButton(page, session.walletAddress)).toBeVisible();
    await expect(page.getByRole('button', { name: '잘못된 네트워크' })).toHaveCount(0);
  });
});

/** A licensor with one product, and a buyer with `native` gas and `usdc` in the test wallet, on the brand page. */
async function buyerOnBrandPage(
  { page, api, wallet, e2e }: { page: Page; api: E2EApi; wallet: TestWallet; e2e: E2EEnv },
  { title, usdc }: { title: string; usdc: bigint },
) {
  const { company } = await api.licensor({ products: [{ title }] });
  const buyer = newAccount();
  await fundAccount(e2e, buyer.address, { native: oneIp, usdc });
  await wallet.useAccount(buyer.privateKey);
  await chooseEnglish(page);
  await page.goto(`/products/${company.slug}`);
  await page.getByRole('button', { name: `Buy a license for ${title}` }).click();
  const connect = page.getByRole('dialog', { name: 'Connect a Wallet' });
  await connect.getByRole('button', { name: /Test Wallet/ }).click();
  const checkout = page.getByRole('dialog', { name: `Buy ${title}` });
  await expect(checkout).toBeVisible();
  return { buyer, checkout };
}

test('a real payment goes pending → confirmed, and the balance follows', async ({
  page,
  api,
  wallet,
  e2e,
}) => {
  const { buyer, checkout } = await buyerOnBrandPage(
    { page, api, wallet, e2e },
    { title: 'Wallet Pack', usdc: 5_000_000n },
  );
  // The checkout and the recent-transactions watcher share one receipt poll (the same hash watched once); its
  // request stays open until released.
  const held = [wallet.holdNext('eth_getTransactionReceipt')];
  await checkout.getByRole('button', { name: 'Pay 1.00 USDC' }).click();
  await Promise.all(held.map((hold) => hold.reached));
  expect(wallet.requests('eth_getTransactionReceipt')).toHaveLength(1);

  const stored = JSON.parse((await storage(page, 'rk-transactions')) ?? '{}') as Record<
    string,
    Record<string, { status: string; description: string }[]>
  >;
  expect(stored[buyer.address]?.['1514']).toEqual([
    expect.objectContaining({ status: 'pending', description: expect.stringMatching(/ORD-\d{4}-\d{6}/) }),
  ]);
  await checkout.getByRole('button', { name: 'Close' }).first().click();
  const button = walletButton(page, buyer.address);

  if (isMobileWidth(page)) {
    // 375 px: no balance in the button; the dialog shows the row turning from Pending to Confirmed.
    await button.click();
    const account = page.getByRole('dialog', { name: shortAddress(buyer.address) });
    const recent = account.getByRole('region', { name: 'Recent Transactions' });
    await expect(recent.getByRole('link')).toContainText('Pending');
    held.forEach((hold) => hold.release());
    await expect(recent.getByRole('link')).toContainText('Confirmed');
    await expect(account.getByText('0.999 IP')).toBeVisible();
  } else {
    // 1280 px: the button keeps the balance it read at connect (1 IP) until the transaction settles.
    await expect(button).toContainText('1 IP');
    held.forEach((hold) => hold.release());
    await expect(button).toContainText('0.999 IP');
    // The checkout comes back to show the confirmed purchase; close it to open the account dialog.
    await expect(checkout.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await checkout.getByRole('button', { name: 'Close' }).first().click();
    await button.click();
    const account = page.getByRole('dialog', { name: shortAddress(buyer.address) });
    await expect(
      account.getByRole('region', { name: 'Recent Transactions' }).getByRole('link'),
    ).toContainText('Confirmed');
  }
});

test('a reverted payment is marked failed, and Clear All empties the list', async ({
  page,
  api,
  wallet,
  e2e,
}) => {
  // The buyer holds the price when ordering (docs/product.md §7 checks the balance), then empties the wallet while the
  // wallet's prompt is open: the transfer reverts on chain (the test wallet sends it anyway, as a user confirming it
  // would).
  const { buyer, checkout } = await buyerOnBrandPage(
    { page, api, wallet, e2e },
    { title: 'Empty Wallet Pack', usdc: 1_000_000n },
  );
  const transfer = wallet.holdNext('eth_sendTransaction');
  await checkout.getByRole('button', { name: 'Pay 1.00 USDC' }).click();
  await transfer.reached;
  await sendUsdc(e2e, buyer, newAccount().address, 1_000_000n);
  transfer.release();
  await expect(checkout.getByRole('alert')).toBeVisible({ timeout: 30_000 });
  await checkout.getByRole('button', { name: 'Close' }).first().click();

  await walletButton(page, buyer.address).click();
  const account = page.getByRole('dialog', { name: shortAddress(buyer.address) });
  const recent = account.getByRole('region', { name: 'Recent Transactions' });
  await expect(recent.getByRole('link')).toContainText('Failed');
  await expectNoAxeViolations(page);

  await recent.getByRole('button', { name: 'Clear All' }).click();
  await expect(account.getByText('OVERDIVE transactions will appear here...')).toBeVisible();
  const stored = JSON.parse((await storage(page, 'rk-transactions')) ?? '{}') as Record<string, object>;
  expect(stored[buyer.address]).toEqual({});
});
