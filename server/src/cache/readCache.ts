/**
 * The API's read cache (docs/performance.md: the hot reads — the company lookup, the orders list, a token's revocation check —
 * answered without the database, so they keep up with the framework itself under load).
 *
 * Correctness comes from invalidation by key, with a maximum age behind it:
 * - Every committed change to the rows these reads are made of sends a NOTIFY (migration 002): `w:<wallet>`,
 *   `c:<company id>`, `r:<jti>`, `s:<session id>` (migration 004), and `*` for a TRUNCATE. Each stamps its key with
 *   the next number of one running count (`*` empties everything); an entry is used only while none of the keys it
 *   depends on was stamped after its load began. A load may name a key it only learns while loading (the brand
 *   page learns its company's id from the slug): the key counts from the load's start all the same. PGlite delivers a notification before the
 *   committing query resolves, so on PGlite (one process per data folder) a read never sees an older state than the
 *   last commit. On PostgreSQL the notification reaches every copy of the API moments after the commit, plain-SQL
 *   changes included.
 * - A request that may write catches up before its answer leaves (app.ts, onSend): it sends a notification of its own
 *   (a fence) and waits until it hears it. PostgreSQL delivers notifications in commit order, so by then the
 *   notifications of every change the request committed were heard and their keys stamped: a client always reads
 *   its own writes, and a write touches only the entries that depend on what it changed. A fence not heard within
 *   2 s empties the cache.
 * - Every entry ends after `maxAgeMs` (a minute) whatever happens, which bounds what a change that sends no
 *   notification (a trigger disabled by hand) can leave stale.
 * - A load that was running while the cache was emptied, or while one of its dependencies changed, is not kept:
 *   the epoch and the count of changes are taken before the database is read and compared after.
 * - When notifications may have been missed (PostgreSQL's listening connection dropped or stopped answering), the
 *   cache empties and stays off until they flow again.
 * - Time-dependent answers carry their own end: an orders list is good until its first pending order expires.
 * - Memory is bounded: at most `maxEntries` entries and about `maxBytes` of keys and values (the oldest go first);
 *   a value larger than `maxEntryBytes` is never kept.
 *
 * Off with READ_CACHE=off, and by default under NODE_ENV=test, where tests change rows with plain SQL and read them
 * back at once; off means every read goes to the database exactly as without this module.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/index.js';

export const CHANGES_CHANNEL = 'overdive_changes';

/** The payload of a change that may touch anything (TRUNCATE): the whole cache is emptied. */
export const EVERYTHING_CHANGED = '*';

/** The payloads of fences (`fence:<uuid>`): a request's own marker, ignored by every other copy. */
const FENCE_PREFIX = 'fence:';

/** How long a write's answer waits for its fence before it empties the cache instead. */
const FENCE_TIMEOUT_MS = 2000;

export interface ReadCacheLimits {
  /** Entries kept, all kinds together. */
  maxEntries: number;
  /** Approximate bytes of keys and values kept, all kinds together. */
  maxBytes: number;
  /** A value (with its key) larger than this is returned but never kept. */
  maxEntryBytes: number;
  /** Changed keys remembered; beyond it the cache empties and starts again. */
  maxChangedKeys: number;
  /** How long an entry may be used at most, changes or not. */
  maxAgeMs: number;
}

/** Far below the process's memory: ~64 MB of cached answers at most. */
export const DEFAULT_LIMITS: ReadCacheLimits = {
  maxEntries: 20_000,
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
  maxChangedKeys: 200_000,
  maxAgeMs: 60_000,
};

interface Entry {
  value: unknown;
  epoch: number;
  /** The running count of changes when the load began. */
  since: number;
  dependsOn: readonly string[];
  /** ms since the epoch: the load's start and the maximum age, or earlier when the load said so. */
  validUntil: number;
  bytes: number;
}

/** Where the cache reports that it turned itself off or on again (the app's logger). */
export interface ReadCacheLog {
  warn(message: string): void;
  info(message: string): void;
}

/** A rough size in bytes (UTF-16 strings, byte arrays, 8 per number, a little per property): enough to bound memory. */
export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 16 + value.length * 2;
  if (value === null || typeof value !== 'object') return 8;
  if (value instanceof Date) return 32;
  if (value instanceof Uint8Array) return 32 + value.byteLength;
  if (depth >= 4) return 1024;
  let total = 32;
  if (Array.isArray(value)) {
    for (const item of value) total += 8 + approximateBytes(item, depth + 1);
    return total;
  }
  for (const [key, item] of Object.entries(value))
    total += 16 + key.length * 2 + approximateBytes(item, depth + 1);
  return total;
}

const noEnd = (): void => undefined;

export class ReadCache {
  private epoch = 0;
  /** Changes heard since the last clear, counted; each key holds the count at its last change. */
  private sequence = 0;
  private readonly lastChange = new Map<string, number>();
  /** By `kind` NUL `key`, oldest first (Map order). */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** True once listening; false while notifications may be missed. */
  private live = false;
  private stopListening: (() => Promise<void>) | null = null;
  /** The fences this process sent and waits for, by payload. */
  private readonly fences = new Map<string, () => void>();

