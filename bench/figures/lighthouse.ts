/**
 * Lighthouse budgets on /auth and on a public brand page (docs/performance.md, "How the Lighthouse rows are read").
 * Performance counts the median of the runs, so one lucky run cannot hide a loss; accessibility, best practices and
 * SEO (no row shows it) do not depend on timing and count their lowest run, so every run must meet them. The best
 * run is kept for the report.
 */
import { runLighthouse, type LighthouseScores } from '../lib/lighthouse';
import { median } from '../lib/table';

export interface LighthouseFigure {
  page: string;
  runs: LighthouseScores[];
  /** The median run's: what the budget counts. */
  performance: number;
  performanceBest: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export async function measureLighthouse(
  url: string,
  page: string,
  { runs = 5, seed }: { runs?: number; seed?: { baseURL: string; items: Record<string, string> } } = {},
): Promise<LighthouseFigure> {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, { seed }));
  return {
    page,
    runs: results,
    performance: median(results.map((result) => result.performance)),
    performanceBest: Math.max(...results.map((result) => result.performance)),
    accessibility: Math.min(...results.map((result) => result.accessibility)),
    bestPractices: Math.min(...results.map((result) => result.bestPractices)),
    seo: Math.min(...results.map((result) => result.seo)),
  };
}
