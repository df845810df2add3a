/** What the figures report into: the rows of the table, the details for bench.json, the log and the clean-ups. */
import { type Row } from './table';

export const started = Date.now();
export const log = (message: string) =>
  console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
export const rows: Row[] = [];
export const details: Record<string, unknown> = {};
export const cleanups: (() => Promise<void> | void)[] = [];

/** Runs one figure; an exception becomes a failed row instead of ending the bench. */
export async function figure(
  name: string,
  fallbackRows: Omit<Row, 'result' | 'pass'>[],
  fn: () => Promise<void>,
) {
  try {
    await fn();
  } catch (error) {
    log(`${name} failed: ${(error as Error).stack ?? String(error)}`);
    const message = `error: ${(error as Error).message.split('\n')[0]?.slice(0, 120)}`;
    for (const row of fallbackRows) rows.push({ ...row, result: message, pass: false });
  }
}
