/**
 * The PGlite data-folder lock (server/src/db/dataDirLock.ts). After a container restart the API can get the very
 * PID it had before; a lock holding our own PID was left by that earlier life, since this process has not taken it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock } from '../src/db/dataDirLock.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'overdive-lock-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('takes over a lock that holds its own PID (left by the same PID before a restart)', () => {
    const dataDir = join(dir, 'pg');
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a second lock on the same folder in this process', () => {
    const dataDir = join(dir, 'pg');
    const lock = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(`is in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it('takes over a lock whose process no longer runs', () => {
    const dataDir = join(dir, 'pg');
    // PIDs are below 2^22 on Linux: this one is never a running process.
    writeFileSync(`${dataDir}.lock`, String(2 ** 22 + 1));
    acquireDataDirLock(dataDir).release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a folder locked by another running process', () => {
    const dataDir = join(dir, 'pg');
    // PID 1 always runs (init, or the container's first process).
    writeFileSync(`${dataDir}.lock`, '1');
    expect(() => acquireDataDirLock(dataDir)).toThrow(`DATA_DIR ${dataDir} is in use by process 1`);
  });
});
