/**
 * The figures of `npm run bench:scale` (docs/performance.md, "Ten million orders") against an API on the seeded data:
 * the big tenant's Home numbers and orders pages at a fixed rate, its whole CSV export with the API's memory sampled,
 * and buyers ordering one capped product at once.
 */
import { type E2EApi, type newAccount, type ApiSession } from '../../tests/e2e/support/api';
import { atFixedRate, sampleRss, summarise, timed, type Latencies } from '../lib/fixedRate';
import { ms, type Row } from '../lib/table';

export const scaleBudgets = {
  statsP95Ms: 100,
  pageP95Ms: 150,
  csvSeconds: 120,
  csvGrowthMb: 100,
  buyersP99Ms: 500,
};

const latencyText = (l: Latencies) =>
  `p95 ${ms(l.p95)} (p50 ${ms(l.p50)}, p99 ${ms(l.p99)}; ${l.count} requests${
    l.failures > 0 ? `, ${l.failures} failed: ${l.firstFailure ?? ''}` : ''
  })`;

/** One row per URL: `rate` requests a second for `seconds`, p95 within `budgetMs`, every answer a 2xx. */
export async function rateRows(
  targets: { figure: string; url: string }[],
  token: string,
  {
    rate,
    seconds,
    budgetMs,
    log,
  }: { rate: number; seconds: number; budgetMs: number; log: (m: string) => void },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    log(`${target.figure}: ${rate}/s for ${seconds} s`);
    // One request first, so that a refusal shows as the error it is rather than as a fast latency.
    const probe = await timed(target.url, { headers: { authorization: `Bearer ${token}` } });
    if (!probe.ok) throw new Error(`${target.figure}: ${probe.what}`);
    const result = await atFixedRate(target.url, {
      rate,
      seconds,
      headers: { authorization: `Bearer ${token}` },
    });
    rows.push({
      figure: `${target.figure}, ${rate}/s`,
      budget: `p95 ≤ ${budgetMs} ms`,
      result: latencyText(result),
      pass: result.p95 <= budgetMs && result.failures === 0,
    });
  }
  return rows;
}

/** The big tenant's whole CSV, read as it streams, timed, with the API's RSS sampled every 500 ms. */
export async function csvRow(url: string, token: string, apiPid: number, expectedRows: number): Promise<Row> {
  const memory = sampleRss(apiPid);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || response.body === null) throw new Error(`export.csv answered ${response.status}`);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const { start, peak } = memory.stop();
  const growthMb = (peak - start) / 2 ** 20;
  const rows = lines - 1;
  return {
    figure: `CSV export of the big tenant (${expectedRows.toLocaleString('en-US')} orders)`,
    budget: `≤ ${scaleBudgets.csvSeconds} s; RSS peak ≤ start + ${scaleBudgets.csvGrowthMb} MB`,
    result:
      `${seconds.toFixed(1)} s, ${rows.toLocaleString('en-US')} rows, ${(bytes / 2 ** 20).toFixed(0)} MiB; RSS ` +
      `${(start / 2 ** 20).toFixed(0)} → peak ${(peak / 2 ** 20).toFixed(0)} MiB (+${growthMb.toFixed(0)})`,
    pass: seconds <= scaleBudgets.csvSeconds && growthMb <= scaleBudgets.csvGrowthMb && rows === expectedRows,
  };
}

/**
 * `buyers` funded wallets sign in, then all order the capped product at the same moment (docs/product.md §7: the
 * cap counts licences sold and held). `room` licences are left: exactly that many orders must be placed and the rest
 * refused as sold out (409), none oversold.
 */
export async function buyersRow(
  api: E2EApi,
  products: { capped: string; warmUp: string },
  buyers: ReturnType<typeof newAccount>[],
  room: number,
): Promise<Row> {
  const sessions: ApiSession[] = await Promise.all(buyers.map((buyer) => api.signIn(buyer)));
  const order = (session: ApiSession, productId: string) =>
    timed(`${api.env.baseURL}/api/products/orders/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.token}`,
        'content-type': 'application/json',
        origin: api.origin,
      },
      body: JSON.stringify({ product_id: productId, quantity: 1 }),
    });
  // A shop's API has placed orders before its busiest moment: a fresh process compiles its order path (and opens its
  // chain node's connections) on the first ones. Five orders of another product, one after another, first.
  for (const session of sessions.slice(0, 5)) {
    const warm = await order(session, products.warmUp);
    if (!warm.what.startsWith('201')) throw new Error(`a warm-up order was refused: ${warm.what}`);
  }
  const answers = await Promise.all(sessions.map((session) => order(session, products.capped)));
  const placed = answers.filter((answer) => answer.what.startsWith('201')).length;
  const soldOut = answers.filter((answer) => answer.what.startsWith('409')).length;
  const other = answers.filter((answer) => !/^(201|409) /.test(answer.what));
  const latency = summarise(answers.map((answer) => ({ ...answer, ok: true })));
  return {
    figure: `${buyers.length} buyers order one capped product at once (${room} licences left)`,
    budget: `p99 ≤ ${scaleBudgets.buyersP99Ms} ms; ${room} placed, the rest sold out`,
    result:
      `p99 ${ms(latency.p99)} (p50 ${ms(latency.p50)}); ${placed} placed, ${soldOut} sold out` +
      (other.length > 0 ? `, ${other.length} other: ${other[0]?.what ?? ''}` : ''),
    pass: latency.p99 <= scaleBudgets.buyersP99Ms && placed === room && other.length === 0,
  };
}
