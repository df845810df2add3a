/** Requests at a fixed rate (autocannon), a process's CPU time, and the bare Fastify baseline process. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { stopChild } from '../../tests/e2e/support/processes';

export interface RateResult {
  /** Requests answered. */
  total: number;
  /** Seconds from the first request sent to the last answer. */
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * Sends `amount` GET requests to `url` at `rate` requests per second overall, spread over `connections` keep-alive
 * connections, and waits for every answer.
 */
export async function sendAtRate(
  url: string,
  {
    rate,
    amount,
    connections = 10,
    headers = {},
  }: { rate: number; amount: number; connections?: number; headers?: Record<string, string> },
): Promise<RateResult> {
  const result = await autocannon({ url, connections, overallRate: rate, amount, headers, timeout: 10 });
  return {
    total: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

let clockTicksPerSecond: number | null = null;

/**
 * CPU seconds (user + system, every thread) a process has used so far, from /proc/<pid>/stat: the kernel's count,
 * so nothing in the measured process runs to report it. Its unit is a clock tick (10 ms on Linux), which is why a
 * window must last long enough for the ticks to count (docs/performance.md).
 */
export function processCpuSeconds(pid: number): number {
  if (clockTicksPerSecond === null) {
    const getconf = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
    const ticks = Number(getconf.stdout.trim());
    clockTicksPerSecond = getconf.status === 0 && ticks > 0 ? ticks : 100;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name in parentheses (which may itself hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`unreadable /proc/${pid}/stat`);
  return (utime + stime) / clockTicksPerSecond;
}

export interface BareRoute {
  path: string;
  body: unknown;
}

export interface BareServer {
  /** http://127.0.0.1:<port>, to put before a route's path. */
  baseURL: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** bench/bareServer.mjs in its own process, like the API, answering `routes` (written to `runDir`). */
export function startBareServer(root: string, runDir: string, routes: BareRoute[]): Promise<BareServer> {
  const routesFile = join(runDir, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'bench/bareServer.mjs')], {
      cwd: root,
      env: { ...process.env, BENCH_BARE_ROUTES: routesFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench/bareServer.mjs exited (${code})`)));
    child.stdout.once('data', (chunk: Buffer) => {
      const port = Number(chunk.toString('utf8').trim());
      resolve({
        baseURL: `http://127.0.0.1:${port}`,
        child,
        async stop() {
          process.removeListener('exit', killOnExit);
          child.removeAllListeners('exit');
          await stopChild(child, 3000);
        },
      });
    });
  });
}
