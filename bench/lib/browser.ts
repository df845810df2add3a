/** Debian's Chromium through playwright-core (nothing downloaded), with the flags of docs/toolchain.md. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumFlags } from '../../tests/support/chromium';

export const chromiumPath = process.env.BENCH_CHROMIUM ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export { chromiumFlags };

export interface BenchBrowser {
  context: BrowserContext;
  /** The remote debugging port when asked for (Lighthouse connects to it). */
  port: number | null;
  close(): Promise<void>;
}

/**
 * A fresh profile each time (a cold HTTP cache and empty storage), in a persistent context: it is the browser's
 * default context, so pages Lighthouse opens over the debugging port see the localStorage seeded here.
 */
export async function launchBrowser({
  debuggingPort = null,
  viewport = { width: 1280, height: 800 },
}: {
  debuggingPort?: number | null;
  viewport?: { width: number; height: number } | null;
} = {}): Promise<BenchBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'overdive-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, ...(debuggingPort === null ? [] : [`--remote-debugging-port=${debuggingPort}`])],
    viewport,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  return {
    context,
    port: debuggingPort,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Puts a session where the app keeps it (docs/product.md §4) before the app starts, as the e2e harness's seedSession
 * does: from /robots.txt (same origin, no app code). Returns the page, left on robots.txt.
 */
export async function seedStorage(page: Page, baseURL: string, items: Record<string, string>): Promise<void> {
  await page.goto(`${baseURL}/robots.txt`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(items));
}
