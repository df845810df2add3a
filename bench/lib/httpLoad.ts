/** autocannon runs and the bare Fastify baseline process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { stopChild } from '../../tests/e2e/support/processes';

export interface CannonResult {
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  status5xx: number;
}

export async function cannon(
  url: string,
  {
    connections = 50,
    seconds = 10,
    headers = {},
  }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<CannonResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    status5xx: result['5xx'],
  };
}

export interface BareServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** bench/bareServer.mjs in its own process, like the API. */
export function startBareServer(root: string): Promise<BareServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'bench/bareServer.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench/bareServer.mjs exited (${code})`)));
    child.stdout.once('data', (chunk: Buffer) => {
      const port = Number(chunk.toString('utf8').trim());
      resolve({
        url: `http://127.0.0.1:${port}/bare/`,
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
