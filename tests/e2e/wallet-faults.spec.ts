// Wallet faults in the browser (docs/security.md), with the injected test wallet doing what a user or a wallet does at the
// worst moment: rejecting (4001) a signed call or the payment, disappearing (accountsChanged [] or disconnect) while
// a prompt is open, switching accounts in the middle of a wizard, and answering another chain during checkout. Each
// case checks what the user sees: a message or the state to act on, never a crash or an endless spinner, never a
// transfer or a write the user did not confirm. Already covered elsewhere, not repeated here: a rejected connect
// (wallet.spec.ts), a rejected signature at company creation step 2 (shell.spec.ts), and accountsChanged / chain
// changes while idle (session.spec.ts). API and network faults: faults.spec.ts.
import { type Page } from '@playwright/test';
import {
  type E2EApi,
  fundAccount,
  newAccount,
  seedLicensor,
  usdcBalance,
  chooseEnglish,
  openCompanyWizard,
} from './support/api';
import { type E2EEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { type TestWallet } from './support/testWallet';
import { walletButton } from './support/layout';

/** A localStorage value; undefined while the page is between documents (a reload under way). */
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key).catch(() => undefined);

/** No spinner or busy control left on the page. */
async function expectNoSpinner(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** Sends `event` from the test wallet's provider in every open page, as a wallet extension would. */
async function emitFromWallet(page: Page, wallet: TestWallet, event: string, args: unknown[]): Promise<void> {
  await page.evaluate(
    ([id, name, values]) => {
      const registry = (
        window as unknown as {
          __overdiveTestWallets?: Record<string, { emit(event: string, args: unknown[]): void }>;
        }
      ).__overdiveTestWallets;
      registry?.[id]?.emit(name, values);
    },
    [wallet.id, event, args] as const,
  );
}

/** A licensor with one product, a funded buyer loaded into the wallet, on the brand page with the checkout open. */
async function openCheckout(
  { page, wallet, e2e, api }: { page: Page; wallet: TestWallet; e2e: E2EEnv; api: E2EApi },
  title: string,
) {
  const licensor = await api.licensor({ products: [{ title }] });
  const buyer = newAccount();
  await fundAccount(e2e, buyer.address, { usdc: 5_000_000n });
  await wallet.useAccount(buyer.privateKey);
  await chooseEnglish(page);
  await page.goto(`/products/${licensor.company.slug}`);
  await page.getByRole('button', { name: `Buy a license for ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  const checkout = page.getByRole('dialog', { name: `Buy ${title}` });
  await expect(checkout.getByRole('button', { name: 'Pay 1.00 USDC' })).toBeEnabled();
  return { licensor, buyer, checkout };
}

test.describe('the wallet rejects (4001)', () => {
  test('the payout change: nothing is changed, the new address stays in the field, signing again works', async ({
    page,
    api,
    wallet,
  }) => {
    const licensor = await seedLicensor(page, api, { wallet });
    await chooseEnglish(page);
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes(`/api/companies/${licensor.company.id}/`))
        patches += 1;
    });
    await page.goto('/manage');
    const payout = page.getByRole('region', { name: 'Payout address' });
    const next = newAccount().address.toLowerCase();
    await payout.getByRole('textbox', { name: 'New payout address' }).fill(next);
    wallet.rejectNext('personal_sign');
    await payout.getByRole('button', { name: 'Sign and change' }).click();
    await expect(
      payout.getByText('The signature was cancelled. The payout address is unchanged.'),
    ).toBeVisible();
    await expect(payout.getByRole('textbox', { name: 'New payout address' })).toHaveValue(next);
    await expect(payout.getByText(licensor.company.payout_address, { exact: true })).toBeVisible();
    await expectNoSpinner(page);
    // Nothing reached the server, and the session is untouched.
    expect(patches).toBe(0);
    expect(await stored(page, 'jwt_token')).toBe(licensor.session.token);
    const unchanged = await api.request<{ payout_address: string }>(
      'GET',
      `companies/${licensor.company.id}/`,
      {
        token: licensor.session.token,
      },
    );
    expect(unchanged.payout_address).toBe(licensor.company.payout_address);

    await payout.getByRole('button', { name: 'Sign and change' }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Payout address changed.'),
    ).toBeVisible();
    await expect(payout.getByText(next, { exact: true })).toBeVisible();
    expect(patches).toBe(1);
  });

  test('the checkout transfer: said so, the order kept, nothing sent, paying again pays the same order', async ({
    page,
    api,
    wallet,
    e2e,
  }) => {
    test.setTimeout(90_000);
    const { licensor, buyer, checkout } = await openCheckout({ page, api, wallet, e2e }, 'Rejected Pack');
    const payTo = licensor.company.payout_address;
    const before = await usdcBalance(e2e, payTo);
    await checkout.getByRole('textbox', { name: /Email/ }).fill('changed-mind@example.com');
    wallet.rejectNext('eth_sendTransaction');
    await checkout.getByRole('button', { name: 'Pay 1.00 USDC' }).click();
    // docs/product.md §9: a payment declined in the wallet says what happened and offers to pay the same order again.
    const declined = checkout.getByRole('alert').filter({ hasText: 'Payment cancelled in your wallet' });
    await expect(declined).toBeVisible({ timeout: 30_000 });
    await expect(declined).toContainText('nothing was sent');
    await expectNoSpinner(page);
    expect(wallet.requests('eth_sendTransaction')).toEqual([
      expect.objectContaining({ error: expect.objectContaining({ code: 4001 }) }),
    ]);
    expect(await usdcBalance(e2e, payTo)).toBe(before);

    await checkout.getByRole('button', { name: 'Pay again' }).click();
    await expect(checkout.getByText('Payment confirmed')).toBeVisible({ timeout: 30_000 });
    expect(await usdcBalance(e2e, payTo)).toBe(before + 1_000_000n);
    // The same order was paid: one order for this buyer, paid.
    const { results } = await api.request<{ results: { buyer_address: string; status: string }[] }>(
      'GET',
      'products/orders/',
      { token: licensor.session.token },
    );
    expect(results).toEqual([
      expect.objectContaining({ buyer_address: buyer.address.toLowerCase(), status: 'paid' }),
    ]);
  });
});

test.describe('the wallet disappears mid-flow', () => {
  test('accounts gone while the company signature is open: signed out to /auth, no spinner, no company', async ({
    page,
    api,
    wallet,
  }) => {
    const { session, main } = await openCompanyWizard(page, api, wallet);
    await main.getByRole('textbox', { name: 'Company name' }).fill('Vanishing Studio');
    await main
      .getByRole('textbox', { name: 'Public page address' })
      .fill(`vanish-${Date.now().toString(36)}`);
    const signature = wallet.holdNext('personal_sign');
    await main.getByRole('button', { name: 'Continue and sign' }).click();
    await signature.reached;
    await expect(page).toHaveURL(/\/create\?step=2$/);

    await wallet.disconnect();
    await expect(page).toHaveURL(/\/auth$/);
    await expect.poll(() => stored(page, 'jwt_token')).toBeNull();
    // The prompt the wallet still had open goes away unanswered by the user (4100: no longer authorised).
    signature.reject(4100, 'The requested account and/or method has not been authorized by the user.');
    await expect(walletButton(page).first()).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/auth$/);
    await expectNoSpinner(page);
    await expect(
      api.request('GET', `companies/${session.walletAddress}/`, { token: session.token }),
    ).rejects.toMatchObject({ status: 404 });
  });

  test('accounts gone while the payment prompt is open: asked to connect again, nothing sent', async ({
    page,
    api,
    wallet,
    e2e,
  }) => {
    const { licensor, checkout } = await openCheckout({ page, api, wallet, e2e }, 'Vanishing Pack');
    const before = await usdcBalance(e2e, licensor.company.payout_address);
    const transfer = wallet.holdNext('eth_sendTransaction');
    await checkout.getByRole('button', { name: 'Pay 1.00 USDC' }).click();
    await transfer.reached;
    await expect(
      checkout.getByRole('status').filter({ hasText: 'Confirm the payment of 1.00 USDC in your wallet.' }),
    ).toBeVisible();

    await wallet.disconnect();
    transfer.reject(4100, 'The requested account and/or method has not been authorized by the user.');
    await expect(checkout.getByText('Connect a wallet to pay.')).toBeVisible();
    await expect(checkout.getByRole('button', { name: 'Connect a wallet' })).toBeVisible();
    await expect(checkout.getByRole('button', { name: 'Pay 1.00 USDC' })).toBeDisabled();
    await expectNoSpinner(page);
    expect(wallet.requests('eth_sendTransaction').every((request) => request.result === undefined)).toBe(
      true,
    );
    expect(await usdcBalance(e2e, licensor.company.payout_address)).toBe(before);
  });

  test('the provider disconnects from its chain (EIP-1193 disconnect): a signed call then fails with a message', async ({
    page,
    api,
    wallet,
  }) => {
    const licensor = await seedLicensor(page, api, { wallet });
    await chooseEnglish(page);
    await page.goto('/manage');
    const payout = page.getByRole('region', { name: 'Payout address' });
    await payout
      .getByRole('textbox', { name: 'New payout address' })
      .fill(newAccount().address.toLowerCase());
    await emitFromWallet(page, wallet, 'disconnect', [
      { code: 4900, message: 'The provider is disconnected from all chains.' },
    ]);
    wallet.failNext('personal_sign', 4900, 'The provider is disconnected from all chains.');
    await payout.getByRole('button', { name: 'Sign and change' }).click();
    const error = payout.getByText('The payout address could not be changed.');
    await expect(error).toBeVisible();
    await expectNoSpinner(page);
    // Still signed in and on the page: the session does not depend on the wallet's link to its node.
    expect(await stored(page, 'jwt_token')).toBe(licensor.session.token);
    await expect(page).toHaveURL(/\/manage$/);
  });
});

test.describe('switching accounts mid-flow', () => {
  test('in the product wizard: the old session ends and the new account never sees the old draft', async ({
    page,
    api,
    wallet,
  }) => {
    const first = await seedLicensor(page, api, { wallet });
    const second = await api.licensor();
    await chooseEnglish(page);
    await page.goto('/productcreate?step=1');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Title' }).fill('Secret Draft of A');
    await main.getByRole('textbox', { name: /Summary/ }).fill('Only the first wallet may see this.');
    // The draft is kept for the first wallet (sessionStorage, per wallet).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(sessionStorage).filter((key) => key.startsWith('overdive:draft:product:')),
        ),
      )
      .toEqual([`overdive:draft:product:${first.session.walletAddress}`]);
    await page.evaluate(() => ((window as unknown as { __beforeSwitch: boolean }).__beforeSwitch = true));

    const reloaded = page.waitForEvent('load');
    await wallet.useAccount(second.account.privateKey);
    await reloaded;

    // The old session is cleared and the page reloaded (docs/product.md §16); the new account signs in for itself.
    await expect.poll(() => stored(page, 'wallet_address')).toBe(second.session.walletAddress);
    expect(
      await page.evaluate(() => (window as unknown as { __beforeSwitch?: boolean }).__beforeSwitch),
    ).toBeUndefined();
    expect(await stored(page, 'jwt_token')).not.toBe(first.session.token);
    await expect(walletButton(page, second.account.address)).toBeVisible();
    // Where the reload left the new account: signed in as itself on the wizard, which starts empty.
    await expect(page).toHaveURL(/\/productcreate\?step=1$/);
    await expect(main.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(page.getByText('Secret Draft of A')).toHaveCount(0);
    // And opened again on purpose.
    await page.goto('/productcreate?step=1');
    await expect(main.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(main.getByRole('textbox', { name: /Summary/ })).toHaveValue('');
    await expect(page.getByText('Secret Draft of A')).toHaveCount(0);
    expect(await stored(page, 'wallet_address')).toBe(second.session.walletAddress);
  });
});

test.describe('a wallet on the wrong chain during checkout', () => {
  test('the chain changes with the checkout open: the wrong-network state, and no transfer', async ({
    page,
    api,
    wallet,
    e2e,
  }) => {
    const { checkout } = await openCheckout({ page, api, wallet, e2e }, 'Chain Hop Pack');
    await checkout.getByRole('textbox', { name: /Email/ }).fill('hopper@example.com');
    const reloaded = page.waitForEvent('load');
    await wallet.setChain(1);
    await reloaded;
    // After the reload (docs/product.md §16) the checkout is back, on the wrong network.
    const again = page.getByRole('dialog', { name: 'Buy Chain Hop Pack' });
    await expect(again.getByText('Your wallet is on another network. Switch to Story to pay.')).toBeVisible();
    const pay = again.getByRole('button', { name: 'Pay 1.00 USDC' });
    await expect(pay).toBeDisabled();
    await pay.click({ force: true });
    await page.waitForTimeout(300);
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
    await expectNoSpinner(page);

    await again.getByRole('button', { name: 'Switch to Story' }).click();
    await expect.poll(() => wallet.chainId).toBe(e2e.chainId);
    await expect(
      page.getByRole('dialog', { name: 'Buy Chain Hop Pack' }).getByRole('button', { name: 'Pay 1.00 USDC' }),
    ).toBeEnabled();
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
  });

  test.describe('a wallet that answers another chain from the start', () => {
    test.use({ walletOptions: { chainId: 1 } });

    test('the checkout shows the wrong network and never asks for the transfer', async ({
      page,
      api,
      wallet,
      e2e,
    }) => {
      const licensor = await api.licensor({ products: [{ title: 'Off Chain Pack' }] });
      const buyer = newAccount();
      await fundAccount(e2e, buyer.address, { usdc: 5_000_000n });
      await wallet.useAccount(buyer.privateKey);
      await chooseEnglish(page);
      await page.goto(`/products/${licensor.company.slug}`);
      await page.getByRole('button', { name: 'Buy a license for Off Chain Pack' }).click();
      await page
        .getByRole('dialog', { name: 'Connect a Wallet' })
        .getByRole('button', { name: /Test Wallet/ })
        .click();
      const checkout = page.getByRole('dialog', { name: 'Buy Off Chain Pack' });
      await expect(
        checkout.getByText('Your wallet is on another network. Switch to Story to pay.'),
      ).toBeVisible();
      await expect(checkout.getByRole('button', { name: 'Pay 1.00 USDC' })).toBeDisabled();
      // Enter in the form does not pay either.
      await checkout.getByRole('textbox', { name: /Email/ }).fill('offchain@example.com');
      await checkout.getByRole('textbox', { name: /Email/ }).press('Enter');
      await page.waitForTimeout(300);
      expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
      expect(wallet.chainId).toBe(1);
      // No order was made for a payment that cannot happen.
      const { results } = await api.request<{ results: unknown[] }>('GET', 'products/orders/', {
        token: licensor.session.token,
      });
      expect(results).toEqual([]);
    });
  });
});
