/**
 * The real API process (server/src/main.ts run with tsx, as `npm run start:api` does without watch) for the tests that
 * kill it (SIGKILL, SIGSTOP) or run several copies: started with exactly the environment given (PATH and HOME aside),
 * on a port of its own, resolved once it listens; its output is kept for the test to read and to show on failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { httpCall, type HttpClient } from './helpers.js';

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'server/src/main.ts');

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  client: HttpClient;
  /** Everything it printed so far (the last 500 kB). */
  output(): string;
  /** Resolves with the signal or exit code once the process is gone. */
  exit: Promise<NodeJS.Signals | number | null>;
  /** Resolves when a line of its output matches `pattern` (printed before or after the call). */
  printed(pattern: RegExp): Promise<string>;
  kill(signal?: NodeJS.Signals): Promise<NodeJS.Signals | number | null>;
}

export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers: { pattern: RegExp; found: (line: string) => void }[] = [];
  const exit = new Promise<NodeJS.Signals | number | null>((done) =>
    child.on('exit', (code, signal) => done(signal ?? code)),
  );
  const check = () => {
    for (const watcher of [...watchers]) {
      const line = output.split('\n').find((candidate) => watcher.pattern.test(candidate));
      if (line !== undefined) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.found(line);
      }
    }
  };
  return new Promise((started, failed) => {
    let url: string | null = null;
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-500_000);
      check();
      const match = url === null ? /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output) : null;
      if (match?.[1] !== undefined) {
        const listening = match[1];
        url = listening;
        started({
          child,
          url: listening,
          client: { inject: (options) => httpCall(listening, options) },
          output: () => output,
          exit,
          printed: (pattern) =>
            new Promise((found) => {
              watchers.push({ pattern, found });
              check();
            }),
          kill: (signal = 'SIGKILL') => {
            child.kill(signal);
            return exit;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then((code) => {
      if (url === null) failed(new Error(`the API exited with ${code} before it listened:\n${output}`));
    });
  });
}
