// The README's 60-second tour as a browser test (`npm run e2e:tour`): a fresh `npm start` on free ports and a
// temporary data folder, driven in Debian's Chromium with the development wallet only (no injected test wallet).
// Separate from `npm run e2e`, which serves a production build, where the development wallet does not exist.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: 'tests/tour',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/tour',
  globalSetup: './tests/tour/startApp.ts',
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/tour-results.json' }]],
  use: {
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 60_000,
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
});
