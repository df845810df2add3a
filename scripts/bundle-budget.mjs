// Bundle budgets (docs/performance.md), from a production build's own stats (no browser needed, so CI runs it on
// every build): the JavaScript needed to render /auth with its CONNECT button (≤ 140 KiB), and everything in dist/ a
// browser can be sent — scripts, styles, HTML, images, fonts — (≤ 500 KiB), gzip -9. Source maps are never sent to
// browsers, and the .gz/.br files are copies of others, so neither counts.
// It also fails when the production build holds any trace of the development wallet (docs/product.md §2: never in
// `npm run build`), whose test keys must not ship.
// Usage: node scripts/bundle-budget.mjs [--json] (expects `dist/` and `.build/stats.json`; `npm run build:web`
// writes both).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const budgets = { authFirstLoadKb: 140, distKb: 500 };

const distDir = path.resolve('dist');

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

export function measureBundle(statsPath = path.resolve('.build/stats.json')) {
  const stats = JSON.parse(fs.readFileSync(statsPath, 'utf8'));
  const jsFiles = (files) => files.filter((file) => file.endsWith('.js'));
  const entryFiles = jsFiles(stats.entrypoints.main.assets.map((asset) => asset.name));
  const group = (name) => {
    const found = stats.namedChunkGroups[name];
    if (!found) throw new Error(`No chunk group named ${name} in the build; was the route renamed?`);
    return jsFiles(found.assets.map((asset) => asset.name));
  };
  // /auth renders from the entry, its route chunk and the default locale's texts.
  const authFiles = [...new Set([...entryFiles, ...group('route-auth'), ...group('locale-ko')])];
  const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
  const distFiles = servedFiles(distDir);
  return {
    authFirstLoad: { bytes: sum(authFiles), files: authFiles },
    dist: { bytes: sum(distFiles), files: distFiles.length },
  };
}

/** Every file below `dir`, relative to it. */
function filesBelow(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Every file of dist/ a browser may be sent, relative to dist/: not source maps, not the .gz/.br copies. */
export function servedFiles(dir = distDir) {
  return filesBelow(dir)
    .filter((file) => !/\.(map|br|gz)$/.test(file))
    .sort();
}

/** Strings only the development wallet has (src/services/wallet/devWallet). */
export const devWalletMarkers = ['dev.overdive.devwallet', 'OVERDIVE Dev Wallet'];

/** Every file of `dir` (source maps and HTML included; the .br/.gz copies repeat their originals) naming the wallet. */
export function findDevWalletTraces(dir = distDir) {
  return filesBelow(dir)
    .filter((file) => !/\.(br|gz)$/.test(file))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'latin1');
      return devWalletMarkers.filter((marker) => text.includes(marker)).map((marker) => ({ file, marker }));
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const traces = findDevWalletTraces();
  for (const { file, marker } of traces)
    console.info(`FAIL  the development wallet is in the production build: "${marker}" in dist/${file}`);
  if (traces.length === 0) console.info('PASS  no trace of the development wallet in dist/');
  const result = measureBundle();
  const rows = [
    ['JS to render /auth (gzip)', result.authFirstLoad.bytes, budgets.authFirstLoadKb],
    ['Everything in dist/ a browser may load (gzip)', result.dist.bytes, budgets.distKb],
  ];
  let failed = traces.length > 0;
  for (const [label, bytes, budgetKb] of rows) {
    const withinBudget = bytes <= budgetKb * 1024;
    failed ||= !withinBudget;
    console.info(
      `${withinBudget ? 'PASS' : 'FAIL'}  ${label}: ${(bytes / 1024).toFixed(1)} KiB (budget ${budgetKb} KiB)`,
    );
  }
  if (process.argv.includes('--json')) console.info(JSON.stringify(result, null, 2));
  process.exit(failed ? 1 : 0);
}
