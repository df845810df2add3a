/**
 * Lighthouse 12 as its CLI runs it (mobile preset, simulated throttling) against Debian's Chromium, driven
 * programmatically so a signed-in page can be measured: the bench launches Chromium with a debugging port, seeds
 * localStorage in the browser's default context, and Lighthouse runs with storage reset off.
 */
import lighthouse from 'lighthouse';
import { freePort } from '../../tests/e2e/support/processes';
import { launchBrowser, seedStorage } from './browser';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits that lost points, for the report: id → score. */
  failing: Record<string, number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
}

export async function runLighthouse(
  url: string,
  options: { seed?: { baseURL: string; items: Record<string, string> } } = {},
): Promise<LighthouseScores> {
  // Lighthouse now and then loses the trace's navigation start (NO_NAVSTART) on a busy machine: run that one again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, options);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test((error as Error).message)) throw error;
    }
  }
}

async function runLighthouseOnce(
  url: string,
  { seed }: { seed?: { baseURL: string; items: Record<string, string> } },
): Promise<LighthouseScores> {
  const port = await freePort();
  const browser = await launchBrowser({ debuggingPort: port, viewport: null });
  try {
    if (seed !== undefined) {
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      await seedStorage(page, seed.baseURL, seed.items);
      await page.goto('about:blank');
    }
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: seed !== undefined,
    });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (process.env.BENCH_LHR_DIR) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(
        `${process.env.BENCH_LHR_DIR}/lhr-${new URL(url).pathname.replace(/\W/g, '_')}-${Date.now()}.json`,
        JSON.stringify(lhr),
      );
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing: Record<string, number> = {};
    for (const category of Object.values(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing[ref.id] = audit.score;
      }
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failing,
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
      },
    };
  } finally {
    await browser.close();
  }
}
