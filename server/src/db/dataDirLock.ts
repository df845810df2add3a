import { randomUUID } from 'node:crypto';
import {
  linkSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';

/** How often the holder touches its lock file. */
export const DATA_DIR_LOCK_REFRESH_MS = 3_000;
/**
 * A lock file nobody touched for this long is stale and is taken over: five refreshes missed. A live holder whose
 * event loop is blocked that long (or that is frozen) finds out on its next refresh that it lost the lock.
 */
export const DATA_DIR_LOCK_STALE_MS = 15_000;

export interface DataDirLockOptions {
  refreshMs?: number;
  staleMs?: number;
  /** Called once when the holder finds its lock taken over (it went stale: this process stood still too long). */
  onLost?: () => void;
}

export interface DataDirLock {
  /** True once another process took the lock over: this one must not touch the folder any more. */
  readonly lost: boolean;
  release(): void;
}

/** What the lock file says: who holds it, and where that PID means something. */
interface LockRecord {
  pid: number;
  /** A random id per lock taken: PIDs repeat, across restarts and across PID namespaces. */
  owner: string | null;
  /** This boot of this machine and this PID namespace (`pidScope`); null in an older API's plain-PID lock file. */
  scope: string | null;
}

interface FoundLock {
  raw: string;
  record: LockRecord | null;
  mtimeMs: number;
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

function orNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * Where a PID names a process we can see: the same boot of the same machine (containers on one host share the boot
 * id; another host has its own) and the same PID namespace (each container has its own). Elsewhere a PID says
 * nothing: PID 7 there may be a live API while PID 7 here is nobody, or someone else.
 */
function pidScope(): string {
  const boot = orNull(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()) ?? hostname();
  const namespace = orNull(() => readlinkSync('/proc/self/ns/pid')) ?? 'pid:[none]';
  return `${boot}/${namespace}`;
}

function parse(raw: string): LockRecord | null {
  const text = raw.trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), owner: null, scope: null };
  const value = orNull(() => JSON.parse(text) as unknown);
  if (typeof value !== 'object' || value === null) return null;
  const { pid, owner, scope } = value as Record<string, unknown>;
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return null;
  if (typeof owner !== 'string' || typeof scope !== 'string') return null;
  return { pid, owner, scope };
}

/** The lock file as it is now; null when there is none. */
function readLock(file: string): FoundLock | null {
  try {
    const raw = readFileSync(file, 'utf8');
    return { raw, record: parse(raw), mtimeMs: statSync(file).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Lock files this process holds, with their owner ids: our own lock tells itself apart from an earlier life's. */
const heldHere = new Map<string, string>();

/**
 * Removes the lock file judged stale or abandoned. It is moved aside first and checked: if what was moved is not what
 * was judged (another process took the lock in between), it is put back, so two copies taking over one stale lock at
 * once cannot both end up holding it.
 */
function removeJudged(file: string, judged: FoundLock): void {
  const aside = `${file}.${randomUUID()}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = orNull(() => readLock(aside));
  if (moved !== null && moved.raw !== judged.raw) {
    // link() fails if a lock was taken meanwhile: that one stands, and the holder moved aside finds out it lost.
    orNull(() => linkSync(aside, file));
  }
  rmSync(aside, { force: true });
}

/** Why `found` keeps us out, or null when it may be taken over. */
function refusal(
  dataDir: string,
  file: string,
  found: FoundLock,
  staleMs: number,
  scope: string,
): string | null {
  const ageMs = Date.now() - found.mtimeMs;
  const { record } = found;
  const tail = 'stop it or choose another DATA_DIR';
  if (record !== null && record.owner !== null && heldHere.get(file) === record.owner) {
    return `DATA_DIR ${dataDir} is in use by process ${process.pid}; ${tail}`;
  }
  if (ageMs > staleMs) return null;
  if (record === null) return `DATA_DIR ${dataDir} is being locked by another process; ${tail}`;
  if (record.scope === null || record.scope === scope) {
    // A PID of our own namespace: our PID in a lock we did not take is an earlier life of ours (after a container
    // restart the API often gets the PID it had), and a PID that runs no more is a copy that was killed.
    if (record.pid === process.pid || !isRunning(record.pid)) return null;
    return `DATA_DIR ${dataDir} is in use by process ${record.pid}; ${tail}`;
  }
  return (
    `DATA_DIR ${dataDir} is in use by process ${record.pid} (another PID namespace or host: its lock was touched ` +
    `${Math.max(0, Math.round(ageMs / 1000))} s ago, and is taken over after ${Math.round(staleMs / 1000)} s ` +
    `untouched); ${tail}`
  );
}

/**
 * `<DATA_DIR>.lock` keeps a second process off the PGlite folder (two would corrupt it). It holds the PID, a random
 * owner id and the PID namespace of its holder, and the holder touches it every few seconds. A lock is refused while
 * it is fresh and not ours; in our own PID namespace it is taken over at once when its process no longer runs (killed
 * with SIGKILL) or has our own PID (an earlier life of ours), and anywhere once it is stale: untouched for
 * DATA_DIR_LOCK_STALE_MS. So a live API in another container on the same folder, whose PID we cannot see, is
 * respected, and a dead one's lock does not block the folder for good. (The file times are compared with this
 * machine's clock: hosts sharing a network folder must keep their clocks within a few seconds.)
 */
export function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): DataDirLock {
  const file = `${dataDir}.lock`;
  const refreshMs = options.refreshMs ?? DATA_DIR_LOCK_REFRESH_MS;
  const staleMs = options.staleMs ?? DATA_DIR_LOCK_STALE_MS;
  const scope = pidScope();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const owner = randomUUID();
    try {
      writeFileSync(file, `${JSON.stringify({ pid: process.pid, owner, scope })}\n`, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const found = readLock(file);
      if (found === null) continue;
      const refused = refusal(dataDir, file, found, staleMs, scope);
      if (refused !== null) throw new Error(refused);
      removeJudged(file, found);
      continue;
    }
    return hold(file, owner, refreshMs, options.onLost);
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`);
}

function hold(file: string, owner: string, refreshMs: number, onLost?: () => void): DataDirLock {
  heldHere.set(file, owner);
  let lost = false;
  const ours = (): boolean | null => {
    try {
      return readLock(file)?.record?.owner === owner;
    } catch {
      // Could not read it this time (say, out of file descriptors): no verdict.
      return null;
    }
  };
  const timer = setInterval(() => {
    const verdict = ours();
    if (verdict === false) {
      lost = true;
      clearInterval(timer);
      if (heldHere.get(file) === owner) heldHere.delete(file);
      onLost?.();
      return;
    }
    if (verdict === true) {
      const now = new Date();
      orNull(() => utimesSync(file, now, now));
    }
  }, refreshMs);
  timer.unref();
  return {
    get lost() {
      return lost;
    },
    release() {
      clearInterval(timer);
      if (heldHere.get(file) === owner) heldHere.delete(file);
      // Only our own file: after a takeover it is another process's.
      if (ours() === true) rmSync(file, { force: true });
    },
  };
}
