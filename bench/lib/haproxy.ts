/**
 * Debian's HAProxy (docs/toolchain.md) in the foreground with a generated configuration, in front of several API
 * copies: round robin, each copy health-checked on GET /api/ready/ (docs/product.md §13.8) every second, a
 * connection that fails retried on another copy (`retries`, `option redispatch`), a GET whose copy died before
 * answering retried too (`retry-on`; a POST is not sent twice by the balancer: the client decides), and
 * X-Forwarded-For set to the client's address. Its connections to the copies leave from `proxyAddress`, the one
 * address the copies' TRUST_PROXY names. Each answer says which copy gave it (COPY_HEADER). The moments it marks a
 * copy down or up are read off its own warnings, as they are printed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopChild } from '../../tests/e2e/support/processes';
import { COPY_HEADER } from './sourceAddress';

/** haproxy on PATH or in Debian's place; null when it is not installed. */
export function findHaproxy(): string | null {
  return (
    ['haproxy', '/usr/sbin/haproxy'].find(
      (binary) => spawnSync(binary, ['-v'], { stdio: 'ignore' }).status === 0,
    ) ?? null
  );
}

export const HAPROXY_MISSING =
  'no haproxy on this machine: install it (Debian: apt-get install -y haproxy; CI installs it itself)';

export interface BalancerOptions {
  binary: string;
  runDir: string;
  port: number;
  statsPort: number;
  /** The address the balancer connects to the copies from. */
  proxyAddress: string;
  servers: { name: string; port: number }[];
}

export interface ServerEvent {
  /** Date.now() when the warning was read. */
  at: number;
  server: string;
  state: 'UP' | 'DOWN';
  reason: string;
}

export interface Balancer {
  url: string;
  events: ServerEvent[];
  /** When `server` was last marked down, if it was. */
  downAt(server: string): number | null;
  /** Requests, retries and redispatches per copy, from the statistics page. */
  stats(): Promise<
    Record<string, { requests: number; retries: number; redispatches: number; status: string }>
  >;
  stop(): Promise<void>;
}

export function balancerConfig(options: BalancerOptions): string {
  return [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout queue 10s',
    // A copy slow to answer its check on a busy machine is not dead (readiness waits 2 s for its probes); a dead one
    // refuses the connection at once.
    '  timeout check 3s',
    // A connection refused or reset by a dead copy is tried again, on another copy each time.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '  option forwardfor',
    'frontend web',
    `  bind 127.0.0.1:${options.port}`,
    '  default_backend copies',
    'backend copies',
    '  balance roundrobin',
    `  source ${options.proxyAddress}`,
    '  option httpchk GET /api/ready/',
    '  http-check expect status 200',
    // An order or a payment report in flight when its copy died may have been written: only its client may send it
    // again (a GET is safe to repeat, the balancer repeats it).
    '  http-request disable-l7-retry unless METH_GET',
    `  http-response set-header ${COPY_HEADER} %s`,
    '  default-server inter 1s fall 2 rise 2',
    ...options.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    'frontend stats',
    `  bind 127.0.0.1:${options.statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

const STATE_LINE = /Server copies\/(\S+) is (UP|DOWN), reason: ([^,]*)/;

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const config = join(options.runDir, 'haproxy.cfg');
  writeFileSync(config, balancerConfig(options));
  const check = spawnSync(options.binary, ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`haproxy refused its configuration:\n${check.stderr}${check.stdout}`);

  const log = createWriteStream(join(options.runDir, 'haproxy.log'));
  const child: ChildProcess = spawn(options.binary, ['-f', config, '-db'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const events: ServerEvent[] = [];
  let pending = '';
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = STATE_LINE.exec(line);
      if (match !== null)
        events.push({
          at: Date.now(),
          server: match[1] ?? '',
          state: match[2] === 'UP' ? 'UP' : 'DOWN',
          reason: match[3] ?? '',
        });
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  const url = `http://127.0.0.1:${options.port}`;
  const statsUrl = `http://127.0.0.1:${options.statsPort}/stats;csv`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`haproxy exited (${child.exitCode}); see its log in ${options.runDir}`);
    const answered = await fetch(statsUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error('haproxy did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    events,
    downAt(server) {
      const down = events.filter((event) => event.server === server && event.state === 'DOWN').pop();
      return down?.at ?? null;
    },
    async stats() {
      const text = await (await fetch(statsUrl)).text();
      const [header = '', ...rows] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const at = (name: string) => columns.indexOf(name);
      const result: Awaited<ReturnType<Balancer['stats']>> = {};
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[at('pxname')] !== 'copies' || cells[at('svname')] === 'BACKEND') continue;
        result[cells[at('svname')] ?? ''] = {
          requests: Number(cells[at('req_tot')] || cells[at('stot')] || 0),
          retries: Number(cells[at('wretr')] ?? 0),
          redispatches: Number(cells[at('wredis')] ?? 0),
          status: cells[at('status')] ?? '',
        };
      }
      return result;
    },
    async stop() {
      process.removeListener('exit', killOnExit);
      await stopChild(child, 3000);
      log.end();
    },
  };
}
