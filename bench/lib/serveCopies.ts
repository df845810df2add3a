/**
 * API copies as production runs them: `npm run serve` (the compiled API and the built SPA, NODE_ENV=production), each
 * on its own port with its own METRICS_PORT, all on one PostgreSQL and one Redis with one JWT_SECRET (README, "In
 * production": several copies behind a load balancer). npm runs the server as its child (`exec node
 * scripts/serve.mjs`); the server's own process id is what the payment watcher's lease names (`pid:uuid`) and what a
 * SIGKILL must reach.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForUrl } from '../../tests/e2e/support/processes';

export interface CopyOptions {
  root: string;
  runDir: string;
  name: string;
  port: number;
  metricsPort: number;
  /** The settings every copy shares (database, Redis, secret, chain, origins, TRUST_PROXY). */
  env: Record<string, string>;
}

export interface Copy {
  name: string;
  port: number;
  baseURL: string;
  metricsURL: string;
  log: string;
  /** The server's process id (npm's child). */
  serverPid: number;
  /** SIGKILL to the server: no clean stop, its lease is left to expire. */
  kill(): void;
  killed(): boolean;
  /** SIGTERM (a clean stop), then SIGKILL after a grace. */
  stop(): Promise<void>;
}

/** The process whose parent is `parentPid`, from /proc (the kernel's own list; npm does not say it). */
function childOf(parentPid: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name in parentheses: state, then the parent's id.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parentPid) return Number(entry);
    } catch {
      // Gone meanwhile.
    }
  }
  return null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startCopy(options: CopyOptions): Promise<Copy> {
  const baseURL = `http://127.0.0.1:${options.port}`;
  const log = join(options.runDir, `${options.name}.log`);
  const fd = openSync(log, 'a');
  let npm: ChildProcess;
  try {
    npm = spawn('npm', ['run', 'serve'], {
      cwd: options.root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        HOST: '127.0.0.1',
        PORT: String(options.port),
        METRICS_PORT: String(options.metricsPort),
        ...options.env,
      },
      stdio: ['ignore', fd, fd],
    });
  } finally {
    closeSync(fd);
  }
  let serverPid: number | null = null;
  const killAll = () => {
    if (serverPid !== null && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
    npm.kill('SIGKILL');
  };
  process.once('exit', killAll);
  try {
    await waitForUrl(`${baseURL}/api/ready/`, npm, 120_000);
    serverPid = childOf(npm.pid ?? -1);
    if (serverPid === null) throw new Error(`${options.name}: npm's server process not found`);
  } catch (error) {
    killAll();
    process.removeListener('exit', killAll);
    throw new Error(`${(error as Error).message}\n--- ${log} ---\n${readFileSync(log, 'utf8').slice(-3000)}`);
  }
  const pid = serverPid;
  return {
    name: options.name,
    port: options.port,
    baseURL,
    metricsURL: `http://127.0.0.1:${options.metricsPort}/metrics`,
    log,
    serverPid: pid,
    kill() {
      process.kill(pid, 'SIGKILL');
    },
    killed: () => !alive(pid),
    async stop() {
      process.removeListener('exit', killAll);
      // SIGTERM to the server alone (a second one means "exit now" to it); npm exits once its child has.
      if (alive(pid)) process.kill(pid, 'SIGTERM');
      const exited = await new Promise<boolean>((resolve) => {
        if (npm.exitCode !== null || npm.signalCode !== null) return resolve(true);
        const timer = setTimeout(() => resolve(false), 15_000);
        npm.once('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (!exited) killAll();
    },
  };
}

/** Whether the copy says it holds the payment watcher's lease (docs/product.md §13.8 metrics); null: no answer. */
export async function watcherLeading(copy: Copy): Promise<boolean | null> {
  try {
    const text = await (await fetch(copy.metricsURL, { signal: AbortSignal.timeout(2000) })).text();
    const line = text.split('\n').find((row) => row.startsWith('overdive_payment_watcher_leading '));
    return line === undefined ? null : line.trim().endsWith(' 1');
  } catch {
    return null;
  }
}

/** The copy's own "not ready" log lines (server/src/http/health.ts): when, and the problems it named. */
export function notReadyTimes(copy: Copy): { at: number; problems: string[] }[] {
  const said: { at: number; problems: string[] }[] = [];
  for (const line of readFileSync(copy.log, 'utf8').split('\n')) {
    if (!line.includes('"not ready"')) continue;
    try {
      const entry = JSON.parse(line) as { time?: number; msg?: string; problems?: string[] };
      if (entry.msg === 'not ready' && typeof entry.time === 'number')
        said.push({ at: entry.time, problems: entry.problems ?? [] });
    } catch {
      // Not a log line of the API (npm's own output).
    }
  }
  return said;
}
