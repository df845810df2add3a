// The tests of one .ci/run stage, read from its runner's JSON report. Prints one line
// `PASSED FAILED SKIPPED FLAKY BROKEN`, then one line per flaky test (its project, file:line and titles), "-" for a
// number the runner does not have.
//   jest: no retries, so FLAKY is "-"; BROKEN is the test files that could not run (each counted once in FAILED too).
//   playwright: PASSED are the tests that passed at the first try; FLAKY those that failed and then passed on the
//   retry CI allows (playwright.config.ts); BROKEN the errors outside any test (a global set-up that threw), each
//   counted once in FAILED too.
// Usage: node .ci/counts.mjs jest REPORT.json [LOG] | node .ci/counts.mjs playwright REPORT.json
// Without the report (the runner died before writing it) jest's numbers come from its "Tests:" line in LOG.
import { existsSync, readFileSync } from 'node:fs';

const [kind, reportPath, logPath] = process.argv.slice(2);

function readJson(path) {
  if (!path || !existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function jest(report) {
  if (report) {
    const broken = report.numRuntimeErrorTestSuites ?? 0;
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    return [[report.numPassedTests, report.numFailedTests + broken, skipped, '-', broken]];
  }
  const line =
    logPath && existsSync(logPath)
      ? readFileSync(logPath, 'utf8')
          .split('\n')
          .findLast((l) => /^Tests:/.test(l))
      : undefined;
  if (!line) return [['-', '-', '-', '-', '-']];
  const count = (word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return [[count('passed'), count('failed'), count('skipped') + count('todo'), '-', 0]];
}

/** Every test of a Playwright JSON report, with the titles of the describe blocks around it. */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    // A file's own suite is titled by its path, which the spec's file:line already says.
    const inner = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { spec, test, titles: inner };
    }
    yield* playwrightTests(suite.suites, inner);
  }
}

function playwright(report) {
  if (!report?.stats) return [['-', '-', '-', '-', '-']];
  const { expected, unexpected, skipped, flaky } = report.stats;
  const broken = report.errors?.length ?? 0;
  const flakyTests = [...playwrightTests(report.suites)]
    .filter(({ test }) => test.status === 'flaky')
    .map(({ spec, test, titles }) =>
      [test.projectName, spec.line ? `${spec.file}:${spec.line}` : spec.file, ...titles, spec.title]
        .filter(Boolean)
        .join(' › '),
    );
  return [[expected, unexpected + broken, skipped, flaky, broken], ...flakyTests.map((title) => [title])];
}

const report = readJson(reportPath);
const lines = kind === 'jest' ? jest(report) : kind === 'playwright' ? playwright(report) : null;
if (lines === null) {
  console.error(`counts.mjs: unknown runner ${kind}; jest or playwright`);
  process.exit(2);
}
process.stdout.write(`${lines.map((fields) => fields.join(' ')).join('\n')}\n`);
