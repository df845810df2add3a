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

/** The machine's busy share over `ms` (all cores, from /proc/stat); 0 where /proc/stat does not exist. */
async function cpuBusy(ms: number): Promise<number> {
  const { readFileSync } = await import('node:fs');
  const sample = () => {
    try {
      const fields = readFileSync('/proc/stat', 'utf8')
        .split('\n', 1)[0]!
        .trim()
        .split(/\s+/)
        .slice(1)
        .map(Number);
      const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
      return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
    } catch {
      return null;
    }
  };
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  if (before === null || after === null || after.total === before.total) return 0;
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/**
 * Lighthouse times the page on this machine and scales it (simulated throttling), so work left over from the steps
 * before (the build, seeding 10 000 orders, the API's own checkpoints) would count against the page: wait, up to
 * 30 s, for a second in which the machine is at most 15% busy.
 */
async function waitForQuietMachine(): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until && (await cpuBusy(1000)) > 0.15) {
    // keep waiting
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
    await waitForQuietMachine();
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