  constructor(
    readonly enabled: boolean,
    private readonly limits: ReadCacheLimits = DEFAULT_LIMITS,
  ) {}

  /** Starts listening for changes; until then, and without a way to listen, every read loads. */
  async attach(db: Pick<Database, 'listen'>, log?: ReadCacheLog): Promise<void> {
    if (!this.enabled || db.listen === undefined || this.stopListening !== null) return;
    try {
      this.stopListening = await db.listen(CHANGES_CHANNEL, {
        message: (payload) => this.changed(payload),
        lost: () => {
          this.live = false;
          this.clear();
          log?.warn('read cache off: change notifications may have been missed; reconnecting');
        },
        restored: () => {
          this.clear();
          this.live = true;
          log?.info('read cache on again: change notifications restored');
        },
      });
      this.clear();
      this.live = true;
    } catch {
      this.live = false;
      log?.warn('read cache off: cannot listen for change notifications');
    }
  }

  async detach(): Promise<void> {
    this.live = false;
    this.clear();
    const stop = this.stopListening;
    this.stopListening = null;
    if (stop !== null) await stop();
  }

  /** Whether reads are being kept right now. */
  get active(): boolean {
    return this.live;
  }

  /** Entries and approximate bytes kept (tests, diagnostics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** A change notification: `w:<wallet>`, `c:<company id>`, `r:<jti>`, `s:<session id>`, or `*` for anything. */
  changed(key: string): void {
    if (key.startsWith(FENCE_PREFIX)) {
      this.fences.get(key)?.();
      return;
    }
    if (key === EVERYTHING_CHANGED) {
      this.clear();
      return;
    }
    if (this.lastChange.size >= this.limits.maxChangedKeys) this.clear();
    this.sequence += 1;
    this.lastChange.set(key, this.sequence);
  }

  /**
   * Resolves once the notifications of every change committed before the call have been heard (see the top): a fence
   * sent now is heard after them. A fence that cannot be sent or is not heard in time empties the cache.
   */
  async catchUp(db: Pick<Queryable, 'query'>): Promise<void> {
    if (!this.live) return;
    const fence = `${FENCE_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.fences.set(fence, () => resolve(true));
      timer = setTimeout(() => resolve(false), FENCE_TIMEOUT_MS);
    });
    try {
      await db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, fence]);
      if (!(await heard)) this.clear();
    } catch {
      this.clear();
    } finally {
      clearTimeout(timer);
      this.fences.delete(fence);
    }
  }

  /** Everything read so far is stale (lost notifications, a fence not heard). */
  clear(): void {
    this.epoch += 1;
    this.lastChange.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * The kept value of `kind`/`key` if none of its dependencies changed since it was read and it has not run out;
   * otherwise `load()`'s value, kept for next time unless the cache was emptied or a dependency changed while it
   * loaded. `load` may set an end of validity (ms since the epoch) with `until`, and add a dependency it learns while
   * loading with `dependOn` (a change to it after the load began still counts).
   */
  async read<T>(
    kind: string,
    key: string,
    dependsOn: readonly string[],
    load: (until: (ms: number) => void, dependOn: (key: string) => void) => Promise<T>,
  ): Promise<T> {
    if (!this.live) return load(noEnd, noEnd);
    const id = `${kind}\u0000${key}`;
    const hit = this.entries.get(id);
    if (hit !== undefined) {
      if (this.fresh(hit)) return hit.value as T;
      this.remove(id, hit);
    }

    const deps = [...dependsOn];
    const entry: Entry = {
      value: undefined,
      epoch: this.epoch,
      since: this.sequence,
      dependsOn: deps,
      validUntil: Date.now() + this.limits.maxAgeMs,
      bytes: 0,
    };
    const value = await load(
      (ms) => {
        entry.validUntil = Math.min(entry.validUntil, ms);
      },
      (dep) => {
        deps.push(dep);
      },
    );
    entry.value = value;
    if (this.live && this.fresh(entry)) this.keep(id, entry);
    return value;
  }

  private fresh(entry: Entry): boolean {
    if (entry.epoch !== this.epoch || Date.now() >= entry.validUntil) return false;
    return entry.dependsOn.every((dep) => (this.lastChange.get(dep) ?? 0) <= entry.since);
  }

  private keep(id: string, entry: Entry): void {
    entry.bytes = 16 + id.length * 2 + approximateBytes(entry.value);
    if (entry.bytes > this.limits.maxEntryBytes) return;
    const previous = this.entries.get(id);
    if (previous !== undefined) this.remove(id, previous);
    this.entries.set(id, entry);
    this.bytes += entry.bytes;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (oldest === undefined) break;
      this.remove(oldest[0], oldest[1]);
    }
  }

  private remove(id: string, entry: Entry): void {
    if (this.entries.get(id) !== entry) return;
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }
}
