/**
 * The PGlite data-folder lock (server/src/db/dataDirLock.ts). After a container restart the API can get the very
 * PID it had before; a lock holding our own PID was left by that earlier life, since this process has not taken it.
 * Two containers on one folder live in separate PID namespaces, where a PID says nothing: there the lock holds for as
 * long as its holder keeps touching the file, and a lock left untouched past the stale time is taken over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { acquireDataDirLock, DATA_DIR_LOCK_STALE_MS } from '../src/db/dataDirLock.js';

const ROOT = resolve(__dirname, '../..');
const HOLDER = join(ROOT, 'server/test/dataDirLockHolder.ts');

let dir: string;
let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'overdive-lock-'));
  dataDir = join(dir, 'pg');
});

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Holder {
  child: ChildProcess;
  /** Resolves when the child has printed this line. */
  said(line: string): Promise<void>;
}

/** server/test/dataDirLockHolder.ts in a process of its own, once it has printed its first line. */
async function holder(args: string[], firstLine: string): Promise<Holder> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const waiting: { line: string; done: () => void }[] = [];
  const check = () => {
    for (const wait of waiting.splice(0)) {
      if (output.split('\n').includes(wait.line)) wait.done();
      else waiting.push(wait);
    }
  };
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    check();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const said = (line: string) =>
    new Promise<void>((done, fail) => {
      waiting.push({ line, done });
      check();
      child.once('exit', (code) =>
        fail(new Error(`holder exited with ${code} before "${line}":\n${output}`)),
      );
    });
  await said(firstLine);
  return { child, said };
}

function lockFile(): { pid: number; owner: string; scope: string } {
  return JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')) as { pid: number; owner: string; scope: string };
}

describe('acquireDataDirLock', () => {
  it('states a stale time of 15 s', () => {
    expect(DATA_DIR_LOCK_STALE_MS).toBe(15_000);
  });

  it('writes this process, a random owner id and its PID namespace into the lock, and removes it on release', () => {
    const lock = acquireDataDirLock(dataDir);
    const held = lockFile();
    expect(held.pid).toBe(process.pid);
    expect(held.owner).toMatch(/^[0-9a-f-]{36}$/);
    expect(held.scope).not.toBe('');
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = acquireDataDirLock(dataDir);
    expect(lockFile().owner).not.toBe(held.owner);
    again.release();
  });

  it('takes over a lock that holds its own PID (left by the same PID before a restart)', () => {
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    const lock = acquireDataDirLock(dataDir);
    expect(lockFile().pid).toBe(process.pid);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a second lock on the same folder in this process', () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(`is in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it('takes over a fresh lock of this PID namespace whose process no longer runs', () => {
    const lock = acquireDataDirLock(dataDir);
    const held = lockFile();
    lock.release();
    // PIDs are below 2^22 on Linux: this one is never a running process.
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ ...held, pid: 2 ** 22 + 1, owner: 'gone' }));
    acquireDataDirLock(dataDir).release();
    writeFileSync(`${dataDir}.lock`, String(2 ** 22 + 1));
    acquireDataDirLock(dataDir).release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a folder locked by another running process', () => {
    // PID 1 always runs (init, or the container's first process).
    writeFileSync(`${dataDir}.lock`, '1');
    expect(() => acquireDataDirLock(dataDir)).toThrow(`DATA_DIR ${dataDir} is in use by process 1`);
  });

  it('keeps its lock fresh while it holds it', async () => {
    const lock = acquireDataDirLock(dataDir, { refreshMs: 100 });
    try {
      const first = statSync(`${dataDir}.lock`).mtimeMs;
      await sleep(400);
      expect(statSync(`${dataDir}.lock`).mtimeMs).toBeGreaterThan(first);
    } finally {
      lock.release();
    }
  });
});

describe('two processes on one data folder', () => {
  it('refuses the folder while another process holds it, and takes it at once when that one is killed', async () => {
    const other = await holder(['hold', dataDir, '200', '15000'], 'locked');
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `DATA_DIR ${dataDir} is in use by process ${other.child.pid}`,
    );
    other.child.kill('SIGKILL');
    await new Promise((done) => other.child.once('exit', done));
    // The file is fresh, but its PID is of this namespace and runs no more: no need to wait for it to go stale.
    const lock = acquireDataDirLock(dataDir);
    expect(lockFile().pid).toBe(process.pid);
    lock.release();
  });

  it('refuses a fresh lock whose PID it cannot see (another PID namespace), and takes it once it goes stale', async () => {
    const foreign = await holder(['foreign', dataDir, '100'], 'ready');
    await sleep(300);
    expect(() => acquireDataDirLock(dataDir, { staleMs: 1500 })).toThrow(
      new RegExp(`^DATA_DIR ${dataDir} is in use by process ${2 ** 22 + 7} \\(another PID namespace or host`),
    );
    // Frozen, it touches the file no more.
    foreign.child.kill('SIGSTOP');
    await sleep(800);
    expect(() => acquireDataDirLock(dataDir, { staleMs: 1500 })).toThrow(/is in use by process/);
    await sleep(1000);
    const lock = acquireDataDirLock(dataDir, { staleMs: 1500 });
    expect(lockFile().pid).toBe(process.pid);
    lock.release();
  });

  it('tells a holder frozen past the stale time that it lost the lock, and it leaves the new holder alone', async () => {
    const frozen = await holder(['hold', dataDir, '100', '800'], 'locked');
    frozen.child.kill('SIGSTOP');
    await sleep(1200);
    const lock = acquireDataDirLock(dataDir, { refreshMs: 100, staleMs: 800 });
    const mine = lockFile();
    frozen.child.kill('SIGCONT');
    await frozen.said('lost');
    await sleep(300);
    // The woken process released what it thought was its lock: the file is still this process's.
    expect(lockFile()).toEqual(mine);
    expect(lock.lost).toBe(false);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
