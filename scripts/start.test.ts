/**
 * `npm start` as a newcomer runs it (docs/product.md §2): a busy port stops it with one line naming the port and the
 * variable that moves it, exit code 1 and nothing left running; SIGTERM to npm stops every process within 5 s; the
 * local mail catcher's inbox is named in the ready banner and the API sends its mail there (§11.3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, listening } from '../tests/e2e/support/processes';

const root = resolve(__dirname, '..');

function occupy(port: number): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

/** Processes still alive whose environment holds `marker` (this run's own DATA_DIR): what `npm start` left. */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker)) found.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

interface Run {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exit: Promise<number | null>;
}

function npmStart(env: Record<string, string>, script = 'start'): Run {
  const child = spawn('npm', ['run', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: '', RPC_URL: '', SMTP_URL: '', MAIL_FROM: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => ({ stdout, stderr }), exit };
}

/** What the script itself printed: npm's banner (`> overdive@… start`) and npm's own warnings and notices aside. */
function ownLines(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('> ') && !/^npm (warn|notice) /.test(line));
}

let dataRoot: string;
beforeEach(() => {
  dataRoot = mkdtempSync(join(tmpdir(), 'overdive-start-'));
});
afterEach(() => rmSync(dataRoot, { recursive: true, force: true }));

describe('npm start with a port already taken', () => {
  it.each(['WEB_PORT', 'API_PORT', 'DEVNET_PORT', 'MAIL_SMTP_PORT', 'MAIL_WEB_PORT'])(
    '%s busy: one line naming the port and the variable, exit code 1, nothing started',
    async (busyVariable) => {
      const ports: Record<string, number> = {
        WEB_PORT: await freePort(),
        API_PORT: await freePort(),
        DEVNET_PORT: await freePort(),
        MAIL_SMTP_PORT: await freePort(),
        MAIL_WEB_PORT: await freePort(),
      };
      const busyPort = ports[busyVariable] as number;
      const blocker = await occupy(busyPort);
      try {
        const run = npmStart({
          ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
          DATA_DIR: join(dataRoot, 'pg'),
        });
        expect(await run.exit).toBe(1);
        const { stdout, stderr } = run.output();
        expect(ownLines(stdout)).toEqual([]);
        expect(ownLines(stderr)).toEqual([
          `Port ${busyPort} is already in use (${busyVariable}): stop what listens there or choose another port, e.g. ${busyVariable}=${busyPort + 1} npm start`,
        ]);
        for (const [name, port] of Object.entries(ports)) {
          if (name !== busyVariable)
            expect({ name, listening: await listening(port) }).toEqual({ name, listening: false });
        }
        expect(processesWith(`DATA_DIR=${join(dataRoot, 'pg')}`)).toEqual([]);
        // Nothing started, so nothing was written either: no database, no chain.
        expect(existsSync(join(dataRoot, 'pg'))).toBe(false);
        expect(existsSync(join(dataRoot, 'chain'))).toBe(false);
      } finally {
        blocker.close();
      }
    },
    30_000,
  );

  it('refuses a port that is not a number with one line naming the variable', async () => {
    const run = npmStart({ WEB_PORT: 'eighty', DATA_DIR: join(dataRoot, 'pg') });
    expect(await run.exit).toBe(1);
    expect(ownLines(run.output().stderr)).toEqual([
      'WEB_PORT must be a port number from 1 to 65535 (got "eighty").',
    ]);
  }, 30_000);
});

describe.each([
  ['devnet', 'DEVNET_PORT', 'npm run devnet'],
  ['serve', 'PORT', 'npm run serve'],
])('npm run %s with its port taken', (script, variable, command) => {
  it(`gives one line naming ${variable}, exit code 1`, async () => {
    const port = await freePort();
    const blocker = await occupy(port);
    try {
      const run = npmStart({ [variable]: String(port), DATA_DIR: join(dataRoot, 'pg') }, script);
      expect(await run.exit).toBe(1);
      expect(ownLines(run.output().stdout)).toEqual([]);
      expect(ownLines(run.output().stderr)).toEqual([
        `Port ${port} is already in use (${variable}): stop what listens there or choose another port, e.g. ${variable}=${port + 1} ${command}`,
      ]);
      expect(processesWith(`DATA_DIR=${join(dataRoot, 'pg')}`)).toEqual([]);
    } finally {
      blocker.close();
    }
  }, 30_000);
});

describe('npm start, then SIGTERM to npm', () => {
  it('serves the app, the API, the chain and the mail catcher, and stops all of them within 5 s', async () => {
    const ports = {
      WEB_PORT: await freePort(),
      API_PORT: await freePort(),
      DEVNET_PORT: await freePort(),
      MAIL_SMTP_PORT: await freePort(),
      MAIL_WEB_PORT: await freePort(),
    };
    const run = npmStart({
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      DATA_DIR: join(dataRoot, 'pg'),
      LOG_LEVEL: 'warn',
    });
    try {
      // Ready: what the newcomer is told to open answers, and so do the proxied API and the local chain.
      const deadline = Date.now() + 240_000;
      // The banner's mail line comes right after the ready line: wait for both.
      while (!run.output().stdout.includes('Mail the app sends is caught') && Date.now() < deadline) {
        if (run.child.exitCode !== null) throw new Error(`npm start exited:\n${run.output().stderr}`);
        await new Promise((done) => setTimeout(done, 500));
      }
      expect(run.output().stdout).toContain(`OVERDIVE is ready at http://localhost:${ports.WEB_PORT}`);
      const health = await fetch(`http://127.0.0.1:${ports.WEB_PORT}/api/health/`);
      expect(health.status).toBe(200);
      const chain = await fetch(`http://127.0.0.1:${ports.DEVNET_PORT}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      expect(await chain.json()).toMatchObject({ result: '0x5ea' });
      expect(existsSync(join(dataRoot, 'chain', 'chain.json'))).toBe(true);
      // The mail catcher (docs/product.md §11.3): its inbox in the banner and answering, and the API sends to it.
      const inboxUrl = `http://127.0.0.1:${ports.MAIL_WEB_PORT}/`;
      expect(run.output().stdout).toContain(
        `Mail the app sends is caught, not delivered: read it at ${inboxUrl}`,
      );
      const inbox = await fetch(`${inboxUrl}api/mails`);
      expect(await inbox.json()).toEqual([]);
      const apiEnvironments = processesWith(`DATA_DIR=${join(dataRoot, 'pg')}`)
        .map((pid) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0'))
        .filter((environment) => environment.includes(`PORT=${ports.API_PORT}`));
      expect(apiEnvironments.length).toBeGreaterThan(0);
      for (const environment of apiEnvironments) {
        expect(environment).toContain(`SMTP_URL=smtp://127.0.0.1:${ports.MAIL_SMTP_PORT}`);
        expect(environment).toContain('MAIL_FROM=OVERDIVE <no-reply@overdive.localhost>');
      }

      const stopAsked = Date.now();
      run.child.kill('SIGTERM');
      await run.exit;
      // Every port is let go within 5 s of the signal.
      const stillListening = async () =>
        (await Promise.all(Object.values(ports).map((port) => listening(port)))).some(Boolean);
      while ((await stillListening()) && Date.now() - stopAsked < 6000) {
        await new Promise((done) => setTimeout(done, 100));
      }
      expect(await stillListening()).toBe(false);
      expect(processesWith(`DATA_DIR=${join(dataRoot, 'pg')}`)).toEqual([]);
      expect(Date.now() - stopAsked).toBeLessThanOrEqual(5000);
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
  }, 300_000);
});
