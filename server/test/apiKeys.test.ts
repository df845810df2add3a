/**
 * API keys (docs/product.md §12.2): created by a signed call and shown once, stored as their SHA-256, listed by
 * prefix, acting for their company within their scopes on the routes that declare one, refused once revoked, and
 * counted against a budget of their own. The route × credential matrix is access.test.ts's; the limits shared
 * through Redis are rateLimitRedis.test.ts's.
 */
import { createHash } from 'node:crypto';
import {
  ORIGIN,
  bearer,
  createApiKey,
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  placeOrder,
  plentyChain,
  signIn,
  signedAuth,
  signedBody,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
  type TestResponse,
} from './helpers.js';

const PATH = '/api/companies/api-keys/';

let database: TestDatabase;
let app: TestApp;
let licensor: Licensor;
let orderId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db, {}, { chain: plentyChain });
  licensor = await createLicensor(app, { name: 'Key Studio' });
  const product = await createProduct(app, licensor, { title: 'Keyed Product' });
  orderId = (await placeOrder(app, product.id, newWallet(), 1)).id;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

/** POST companies/api-keys/ with `body`, signed by the licensor over exactly that body unless told otherwise. */
async function create(
  owner: Licensor,
  body: Record<string, unknown>,
  auth?: Record<string, unknown>,
): Promise<TestResponse> {
  return app.inject({
    method: 'POST',
    url: PATH,
    headers: { ...bearer(owner.token), origin: ORIGIN },
    payload: {
      ...body,
      auth: auth ?? (await signedAuth(app, owner.wallet, { method: 'POST', path: PATH, body })),
    },
  });
}

const list = (owner: Licensor) => app.inject({ method: 'GET', url: PATH, headers: bearer(owner.token) });

