/**
 * Sessions (docs/product.md §7): a session is one sign-in and the tokens refreshed from it. No refresh carries it past
 * SESSION_MAX_AGE_SECONDS, ending it rejects all its tokens at once (on every copy of the API), and a wallet sees
 * and ends its sessions with GET/DELETE auth/sessions/ and POST auth/logout/ ({everywhere: true}).
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { openPostgres } from '../src/db/postgres.js';
import {
  bearer,
  newWallet,
  openTestDatabase,
  ORIGIN,
  signInMessage,
  startApp,
  testConfig,
  walletConnect,
  type HttpClient,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import type { Wallet } from 'ethers';

/** Three seconds: long enough to refresh within, short enough to outlive in a test. */
const SHORT_MAX_AGE = { SESSION_MAX_AGE_SECONDS: '3' };
const DEVICE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

let database: TestDatabase;
let app: TestApp;
/** The same database behind an API whose sessions last SHORT_MAX_AGE. */
let shortLived: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db);
  shortLived = await startApp(database.db, SHORT_MAX_AGE);
});

afterAll(async () => {
  await shortLived.close();
  await app.close();
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function claimsOf(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Signs in as a browser would, from the SPA's origin (docs/product.md §6) with its user agent; returns the token. */
async function signInFrom(client: HttpClient, wallet: Wallet, userAgent = DEVICE): Promise<string> {
  const message = await signInMessage(client, wallet);
  const response = await client.inject({
    method: 'POST',
    url: '/api/auth/wallet-connect/',
    headers: { origin: ORIGIN, 'user-agent': userAgent },
    payload: { wallet_address: wallet.address, signature: await wallet.signMessage(message), message },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

const profile = (client: HttpClient, token: string) =>
  client.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(token) });
const refresh = (client: HttpClient, token: string) =>
  client.inject({ method: 'POST', url: '/api/auth/refresh/', headers: bearer(token) });
const listSessions = (client: HttpClient, token: string, query = '') =>
  client.inject({ method: 'GET', url: `/api/auth/sessions/${query}`, headers: bearer(token) });
const endSession = (client: HttpClient, token: string, id: string) =>
  client.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}/`, headers: bearer(token) });
const logout = (client: HttpClient, token: string, payload?: object) =>
  client.inject({
    method: 'POST',
    url: '/api/auth/logout/',
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

async function refreshed(client: HttpClient, token: string): Promise<string> {
  const response = await refresh(client, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

interface SessionJson {
  id: string;
  created_at: string;
  last_used_at: string;
  user_agent: string;
  ip: string | null;
  current: boolean;
}

describe('attacks', () => {
  it('a session cannot be kept alive by refreshing past SESSION_MAX_AGE_SECONDS', async () => {
    const wallet = newWallet();
    let token = await signInFrom(shortLived, wallet);
    const deadline = Date.now() + 5_000;
    let lastStatus = 200;
    // Refresh every half second, as a stolen token's holder would, for longer than the session may live.
    while (Date.now() < deadline && lastStatus === 200) {
      await sleep(500);
      const response = await refresh(shortLived, token);
      lastStatus = response.statusCode;
      if (lastStatus === 200) token = response.json<{ token: string }>().token;
    }
    expect(lastStatus).toBe(401);
    expect((await profile(shortLived, token)).statusCode).toBe(401);
  });

  it('the owner ends the session of a stolen token, and every token of it is refused', async () => {
    const wallet = newWallet();
    const stolen = await signInFrom(app, wallet, 'Thief/1.0');
    // The thief refreshes once, so the owner may only know the session, not the token in use.
    const thiefToken = await refreshed(app, stolen);
    const owner = await signInFrom(app, wallet);
    const sessions = (await listSessions(app, owner)).json<{ results: SessionJson[] }>().results;
    const thiefSession = sessions.find((session) => session.user_agent === 'Thief/1.0');
    expect(thiefSession).toBeDefined();
    const ended = await endSession(app, owner, thiefSession?.id ?? '');
    expect(ended.statusCode).toBe(204);
    expect((await profile(app, thiefToken)).statusCode).toBe(401);
    expect((await refresh(app, thiefToken)).statusCode).toBe(401);
    expect((await profile(app, owner)).statusCode).toBe(200);
  });

  it('logout everywhere ends the sessions of every device', async () => {
    const wallet = newWallet();
    const laptop = await signInFrom(app, wallet, 'Laptop');
    const phone = await signInFrom(app, wallet, 'Phone');
    const phoneRefreshed = await refreshed(app, phone);
    const response = await logout(app, laptop, { everywhere: true });
    expect(response.statusCode).toBe(204);
    for (const token of [laptop, phoneRefreshed]) {
      const after = await profile(app, token);
      expect(after.statusCode).toBe(401);
    }
    expect((await refresh(app, phoneRefreshed)).statusCode).toBe(401);
  });
});

describe('the sid claim and SESSION_MAX_AGE_SECONDS', () => {
  it('signs tokens with sub, sid, jti, iat and exp; a refresh keeps the sid and changes the jti', async () => {
    const wallet = newWallet();
    const token = await signInFrom(app, wallet);
    const claims = claimsOf(token);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'jti', 'sid', 'sub']);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    const next = claimsOf(await refreshed(app, token));
    expect(next.sid).toBe(claims.sid);
    expect(next.jti).not.toBe(claims.jti);
    // The old token stays revoked, as before sessions.
    const old = await profile(app, token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: 'Token revoked' });
  });

  it('never issues a token whose exp lies beyond the session start plus the maximum age', async () => {
    const wallet = newWallet();
    const before = Math.floor(Date.now() / 1000);
    const token = await signInFrom(shortLived, wallet);
    const first = claimsOf(token);
    // TOKEN_TTL_SECONDS is 3600, but the session may live 3 seconds.
    expect(Number(first.exp)).toBeLessThanOrEqual(before + 4);
    const second = claimsOf(await refreshed(shortLived, token));
    expect(Number(second.exp)).toBeLessThanOrEqual(Number(first.exp));
    const [row] = (
      await database.db.query<{ limit_s: number }>(
        "SELECT extract(epoch FROM created_at + interval '3 seconds')::float8 AS limit_s FROM sessions WHERE id = $1",
        [String(first.sid)],
      )
    ).rows;
    expect(Number(second.exp)).toBeLessThanOrEqual(row?.limit_s ?? 0);
  });

  it('refuses a refresh once the session is SESSION_MAX_AGE_SECONDS old, whatever the token says', async () => {
    const wallet = newWallet();
    const token = await signInFrom(app, wallet);
    const { sid } = claimsOf(token);
    // The default week, passed: the token itself (exp an hour away) would still be within its own lifetime.
    await database.db.query("UPDATE sessions SET created_at = now() - interval '7 days' WHERE id = $1", [
      String(sid),
    ]);
    const response = await refresh(app, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Session expired' });
    expect((await profile(app, token)).statusCode).toBe(401);
    expect((await listSessions(app, await signInFrom(app, wallet))).json()).toMatchObject({ count: 1 });
  });

  it('refuses a token without sid (issued before sessions) with Invalid token', async () => {
    const wallet = newWallet();
    await signInFrom(app, wallet);
    const now = Math.floor(Date.now() / 1000);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(wallet.address.toLowerCase())
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    for (const response of [await profile(app, legacy), await refresh(app, legacy)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid token' });
    }
  });

  it('refuses a token whose sid names a session that does not exist', async () => {
    const wallet = newWallet();
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(wallet.address.toLowerCase())
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    const response = await profile(app, forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Session ended' });
  });
});

describe('GET /api/auth/sessions/', () => {
  it('lists the wallet’s live sessions, newest use first, with the sign-in’s user agent and ip, and current', async () => {
    const wallet = newWallet();
    const first = await signInFrom(app, wallet, 'First Browser');
    const second = await signInFrom(app, wallet, 'Second Browser');
    await signInFrom(app, newWallet(), 'Someone Else');
    const response = await listSessions(app, second);
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      count: number;
      next: string | null;
      previous: string | null;
      results: SessionJson[];
    }>();
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    expect(page.results.map((session) => [session.user_agent, session.current])).toEqual([
      ['Second Browser', true],
      ['First Browser', false],
    ]);
    for (const session of page.results) {
      expect(Object.keys(session).sort()).toEqual([
        'created_at',
        'current',
        'id',
        'ip',
        'last_used_at',
        'user_agent',
      ]);
      expect(session.ip).toBe('127.0.0.1');
      expect(new Date(session.created_at).toISOString()).toBe(session.created_at);
      expect(new Date(session.last_used_at).getTime()).toBeGreaterThanOrEqual(
        new Date(session.created_at).getTime(),
      );
    }
    // The current session is the one of the token, whichever device asks.
    const fromFirst = (await listSessions(app, first)).json<{ results: SessionJson[] }>().results;
    expect(fromFirst.find((session) => session.current)?.user_agent).toBe('First Browser');
  });

  it('pages with page and page_size, and leaves out ended and expired sessions', async () => {
    const wallet = newWallet();
    const tokens = [];
    for (let index = 0; index < 3; index += 1) tokens.push(await signInFrom(app, wallet, `Device ${index}`));
    const [ended = '', expired = '', current = ''] = tokens;
    expect((await logout(app, ended)).statusCode).toBe(204);
    await database.db.query("UPDATE sessions SET created_at = now() - interval '8 days' WHERE id = $1", [
      String(claimsOf(expired).sid),
    ]);
    await signInFrom(app, wallet, 'Device 3');
    const first = await listSessions(app, current, '?page_size=1');
    expect(first.json()).toMatchObject({
      count: 2,
      next: '/api/auth/sessions/?page_size=1&page=2',
      previous: null,
    });
    const second = await listSessions(app, current, '?page_size=1&page=2');
    expect(second.json()).toMatchObject({ count: 2, next: null });
    const agents = [
      ...first.json<{ results: SessionJson[] }>().results,
      ...second.json<{ results: SessionJson[] }>().results,
    ].map((session) => session.user_agent);
    expect(agents.sort()).toEqual(['Device 2', 'Device 3']);
    const bad = await listSessions(app, current, '?page_size=101');
    expect(bad.statusCode).toBe(400);
  });

  it('records no user agent as an empty string and keeps a long one to 512 characters', async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const response = await walletConnect(app, {
      wallet_address: wallet.address,
      signature: await wallet.signMessage(message),
      message,
    });
    const token = response.json<{ token: string }>().token;
    await signInFrom(app, wallet, 'x'.repeat(2000));
    const agents = (await listSessions(app, token))
      .json<{ results: SessionJson[] }>()
      .results.map((session) => session.user_agent.length);
    expect(agents.sort((a, b) => a - b)).toEqual([0, 512]);
  });

  it('updates last_used_at on refresh, and at most once a minute on other calls', async () => {
    const wallet = newWallet();
    const token = await signInFrom(app, wallet);
    const { sid } = claimsOf(token);
    const lastUsed = async () =>
      (
        await database.db.query<{ last_used_at: Date }>('SELECT last_used_at FROM sessions WHERE id = $1', [
          String(sid),
        ])
      ).rows[0]?.last_used_at.getTime() ?? 0;
    const backdate = (interval: string) =>
      database.db.query(`UPDATE sessions SET last_used_at = now() - interval '${interval}' WHERE id = $1`, [
        String(sid),
      ]);
    // Used within the minute of its sign-in: the calls write nothing.
    await backdate('2 minutes');
    const stale = await lastUsed();
    expect((await profile(app, token)).statusCode).toBe(200);
    expect((await profile(app, token)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(stale);
    // A minute later (the server's clock moved on), the next call records the use.
    const realNow = Date.now.bind(Date);
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      expect((await profile(app, token)).statusCode).toBe(200);
    } finally {
      later.mockRestore();
    }
    expect(await lastUsed()).toBeGreaterThan(stale + 60_000);
    // A refresh always records it.
    await backdate('30 seconds');
    const beforeRefresh = await lastUsed();
    await refreshed(app, token);
    expect(await lastUsed()).toBeGreaterThan(beforeRefresh + 20_000);
  });
});

describe('DELETE /api/auth/sessions/{id}/', () => {
  it('ends one session: every token of it, including one refreshed earlier, is refused at once', async () => {
    const wallet = newWallet();
    const phone = await signInFrom(app, wallet, 'Phone');
    const phoneNext = await refreshed(app, phone);
    const laptop = await signInFrom(app, wallet, 'Laptop');
    const response = await endSession(app, laptop, String(claimsOf(phone).sid));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const token of [phone, phoneNext]) expect((await profile(app, token)).statusCode).toBe(401);
    expect((await profile(app, phoneNext)).json()).toEqual({ error: 'Session ended' });
    expect((await refresh(app, phoneNext)).statusCode).toBe(401);
    expect((await profile(app, laptop)).statusCode).toBe(200);
    const again = await endSession(app, laptop, String(claimsOf(phone).sid));
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another wallet’s session and for unknown or malformed ids, and ends nothing', async () => {
    const victim = await signInFrom(app, newWallet());
    const attacker = await signInFrom(app, newWallet());
    for (const id of [String(claimsOf(victim).sid), randomUUID(), 'not-a-uuid']) {
      const response = await endSession(app, attacker, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Session not found' });
    }
    expect((await profile(app, victim)).statusCode).toBe(200);
  });

  it('may end the caller’s own current session', async () => {
    const token = await signInFrom(app, newWallet());
    expect((await endSession(app, token, String(claimsOf(token).sid))).statusCode).toBe(204);
    expect((await profile(app, token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout/', () => {
  it('ends the current session only', async () => {
    const wallet = newWallet();
    const laptop = await signInFrom(app, wallet, 'Laptop');
    const phone = await signInFrom(app, wallet, 'Phone');
    const response = await logout(app, laptop);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await profile(app, laptop)).statusCode).toBe(401);
    expect((await profile(app, phone)).statusCode).toBe(200);
    expect((await listSessions(app, phone)).json()).toMatchObject({ count: 1 });
  });

  it('with {everywhere: true} ends every session of the wallet and no other wallet’s', async () => {
    const wallet = newWallet();
    const tokens = [
      await signInFrom(app, wallet),
      await signInFrom(app, wallet),
      await signInFrom(app, wallet),
    ];
    const bystander = await signInFrom(app, newWallet());
    expect((await logout(app, tokens[1] ?? '', { everywhere: true })).statusCode).toBe(204);
    for (const token of tokens) expect((await profile(app, token)).statusCode).toBe(401);
    expect((await profile(app, bystander)).statusCode).toBe(200);
    const fresh = await signInFrom(app, wallet);
    expect((await listSessions(app, fresh)).json()).toMatchObject({ count: 1 });
  });

  it('with {everywhere: false} ends the current session only, and refuses other bodies', async () => {
    const wallet = newWallet();
    const one = await signInFrom(app, wallet);
    const two = await signInFrom(app, wallet);
    const bad = await logout(app, one, { everywhere: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { everywhere: expect.any(String) } });
    expect((await logout(app, one, { all: true })).statusCode).toBe(400);
    expect((await profile(app, one)).statusCode).toBe(200);
    expect((await logout(app, one, { everywhere: false })).statusCode).toBe(204);
    expect((await profile(app, two)).statusCode).toBe(200);
  });
});

describe('with the read cache on, on several copies of the API', () => {
  it('a session ended on one copy is refused at once by another that had its token cached', async () => {
    const otherDb = database.url === null ? database.db : await openPostgres(database.url);
    const first = await startApp(database.db, { READ_CACHE: 'on' });
    const second = await startApp(otherDb, { READ_CACHE: 'on' });
    try {
      const wallet = newWallet();
      const token = await signInFrom(first, wallet);
      const owner = await signInFrom(first, wallet);
      expect((await profile(second, token)).statusCode).toBe(200);
      expect((await profile(second, token)).statusCode).toBe(200);
      if (database.url !== null) await sleep(300);
      expect((await endSession(first, owner, String(claimsOf(token).sid))).statusCode).toBe(204);
      // PGlite notifies before the write's answer; PostgreSQL moments after the commit.
      const deadline = Date.now() + (database.url === null ? 0 : 2_000);
      let status = (await profile(second, token)).statusCode;
      while (status !== 401 && Date.now() < deadline) {
        await sleep(50);
        status = (await profile(second, token)).statusCode;
      }
      expect(status).toBe(401);
    } finally {
      await second.close();
      await first.close();
      if (otherDb !== database.db) await otherDb.close();
    }
  });
});

describe('with the read cache on, on a copy that hears no notifications (a transaction-pooling PgBouncer)', () => {
  it('an ended session is refused within 30 seconds all the same', async () => {
    const first = await startApp(database.db, { READ_CACHE: 'on' });
    // LISTEN is accepted but nothing ever arrives, as behind a PgBouncer in transaction pooling mode.
    const deaf = await startApp(
      { ...database.db, listen: () => Promise.resolve(() => Promise.resolve()) },
      { READ_CACHE: 'on' },
    );
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now');
    try {
      const wallet = newWallet();
      const token = await signInFrom(first, wallet);
      const owner = await signInFrom(first, wallet);
      expect((await profile(deaf, token)).statusCode).toBe(200);
      expect((await endSession(first, owner, String(claimsOf(token).sid))).statusCode).toBe(204);
      // The deaf copy answers from its cache for a while: it never heard the session end…
      clock.mockImplementation(() => realNow() + 29_000);
      expect((await profile(deaf, token)).statusCode).toBe(200);
      // …but not beyond 30 seconds after it read the token's state.
      clock.mockImplementation(() => realNow() + 30_500);
      const refused = await profile(deaf, token);
      expect([refused.statusCode, refused.json()]).toEqual([401, { error: 'Session ended' }]);
    } finally {
      clock.mockRestore();
      await deaf.close();
      await first.close();
    }
  });
});

describe('SESSION_MAX_AGE_SECONDS', () => {
  it('is a week by default and reads a whole number of seconds', () => {
    expect(testConfig().sessionMaxAgeSeconds).toBe(604_800);
    expect(testConfig({ SESSION_MAX_AGE_SECONDS: '86400' }).sessionMaxAgeSeconds).toBe(86_400);
  });

  it.each(['abc', '0', '-5', '1.5', '99999999999'])(
    'stops start-up on %j with one line naming it',
    (value) => {
      expect(() => testConfig({ SESSION_MAX_AGE_SECONDS: value })).toThrow(
        /^Invalid configuration: SESSION_MAX_AGE_SECONDS [^\n]+$/,
      );
    },
  );
});
