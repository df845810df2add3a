/**
 * A throwaway PostgreSQL cluster, as server/test/with-postgres.sh starts one: initdb into a temporary folder, a
 * free port on 127.0.0.1, fsync off (nothing here needs to survive a crash). As root the cluster runs as the
 * postgres user. Returns null, with the reason, when no PostgreSQL server binaries are installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/e2e/support/processes';

export interface PostgresCluster {
  url: string;
  version: string;
  stop(): void;
}

function findBinDir(): string | null {
  const given = process.env.PG_BIN;
  if (given) return existsSync(join(given, 'initdb')) ? given : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter(
      (name) => existsSync(join(base, name, 'bin/initdb')) && existsSync(join(base, name, 'bin/pg_ctl')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(base, versions[0], 'bin');
}

export async function startPostgres(): Promise<PostgresCluster | { skipped: string }> {
  const bin = findBinDir();
  if (bin === null)
    return { skipped: 'no PostgreSQL server binaries (set PG_BIN or apt-get install postgresql)' };
  const root = process.getuid?.() === 0;
  let uid = -1;
  if (root) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) return { skipped: 'running as root without a postgres user to own the cluster' };
    uid = Number(id.stdout.trim());
  }
  const run = (command: string, args: string[]) =>
    execFileSync(root ? 'runuser' : command, root ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });

  const work = mkdtempSync(join(tmpdir(), 'overdive-bench-pg-'));
  chmodSync(work, 0o755);
  if (root) chownSync(work, uid, -1);
  const port = await freePort();
  const data = join(work, 'data');
  const log = join(work, 'server.log');
  const stop = () => {
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running.
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      log,
      '-w',
      '-o',
      `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
      'start',
    ]);
  } catch (error) {
    const text = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
    stop();
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${text}`);
  }
  // "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)": the first version number.
  const version = /\d+(\.\d+)+/.exec(run(join(bin, 'postgres'), ['--version']))?.[0] ?? '?';
  process.once('exit', stop);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      process.removeListener('exit', stop);
      stop();
    },
  };
}