describe('creating a key', () => {
  it('answers the key once, stores only its SHA-256, and lists it by prefix', async () => {
    const response = await create(licensor, {
      name: 'Warehouse sync',
      scopes: ['products:read', 'orders:read'],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Record<string, unknown> & { id: string; key: string }>();
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Warehouse sync',
      prefix: created.key.slice(0, 11),
      // In the order of docs/product.md §12.2, whatever order they were asked in.
      scopes: ['orders:read', 'products:read'],
      created_at: expect.any(String),
      last_used_at: null,
      key: expect.stringMatching(/^od_[A-Za-z0-9_-]{43}$/),
    });
    expect(Buffer.from(created.key.slice(3), 'base64url')).toHaveLength(32);

    const stored = await database.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [
      created.id,
    ]);
    expect(stored.rows[0]?.key_hash).toBe(sha256(created.key));
    expect(JSON.stringify(stored.rows)).not.toContain(created.key.slice(11));

    const listed = await list(licensor);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ results: unknown[] }>().results).toContainEqual({
      id: created.id,
      name: 'Warehouse sync',
      prefix: created.key.slice(0, 11),
      scopes: ['orders:read', 'products:read'],
      created_at: created.created_at,
      last_used_at: null,
    });
    // Neither the key nor its hash is in any later answer.
    const later = [
      listed,
      await app.inject({
        method: 'GET',
        url: `/api/companies/${licensor.company.id}/`,
        headers: bearer(licensor.token),
      }),
      await app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(licensor.token) }),
      await app.inject({ method: 'GET', url: '/api/products/orders/', headers: withKey(created.key) }),
    ];
    for (const answer of later) {
      expect(answer.body).not.toContain(created.key.slice(11));
      expect(answer.body).not.toContain(sha256(created.key));
    }
  });

  it('takes names of 1 to 64 ASCII letters, digits, spaces, ".", "_" and "-"', async () => {
    for (const name of ['x', 'CI export_v1.2-prod', 'a'.repeat(64)]) {
      const response = await create(licensor, { name, scopes: ['orders:read'] });
      expect([name, response.statusCode]).toEqual([name, 201]);
    }
  });

  it('refuses any other name with 400 naming `name`, before the wallet’s signature is looked at', async () => {
    const signature = await signedAuth(app, licensor.wallet, {
      method: 'POST',
      path: PATH,
      body: { name: 'Fine', scopes: ['orders:read'] },
    });
    for (const name of [
      '',
      'a'.repeat(65),
      '100%',
      'say "hi"',
      'naïve',
      '키',
      'two\nlines',
      'tab\there',
      7,
      null,
    ]) {
      const response = await create(licensor, { name, scopes: ['orders:read'] }, signature);
      expect([name, response.statusCode]).toEqual([name, 400]);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['name']);
    }
  });

  it('refuses no scope, an unknown one or one named twice with 400 naming `scopes`', async () => {
    for (const scopes of [[], ['orders:delete'], ['orders:read', 'orders:read'], 'orders:read', undefined]) {
      const body = scopes === undefined ? { name: 'Scopes' } : { name: 'Scopes', scopes };
      const response = await create(licensor, body);
      expect([scopes, response.statusCode]).toEqual([scopes, 400]);
      // An unknown scope is named where it is (`scopes.0`), as every list's items are (http/validation.ts).
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual([
        expect.stringMatching(/^scopes(\.\d+)?$/),
      ]);
    }
  });

  it('is a signed call whose statement names the key: anything else is 401 and creates nothing', async () => {
    const before = await database.db.query('SELECT id FROM api_keys');
    const body = { name: 'Signed', scopes: ['orders:read'] };
    const signedOther = (statement: string) =>
      signedAuth(app, licensor.wallet, { method: 'POST', path: PATH, body }, { statement });
    const cases: [string, Promise<TestResponse>][] = [
      [
        'the statement of a company',
        (async () => create(licensor, body, await signedOther('Create company signed')))(),
      ],
      ['another name', (async () => create(licensor, body, await signedOther('Create API key Other')))()],
      [
        'the signature of another body',
        (async () =>
          create(
            licensor,
            body,
            await signedAuth(app, licensor.wallet, {
              method: 'POST',
              path: PATH,
              body: { ...body, scopes: ['orders:write'] },
            }),
          ))(),
      ],
      [
        'another wallet’s signature',
        (async () =>
          create(
            licensor,
            body,
            await signedAuth(
              app,
              licensor.wallet,
              { method: 'POST', path: PATH, body },
              { signer: newWallet() },
            ),
          ))(),
      ],
    ];
    for (const [what, pending] of cases) {
      const response = await pending;
      expect([what, response.statusCode]).toEqual([what, 401]);
    }
    const missing = await app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...bearer(licensor.token), origin: ORIGIN },
      payload: body,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { auth: 'This field is required' } });
    expect((await database.db.query('SELECT id FROM api_keys')).rows).toEqual(before.rows);

    // Signed right, it is created once: the same signature again is a replay.
    const auth = await signedAuth(app, licensor.wallet, { method: 'POST', path: PATH, body });
    expect((await create(licensor, body, auth)).statusCode).toBe(201);
    const replay = await create(licensor, body, auth);
    expect(replay.statusCode).toBe(401);
  });

  it('needs a company: a wallet without one gets 404', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const body = { name: 'Nobody', scopes: ['orders:read'] };
    const response = await app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...bearer(token), origin: ORIGIN },
      payload: await signedBody(app, wallet, { method: 'POST', path: PATH, body }),
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps a company to 25 live keys; a revoked one frees its place', async () => {
    const owner = await createLicensor(app);
    const ids: string[] = [];
    for (let index = 0; index < 25; index += 1)
      ids.push((await createApiKey(app, owner, ['orders:read'])).id);
    const over = await create(owner, { name: 'One too many', scopes: ['orders:read'] });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: 'A company has at most 25 API keys; revoke one first' });
    const revoke = await app.inject({
      method: 'DELETE',
      url: `${PATH}${ids[0]}/`,
      headers: bearer(owner.token),
    });
    expect(revoke.statusCode).toBe(204);
    expect((await create(owner, { name: 'In its place', scopes: ['orders:read'] })).statusCode).toBe(201);
    expect((await list(owner)).json<{ count: number }>().count).toBe(25);
  });
});

