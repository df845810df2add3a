// The browser suite (`npm run e2e`): Debian's Chromium, the real API serving the production build, a local chain and
// an injected test wallet, all started by tests/e2e/support/globalSetup.ts. See tests/e2e/support/README.md.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

const ci = process.env.CI === 'true' || process.env.CI === '1';

// Each run writes its traces and screenshots to its own folder, so two runs in one checkout (developers sharing a
// machine) never delete each other's artifacts. The workers inherit the id from the runner's environment.
process.env.E2E_RUN_ID ??= `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}-${process.pid}`;

const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/e2e/run-${process.env.E2E_RUN_ID}`,
  globalSetup: './tests/e2e/support/globalSetup.ts',
  // Two cores: two workers keep both busy while the API and the chain answer in between.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: ci,
  // One retry in CI tells a flaky test (failed, then passed) from a broken one (failed twice). A flaky test is not
  // counted as passed: .ci/run prints each one and fails the run above 2.
  retries: ci ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  globalTimeout: 45 * 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e-results.json' }],
    ...(ci ? [['html', { open: 'never', outputFolder: 'playwright-report' }] as const] : []),
  ],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      grepInvert: /@mobile-only/,
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 5'],
        // Layout is in CSS pixels; a lower pixel ratio than the Pixel's 2.75 spares the two cores.
        deviceScaleFactor: 2,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
      grepInvert: /@desktop-only/,
    },
  ],
});
