/**
 * The buyer's side of the public brand page (docs/product.md §7, §9): a buyer in a browser of their own, and the
 * checkout as a buyer opens it (Buy → the wallet's connect dialog → Test Wallet).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { fundAccount, newAccount } from './api';
import { type E2EEnv } from './env';
import { TestWallet } from './testWallet';

/** Buy → the wallet's connect dialog → Test Wallet → the checkout opens. */
export async function connectAndOpenCheckout(page: Page, title: string) {
  await page.getByRole('button', { name: `Buy a license for ${title}` }).click();
  const connect = page.getByRole('dialog', { name: 'Connect a Wallet' });
  await connect.getByRole('button', { name: /Test Wallet/ }).click();
  const checkout = page.getByRole('dialog', { name: `Buy ${title}` });
  await expect(checkout).toBeVisible();
  return checkout;
}

/**
 * A buyer in another browser context than the test's (no storage or session shared with the licensor's), with a
 * test wallet of its own holding a new account with gas and `usdc` test USDC. Uncaught exceptions in its pages are
 * collected in `pageErrors` (the fixtures watch the test's own context only). `close()` when done.
 */
export async function openBuyerBrowser(browser: Browser, e2e: E2EEnv, { usdc }: { usdc: bigint }) {
  const context = await browser.newContext({ baseURL: e2e.baseURL });
  const wallet = await TestWallet.create(context, e2e);
  const pageErrors: string[] = [];
  context.on('page', (opened) => opened.on('pageerror', (error) => pageErrors.push(error.message)));
  const account = newAccount();
  await fundAccount(e2e, account.address, { usdc });
  await wallet.useAccount(account.privateKey);
  const page = await context.newPage();
  return {
    account,
    context,
    page,
    pageErrors,
    wallet,
    async close() {
      await context.close();
    },
  };
}
