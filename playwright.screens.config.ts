// `npm run screens`: the README's screenshots (docs/screens/*.png) of Home, Orders, the public page and checkout at
// 1280 and 375 px in Korean and English, taken from the e2e set-up (the real API serving the production build, a
// local chain, the injected test wallet). Separate from `npm run e2e` so a test run never rewrites the docs.
// The Korean pictures need a Korean font in the system (Debian: `apt-get install -y fonts-noto-cjk`, which .ci/run
// installs), or Chromium draws boxes for every Hangul letter.
import { defineConfig, devices } from '@playwright/test';
import e2eConfig from './playwright.config';
import { chromiumLaunchOptions } from './tests/support/chromium';

export default defineConfig({
  ...e2eConfig,
  testDir: 'tests/screens',
  outputDir: 'test-results/screens',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 240_000,
  reporter: [['list']],
  projects: [
    {
      name: 'screens',
      // Pixel ratio 1: the PNGs stay small, and a viewport shot, not the full page.
      use: { ...devices['Desktop Chrome'], deviceScaleFactor: 1, launchOptions: chromiumLaunchOptions },
    },
  ],
});
