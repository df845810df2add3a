/**
 * A second process for server/test/dataDirLock.test.ts, run with `node --import tsx`:
 *
 * - `hold <dataDir> <refreshMs> <staleMs>` takes the PGlite data-folder lock like the API does, prints `locked`,
 *   and `lost` if it finds the lock taken from it (it was frozen past the stale time), then releases it;
 * - `foreign <dataDir> <refreshMs>` plays an API copy in another PID namespace (another container on the same
 *   folder): a lock file naming a PID this process cannot see and a namespace that is not ours, kept fresh by
 *   touching it every refreshMs; prints `ready`.
 */
import { randomUUID } from 'node:crypto';
import { utimesSync, writeFileSync } from 'node:fs';
import { acquireDataDirLock } from '../src/db/dataDirLock.js';

const [mode, dataDir = '', refreshArg = '1000', staleArg = '15000'] = process.argv.slice(2);
const refreshMs = Number(refreshArg);

if (mode === 'hold') {
  const lock = acquireDataDirLock(dataDir, {
    refreshMs,
    staleMs: Number(staleArg),
    onLost: () => {
      process.stdout.write('lost\n');
      lock.release();
    },
  });
  process.stdout.write('locked\n');
  setInterval(() => undefined, 60_000);
} else if (mode === 'foreign') {
  const file = `${dataDir}.lock`;
  // PIDs are below 2^22 on Linux: nobody here runs under this one.
  writeFileSync(
    file,
    `${JSON.stringify({ pid: 2 ** 22 + 7, owner: randomUUID(), scope: 'another-host/pid:[1]' })}\n`,
    { flag: 'wx' },
  );
  setInterval(() => {
    const now = new Date();
    utimesSync(file, now, now);
  }, refreshMs);
  process.stdout.write('ready\n');
} else {
  console.error(`unknown mode ${String(mode)}`);
  process.exit(2);
}
