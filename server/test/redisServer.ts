/**
 * A throwaway Redis for the tests of limits shared by several API copies (docs/product.md §2 REDIS_URL): Debian's
 * redis-server on a free port, nothing saved to disk, stopped when the test file ends.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../../tests/e2e/support/processes.js';

/** redis-server on PATH or in Debian's place; null when it is not installed (`apt-get install -y redis-server`). */
export const REDIS_SERVER_BINARY: string | null =
  ['redis-server', '/usr/bin/redis-server'].find((binary) => spawnSync(binary, ['--version']).status === 0) ??
  null;

const ci = process.env.CI === 'true' || process.env.CI === '1';

/**
 * SKIP_REDIS_TESTS=1: a developer without Redis skips its tests on purpose (README, "Tests and CI"). CI ignores it, so
 * the limits shared through Redis are proven on every CI run.
 */
export const REDIS_TESTS_SKIPPED = process.env.SKIP_REDIS_TESTS === '1' && !ci;

/** What a test run without redis-server says instead of passing with nothing run. */
export const REDIS_MISSING =
  'no redis-server on this machine: install it (Debian: apt-get install -y redis-server; CI installs it itself), ' +
  'or skip the Redis tests on purpose with SKIP_REDIS_TESTS=1 (never in CI)';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (a Redis that goes down); start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function launch(binary: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start on port ${port}: ${output}`));
    }, 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${String(code)}: ${output}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startRedisServer(binary: string): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = await launch(binary, port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child !== null) await stopProcess(child);
      child = null;
    },
    async start() {
      child ??= await launch(binary, port);
    },
  };
}