describe('calling with a key', () => {
  it('reads and changes its company’s orders within its scopes, as `Authorization: Bearer od_…`', async () => {
    const { key } = await createApiKey(app, licensor);
    const orders = await app.inject({ method: 'GET', url: '/api/products/orders/', headers: withKey(key) });
    expect(orders.statusCode).toBe(200);
    expect(orders.json<{ results: { id: string }[] }>().results.map((order) => order.id)).toContain(orderId);
    const one = await app.inject({
      method: 'GET',
      url: `/api/products/orders/${orderId}/`,
      headers: withKey(key),
    });
    expect(one.json()).toMatchObject({ id: orderId });
    const noted = await app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${orderId}/`,
      headers: withKey(key),
      payload: { note: 'Seen by the warehouse' },
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json()).toMatchObject({ note: 'Seen by the warehouse' });
    const products = await app.inject({
      method: 'GET',
      url: '/api/products/products/',
      headers: withKey(key),
    });
    expect(products.json<{ count: number }>().count).toBeGreaterThan(0);
  });

  it('is refused outside its scopes with 403 naming the scope needed', async () => {
    const { key } = await createApiKey(app, licensor, ['products:read']);
    const read = await app.inject({ method: 'GET', url: '/api/products/orders/', headers: withKey(key) });
    expect([read.statusCode, read.json()]).toEqual([
      403,
      { error: 'This API key lacks the orders:read scope' },
    ]);
    const write = await app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${orderId}/`,
      headers: withKey(key),
      payload: { note: 'Not mine to write' },
    });
    expect([write.statusCode, write.json()]).toEqual([
      403,
      { error: 'This API key lacks the orders:write scope' },
    ]);
    const order = await app.inject({
      method: 'GET',
      url: `/api/products/orders/${orderId}/`,
      headers: bearer(licensor.token),
    });
    expect(order.json<{ note: string }>().note).not.toBe('Not mine to write');
  });

  it('answers 401 to an unknown, malformed or revoked key; revoking is the owner’s, once', async () => {
    const { id, key } = await createApiKey(app, licensor, ['orders:read']);
    const call = (header: string) =>
      app.inject({ method: 'GET', url: '/api/products/orders/', headers: { authorization: header } });
    expect((await call(`Bearer ${key}`)).statusCode).toBe(200);

    const other = await createLicensor(app);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `${PATH}${id}/`,
      headers: bearer(other.token),
    });
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { error: 'API key not found' }]);
    expect((await call(`Bearer ${key}`)).statusCode).toBe(200);

    const revoked = await app.inject({
      method: 'DELETE',
      url: `${PATH}${id}/`,
      headers: bearer(licensor.token),
    });
    expect(revoked.statusCode).toBe(204);
    const again = await app.inject({
      method: 'DELETE',
      url: `${PATH}${id}/`,
      headers: bearer(licensor.token),
    });
    expect(again.statusCode).toBe(404);
    expect(
      (await list(licensor)).json<{ results: { id: string }[] }>().results.map((row) => row.id),
    ).not.toContain(id);

    const made = `od_${Buffer.alloc(32, 7).toString('base64url')}`;
    for (const [header, error] of [
      [`Bearer ${key}`, 'API key revoked'],
      [`bearer ${key}`, 'API key revoked'],
      [`Bearer ${made}`, 'Invalid API key'],
      ['Bearer od_short', 'Invalid API key'],
      [`Bearer ${key}x`, 'Invalid API key'],
    ] as const) {
      const response = await call(header);
      expect([header, response.statusCode, response.json()]).toEqual([header, 401, { error }]);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('records its last use at most once a minute, without a write per call', async () => {
    const { id, key } = await createApiKey(app, licensor, ['orders:read']);
    const lastUse = async () =>
      (await list(licensor))
        .json<{ results: { id: string; last_used_at: string | null }[] }>()
        .results.find((row) => row.id === id)?.last_used_at;
    expect(await lastUse()).toBeNull();
    await app.inject({ method: 'GET', url: '/api/products/orders/stats/', headers: withKey(key) });
    const first = await lastUse();
    expect(first).toEqual(expect.any(String));
    await database.db.query(
      "UPDATE api_keys SET last_used_at = last_used_at - interval '30 seconds' WHERE id = $1",
      [id],
    );
    const backdated = await lastUse();
    for (let index = 0; index < 3; index += 1)
      await app.inject({ method: 'GET', url: '/api/products/orders/', headers: withKey(key) });
    expect(await lastUse()).toBe(backdated);
  });

  it('is never a session: the key routes, sign-in routes and signed calls answer 401 to it', async () => {
    const { key } = await createApiKey(app, licensor);
    const body = { name: 'By key', scopes: ['orders:read'] };
    for (const [method, url, payload] of [
      ['GET', PATH, undefined],
      ['POST', PATH, await signedBody(app, licensor.wallet, { method: 'POST', path: PATH, body })],
      ['GET', '/api/auth/profile/', undefined],
      ['POST', '/api/auth/refresh/', undefined],
      ['GET', '/api/companies/', undefined],
      ['GET', '/api/products/orders/mine/', undefined],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { ...withKey(key), origin: ORIGIN },
        ...(payload === undefined ? {} : { payload }),
      });
      expect([method, url, response.statusCode, response.json()]).toEqual([
        method,
        url,
        401,
        { error: 'Invalid token' },
      ]);
    }
  });
});

