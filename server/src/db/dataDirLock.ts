import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * `<DATA_DIR>.lock` holds the pid of the process that owns the PGlite folder. A lock left by a process that no
 * longer runs (killed with SIGKILL) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return {
        release() {
          try {
            if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && (owner === process.pid || isRunning(owner))) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by process ${owner}; stop it or choose another DATA_DIR`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`);
}
