/**
 * The payment watcher's hand-over (docs/product.md §13.3): which copy holds the lease, SIGKILL to it, and how long
 * until another copy holds it. Two witnesses that must agree: each copy's own metric
 * (`overdive_payment_watcher_leading`, docs/product.md §13.8) and the `leases` table, whose holder is the server's
 * `pid:uuid` (server/src/orders/paymentWatcher.ts).
 */
import pg from 'pg';
import { watcherLeading, type Copy } from './serveCopies';

/** The lease's name (PAYMENT_WATCH_LEASE in server/src/orders/paymentWatcher.ts). */
const LEASE = 'payment-watcher';

export interface KillResult {
  killed: Copy;
  killedAt: number;
  /** The lease's holder and fencing number before the kill and after the take-over. */
  before: { holder: string; fencing: number };
  after: { holder: string; fencing: number } | null;
  /** The copy whose metric says it leads now, and when the lease table first named it. */
  successor: Copy | null;
  takenOverAt: number | null;
}

async function holderOf(db: pg.Client): Promise<{ holder: string; fencing: number } | null> {
  const result = await db.query<{ holder: string; fencing: string }>(
    'SELECT holder, fencing::text AS fencing FROM leases WHERE name = $1',
    [LEASE],
  );
  const row = result.rows[0];
  return row === undefined ? null : { holder: row.holder, fencing: Number(row.fencing) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pidOf = (holder: string) => Number(holder.split(':')[0]);

/** SIGKILLs the copy that watches, then waits (up to 45 s) for another copy to hold the lease. */
export async function takeOver(
  copies: Copy[],
  databaseUrl: string,
  log: (message: string) => void,
): Promise<KillResult> {
  const db = new pg.Client({ connectionString: databaseUrl });
  // The database stopped under it (Ctrl-C while it waits): the query in flight fails, which is enough.
  db.on('error', () => undefined);
  await db.connect();
  try {
    const leading = await Promise.all(copies.map(watcherLeading));
    const leader = copies[leading.indexOf(true)];
    const before = await holderOf(db);
    if (leader === undefined || before === null)
      throw new Error(`no copy holds the watcher's lease (metrics: ${leading.join(', ')})`);
    if (pidOf(before.holder) !== leader.serverPid)
      throw new Error(
        `${leader.name} (pid ${leader.serverPid}) says it leads, the lease names ${before.holder}`,
      );
    leader.kill();
    const killedAt = Date.now();
    log(
      `SIGKILL to ${leader.name} (pid ${leader.serverPid}), holder of the watcher's lease ${before.holder}`,
    );

    const survivors = copies.filter((copy) => copy !== leader);
    while (Date.now() - killedAt < 45_000) {
      await sleep(250);
      const now = await holderOf(db);
      if (now === null || now.holder === before.holder) continue;
      const takenOverAt = Date.now();
      const successor = survivors.find((copy) => copy.serverPid === pidOf(now.holder)) ?? null;
      // The new holder's metric should say so too: it is set once the claim's answer reaches that copy.
      let says: boolean | null = null;
      for (let tries = 0; successor !== null && says !== true && tries < 8; tries += 1) {
        if (tries > 0) await sleep(250);
        says = await watcherLeading(successor);
      }
      log(
        `${successor?.name ?? '?'} took the lease ${((takenOverAt - killedAt) / 1000).toFixed(1)} s after the kill` +
          ` (fencing ${before.fencing} → ${now.fencing}; its metric says leading: ${String(says)})`,
      );
      return {
        killed: leader,
        killedAt,
        before,
        after: now,
        successor: says === true ? successor : null,
        takenOverAt,
      };
    }
    return { killed: leader, killedAt, before, after: null, successor: null, takenOverAt: null };
  } finally {
    await db.end();
  }
}
