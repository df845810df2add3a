/**
 * A small in-process cache whose entries end with time, for answers that come from outside the database (chain
 * reads) and so get no change notification (./readCache.ts is for those that do). Concurrent asks for one key share
 * one load; a load that throws is not kept, so a failure is asked again at once; at most `maxEntries` are kept, the
 * oldest going first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      if (kept.expires > Date.now()) return kept.value;
      this.entries.delete(key);
    }
    let pending = this.loading.get(key);
    if (pending === undefined) {
      pending = load()
        .then((value) => {
          this.keep(key, value);
          return value;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private keep(key: string, value: V): void {
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }
}
