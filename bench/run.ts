/**
 * `npm run bench` (docs/product.md §2, docs/performance.md): builds the app as production ships it, serves it with the
 * real API, measures every budget and prints one table of figure, budget, result and pass/fail. Exits 1 when a
 * budget fails. Details of each figure land in bench/results/bench.json, the table in bench/results/bench.md.
 *
 * Knobs (environment):
 *   BENCH_LOAD_SECONDS=60      how long the load figure runs per database (CI runs a short one)
 *   BENCH_LOAD_USERS=200       concurrent virtual licensors
 *   BENCH_LIGHTHOUSE_RUNS=7    Lighthouse runs per page (performance: the best run counts, as Lighthouse CI asserts;
 *                              accessibility and best practices: every run)
 *   BENCH_ORDERS_RUNS=20       navigations to /order (the median counts)
 *   BENCH_API_ROUNDS=3         rounds of API → bare windows per endpoint for the API CPU figure (median ratio counts)
 *   BENCH_API_REQUESTS=3000    requests per window of the API CPU figure, sent at 300 per second
 *   BENCH_SKIP_BUILD=1         measure the last `npm run build` instead of building
 *   BENCH_ONLY=bundle,browser,lighthouse,api,load   a subset of the figures
 *   BENCH_NO_POSTGRES=1        PGlite only
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet } from '../scripts/devnet/index.js';
import { measureAuthJs, measureOrders } from './figures/browser';
import { measureLighthouse } from './figures/lighthouse';
import { cleanups, details, figure, log, rows, started } from './lib/report';
import {
  budgets,
  bundleModule,
  env,
  hasKoreanFont,
  lighthouseRuns,
  only,
  ordersRuns,
  resultsDir,
  root,
} from './lib/settings';
import { startPostgres } from './lib/postgres';
import { formatTable, kb, median, ms, verdict } from './lib/table';
import { apiFigures, loadFigure, seededApi } from './stages';

function run(command: string, args: string[], logFile: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const out = createWriteStream(logFile);
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}); see ${logFile}`)),
    );
  });
}

async function bundleFigures(): Promise<number | null> {
  let authBytes: number | null = null;
  await figure(
    'bundle',
    [{ figure: 'JS to render /auth (gzip, build stats)', budget: `≤ ${budgets.authFirstLoadKb} KiB` }],
    async () => {
      const bundle = bundleModule.measureBundle(join(root, '.build/stats.json'));
      details.bundle = bundle;
      authBytes = bundle.authFirstLoad.bytes;
      rows.push({
        figure: 'JS to render /auth (gzip, build stats)',
        budget: `≤ ${budgets.authFirstLoadKb} KiB`,
        result: `${kb(bundle.authFirstLoad.bytes)} (${bundle.authFirstLoad.files.length} files)`,
        pass: bundle.authFirstLoad.bytes <= budgets.authFirstLoadKb * 1024,
      });
      rows.push({
        figure: 'Everything in dist/ a browser may load (gzip)',
        budget: `≤ ${budgets.distKb} KiB`,
        result: `${kb(bundle.dist.bytes)} (${bundle.dist.files} files)`,
        pass: bundle.dist.bytes <= budgets.distKb * 1024,
      });
    },
  );
  return authBytes;
}

async function main(): Promise<number> {
  mkdirSync(resultsDir, { recursive: true });
  const runDir = mkdtempSync(join(tmpdir(), 'overdive-bench-'));
  cleanups.push(() => rmSync(runDir, { recursive: true, force: true }));

  if (env.BENCH_SKIP_BUILD !== '1') {
    log('npm run build (production SPA in dist/, API in server/dist/)');
    await run('npm', ['run', 'build'], join(resultsDir, 'build.log'));
  }
  let authBuildBytes: number | null = null;
  if (only.has('bundle')) authBuildBytes = await bundleFigures();

  const needServer = ['browser', 'lighthouse', 'api', 'load'].some((name) => only.has(name));
  if (needServer) {
    log('devnet (chain 1514 with a test USDC) for the API’s chain reads');
    // Blocks only per transaction, as before the 2 s rhythm: the CPU-per-request rows compare a route's cost with bare
    // Fastify, and every new block would add the payment watcher's pass over the 10 000 seeded orders' awaiting buyers
    // to the window being measured (docs/performance.md, "The payment watcher and the CPU rows").
    const devnet = await startDevnet({ blockIntervalMs: 0 });
    cleanups.push(() => devnet.stop());
    // The SPA is served (as in production) when a figure loads it; the API figures read only /api.
    const servesSpa = only.has('browser') || only.has('lighthouse');
    const base = {
      root,
      runDir,
      staticDir: servesSpa ? join(root, 'dist') : null,
      rpcUrl: devnet.rpcUrl,
      chainId: devnet.chainId,
      token: devnet.usdc,
    };
    log(`PGlite: API${servesSpa ? ' + SPA' : ''} in production mode, seeding a licensor with 10 000 orders`);
    const pglite = await seededApi(
      'PGlite',
      { kind: 'pglite', dataDir: join(runDir, 'pglite') },
      base,
      devnet,
    );
    cleanups.push(() => pglite.api.stop());
    const baseURL = pglite.api.baseURL;
    const session = pglite.licensor.session;

    if (only.has('browser')) {
      const name = 'JS to render /auth (gzip, Chromium until CONNECT shows)';
      await figure('auth-js', [{ figure: name, budget: `≤ ${budgets.authFirstLoadKb} KiB` }], async () => {
        log('Chromium: JavaScript of /auth until CONNECT is visible');
        const result = await measureAuthJs(baseURL);
        details.authJs = result;
        const agree =
          authBuildBytes === null
            ? ''
            : result.bytes === authBuildBytes
              ? ', same as build stats'
              : `, build stats ${kb(authBuildBytes)}`;
        rows.push({
          figure: name,
          budget: `≤ ${budgets.authFirstLoadKb} KiB`,
          result: `${kb(result.bytes)} (${result.files.length} files${agree})`,
          pass: result.bytes <= budgets.authFirstLoadKb * 1024,
        });
      });
    }

    if (only.has('lighthouse')) {
      if (!hasKoreanFont()) {
        log(
          'warning: no Korean font here, so Chromium draws the default (Korean) screens with empty boxes and spends ' +
            'layout time searching fallbacks; Korean users have one. Install fonts-noto-cjk (Debian) for figures ' +
            'that mean something',
        );
      }
      // The two pages a newcomer meets first: the sign-in page and a public brand page (docs/product.md §9), the
      // latter with the seeded company's published products.
      const brandPage = `/products/${encodeURIComponent(pglite.licensor.company.slug)}`;
      const pages = [
        {
          page: '/auth',
          url: `${baseURL}/auth`,
          seed: undefined,
        },
        {
          page: `${brandPage} (brand page)`,
          url: `${baseURL}${brandPage}`,
          seed: undefined,
        },
      ];
      for (const { page, url, seed } of pages) {
        const figures = [
          ['performance', 'performance', `≥ ${budgets.lighthouse.performance}`],
          ['accessibility', 'accessibility', `= ${budgets.lighthouse.accessibility}`],
          ['bestPractices', 'best practices', `≥ ${budgets.lighthouse.bestPractices}`],
        ] as const;
        await figure(
          `lighthouse ${page}`,
          figures.map(([, label, budget]) => ({ figure: `Lighthouse ${page}: ${label}`, budget })),
          async () => {
            log(`Lighthouse ${page} × ${lighthouseRuns} (mobile, simulated throttling)`);
            const result = await measureLighthouse(url, page, { runs: lighthouseRuns, seed });
            details[`lighthouse ${page}`] = result;
            for (const [key, label, budget] of figures) {
              const value = result[key];
              const runs = result.runs.map((run) => run[key]).join(', ');
              rows.push({
                figure: `Lighthouse ${page}: ${label}`,
                budget,
                result:
                  key === 'performance'
                    ? `${value} median of ${result.runs.length} (best ${result.performanceBest}; runs ${runs})`
                    : `${value} in the lowest run (runs ${runs})`,
                pass: value >= budgets.lighthouse[key],
              });
            }
          },
        );
      }
    }

    if (only.has('browser')) {
      const firstName = `/order first page after navigation, median of ${ordersRuns} (10 000 orders)`;
      const typingName = 'Typing in /order search: longest input event, long tasks';
      await figure(
        'orders',
        [
          { figure: firstName, budget: `≤ ${budgets.ordersFirstPageMs} ms` },
          { figure: typingName, budget: `≤ ${budgets.inputBlockMs} ms, none` },
        ],
        async () => {
          log(`Chromium: /order first page × ${ordersRuns}, then typing in search`);
          const result = await measureOrders(baseURL, session, { runs: ordersRuns });
          details.orders = result;
          const firstPage = median(result.firstPage);
          rows.push({
            figure: firstName,
            budget: `≤ ${budgets.ordersFirstPageMs} ms`,
            result: `${ms(firstPage)} (min ${ms(Math.min(...result.firstPage))}, max ${ms(Math.max(...result.firstPage))})`,
            pass: firstPage <= budgets.ordersFirstPageMs,
          });
          const { typing } = result;
          const longest = Math.max(typing.maxEventMs, ...typing.longTasks);
          rows.push({
            figure: typingName,
            budget: `≤ ${budgets.inputBlockMs} ms, none`,
            result: `${typing.events === 0 ? '< 16 ms (no event ≥ 16 ms)' : ms(typing.maxEventMs)}; ${typing.longTasks.length} long tasks${
              typing.longTasks.length > 0 ? ` (longest ${ms(Math.max(...typing.longTasks))})` : ''
            }`,
            pass: longest <= budgets.inputBlockMs && typing.longTasks.length === 0,
          });
        },
      );
    }

    if (only.has('api')) await apiFigures(pglite, runDir);
    if (only.has('load')) await loadFigure(pglite, devnet);
    await pglite.api.stop();

    if ((only.has('api') || only.has('load')) && env.BENCH_NO_POSTGRES !== '1') {
      const cluster = await startPostgres();
      if ('skipped' in cluster) {
        log(`PostgreSQL rows skipped: ${cluster.skipped}`);
        for (const name of ['API CPU per request', 'load'])
          rows.push({
            figure: `PostgreSQL: ${name}`,
            budget: '—',
            result: `skipped: ${cluster.skipped}`,
            pass: null,
          });
      } else {
        cleanups.push(() => cluster.stop());
        log(`PostgreSQL ${cluster.version}: API (no SPA), seeding a licensor with 10 000 orders`);
        const postgres = await seededApi(
          'PostgreSQL',
          { kind: 'postgres', url: cluster.url },
          { ...base, staticDir: null },
          devnet,
        );
        cleanups.push(() => postgres.api.stop());
        if (only.has('api')) await apiFigures(postgres, runDir);
        if (only.has('load')) await loadFigure(postgres, devnet);
        await postgres.api.stop();
        cluster.stop();
      }
    }
  }

  const seconds = (Date.now() - started) / 1000;
  const table = formatTable(rows);
  process.stdout.write(`${table}\n`);
  const failed = rows.filter((row) => row.pass === false);
  process.stdout.write(
    `\n${rows.length - failed.length} of ${rows.length} rows pass or were skipped, ${failed.length} fail; ${Math.round(seconds)} s (${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, node ${process.version})\n`,
  );
  writeFileSync(join(resultsDir, 'bench.md'), `${table}\n`);
  writeFileSync(
    join(resultsDir, 'bench.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        seconds,
        rows: rows.map((row) => ({ ...row, verdict: verdict(row) })),
        details,
      },
      null,
      2,
    ),
  );
  return failed.length === 0 ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  log(`bench stopped: ${(error as Error).stack ?? String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
process.exit(exitCode);
