/**
 * The production SPA build the suite serves. It is built once per distinct source tree and build settings and kept
 * in node_modules/.cache/overdive-e2e/spa-<fingerprint>/, so a second run with no change starts at once, and a
 * developer's `dist/` (or a suite running at the same time in the same checkout) is never overwritten mid-run.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/** Everything the bundle is made from, relative to the repository root. */
const INPUTS = [
  'src',
  'contract',
  'public',
  'webpack.config.js',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
];
const KEEP_OTHER_BUILDS = 2;

function filesUnder(root: string, path: string, out: string[]): void {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) {
      // Tests are not part of the bundle; an edited test must not force a rebuild.
      if (/\.test\.tsx?$/.test(name)) continue;
      filesUnder(root, join(path, name), out);
    }
  } else out.push(path);
}

export function buildFingerprint(root: string, buildEnv: Record<string, string>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(Object.entries(buildEnv).sort()));
  const files: string[] = [];
  for (const input of INPUTS) filesUnder(root, input, files);
  for (const file of files) {
    hash.update(`\0${relative(root, join(root, file))}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function pruneOldBuilds(cacheDir: string, current: string): void {
  const builds = readdirSync(cacheDir)
    .filter((name) => name.startsWith('spa-') && name !== current)
    .map((name) => ({ name, mtime: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  const anHourAgo = Date.now() - 3_600_000;
  // Another suite may be serving a recent build right now: only old ones go.
  for (const build of builds.slice(KEEP_OTHER_BUILDS)) {
    if (build.mtime < anHourAgo) rmSync(join(cacheDir, build.name), { recursive: true, force: true });
  }
}

export interface SpaBuild {
  dir: string;
  /** False when an up-to-date build was reused. */
  built: boolean;
  seconds: number;
}

/** Builds the SPA with `webpack --mode production` and the given build-time settings, unless that build exists. */
export async function ensureSpaBuild(root: string, buildEnv: Record<string, string>): Promise<SpaBuild> {
  const started = Date.now();
  const cacheDir = join(root, 'node_modules/.cache/overdive-e2e');
  mkdirSync(cacheDir, { recursive: true });
  const name = `spa-${buildFingerprint(root, buildEnv)}`;
  const dir = join(cacheDir, name);
  if (existsSync(join(dir, 'index.html'))) {
    return { dir, built: false, seconds: (Date.now() - started) / 1000 };
  }

  const partial = `${dir}.tmp-${process.pid}`;
  const require = createRequire(import.meta.url);
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production', '--output-path', partial], {
      cwd: root,
      env: { ...process.env, ...buildEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(join(partial, 'index.html'))) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`webpack --mode production failed (exit ${code}):\n${output.join('').slice(-4000)}`);
  }
  writeFileSync(
    join(partial, '.e2e-build.json'),
    JSON.stringify({ buildEnv, builtAt: new Date().toISOString() }),
  );
  try {
    renameSync(partial, dir);
  } catch (error) {
    // A suite started at the same moment finished the same build first: use that one.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(dir, 'index.html'))) throw error;
  }
  pruneOldBuilds(cacheDir, name);
  return { dir, built: true, seconds: (Date.now() - started) / 1000 };
}
