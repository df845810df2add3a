/**
 * The multi-copy test's table (bench/multiCopy.ts): what was measured, against its bound. The moments around the
 * kill are told apart here: an attempt belongs to the kill window when it was sent before HAProxy marked the killed
 * copy down and answered after the kill; any 5xx or missing answer outside that window fails the run.
 */
import { type Balancer } from '../lib/haproxy';
import { type KillResult } from '../lib/leader';
import { median, type Row } from '../lib/table';
import { type PaymentOutcome, type SharedLimitResult, type VisibilityRound } from './multiCopyChecks';
import { type Attempt, type LoadRecord } from './multiCopyLoad';

export interface MultiCopyFigures {
  clients: { total: number; visitors: number; licensors: number; buyers: number };
  seconds: number;
  authLimit: number;
  bounds: { markedDownMs: number; takeOverMs: number; paidMs: number; visibleMs: number };
  record: LoadRecord;
  limit: SharedLimitResult;
  visibility: VisibilityRound[];
  kill: KillResult;
  outcomes: PaymentOutcome[];
  copyStats: Awaited<ReturnType<Balancer['stats']>>;
  /** When HAProxy marked the killed copy down; null if it never did. */
  downAt: number | null;
  loadStart: number;
  loadEnd: number;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const failed = (attempt: Attempt) => attempt.status === 0 || attempt.status >= 500;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** "2 × 502 to order, 1 × no answer (socket hang up) to pay/" */
function tally(attempts: Attempt[]): string {
  const counts = new Map<string, number>();
  for (const attempt of attempts) {
    const answer = attempt.status === 0 ? `no answer (${attempt.error ?? '?'})` : String(attempt.status);
    const key = `${answer} to ${attempt.op}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count} × ${key}`).join(', ') || 'none';
}

export function multiCopyRows(f: MultiCopyFigures): Row[] {
  const { record, kill, bounds } = f;
  const rows: Row[] = [];
  const durations = record.attempts.map((a) => a.doneAt - a.sentAt).sort((a, b) => a - b);
  const loadSeconds = (f.loadEnd - f.loadStart) / 1000;
  const unexpected = Object.values(record.unexpected).reduce((sum, count) => sum + count, 0);
  const perCopy = Object.entries(f.copyStats)
    .map(([name, stat]) => `${name} ${stat.requests}`)
    .join(', ');
  rows.push({
    figure: `${f.clients.total} clients × ${f.seconds} s through HAProxy (${f.clients.visitors} brand page visitors, ${f.clients.licensors} licensors, ${f.clients.buyers} buyers)`,
    budget: 'every call answered as expected',
    result:
      `${record.attempts.length} requests (${Math.round(record.attempts.length / loadSeconds)} req/s), p50 ${Math.round(percentile(durations, 50))} ms, p99 ${Math.round(percentile(durations, 99))} ms; ` +
      `by copy (HAProxy) ${perCopy}; unexpected answers ${unexpected}${unexpected > 0 ? ` (${JSON.stringify(record.unexpected)})` : ''}; ` +
      `calls given up after 4 attempts ${record.gaveUp}; failed transfers ${record.transferFailures}`,
    pass: unexpected === 0 && record.gaveUp === 0 && record.transferFailures === 0,
  });

  const downMs = f.downAt === null ? null : f.downAt - kill.killedAt;
  rows.push({
    figure: `SIGKILL at ${s(kill.killedAt - f.loadStart)} to the copy holding the watcher's lease`,
    budget: `marked down by HAProxy ≤ ${s(bounds.markedDownMs)}`,
    result: `${kill.killed.name} (pid ${kill.killed.serverPid}, lease holder ${kill.before.holder.slice(0, 16)}…); ${
      downMs === null ? 'never marked down' : `marked down ${s(downMs)} after the kill`
    }`,
    pass: downMs !== null && downMs <= bounds.markedDownMs,
  });

  const windowEnd = f.downAt ?? Infinity;
  const inWindow = (a: Attempt) => a.sentAt < windowEnd && a.doneAt >= kill.killedAt;
  const outside = record.attempts.filter((a) => failed(a) && !inWindow(a));
  const inside = record.attempts.filter((a) => failed(a) && inWindow(a));
  const afterDown = record.attempts.filter((a) => a.sentAt >= windowEnd).length;
  rows.push({
    figure: '5xx and missing answers seen by clients outside the kill window',
    budget: '0',
    result: `${outside.length === 0 ? '0' : tally(outside)} (${record.attempts.length - afterDown} requests before the copy was marked down, ${afterDown} after)`,
    pass: outside.length === 0,
  });
  const haproxy = Object.values(f.copyStats).reduce(
    (sum, stat) => ({
      retries: sum.retries + stat.retries,
      redispatches: sum.redispatches + stat.redispatches,
    }),
    { retries: 0, redispatches: 0 },
  );
  rows.push({
    figure: `… inside it (kill → marked down${downMs === null ? '' : `, ${s(downMs)}`})`,
    budget: 'retried by the client, none given up',
    result: `${tally(inside)}${inside.length > 0 ? ' (each sent again by its client)' : ''}; HAProxy itself retried ${haproxy.retries} and redispatched ${haproxy.redispatches}`,
    pass: record.gaveUp === 0,
  });

  const takeOverMs = kill.takenOverAt === null ? null : kill.takenOverAt - kill.killedAt;
  rows.push({
    figure: "The watcher's lease taken by another copy",
    budget: `≤ ${s(bounds.takeOverMs)} after the kill`,
    result:
      takeOverMs === null || kill.after === null
        ? 'not taken over'
        : `${kill.successor?.name ?? 'a copy whose metric disagrees'} after ${s(takeOverMs)} (fencing ${kill.before.fencing} → ${kill.after.fencing})`,
    pass: takeOverMs !== null && takeOverMs <= bounds.takeOverMs && kill.successor !== null,
  });

  const paid = f.outcomes.filter(
    (o) => o.paidAt !== null && (o.status === 'paid' || o.status === 'completed'),
  );
  const late = paid.filter((o) => (o.delayMs ?? Infinity) > bounds.paidMs);
  const byWatcher = paid.filter((o) => o.by === 'watcher');
  const byPay = paid.filter((o) => o.by === 'pay/');
  const unreportedMissed = f.outcomes.filter((o) => !o.reported && o.by !== 'watcher');
  const handOver = byWatcher.filter(
    (o) => o.minedAt >= kill.killedAt - 5000 && o.minedAt <= (kill.takenOverAt ?? Infinity),
  );
  const delays = (list: PaymentOutcome[]) => list.map((o) => o.delayMs ?? 0).sort((a, b) => a - b);
  const slowest = (list: PaymentOutcome[]) => (list.length === 0 ? '—' : s(Math.max(...delays(list))));
  const middle = (list: PaymentOutcome[]) => (list.length === 0 ? '—' : s(median(delays(list))));
  rows.push({
    figure: 'Payments paid within 30 s of their transfer being mined (half the buyers never call pay/)',
    budget: `all, each ≤ ${s(bounds.paidMs)}`,
    result:
      `${paid.length} of ${f.outcomes.length} paid, ${late.length} late: ${byPay.length} through pay/ (slowest ${slowest(byPay)}), ` +
      `${byWatcher.length} found by the watcher (median ${middle(byWatcher)}, slowest ${slowest(byWatcher)}; ` +
      `${handOver.length} of them mined in the 5 s before the kill or before the take-over, slowest ${slowest(handOver)})` +
      (unreportedMissed.length > 0
        ? `; ${unreportedMissed.length} never reported and not found by the watcher`
        : ''),
    pass:
      f.outcomes.length > 0 &&
      paid.length === f.outcomes.length &&
      late.length === 0 &&
      unreportedMissed.length === 0,
  });

  const { limit } = f;
  const okCopies = Object.entries(limit.okByCopy);
  rows.push({
    figure: `Rate limit counted once across copies: ${limit.sent} × GET /api/auth/nonce/ from one client address`,
    budget: `first 429 right after ${f.authLimit} (AUTH_RATE_LIMIT), not ${f.authLimit * 3}`,
    result: `${limit.ok} × 200 (${okCopies.map(([copy, count]) => `${copy} ${count}`).join(', ')}), then ${limit.limited} × 429 from request ${limit.firstLimited ?? '—'}; ${limit.okAfterLimited} × 200 after a 429; ${limit.other} other`,
    pass:
      limit.ok === f.authLimit &&
      limit.firstLimited === f.authLimit + 1 &&
      limit.okAfterLimited === 0 &&
      limit.other === 0 &&
      okCopies.length >= 2,
  });

  const reads = f.visibility.flatMap((round) =>
    round.readers.map((reader) => ({ ...reader, writer: round.writer })),
  );
  const unseen = reads.filter((read) => read.ms === null);
  rows.push({
    figure: 'A product created on one copy, on the brand page read from each other copy (no balancer)',
    budget: `≤ ${bounds.visibleMs} ms`,
    result: `${reads.length} reads: ${reads.map((read) => `${read.writer}→${read.copy} ${read.ms === null ? 'never' : `${read.ms} ms`}`).join(', ')}`,
    pass:
      reads.length > 0 &&
      unseen.length === 0 &&
      reads.every((read) => (read.ms ?? Infinity) <= bounds.visibleMs),
  });
  return rows;
}
