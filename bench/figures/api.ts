/**
 * API throughput (issue 5): 50 connections for 10 s on loopback against GET /api/companies/{wallet}/ and
 * GET /api/products/orders/ (the 10 000-order licensor's first page), each next to a bare Fastify route answering a
 * fixed JSON body, measured side by side in the same run.
 *
 * This machine's speed drifts by ±20% from one minute to the next (the bare route alone has measured 27 000 to
 * 64 000 req/s), so one run per endpoint compares two moments as much as two servers. The runs therefore go in
 * rounds with a bare run before and after every endpoint run: bare → company → bare → orders → bare, and so on. Each
 * endpoint run is divided by the mean of the bare runs just before and just after it, and a figure is the median of
 * its rounds' ratios (as the Lighthouse figures take the median of five runs).
 *
 * Why a bare run between the endpoints: where two runs shared the bare runs around them (bare → company → orders →
 * bare), the slot decided as much as the server. Two more bare servers measured that way came out at 0.92× and
 * 1.10× of the bare route, and two copies of the same API build at 0.65× and 0.51×, first slot against second. With
 * a bare run between every pair, the two bare servers measured 1.03× and 1.02×.
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

/** An endpoint run and the bare runs just before and just after it. */
export interface EndpointRun {
  run: CannonResult;
  before: CannonResult;
  after: CannonResult;
}

/** Each endpoint run over the mean of the bare runs just before and just after it. */
export function runRatios(runs: readonly EndpointRun[]): number[] {
  return runs.map(({ run, before, after }) => run.rps / ((before.rps + after.rps) / 2));
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
  let previousBare = await run('bare');
  const bare: CannonResult[] = [previousBare];
  const measured = { company: [] as EndpointRun[], orders: [] as EndpointRun[] };
  for (let round = 0; round < rounds; round += 1) {
    for (const name of ['company', 'orders'] as const) {
      const result = await run(name);
      const after = await run('bare');
      measured[name].push({ run: result, before: previousBare, after });
      bare.push(after);
      previousBare = after;
    }
  }
  const endpoint = (endpointRuns: EndpointRun[]): EndpointFigures => {
    const ratios = runRatios(endpointRuns);
    const runs = endpointRuns.map(({ run: result }) => result);
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
    company: endpoint(measured.company),
    orders: endpoint(measured.orders),
  };
}
