import {
  ORIGIN,
  bearer,
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  signIn,
  signedAuth,
  signedBody,
  startApp,
  uniqueSlug,
  type Licensor,
  type SignedAuthOptions,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import type { Wallet } from 'ethers';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function postCompany(token: string, payload: Record<string, unknown>, origin: string | null = ORIGIN) {
  return app.inject({
    method: 'POST',
    url: '/api/companies/',
    headers: { ...bearer(token), ...(origin === null ? {} : { origin }) },
    payload,
  });
}

function patchCompany(licensor: Licensor, payload: Record<string, unknown>) {
  return app.inject({
    method: 'PATCH',
    url: `/api/companies/${licensor.company.id}/`,
    headers: { ...bearer(licensor.token), origin: ORIGIN },
    payload,
  });
}

/** A PATCH of the licensor's company with `body`, as a signed call of its wallet. */
async function signedPatchPayout(licensor: Licensor, body: Record<string, unknown>) {
  const path = `/api/companies/${licensor.company.id}/`;
  return patchCompany(licensor, await signedBody(app, licensor.wallet, { method: 'PATCH', path, body }));
}

/** The `auth` of a company creation with `body`, signed by `wallet` (options: what to sign differently). */
function createAuth(wallet: Wallet, body: Record<string, unknown>, options: SignedAuthOptions = {}) {
  return signedAuth(app, wallet, { method: 'POST', path: '/api/companies/', body }, options);
}

/** A company creation with `body`, signed by `wallet`, posted with `token`. */
async function signedPostCompany(token: string, wallet: Wallet, body: Record<string, unknown>) {
  return postCompany(token, { ...body, auth: await createAuth(wallet, body) });
}

describe('POST /api/companies/ (signed call)', () => {
  it('creates the caller’s company with the payout address defaulting to the wallet', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const slug = uniqueSlug('moon');
    const response = await signedPostCompany(token, wallet, {
      name: 'Moon Studio',
      slug,
      description: 'Characters and worlds',
      website: 'https://moon.example',
      contact_email: 'hello@moon.example',
      country: 'kr',
      logo_url: 'https://moon.example/logo.png',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      wallet_address: wallet.address.toLowerCase(),
      name: 'Moon Studio',
      slug,
      description: 'Characters and worlds',
      website: 'https://moon.example',
      contact_email: 'hello@moon.example',
      country: 'KR',
      logo_url: 'https://moon.example/logo.png',
      payout_address: wallet.address.toLowerCase(),
      collection_address: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('records a payout address other than the wallet, set at creation, as a change Home shows (docs/product.md §8)', async () => {
    // The creation's statement names only the slug, so the wallet never showed this address: Home must.
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const payout = newWallet().address;
    const response = await signedPostCompany(token, wallet, {
      name: 'Elsewhere Studio',
      slug: uniqueSlug(),
      payout_address: payout,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ payout_address: payout.toLowerCase() });
    const changes = await app.inject({
      method: 'GET',
      url: '/api/companies/payout-changes/',
      headers: bearer(token),
    });
    expect(changes.statusCode).toBe(200);
    expect(changes.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          old_address: wallet.address.toLowerCase(),
          new_address: payout.toLowerCase(),
          changed_by: wallet.address.toLowerCase(),
          changed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ],
    });
  });

  it('records no payout change when the payout address set at creation is the wallet itself', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const response = await signedPostCompany(token, wallet, {
      name: 'Home Studio',
      slug: uniqueSlug(),
      // As the SPA's wizard sends it: the wallet, lowercase.
      payout_address: wallet.address.toLowerCase(),
    });
    expect(response.statusCode).toBe(201);
    const changes = await app.inject({
      method: 'GET',
      url: '/api/companies/payout-changes/',
      headers: bearer(token),
    });
    expect(changes.json()).toMatchObject({ count: 0, results: [] });
  });

  it('takes empty optional fields as null (the signature covers the body as sent, before that)', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const response = await signedPostCompany(token, wallet, {
      name: 'Lowercase Studio',
      slug: uniqueSlug(),
      website: '',
      country: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ website: null, country: null, description: '' });
  });

  it('stores SQL-looking and script-looking text verbatim', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const name = "Robert'); DROP TABLE companies; --";
    const description = "<script>alert(1)</script> 1=1 OR 'a'='a' ; SELECT * FROM wallets; 한국어 😀";
    const response = await signedPostCompany(token, wallet, { name, slug: uniqueSlug(), description });
    expect(response.statusCode).toBe(201);
    const lookup = await app.inject({
      method: 'GET',
      url: `/api/companies/${wallet.address}/`,
      headers: bearer(token),
    });
    expect(lookup.json()).toMatchObject({ name, description });
    const tables = await database.db.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'companies'",
    );
    expect(tables.rowCount).toBe(1);
  });

  it('needs a bearer token as well as the signature', async () => {
    const wallet = newWallet();
    const response = await app.inject({
      method: 'POST',
      url: '/api/companies/',
      headers: { origin: ORIGIN },
      payload: await signedBody(app, wallet, {
        method: 'POST',
        path: '/api/companies/',
        body: { name: 'No Token', slug: uniqueSlug() },
      }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a missing auth object, another signer, a stale or future Issued At, a disagreeing timestamp', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const missing = await postCompany(token, { name: 'Unsigned', slug: uniqueSlug() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { auth: 'This field is required' } });

    const forged = { name: 'Forged', slug: uniqueSlug() };
    const signedByOther = await postCompany(token, {
      ...forged,
      auth: await createAuth(wallet, forged, { signer: newWallet() }),
    });
    expect(signedByOther.statusCode).toBe(401);
    expect(signedByOther.json()).toEqual({ error: 'The signature does not match the wallet' });

    for (const [offsetMs, reason] of [
      [-330_000, 'more than 5 minutes ago'],
      [330_000, 'in the future'],
    ] as const) {
      const body = { name: 'Stale', slug: uniqueSlug() };
      const response = await postCompany(token, {
        ...body,
        auth: await createAuth(wallet, body, { timestampMs: Date.now() + offsetMs }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: string }>().error).toContain(reason);
    }

    const body = { name: 'Timestamp Studio', slug: uniqueSlug() };
    const disagreeing = await postCompany(token, {
      ...body,
      auth: await createAuth(wallet, body, { timestamp: String(Math.floor(Date.now() / 1000) - 60) }),
    });
    expect(disagreeing.statusCode).toBe(401);
    expect(disagreeing.json<{ error: string }>().error).toContain('Issued At');
  });

  it('refuses a replayed signed call: its nonce is spent and gone', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const body = { name: 'Replay Studio', slug: uniqueSlug() };
    const payload = { ...body, auth: await createAuth(wallet, body) };
    const first = await postCompany(token, payload);
    expect(first.statusCode).toBe(201);
    const replay = await postCompany(token, payload);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<{ error: string }>().error).toContain('unknown, already used or expired');
  });

  it('refuses a signature of one wallet sent with another wallet’s token', async () => {
    const wallet = newWallet();
    await signIn(app, wallet);
    const otherToken = await signIn(app, newWallet());
    const body = { name: 'Stolen', slug: uniqueSlug() };
    const stolen = await postCompany(otherToken, { ...body, auth: await createAuth(wallet, body) });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toEqual({ error: 'The call was signed by another wallet than the signed-in one' });
  });

  it('does not spend the nonce of a write that failed: the same call can be sent again', async () => {
    const taken = await createLicensor(app);
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const body = { name: 'Clash', slug: taken.company.slug };
    const payload = { ...body, auth: await createAuth(wallet, body) };
    const clash = await postCompany(token, payload);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: 'This slug is already taken', fields: { slug: 'Already taken' } });
    // Sent again (say the answer was lost): still a conflict, not a spent nonce.
    const again = await postCompany(token, payload);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a signed call without an allowed Origin, or signed for another site than its Origin', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const noOriginBody = { name: 'No Origin', slug: uniqueSlug() };
    const noOrigin = await postCompany(
      token,
      { ...noOriginBody, auth: await createAuth(wallet, noOriginBody) },
      null,
    );
    expect(noOrigin.statusCode).toBe(401);
    expect(noOrigin.json()).toEqual({ error: 'The request has no Origin header' });
    const evilBody = { name: 'Evil', slug: uniqueSlug() };
    const evil = await postCompany(
      token,
      {
        ...evilBody,
        auth: await createAuth(wallet, evilBody, { domain: 'evil.example', uri: 'https://evil.example' }),
      },
      'https://evil.example',
    );
    expect(evil.statusCode).toBe(401);
    expect(evil.json()).toEqual({ error: 'The origin https://evil.example is not allowed' });
    // Signed for another allowed site than the Origin it comes from.
    const mismatchBody = { name: 'Mismatch', slug: uniqueSlug() };
    const mismatch = await postCompany(
      token,
      {
        ...mismatchBody,
        auth: await createAuth(wallet, mismatchBody, {
          domain: '127.0.0.1:3000',
          uri: 'http://127.0.0.1:3000',
        }),
      },
      ORIGIN,
    );
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.json<{ error: string }>().error).toContain('domain 127.0.0.1:3000 is not this site');
    const otherAllowedBody = { name: 'Other Allowed', slug: uniqueSlug() };
    const otherAllowed = await postCompany(
      token,
      {
        ...otherAllowedBody,
        auth: await createAuth(wallet, otherAllowedBody, {
          domain: '127.0.0.1:3000',
          uri: 'http://127.0.0.1:3000',
        }),
      },
      'http://127.0.0.1:3000',
    );
    expect(otherAllowed.statusCode).toBe(201);
  });

  it('allows one company per wallet', async () => {
    const licensor = await createLicensor(app);
    const second = await signedPostCompany(licensor.token, licensor.wallet, {
      name: 'Second',
      slug: uniqueSlug(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'This wallet already has a company' });
  });

  it('validates every field and names unknown ones', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const valid = { name: 'Valid', slug: uniqueSlug() };
    // Validation comes first: a well-formed auth for another body is enough to reach it.
    const auth = await createAuth(wallet, valid);
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: uniqueSlug() }, 'name'],
      [{ name: 'A', slug: uniqueSlug() }, 'name'],
      [{ name: 'x'.repeat(121), slug: uniqueSlug() }, 'name'],
      [{ name: 42, slug: uniqueSlug() }, 'name'],
      [{ name: 'Nul\u0000Studio', slug: uniqueSlug() }, 'name'],
      [{ name: 'Valid', slug: 'Bad Slug' }, 'slug'],
      [{ name: 'Valid', slug: 'ab' }, 'slug'],
      [{ name: 'Valid', slug: 'double--hyphen' }, 'slug'],
      [{ name: 'Valid', slug: uniqueSlug(), website: 'http://insecure.example' }, 'website'],
      [{ name: 'Valid', slug: uniqueSlug(), website: 'javascript:alert(1)' }, 'website'],
      [{ name: 'Valid', slug: uniqueSlug(), logo_url: 'data:image/png;base64,AAAA' }, 'logo_url'],
      [{ name: 'Valid', slug: uniqueSlug(), contact_email: 'not-an-email' }, 'contact_email'],
      [{ name: 'Valid', slug: uniqueSlug(), country: 'XX' }, 'country'],
      [{ name: 'Valid', slug: uniqueSlug(), country: 'KOR' }, 'country'],
      [{ name: 'Valid', slug: uniqueSlug(), description: 'd'.repeat(2001) }, 'description'],
      [
        { name: 'Valid', slug: uniqueSlug(), payout_address: '0x0000000000000000000000000000000000000000' },
        'payout_address',
      ],
      [{ name: 'Valid', slug: uniqueSlug(), payout_address: 'vitalik.eth' }, 'payout_address'],
      [{ name: 'Valid', slug: uniqueSlug(), wallet_address: newWallet().address }, 'wallet_address'],
      [{ name: 'Valid', slug: uniqueSlug(), is_admin: true }, 'is_admin'],
    ];
    for (const [fields, field] of cases) {
      const response = await postCompany(token, { ...fields, auth });
      expect([response.statusCode, field]).toEqual([400, field]);
      expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty([field]);
    }
    const unknown = await postCompany(token, { name: 'Valid', slug: uniqueSlug(), owner: 'me', auth });
    expect(unknown.json()).toEqual({ error: 'Unknown field(s): owner', fields: { owner: 'Unknown field' } });
    const nested = await postCompany(token, {
      name: 'Valid',
      slug: uniqueSlug(),
      auth: { ...auth, extra: 1 },
    });
    expect(nested.json()).toMatchObject({ fields: { 'auth.extra': 'Unknown field' } });
    // The nonce was never spent by all these refusals.
    const ok = await postCompany(token, { ...valid, auth });
    expect(ok.statusCode).toBe(201);
  });
});

