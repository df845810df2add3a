/**
 * The bench's settings (bench/run.ts lists the knobs): the environment read once, and every budget in one place. The
 * bundle budgets come from scripts/bundle-budget.mjs, which CI runs on every build.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = join(root, 'bench/results');
export const env = process.env;
const number = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
export const loadSeconds = number('BENCH_LOAD_SECONDS', 60);
export const loadUsers = number('BENCH_LOAD_USERS', 200);
// Five, as Lighthouse's variability guide advises: on this 2-core machine two runs of one build score up to 8 apart.
export const lighthouseRuns = number('BENCH_LIGHTHOUSE_RUNS', 5);

/** Whether fontconfig knows a font with Hangul (the app's default locale is Korean, PRODUCT.md). */
export function hasKoreanFont(): boolean {
  const found = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() !== '';
}
export const ordersRuns = number('BENCH_ORDERS_RUNS', 20);
export const apiRounds = number('BENCH_API_ROUNDS', 3);
export const apiRequests = number('BENCH_API_REQUESTS', 3000);
export const only = new Set(
  (env.BENCH_ONLY ?? 'bundle,browser,lighthouse,api,load').split(',').map((s) => s.trim()),
);
export const ORDER_COUNT = 10_000;

interface BundleModule {
  budgets: { authFirstLoadKb: number; distKb: number };
  measureBundle(statsPath?: string): {
    authFirstLoad: { bytes: number; files: string[] };
    dist: { bytes: number; files: number };
  };
}

// scripts/bundle-budget.mjs is what CI runs on every build: its budgets and numbers are the bench's, in one place.
export const bundleModule = (await import(
  pathToFileURL(join(root, 'scripts/bundle-budget.mjs')).href
)) as BundleModule;

/**
 * Lighthouse performance on the shared CI machine, per page. Both pages reach 95 here (docs/performance.md, "The
 * first load's chunks and the staged start-up": medians 95–98 on 2026-11-29), but single runs spread 88–99 with the
 * machine's load and a median of five can land several points under. CI's bench stage (`BENCH_CI_FLOORS=1`, .ci/run)
 * passes a performance row at or above its page's floor and prints it as OVER, so neither page can fall back far:
 * without the local() Korean faces of global.css /auth's median was 84, the brand page's 82.
 * `npm run bench` elsewhere still fails on 95.
 */
export const lighthousePerformanceCiFloors = { auth: 87, brandPage: 85 } as const;

export const budgets = {
  authFirstLoadKb: bundleModule.budgets.authFirstLoadKb,
  distKb: bundleModule.budgets.distKb,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 95 },
  ordersFirstPageMs: 300,
  inputBlockMs: 50,
  /** API CPU per request at a fixed 300 requests per second, at most this many times a bare Fastify's. */
  apiCpuRatio: 3,
  apiRate: 300,
};
