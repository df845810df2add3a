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

/** Lock files this process holds: the only way to tell our own lock from one an earlier life of our PID left. */
const heldHere = new Set<string>();

/**
 * `<DATA_DIR>.lock` holds the pid of the process that owns the PGlite folder. A lock left by a process that no
 * longer runs (killed with SIGKILL) is taken over, and so is one holding our own PID that this process did not take:
 * after a container restart the API often gets the very PID it had before, which is not a live owner.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return {
        release() {
          heldHere.delete(file);
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
      const ownedByUs = owner === process.pid && heldHere.has(file);
      const liveOther = owner !== process.pid && isRunning(owner);
      if (Number.isInteger(owner) && owner > 0 && (ownedByUs || liveOther)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by process ${owner}; stop it or choose another DATA_DIR`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`);
}