describe('reading companies', () => {
  it('GET companies/{wallet}/ finds only the caller’s own company', async () => {
    const licensor = await createLicensor(app);
    const stranger = await createLicensor(app);
    const own = await app.inject({
      method: 'GET',
      url: `/api/companies/${licensor.wallet.address}/`,
      headers: bearer(licensor.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: licensor.company.id });
    const lower = await app.inject({
      method: 'GET',
      url: `/api/companies/${licensor.wallet.address.toLowerCase()}/`,
      headers: bearer(licensor.token),
    });
    expect(lower.statusCode).toBe(200);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/companies/${stranger.wallet.address}/`,
      headers: bearer(licensor.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Company not found' });
    const anonymous = await app.inject({ method: 'GET', url: `/api/companies/${licensor.wallet.address}/` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a wallet without a company (the SPA then goes to /create)', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const response = await app.inject({
      method: 'GET',
      url: `/api/companies/${wallet.address}/`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  });

  it('GET companies/{id}/ is owner only; other ids and garbage are 404', async () => {
    const licensor = await createLicensor(app);
    const stranger = await createLicensor(app);
    const own = await app.inject({
      method: 'GET',
      url: `/api/companies/${licensor.company.id}/`,
      headers: bearer(licensor.token),
    });
    expect(own.statusCode).toBe(200);
    for (const key of [
      stranger.company.id,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      "1' OR '1'='1",
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/companies/${encodeURIComponent(key)}/`,
        headers: bearer(licensor.token),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('GET companies/ lists the caller’s companies as a page', async () => {
    const licensor = await createLicensor(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/companies/',
      headers: bearer(licensor.token),
    });
    expect(response.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [expect.objectContaining({ id: licensor.company.id })],
    });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/companies/?page_size=101',
      headers: bearer(licensor.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { page_size: expect.any(String) } });
  });

  it('GET companies/slug-available/ answers whether a slug is free', async () => {
    const licensor = await createLicensor(app);
    const taken = await app.inject({
      method: 'GET',
      url: `/api/companies/slug-available/?slug=${licensor.company.slug}`,
      headers: bearer(licensor.token),
    });
    expect(taken.json()).toEqual({ available: false });
    const free = await app.inject({
      method: 'GET',
      url: `/api/companies/slug-available/?slug=${uniqueSlug()}`,
      headers: bearer(licensor.token),
    });
    expect(free.json()).toEqual({ available: true });
    const invalid = await app.inject({
      method: 'GET',
      url: '/api/companies/slug-available/?slug=Not%20Valid',
      headers: bearer(licensor.token),
    });
    expect(invalid.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/companies/slug-available/?slug=${uniqueSlug()}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /api/companies/{id}/', () => {
  it('updates profile fields with the bearer token alone', async () => {
    const licensor = await createLicensor(app);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/companies/${licensor.company.id}/`,
      headers: bearer(licensor.token),
      payload: { name: 'Renamed Studio', description: 'New', website: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed Studio', description: 'New', website: null });
  });

  it('needs a signed call to change the payout address, applies it with one and records the change', async () => {
    const licensor = await createLicensor(app);
    const payout = newWallet().address;
    const unsigned = await patchCompany(licensor, { payout_address: payout });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json<{ error: string }>().error).toContain('signed call');
    // Sending the current address again is no change and needs no signature.
    const same = await patchCompany(licensor, { payout_address: licensor.company.payout_address });
    expect(same.statusCode).toBe(200);
    const signed = await signedPatchPayout(licensor, { payout_address: payout });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ payout_address: payout.toLowerCase() });

    const changes = await app.inject({
      method: 'GET',
      url: '/api/companies/payout-changes/',
      headers: bearer(licensor.token),
    });
    expect(changes.statusCode).toBe(200);
    expect(changes.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          old_address: licensor.company.payout_address,
          new_address: payout.toLowerCase(),
          changed_by: licensor.wallet.address.toLowerCase(),
          changed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ],
    });
  });

  it('shows payout changes of the last 7 days only, of the caller’s company only', async () => {
    const licensor = await createLicensor(app);
    const stranger = await createLicensor(app);
    const first = newWallet().address.toLowerCase();
    const second = newWallet().address.toLowerCase();
    expect((await signedPatchPayout(licensor, { payout_address: first })).statusCode).toBe(200);
    expect((await signedPatchPayout(licensor, { payout_address: second })).statusCode).toBe(200);
    await database.db.query(
      `UPDATE payout_changes SET changed_at = now() - interval '8 days' WHERE company_id = $1 AND new_address = $2`,
      [licensor.company.id, first],
    );
    const mine = await app.inject({
      method: 'GET',
      url: '/api/companies/payout-changes/',
      headers: bearer(licensor.token),
    });
    expect(mine.json()).toMatchObject({
      count: 1,
      results: [{ old_address: first, new_address: second }],
    });
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/companies/payout-changes/',
      headers: bearer(stranger.token),
    });
    expect(theirs.json()).toMatchObject({ count: 0, results: [] });
    const noCompany = await app.inject({
      method: 'GET',
      url: '/api/companies/payout-changes/',
      headers: bearer(await signIn(app, newWallet())),
    });
    expect(noCompany.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: '/api/companies/payout-changes/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a payout change whose statement names another address than the body', async () => {
    const licensor = await createLicensor(app);
    const payout = newWallet().address;
    const body = { payout_address: payout };
    const auth = await signedAuth(
      app,
      licensor.wallet,
      { method: 'PATCH', path: `/api/companies/${licensor.company.id}/`, body },
      { statement: `Change payout address to ${newWallet().address.toLowerCase()}` },
    );
    const response = await patchCompany(licensor, { ...body, auth });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: `The message's statement must be: Change payout address to ${payout.toLowerCase()}`,
    });
  });

  it('refuses another company’s id, slug clashes and wallet changes', async () => {
    const licensor = await createLicensor(app);
    const stranger = await createLicensor(app);
    const foreign = await app.inject({
      method: 'PATCH',
      url: `/api/companies/${stranger.company.id}/`,
      headers: bearer(licensor.token),
      payload: { name: 'Hijacked' },
    });
    expect(foreign.statusCode).toBe(404);
    const byWallet = await app.inject({
      method: 'PATCH',
      url: `/api/companies/${licensor.wallet.address}/`,
      headers: bearer(licensor.token),
      payload: { name: 'By wallet' },
    });
    expect(byWallet.statusCode).toBe(404);
    const clash = await app.inject({
      method: 'PATCH',
      url: `/api/companies/${licensor.company.id}/`,
      headers: bearer(licensor.token),
      payload: { slug: stranger.company.slug },
    });
    expect(clash.statusCode).toBe(409);
    const wallet = await app.inject({
      method: 'PATCH',
      url: `/api/companies/${licensor.company.id}/`,
      headers: bearer(licensor.token),
      payload: { wallet_address: newWallet().address },
    });
    expect(wallet.statusCode).toBe(400);
    const strangerView = await app.inject({
      method: 'GET',
      url: `/api/companies/${stranger.company.id}/`,
      headers: bearer(stranger.token),
    });
    expect(strangerView.json()).toMatchObject({ name: 'Test Studio', slug: stranger.company.slug });
  });
});

describe('GET /api/companies/licensor-info/ (public)', () => {
  it('answers the brand and its published and paused products, without private fields', async () => {
    const licensor = await createLicensor(app, { contact_email: 'private@studio.example' });
    const published = await createProduct(app, licensor, { title: 'Published One' });
    const paused = await createProduct(app, licensor, { title: 'Paused One' });
    await app.inject({
      method: 'PATCH',
      url: `/api/products/products/${paused.id}/`,
      headers: bearer(licensor.token),
      payload: { status: 'paused' },
    });
    await createProduct(app, licensor, { title: 'Draft One', status: 'draft' });
    const response = await app.inject({
      method: 'GET',
      url: `/api/companies/licensor-info/?slug=${licensor.company.slug}`,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<{
      company: Record<string, unknown>;
      products_page: { count: number; next: string | null; results: { id: string; status: string }[] };
    }>();
    expect(data.company).toEqual({
      name: 'Test Studio',
      slug: licensor.company.slug,
      description: '',
      website: null,
      country: null,
      logo_url: null,
    });
    expect(JSON.stringify(data)).not.toContain('private@studio.example');
    expect(data.products_page).toMatchObject({ count: 2, next: null, previous: null });
    expect(data.products_page.results.map((p) => [p.id, p.status]).sort()).toEqual(
      [
        [published.id, 'published'],
        [paused.id, 'paused'],
      ].sort(),
    );
    expect(data.products_page.results[0]).toMatchObject({
      licenses_sold: 0,
      sold_out: false,
      price: expect.any(Object),
    });
    expect(data.products_page.results[0]).not.toHaveProperty('company_id');
  });

  it('answers its products 50 a page, with the next page at &page=N (docs/product.md §7)', async () => {
    // Without pages a brand with hundreds of products sent megabytes in one answer to every visitor.
    const licensor = await createLicensor(app);
    const created: string[] = [];
    for (let i = 0; i < 51; i += 1) {
      created.push((await createProduct(app, licensor, { title: `Pack number ${i}` })).id);
    }
    type BrandPage = {
      company: { slug: string };
      products_page: {
        count: number;
        next: string | null;
        previous: string | null;
        results: { id: string }[];
      };
    };
    const slug = licensor.company.slug;
    const first = await app.inject({ method: 'GET', url: `/api/companies/licensor-info/?slug=${slug}` });
    expect(first.statusCode).toBe(200);
    const firstPage = first.json<BrandPage>().products_page;
    expect(firstPage).toMatchObject({
      count: 51,
      next: `/api/companies/licensor-info/?slug=${slug}&page=2`,
      previous: null,
    });
    expect(firstPage.results).toHaveLength(50);

    const second = await app.inject({ method: 'GET', url: firstPage.next ?? '' });
    expect(second.statusCode).toBe(200);
    const secondBody = second.json<BrandPage>();
    expect(secondBody.company.slug).toBe(slug);
    expect(secondBody.products_page).toMatchObject({
      count: 51,
      next: null,
      previous: `/api/companies/licensor-info/?slug=${slug}&page=1`,
    });
    expect([...firstPage.results, ...secondBody.products_page.results].map((p) => p.id).sort()).toEqual(
      created.sort(),
    );
    const wrongPage = await app.inject({
      method: 'GET',
      url: `/api/companies/licensor-info/?slug=${slug}&page=0`,
    });
    expect(wrongPage.statusCode).toBe(400);
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/companies/licensor-info/?slug=nobody-here' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/companies/licensor-info/' })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: "/api/companies/licensor-info/?slug='%20OR%201=1--" }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/companies/wallet-tokens/', () => {
  it('answers 503 with an error when the chain node is down', async () => {
    const licensor = await createLicensor(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/companies/wallet-tokens/',
      headers: bearer(licensor.token),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'The chain node is unavailable; try again later' });
  });

  it('needs a token and a company', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/companies/wallet-tokens/' })).statusCode).toBe(401);
    const token = await signIn(app, newWallet());
    const response = await app.inject({
      method: 'GET',
      url: '/api/companies/wallet-tokens/',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  });
});