describe('the keys’ own rate limit (API_KEY_RATE_LIMIT)', () => {
  it('counts per key: one key at its limit holds back neither another key nor a session from the same address', async () => {
    const limited = await startApp(database.db, { API_KEY_RATE_LIMIT: '3', API_RATE_LIMIT: '100' });
    try {
      const owner = await createLicensor(limited);
      const first = await createApiKey(limited, owner, ['orders:read'], 'First');
      const second = await createApiKey(limited, owner, ['orders:read'], 'Second');
      const call = (key: string) =>
        limited.inject({ method: 'GET', url: '/api/products/orders/', headers: withKey(key) });
      const codes: number[] = [];
      for (let index = 0; index < 4; index += 1) codes.push((await call(first.key)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const blocked = await call(first.key);
      expect(blocked.json()).toEqual({ error: expect.stringMatching(/^Too many requests; retry in \d+ s$/) });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(second.key)).statusCode).toBe(200);
      const session = await limited.inject({
        method: 'GET',
        url: '/api/products/orders/',
        headers: bearer(owner.token),
      });
      expect(session.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts made-up keys against the caller’s address, so guessing keys is held to API_RATE_LIMIT', async () => {
    const limited = await startApp(database.db, { API_RATE_LIMIT: '3', API_KEY_RATE_LIMIT: '1000' });
    try {
      const codes: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const guess = `od_${Buffer.alloc(32, index).toString('base64url')}`;
        codes.push(
          (await limited.inject({ method: 'GET', url: '/api/products/orders/', headers: withKey(guess) }))
            .statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('with the read cache on', () => {
  it('refuses a revoked key on the next call', async () => {
    const cached = await startApp(database.db, { READ_CACHE: 'on' });
    try {
      const owner = await createLicensor(cached);
      const { id, key } = await createApiKey(cached, owner, ['orders:read']);
      const call = () =>
        cached.inject({ method: 'GET', url: '/api/products/orders/stats/', headers: withKey(key) });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      // Revoked through another copy of the API: this one hears of it by notification.
      const revoke = await app.inject({
        method: 'DELETE',
        url: `${PATH}${id}/`,
        headers: bearer(owner.token),
      });
      expect(revoke.statusCode).toBe(204);
      const refused = await call();
      expect([refused.statusCode, refused.json()]).toEqual([401, { error: 'API key revoked' }]);
    } finally {
      await cached.close();
    }
  });
});
