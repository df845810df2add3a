/**
 * `npm run bench:read-cache` (docs/performance.md, "The read cache, measured"): does the process read cache
 * (server/src/cache/readCache.ts) earn its place? The same seeded API (PGlite, 10 000 orders, production build) is
 * measured with READ_CACHE=on and READ_CACHE=off in alternating windows, on its hottest cached read (a licensor's
 * orders page), at a fixed rate: with reads only, with a fifth of the requests changing one of the same licensor's
 * products (which ends its cached pages), and with a fifth changing another licensor's product (which, invalidated by
 * key, ends none of them). The figure is the API process's CPU per request; each round gives a ratio off/on and the
 * median of the rounds counts. The cache stays only if it cuts CPU per request by at least 1.5× on that read.
 *
 * Knobs: BENCH_READ_CACHE_ROUNDS (3), BENCH_READ_CACHE_REQUESTS (3 000 per window), BENCH_API_RATE (300 per second).
 * Needs `npm run build` first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startDevnet } from '../scripts/devnet/index.js';
import { startApiProcess, type ApiProcess, type ApiProcessOptions } from './lib/apiProcess';
import { processCpuSeconds, sendAtRate } from './lib/httpLoad';
import { log } from './lib/report';
import { root } from './lib/settings';
import { formatTable, median, type Row } from './lib/table';
import { benchApi, seedLicensor } from './lib/seed';
import { seededApi } from './stages';

const rounds = Number(process.env.BENCH_READ_CACHE_ROUNDS ?? 3);
const requests = Number(process.env.BENCH_READ_CACHE_REQUESTS ?? 3000);
const rate = Number(process.env.BENCH_API_RATE ?? 300);
/** The share of writes in the mixed windows. */
const WRITE_SHARE = 0.2;

type Mode = 'on' | 'off';
const MIXES = ['reads only', '20 % writes, same licensor', '20 % writes, another licensor'] as const;
type Mix = (typeof MIXES)[number];

interface Window {
  mode: Mode;
  mix: Mix;
  cpuPerRequestUs: number;
  readP99Ms: number;
}

/** Whose product a window's writes change: the reader's own, or another licensor's. */
interface Writer {
  token: string;
  productId: string;
}

/** One window of `requests` requests at `rate`: reads of the orders page, and in a mix a fifth PATCHes by `writer`. */
async function measureWindow(
  api: ApiProcess,
  mix: Mix,
  token: string,
  writer: Writer,
): Promise<Pick<Window, 'cpuPerRequestUs' | 'readP99Ms'>> {
  const pid = api.child.pid ?? 0;
  const headers = { authorization: `Bearer ${token}` };
  const writeShare = mix === 'reads only' ? 0 : WRITE_SHARE;
  const writes = Math.round(requests * writeShare);
  const before = processCpuSeconds(pid);
  const [read, written] = await Promise.all([
    sendAtRate(`${api.baseURL}/api/products/orders/`, {
      rate: rate * (1 - writeShare),
      amount: requests - writes,
      headers,
    }),
    writes === 0
      ? null
      : autocannon({
          url: `${api.baseURL}/api/products/products/${writer.productId}/`,
          method: 'PATCH',
          headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ summary: 'Characters for games, changed by the bench' }),
          connections: 2,
          overallRate: rate * writeShare,
          amount: writes,
          timeout: 10,
        }),
  ]);
  const cpuSeconds = processCpuSeconds(pid) - before;
  if (read.non2xx > 0 || read.errors > 0)
    throw new Error(`reads: ${read.non2xx} non-2xx, ${read.errors} errors`);
  if (written !== null && (written.non2xx > 0 || written.errors + written.timeouts > 0))
    throw new Error(`writes: ${written.non2xx} non-2xx, ${written.errors + written.timeouts} errors`);
  return { cpuPerRequestUs: (cpuSeconds / requests) * 1e6, readP99Ms: read.p99 };
}

async function main(): Promise<void> {
  const runDir = mkdtempSync(join(tmpdir(), 'overdive-read-cache-'));
  const devnet = await startDevnet({ blockIntervalMs: 0 });
  let api: ApiProcess | null = null;
  try {
    const base = {
      root,
      runDir,
      staticDir: null,
      rpcUrl: devnet.rpcUrl,
      chainId: devnet.chainId,
      token: devnet.usdc,
    };
    const database = { kind: 'pglite', dataDir: join(runDir, 'pglite') } as const;
    log('seeding a licensor with 10 000 orders on PGlite');
    const stage = await seededApi('PGlite', database, base, devnet);
    api = stage.api;
    const own: Writer = {
      token: stage.licensor.session.token,
      productId: stage.licensor.products[0]?.id ?? '',
    };
    const other = await seedLicensor(benchApi(stage.api.baseURL, devnet.usdc, devnet), 1);
    const another: Writer = { token: other.session.token, productId: other.products[0]?.id ?? '' };
    const options: ApiProcessOptions = { ...base, database, name: 'api-read-cache' };
    const windows: Window[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // Alternating which side goes first, so a drift of the machine's speed favours neither.
      const order: Mode[] = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const mode of order) {
        await api.stop();
        api = await startApiProcess({
          ...options,
          port: stage.api.port,
          jwtSecret: stage.api.jwtSecret,
          env: { READ_CACHE: mode },
        });
        // JIT, the pool and (when on) the cache warm up before the measured windows.
        await sendAtRate(`${api.baseURL}/api/products/orders/`, {
          rate,
          amount: 300,
          headers: { authorization: `Bearer ${stage.licensor.session.token}` },
        });
        for (const mix of MIXES) {
          const writer = mix === '20 % writes, another licensor' ? another : own;
          const measured = await measureWindow(api, mix, stage.licensor.session.token, writer);
          windows.push({ mode, mix, ...measured });
          log(
            `round ${round + 1}, cache ${mode}, ${mix}: ${measured.cpuPerRequestUs.toFixed(0)} µs CPU per request`,
          );
        }
      }
    }
    const rows: Row[] = MIXES.map((mix) => {
      const of = (mode: Mode) => windows.filter((w) => w.mix === mix && w.mode === mode);
      const ratios = of('off').map(
        (off, index) => off.cpuPerRequestUs / (of('on')[index]?.cpuPerRequestUs ?? NaN),
      );
      const ratio = median(ratios);
      const us = (mode: Mode) =>
        of(mode)
          .map((w) => w.cpuPerRequestUs.toFixed(0))
          .join(', ');
      const p99 = (mode: Mode) => median(of(mode).map((w) => w.readP99Ms));
      return {
        figure: `orders page (10 000 orders), ${mix}: CPU per request without the cache over with it`,
        budget: '≥ 1.5× (the cache stays)',
        result:
          `${ratio.toFixed(2)}× (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}; on ${us('on')} µs, ` +
          `off ${us('off')} µs; read p99 on ${p99('on')} ms, off ${p99('off')} ms)`,
        pass: ratio >= 1.5,
      };
    });
    console.info(formatTable(rows));
  } finally {
    await api?.stop();
    await devnet.stop();
    rmSync(runDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
