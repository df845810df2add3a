/** The bench's one table: figure, budget, result, pass/fail. */

export interface Row {
  figure: string;
  budget: string;
  result: string;
  /** null: not measured here (skipped), with the reason as the result. */
  pass: boolean | null;
}

export function verdict(row: Row): string {
  return row.pass === null ? 'skipped' : row.pass ? 'PASS' : 'FAIL';
}

/** A Markdown table whose columns are padded, so it reads the same in a terminal and in the README. */
export function formatTable(rows: Row[]): string {
  const header = ['figure', 'budget', 'result', 'pass/fail'];
  const cells = rows.map((row) =>
    [row.figure, row.budget, row.result, verdict(row)].map((cell) => cell.replace(/\|/g, '\\|')),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const rps = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
