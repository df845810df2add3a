/**
 * API CPU per request (docs/performance.md, "API CPU per request"): how much CPU the API process spends on one
 * request of three representative reads, as a multiple of what a bare Fastify spends answering the same path with
 * the same JSON from memory. Both servers get the same requests at the same fixed rate, so the figure prices the
 * API's own work (logs, security headers, CORS, rate limit, authentication, database, serialisation), not how fast
 * this shared machine happens to be: requests per second measured here drift by a factor of two from one minute to
 * the next, CPU time per request at a fixed rate far less.
 *
 * Windows alternate, API then bare, endpoint by endpoint, for several rounds; each round gives each endpoint one
 * ratio (its API window over the bare window right after it), and the figure is the median of its rounds.
 */
import { processCpuSeconds, sendAtRate, startBareServer, type RateResult } from '../lib/httpLoad';
import { median } from '../lib/table';

export interface ApiEndpoint {
  /** What the table calls it. */
  name: string;
  /** Path and query, the same on the API and the bare server. */
  path: string;
  headers: Record<string, string>;
}

export interface CpuWindow extends RateResult {
  /** CPU seconds the server process used over the window. */
  cpuSeconds: number;
  /** Microseconds of CPU per answered request. */
  cpuPerRequestUs: number;
}

export interface EndpointCpu {
  endpoint: string;
  /** Median of the rounds' ratios. */
  ratio: number;
  ratios: number[];
  api: CpuWindow[];
  bare: CpuWindow[];
}

export interface ApiCpuFigures {
  rate: number;
  requests: number;
  rounds: number;
  endpoints: EndpointCpu[];
}

/** One window: `requests` requests at `rate` per second, and the server's CPU time from before to after. */
async function cpuWindow(
  pid: number,
  url: string,
  headers: Record<string, string>,
  rate: number,
  requests: number,
): Promise<CpuWindow> {
  const before = processCpuSeconds(pid);
  const result = await sendAtRate(url, { rate, amount: requests, headers });
  const cpuSeconds = processCpuSeconds(pid) - before;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { ...result, cpuSeconds, cpuPerRequestUs: (cpuSeconds / result.total) * 1e6 };
}

export async function measureApiCpu(
  {
    root,
    runDir,
    api,
    endpoints,
  }: {
    root: string;
    runDir: string;
    api: { baseURL: string; pid: number };
    endpoints: readonly ApiEndpoint[];
  },
  {
    rate = 300,
    requests = 3000,
    warmupRequests = 300,
    rounds = 3,
  }: { rate?: number; requests?: number; warmupRequests?: number; rounds?: number } = {},
): Promise<ApiCpuFigures> {
  // The bare server answers exactly what the API answered (the same bytes to serialise and send).
  const routes = [];
  for (const { path, headers } of endpoints) {
    const response = await fetch(`${api.baseURL}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    routes.push({ path: path.split('?', 1)[0] ?? path, body: (await response.json()) as unknown });
  }
  const bare = await startBareServer(root, runDir, routes);
  try {
    const bareProcess = { baseURL: bare.baseURL, pid: bare.child.pid ?? 0 };
    const measure = async (server: { baseURL: string; pid: number }, endpoint: ApiEndpoint) => {
      const url = `${server.baseURL}${endpoint.path}`;
      // JIT, connection pools and caches warm up at the same rate before the measured window.
      await sendAtRate(url, { rate, amount: warmupRequests, headers: endpoint.headers });
      return cpuWindow(server.pid, url, endpoint.headers, rate, requests);
    };
    const figures = endpoints.map((endpoint) => ({
      endpoint: endpoint.name,
      api: [] as CpuWindow[],
      bare: [] as CpuWindow[],
    }));
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, endpoint] of endpoints.entries()) {
        const figure = figures[index];
        if (figure === undefined) continue;
        figure.api.push(await measure(api, endpoint));
        figure.bare.push(await measure(bareProcess, endpoint));
      }
    }
    return {
      rate,
      requests,
      rounds,
      endpoints: figures.map((figure) => {
        const ratios = figure.api.map(
          (window, round) => window.cpuPerRequestUs / (figure.bare[round]?.cpuPerRequestUs ?? Number.NaN),
        );
        return { ...figure, ratios, ratio: median(ratios) };
      }),
    };
  } finally {
    await bare.stop();
  }
}
