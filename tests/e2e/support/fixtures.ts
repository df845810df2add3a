/**
 * The specs' `test` and `expect`. Every test gets:
 *   - `e2e`: what globalSetup started (base URL, RPC URL, chain id, USDC, the devnet's accounts);
 *   - `wallet`: the injected test wallet, installed in the test's browser context before the first page loads
 *     (configure it with `test.use({ walletOptions: {...} })`; `{ installed: false }` is a browser without one);
 *   - `api`: setup through the real API (sign-in, company, products) — see api.ts;
 *   - `baseURL` pointing at the app, so `page.goto('/order')` works;
 *   - `pageErrors`: uncaught exceptions in the app's pages, which fail the test (opt out with `allowPageErrors`).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { E2EApi } from './api';
import { e2eEnv, type E2EEnv } from './env';
import { TestWallet, type TestWalletOptions } from './testWallet';

export interface E2EFixtures {
  walletOptions: TestWalletOptions;
  /** Uncaught exceptions in the test's pages fail the test, unless this is set (`test.use({ allowPageErrors: true })`). */
  allowPageErrors: boolean;
  pageErrors: Error[];
  wallet: TestWallet;
  api: E2EApi;
}

export interface E2EWorkerFixtures {
  e2e: E2EEnv;
}

export const test = base.extend<E2EFixtures, E2EWorkerFixtures>({
  // Playwright wants an object pattern for a fixture without dependencies.
  // eslint-disable-next-line no-empty-pattern
  e2e: [async ({}, provide) => provide(e2eEnv()), { scope: 'worker' }],
  baseURL: async ({ e2e }, provide) => provide(e2e.baseURL),
  walletOptions: [{}, { option: true }],
  wallet: [
    async ({ context, e2e, walletOptions }, provide) => {
      await provide(await TestWallet.create(context, e2e, walletOptions));
    },
    // Installed in every test (a browser with a wallet extension is the normal case), before the page exists.
    { auto: true },
  ],
  api: async ({ e2e }, provide) => provide(new E2EApi(e2e)),
  allowPageErrors: [false, { option: true }],
  pageErrors: [
    async ({ context, allowPageErrors }, provide, testInfo) => {
      const errors: Error[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => errors.push(error));
      context.pages().forEach(watch);
      context.on('page', watch);
      await provide(errors);
      if (!allowPageErrors && testInfo.status === testInfo.expectedStatus) {
        expect(
          errors.map((error) => `${error.name}: ${error.message}`),
          'uncaught exceptions in the app',
        ).toEqual([]);
      }
    },
    { auto: true },
  ],
});

/** The same fixtures in a browser with no wallet extension at all. */
export const testWithoutWallet = test.extend<E2EFixtures>({
  walletOptions: { installed: false },
});

export { expect };
