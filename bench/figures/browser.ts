/**
 * Figures measured in Chromium against the production server:
 * - the JavaScript /auth downloads before its CONNECT button is visible (gzip -9 of each JS body, as the bundle
 *   budget counts), to confirm the build-stats figure;
 * - /order with 10 000 orders: first page on screen after a client-side navigation from Home (the page's own
 *   `overdive:orders-first-page` mark against a mark set at the click), median of N;
 * - typing in the orders search box: the longest input event (Event Timing: delay + processing + next paint) and
 *   any long task while typing, until the searched page is on screen.
 */
import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { launchBrowser, seedStorage } from '../lib/browser';

/** Set by src/features/orders/pages/OrdersPage.tsx once the first page of orders is rendered. */
const ordersFirstPageMark = 'overdive:orders-first-page';
const navigationStartMark = 'bench:navigation-start';

export interface AuthJsResult {
  bytes: number;
  files: string[];
}

export async function measureAuthJs(baseURL: string): Promise<AuthJsResult> {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    // The moment CONNECT enters the document, taken in the page (a MutationObserver runs before the next paint),
    // so scripts the app starts after its first screen do not count however late the test runner polls.
    // A string, not a function: tsx adds __name() calls to compiled functions, which do not exist in the page.
    await page.addInitScript(`
      const observer = new MutationObserver(() => {
        const found = [...document.querySelectorAll('button')].some(
          (button) => /\\bCONNECT\\b/.test(button.textContent || '') || button.getAttribute('aria-label') === 'CONNECT',
        );
        if (!found) return;
        window.connectShownAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    `);
    const bodies = new Map<string, Promise<number | null>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
      bodies.set(
        new URL(response.url()).pathname,
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => null),
      );
    });
    await page.goto(`${baseURL}/auth`);
    await page
      .getByRole('button', { name: 'CONNECT' })
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
    // Scripts whose request started before CONNECT was in the document (Resource Timing), by path.
    const before = await page.evaluate(() => {
      const shownAt = (window as { connectShownAt?: number }).connectShownAt;
      if (shownAt === undefined) throw new Error('CONNECT was never seen entering the document');
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < shownAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    });
    const files: { url: string; bytes: number }[] = [];
    for (const url of before) {
      const bytes = await (bodies.get(url) ?? Promise.resolve(null));
      if (bytes !== null) files.push({ url, bytes });
    }
    return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files: files.map((file) => file.url) };
  } finally {
    await browser.close();
  }
}

export interface OrdersResult {
  /** Milliseconds from the click to the first page on screen, one per run. */
  firstPage: number[];
  typing: {
    /** The longest input event (keydown, input, keyup…) while typing: input delay + processing + presentation. */
    maxEventMs: number;
    /** Input delay + processing only (the main thread's part). */
    maxEventBlockingMs: number;
    /** Long tasks (> 50 ms) while typing and until the searched page was on screen. */
    longTasks: number[];
    events: number;
  };
}

async function openHome(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/`);
  await page
    .getByRole('link', { name: 'Order', exact: true })
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
  // Home's own requests and the prefetches of the links in view are done, as after a user's few seconds on Home.
  await page.waitForLoadState('networkidle');
}

export async function measureOrders(
  baseURL: string,
  session: { token: string; walletAddress: string },
  { runs = 20, search = '0x00000000000000000000000000000000000003' }: { runs?: number; search?: string } = {},
): Promise<OrdersResult> {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await seedStorage(page, baseURL, { jwt_token: session.token, wallet_address: session.walletAddress });
    const firstPage: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A reload each time: the orders are fetched again (nothing cached in the store), as on a first visit.
      await openHome(page, baseURL);
      await page.evaluate(
        ([start]) => {
          performance.clearMarks();
          performance.mark(start);
          const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href="/order"]')].find(
            (anchor) => anchor.offsetParent !== null,
          );
          if (!link) throw new Error('No visible link to /order on Home');
          link.click();
        },
        [navigationStartMark] as const,
      );
      const elapsed = await page.waitForFunction(
        ([start, end]) => {
          const [from] = performance.getEntriesByName(start);
          const [to] = performance.getEntriesByName(end);
          return from && to ? to.startTime - from.startTime : null;
        },
        [navigationStartMark, ordersFirstPageMark] as const,
        { timeout: 30_000, polling: 20 },
      );
      firstPage.push(Number(await elapsed.jsonValue()));
    }

    // Typing: observers first, then one key at a time as a person types, then wait for the searched page.
    await page.evaluate(() => {
      const bench = {
        longTasks: [] as number[],
        events: [] as { name: string; duration: number; blocking: number }[],
      };
      (window as unknown as { __bench: typeof bench }).__bench = bench;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          bench.events.push({
            name: entry.name,
            duration: entry.duration,
            blocking: entry.processingEnd - entry.startTime,
          });
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
      performance.clearMarks();
    });
    const box = page.getByRole('searchbox');
    await box.click();
    await box.pressSequentially(search, { delay: 60 });
    // The debounced search runs, the list answers and renders: the first page mark comes again.
    await page.waitForURL((url) => url.searchParams.has('search'), { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // Then delete it again, key by key, back to the full list.
    for (let index = 0; index < 6; index += 1) await box.press('Backspace', { delay: 60 });
    await page.waitForTimeout(800);
    await page.waitForLoadState('networkidle');
    const bench = await page.evaluate(
      () =>
        (
          window as unknown as {
            __bench: { longTasks: number[]; events: { name: string; duration: number; blocking: number }[] };
          }
        ).__bench,
    );
    return {
      firstPage,
      typing: {
        maxEventMs: Math.max(0, ...bench.events.map((event) => event.duration)),
        maxEventBlockingMs: Math.max(0, ...bench.events.map((event) => event.blocking)),
        longTasks: bench.longTasks,
        events: bench.events.length,
      },
    };
  } finally {
    await browser.close();
  }
}
