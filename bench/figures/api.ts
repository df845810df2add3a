/**
 * API throughput (issue 5): 50 connections for 10 s on loopback against GET /api/companies/{wallet}/ and
 * GET /api/products/orders/ (the 10 000-order licensor's first page), each next to a bare Fastify route answering a
 * fixed JSON body, measured side by side in the same run.
 *
 * This machine's speed drifts by ±20% from one minute to the next (the bare route alone has measured 27 000 to
 * 61 000 req/s), so one run per endpoint compares two moments as much as two servers. The runs therefore go in
 * rounds, bare → company → orders, with one more bare run at the end: each endpoint run is divided by the mean of
 * the bare runs just before and just after it, and a figure is the median of its rounds' ratios (as the Lighthouse
 * figures take the median of five runs).
 */
import { cannon, type CannonResult } from '../lib/httpLoad';
import { median } from '../lib/table';

export interface EndpointFigures {
  /** Median of the rounds' ratios to the bare route. */
  ratio: number;
  ratios: number[];
  runs: CannonResult[];
  /** Median requests per second of the endpoint's runs. */
  rps: number;
  p99: number;
}

export interface ApiFigures {
  rounds: number;
  bare: CannonResult[];
  /** Median requests per second of the bare runs. */
  bareRps: number;
  bareP99: number;
  company: EndpointFigures;
  orders: EndpointFigures;
}

/** Per round, the endpoint's run over the mean of the bare runs before and after it. */
export function roundRatios(endpoint: readonly CannonResult[], bare: readonly CannonResult[]): number[] {
  return endpoint.map((run, round) => {
    const before = bare[round];
    const after = bare[round + 1];
    if (before === undefined || after === undefined)
      throw new Error(`round ${round} has no bare run after it`);
    return run.rps / ((before.rps + after.rps) / 2);
  });
}

export async function measureApi(
  {
    bareUrl,
    apiBaseURL,
    token,
    wallet,
  }: { bareUrl: string; apiBaseURL: string; token: string; wallet: string },
  {
    seconds = 10,
    connections = 50,
    warmupSeconds = 2,
    rounds = 3,
  }: { seconds?: number; connections?: number; warmupSeconds?: number; rounds?: number } = {},
): Promise<ApiFigures> {
  const auth = { authorization: `Bearer ${token}` };
  const targets = {
    bare: { url: bareUrl, headers: {} },
    company: { url: `${apiBaseURL}/api/companies/${wallet}/`, headers: auth },
    orders: { url: `${apiBaseURL}/api/products/orders/`, headers: auth },
  };
  const run = async (name: keyof typeof targets) => {
    const { url, headers } = targets[name];
    // JIT, connection pools and caches warm up before the measured run.
    await cannon(url, { connections, seconds: warmupSeconds, headers });
    const result = await cannon(url, { connections, seconds, headers });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
    return result;
  };
  const bare: CannonResult[] = [];
  const company: CannonResult[] = [];
  const orders: CannonResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    bare.push(await run('bare'));
    company.push(await run('company'));
    orders.push(await run('orders'));
  }
  bare.push(await run('bare'));
  const endpoint = (runs: CannonResult[]): EndpointFigures => {
    const ratios = roundRatios(runs, bare);
    return {
      ratio: median(ratios),
      ratios,
      runs,
      rps: median(runs.map((r) => r.rps)),
      p99: median(runs.map((r) => r.p99)),
    };
  };
  return {
    rounds,
    bare,
    bareRps: median(bare.map((r) => r.rps)),
    bareP99: median(bare.map((r) => r.p99)),
    company: endpoint(company),
    orders: endpoint(orders),
  };
}
