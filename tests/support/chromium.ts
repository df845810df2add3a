// Debian's Chromium (docs/toolchain.md: nothing is downloaded) with the flags that work on this machine: one list for
// the browser suite, the README tour and the bench.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

export const chromiumPath = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launchOptions for Debian's Chromium. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumFlags };
