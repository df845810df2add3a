/**
 * The read cache on its own (server/src/cache/readCache.ts), with a fake notification source: what is kept, what
 * ends an entry, what keeps a load's value out, and that memory stays bounded. The cache inside the running API, on
 * PGlite and PostgreSQL: readCacheApi.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { TokenService } from '../src/auth/tokens.js';
import {
  CHANGES_CHANNEL,
  DEFAULT_LIMITS,
  EVERYTHING_CHANGED,
  ReadCache,
  approximateBytes,
  type ReadCacheLimits,
} from '../src/cache/readCache.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { Database, NotificationHandlers } from '../src/db/index.js';

/** A database that only listens: the test plays the notifications. */
function fakeSource() {
  const source = {
    channel: null as string | null,
    handlers: null as NotificationHandlers | null,
    stopped: 0,
    db: {
      listen: async (channel: string, handlers: NotificationHandlers) => {
        source.channel = channel;
        source.handlers = handlers;
        return async () => {
          source.stopped += 1;
        };
      },
    } satisfies Pick<Database, 'listen'>,
    notify(payload: string) {
      source.handlers?.message(payload);
    },
  };
  return source;
}

async function attached(limits?: Partial<ReadCacheLimits>) {
  const source = fakeSource();
  const cache = new ReadCache(true, { ...DEFAULT_LIMITS, ...limits });
  await cache.attach(source.db);
  return { cache, source };
}

/** A load that counts its calls and answers `value` (or the call number). */
function counter<T>(value?: T) {
  let calls = 0;
  return jest.fn(async (): Promise<T | number> => {
    calls += 1;
    return value === undefined ? calls : value;
  });
}

/** A load that waits until the test lets it finish. */
function gate<T>(value: T) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const load = jest.fn(async () => {
    await opened;
    return value;
  });
  return { load, open };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ReadCache', () => {
  it('listens on the changes channel and answers from memory while nothing changed', async () => {
    const { cache, source } = await attached();
    expect(source.channel).toBe(CHANGES_CHANNEL);
    expect(cache.active).toBe(true);
    const load = counter();
    expect(await cache.read('k', 'a', ['w:1'], load)).toBe(1);
    expect(await cache.read('k', 'a', ['w:1'], load)).toBe(1);
    expect(await cache.read('k', 'a', ['w:1'], load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    // Another key, or the same key of another kind, is another entry.
    expect(await cache.read('k', 'b', ['w:1'], load)).toBe(2);
    expect(await cache.read('other', 'a', ['w:1'], load)).toBe(3);
    expect(cache.size.entries).toBe(3);
  });

  it('misses after a change notification of a dependency, and only of a dependency', async () => {
    const { cache, source } = await attached();
    const load = counter();
    await cache.read('k', 'a', ['w:1', 'c:1'], load);
    source.notify('w:2');
    source.notify('r:1');
    expect(await cache.read('k', 'a', ['w:1', 'c:1'], load)).toBe(1);
    source.notify('c:1');
    expect(await cache.read('k', 'a', ['w:1', 'c:1'], load)).toBe(2);
    expect(await cache.read('k', 'a', ['w:1', 'c:1'], load)).toBe(2);
    source.notify('w:1');
    expect(await cache.read('k', 'a', ['w:1', 'c:1'], load)).toBe(3);
    // A TRUNCATE's `*` ends everything.
    source.notify(EVERYTHING_CHANGED);
    expect(await cache.read('k', 'a', ['w:1', 'c:1'], load)).toBe(4);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps the value of a load out when the cache was emptied while it ran (notifications lost)', async () => {
    const { cache } = await attached();
    const slow = gate('read before the write');
    const inFlight = cache.read('k', 'a', [], slow.load);
    await Promise.resolve();
    cache.clear();
    slow.open();
    // The load's caller still gets its answer…
    expect(await inFlight).toBe('read before the write');
    // …but the next read loads again.
    const load = counter('read after the write');
    expect(await cache.read('k', 'a', [], load)).toBe('read after the write');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.read('k', 'a', [], load)).toBe('read after the write');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the value of a load out when a dependency changed while it ran (another copy wrote)', async () => {
    const { cache, source } = await attached();
    const slow = gate('old');
    const inFlight = cache.read('k', 'a', ['c:1'], slow.load);
    await Promise.resolve();
    source.notify('c:1');
    slow.open();
    expect(await inFlight).toBe('old');
    expect(cache.size.entries).toBe(0);
    const load = counter('new');
    expect(await cache.read('k', 'a', ['c:1'], load)).toBe('new');
    expect(await cache.read('k', 'a', ['c:1'], load)).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ends every entry after its maximum age, changes or not', async () => {
    const { cache } = await attached({ maxAgeMs: 60_000 });
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const load = counter();
    expect(await cache.read('k', 'a', ['c:1'], load)).toBe(1);
    now += 59_999;
    expect(await cache.read('k', 'a', ['c:1'], load)).toBe(1);
    now += 1;
    expect(await cache.read('k', 'a', ['c:1'], load)).toBe(2);
  });

  it('catches up with a write: waits for its own fence, heard after the changes committed before it', async () => {
    const { cache, source } = await attached();
    const load = counter();
    await cache.read('k', 'company 1', ['c:1'], load);
    await cache.read('k', 'company 2', ['c:2'], load);
    const sent: unknown[][] = [];
    // As PostgreSQL does: the write's change, then the fence, arrive moments after the fence was sent.
    const db = {
      query: async (sql: string, params?: readonly unknown[]) => {
        sent.push([sql, ...(params ?? [])]);
        setTimeout(() => {
          source.notify('c:1');
          source.notify(String(params?.[1]));
        }, 20);
        return { rows: [], rowCount: 1 };
      },
    };
    await cache.catchUp(db as never);
    expect(sent).toEqual([['SELECT pg_notify($1, $2)', CHANGES_CHANNEL, expect.stringMatching(/^fence:/)]]);
    // Only what the write changed is read again; the other company's entry is kept.
    expect(await cache.read('k', 'company 1', ['c:1'], load)).toBe(3);
    expect(await cache.read('k', 'company 2', ['c:2'], load)).toBe(2);
    // Another copy's fence stamps nothing.
    source.notify('fence:of-another-copy');
    expect(await cache.read('k', 'company 1', ['c:1'], load)).toBe(3);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('empties itself when a fence cannot be sent or is not heard within 2 s', async () => {
    const { cache } = await attached();
    const load = counter();
    await cache.read('k', 'a', ['c:1'], load);
    await cache.catchUp({
      query: async () => {
        throw new Error('connection lost');
      },
    });
    expect(cache.size.entries).toBe(0);
    await cache.read('k', 'a', ['c:1'], load);
    const started = Date.now();
    await cache.catchUp({ query: async () => ({ rows: [], rowCount: 1 }) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(cache.size.entries).toBe(0);
  });

  it('ends an entry at the time its load gave with `until`', async () => {
    const { cache } = await attached();
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    let calls = 0;
    const load = jest.fn(async (until: (ms: number) => void) => {
      until(now + 5_000);
      until(now + 60_000); // the earliest end wins
      calls += 1;
      return calls;
    });
    expect(await cache.read('k', 'a', [], load)).toBe(1);
    now += 4_999;
    expect(await cache.read('k', 'a', [], load)).toBe(1);
    now += 1;
    expect(await cache.read('k', 'a', [], load)).toBe(2);
    // An end already passed when the load finished: the value is not kept at all.
    const stale = jest.fn(async (until: (ms: number) => void) => {
      until(now - 1);
      return 'stale';
    });
    await cache.read('k', 'b', [], stale);
    await cache.read('k', 'b', [], stale);
    expect(stale).toHaveBeenCalledTimes(2);
  });

  it('always loads when disabled, before it listens, without a way to listen, and while notifications are lost', async () => {
    const disabled = new ReadCache(false);
    const source = fakeSource();
    await disabled.attach(source.db);
    expect(source.channel).toBeNull();
    const load = counter();
    await disabled.read('k', 'a', [], load);
    await disabled.read('k', 'a', [], load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(disabled.active).toBe(false);

    const unattached = new ReadCache(true);
    await unattached.read('k', 'a', [], load);
    await unattached.read('k', 'a', [], load);
    expect(load).toHaveBeenCalledTimes(4);

    const deaf = new ReadCache(true);
    await deaf.attach({});
    expect(deaf.active).toBe(false);
    await deaf.read('k', 'a', [], load);
    await deaf.read('k', 'a', [], load);
    expect(load).toHaveBeenCalledTimes(6);

    const failing = new ReadCache(true);
    const warnings: string[] = [];
    await failing.attach(
      {
        listen: async () => {
          throw new Error('connection refused');
        },
      },
      { warn: (message) => warnings.push(message), info: () => undefined },
    );
    expect(failing.active).toBe(false);
    expect(warnings).toHaveLength(1);

    const { cache, source: live } = await attached();
    const reads = counter();
    await cache.read('k', 'a', [], reads);
    live.handlers?.lost();
    expect(cache.active).toBe(false);
    expect(cache.size.entries).toBe(0);
    await cache.read('k', 'a', [], reads);
    await cache.read('k', 'a', [], reads);
    expect(reads).toHaveBeenCalledTimes(3);
    live.handlers?.restored();
    expect(cache.active).toBe(true);
    await cache.read('k', 'a', [], reads);
    await cache.read('k', 'a', [], reads);
    expect(reads).toHaveBeenCalledTimes(4);
  });

  it('keeps a load in flight when notifications are lost and restored meanwhile out', async () => {
    const { cache, source } = await attached();
    const slow = gate('before the outage');
    const inFlight = cache.read('k', 'a', [], slow.load);
    await Promise.resolve();
    source.handlers?.lost();
    source.handlers?.restored();
    slow.open();
    await inFlight;
    expect(cache.size.entries).toBe(0);
  });

  it('keeps nothing of a load that throws', async () => {
    const { cache } = await attached();
    const failing = jest.fn(async () => {
      throw new Error('database down');
    });
    await expect(cache.read('k', 'a', [], failing)).rejects.toThrow('database down');
    expect(cache.size.entries).toBe(0);
    const load = counter('up again');
    expect(await cache.read('k', 'a', [], load)).toBe('up again');
  });

  it('stays within its entry count, dropping the oldest first', async () => {
    const { cache } = await attached({ maxEntries: 3 });
    const load = counter();
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.read('k', key, [], load);
    expect(cache.size.entries).toBe(3);
    expect(load).toHaveBeenCalledTimes(5);
    // c, d, e are kept; a went first.
    await cache.read('k', 'e', [], load);
    await cache.read('k', 'c', [], load);
    expect(load).toHaveBeenCalledTimes(5);
    await cache.read('k', 'a', [], load);
    expect(load).toHaveBeenCalledTimes(6);
    expect(cache.size.entries).toBe(3);
  });

  it('stays within its byte budget and never keeps a value larger than one entry may be', async () => {
    const { cache } = await attached({ maxBytes: 100_000, maxEntryBytes: 30_000 });
    const page = 'x'.repeat(10_000); // ~20 KB as UTF-16
    for (let i = 0; i < 20; i += 1) await cache.read('orderList', `page ${i}`, [], async () => page);
    expect(cache.size.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size.entries).toBeGreaterThan(0);
    expect(cache.size.entries).toBeLessThan(20);

    const huge = counter('y'.repeat(20_000)); // ~40 KB: over maxEntryBytes
    await cache.read('orderList', 'huge', [], huge);
    await cache.read('orderList', 'huge', [], huge);
    expect(huge).toHaveBeenCalledTimes(2);

    // Long keys count too.
    const longKey = counter('v');
    await cache.read('orderList', 'k'.repeat(20_000), [], longKey);
    await cache.read('orderList', 'k'.repeat(20_000), [], longKey);
    expect(longKey).toHaveBeenCalledTimes(2);
  });

  it('forgets changed keys beyond its limit by starting again, never by reusing a generation', async () => {
    const { cache, source } = await attached({ maxChangedKeys: 10 });
    const load = counter();
    await cache.read('k', 'a', ['c:keep'], load);
    for (let i = 0; i < 9; i += 1) source.notify(`c:${i}`);
    expect(await cache.read('k', 'a', ['c:keep'], load)).toBe(1);
    // The 11th distinct changed key empties the cache rather than growing without end.
    source.notify('c:overflow');
    source.notify('c:one-more');
    expect(await cache.read('k', 'a', ['c:keep'], load)).toBe(2);
  });

  it('stops listening on detach and then always loads', async () => {
    const { cache, source } = await attached();
    const load = counter();
    await cache.read('k', 'a', [], load);
    await cache.detach();
    expect(source.stopped).toBe(1);
    expect(cache.active).toBe(false);
    await cache.read('k', 'a', [], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sizes values roughly but boundedly', () => {
    expect(approximateBytes('abcd')).toBe(24);
    expect(approximateBytes({ name: 'x'.repeat(1000) })).toBeGreaterThan(2000);
    expect(approximateBytes([1, 2, 3])).toBeGreaterThan(24);
    expect(approximateBytes(new Date())).toBe(32);
    // A serialised answer counts its bytes, not one property per byte.
    expect(approximateBytes(Buffer.alloc(14_000))).toBe(14_032);
    expect(approximateBytes({ row: {}, body: Buffer.alloc(500) })).toBeLessThan(700);
    const deep = { a: { b: { c: { d: { e: { f: 'x'.repeat(1_000_000) } } } } } };
    expect(approximateBytes(deep)).toBeLessThan(10_000);
  });
});

describe('TokenService with the read cache', () => {
  const SECRET = 'read-cache-tests-jwt-secret-read-cache-tests';
  const WALLET = '0x1111111111111111111111111111111111111111';
  const CLIENT = { userAgent: 'Jest', ip: '127.0.0.1' };
  const TOKEN_CHECK = 'FROM revoked_tokens WHERE jti';

  const service = (db: Database, cache: ReadCache, ttlSeconds = 3600, secret = SECRET) =>
    new TokenService({ secret, ttlSeconds, sessionMaxAgeSeconds: 604_800 }, db, cache);

  /** A database whose revoked_tokens and sessions the test holds, counting the token checks. */
  function revocations() {
    const revoked = new Set<string>();
    const ended = new Set<string>();
    const started = new Map<string, Date>();
    const query = jest.fn(async (sql: string, params?: readonly unknown[]) => {
      if (sql.startsWith('INSERT INTO sessions')) {
        const id = randomUUID();
        started.set(id, new Date());
        return { rows: [{ id, created_at: started.get(id) }], rowCount: 1 };
      }
      if (sql.includes(TOKEN_CHECK)) {
        const sessionId = String(params?.[1]);
        const startedAt = ended.has(sessionId) ? null : (started.get(sessionId) ?? null);
        return { rows: [{ revoked: revoked.has(String(params?.[0])), started_at: startedAt }], rowCount: 1 };
      }
      return { rows: [], rowCount: 0 };
    });
    const checks = () => query.mock.calls.filter(([sql]) => sql.includes(TOKEN_CHECK)).length;
    return { revoked, ended, db: { query } as unknown as Database, checks };
  }

  it('refuses a kept token once it expires', async () => {
    const { cache } = await attached();
    const { db, checks } = revocations();
    const tokens = service(db, cache, 60);
    // Date itself is faked (jose reads new Date(), the cache Date.now()); promises still run.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { token, session } = await tokens.signIn(WALLET, CLIENT);
      await expect(tokens.verify(token)).resolves.toMatchObject({ wallet: WALLET, jti: session.jti });
      await expect(tokens.verify(token)).resolves.toMatchObject({ wallet: WALLET });
      expect(checks()).toBe(1);
      jest.setSystemTime(session.expiresAt.getTime() - 1);
      await expect(tokens.verify(token)).resolves.toMatchObject({ wallet: WALLET });
      jest.setSystemTime(session.expiresAt.getTime());
      await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401, message: 'Token expired' });
      // A service that kept nothing refuses it the same way (jose's own check).
      const fresh = service(db, new ReadCache(true), 60);
      await expect(fresh.verify(token)).rejects.toMatchObject({ statusCode: 401, message: 'Token expired' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a kept token at once when its revocation is notified, or once the cache empties', async () => {
    const { cache, source } = await attached();
    const { db, revoked, checks } = revocations();
    const tokens = service(db, cache);
    const first = await tokens.signIn(WALLET, CLIENT);
    await tokens.verify(first.token);
    await tokens.verify(first.token);
    expect(checks()).toBe(1);
    // Another copy revoked it: the NOTIFY r:<jti> arrives.
    revoked.add(first.session.jti);
    source.notify(`r:${first.session.jti}`);
    await expect(tokens.verify(first.token)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Token revoked',
    });

    const second = await tokens.signIn(WALLET, CLIENT);
    await tokens.verify(second.token);
    // Notifications were lost meanwhile: the cache empties and the next check reads the database.
    revoked.add(second.session.jti);
    cache.clear();
    await expect(tokens.verify(second.token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses a kept token at once when the end of its session is notified (docs/product.md §7)', async () => {
    const { cache, source } = await attached();
    const { db, ended, checks } = revocations();
    const tokens = service(db, cache);
    const { token, session } = await tokens.signIn(WALLET, CLIENT);
    await tokens.verify(token);
    await tokens.verify(token);
    expect(checks()).toBe(1);
    // Another copy ended the session: the NOTIFY s:<sid> arrives.
    ended.add(session.sessionId);
    source.notify(`s:${session.sessionId}`);
    await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401, message: 'Session ended' });
  });

  it('refuses tampered tokens whatever is kept', async () => {
    const { cache } = await attached();
    const { db } = revocations();
    const tokens = service(db, cache);
    const { token } = await tokens.signIn(WALLET, CLIENT);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(tokens.verify(`${header}.${payload}.${flipped}`)).rejects.toMatchObject({ statusCode: 401 });
    const other = service(db, cache, 3600, 'another-secret-another-secret-another-secret');
    await expect(other.verify(token)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('READ_CACHE', () => {
  const base = { DATA_DIR: 'memory://' };

  it('is on by default, off by default under NODE_ENV=test, and on or off when set', () => {
    expect(loadConfig(base).readCache).toBe(true);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ALLOWED_ORIGINS: 'https://app.example',
      ALLOW_EMBEDDED_DB: 'true',
      RATE_LIMIT_STORE: 'memory',
    };
    expect(loadConfig({ ...base, ...production }).readCache).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).readCache).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'test', READ_CACHE: 'on' }).readCache).toBe(true);
    expect(loadConfig({ ...base, READ_CACHE: 'off' }).readCache).toBe(false);
    expect(loadConfig({ ...base, READ_CACHE: ' on ' }).readCache).toBe(true);
  });

  it.each(['yes', 'true', 'ON', '1'])('refuses %j', (value) => {
    expect(() => loadConfig({ ...base, READ_CACHE: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, READ_CACHE: value })).toThrow(/READ_CACHE/);
  });
});
