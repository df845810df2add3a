/**
 * Starts the product as the README says, `npm start`, on free ports with a temporary DATA_DIR, and gives the tour
 * its address (TOUR_BASE_URL). The teardown sends SIGTERM to npm, as a terminal's process manager would, and
 * checks that every port is let go within 5 s (docs/product.md §2).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, listening } from '../e2e/support/processes';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export default async function startApp(): Promise<() => Promise<void>> {
  // An app already running (TOUR_BASE_URL=http://localhost:3000 npm run e2e:tour) is used as it is.
  if (process.env.TOUR_BASE_URL) return async () => undefined;
  const dataRoot = mkdtempSync(join(tmpdir(), 'overdive-tour-'));
  const ports = { WEB_PORT: await freePort(), API_PORT: await freePort(), DEVNET_PORT: await freePort() };
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      DATA_DIR: join(dataRoot, 'pg'),
      NODE_ENV: '',
      RPC_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));

  const deadline = Date.now() + 240_000;
  while (!output.includes('OVERDIVE is ready at')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`npm start did not get ready:\n${output.slice(-4000)}`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  process.env.TOUR_BASE_URL = `http://localhost:${ports.WEB_PORT}`;

  return async () => {
    const asked = Date.now();
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    while (Date.now() - asked < 6000) {
      const open = await Promise.all(Object.values(ports).map(listening));
      if (!open.some(Boolean)) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    const open = await Promise.all(Object.values(ports).map(listening));
    rmSync(dataRoot, { recursive: true, force: true });
    if (open.some(Boolean) || Date.now() - asked > 5000)
      throw new Error(
        `npm start left ports open ${Date.now() - asked} ms after SIGTERM: ${JSON.stringify(ports)}`,
      );
  };
}
