/** Lighthouse budgets on /auth and on a public brand page (docs/performance.md): the median of N runs per score. */
import { runLighthouse, type LighthouseScores } from '../lib/lighthouse';
import { median } from '../lib/table';

export interface LighthouseFigure {
  page: string;
  runs: LighthouseScores[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export async function measureLighthouse(
  url: string,
  page: string,
  { runs = 3, seed }: { runs?: number; seed?: { baseURL: string; items: Record<string, string> } } = {},
): Promise<LighthouseFigure> {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, { seed }));
  return {
    page,
    runs: results,
    performance: median(results.map((result) => result.performance)),
    accessibility: median(results.map((result) => result.accessibility)),
    bestPractices: median(results.map((result) => result.bestPractices)),
    seo: median(results.map((result) => result.seo)),
  };
}
