/**
 * Attacks on signed calls (docs/product.md §6): a signature obtained for one request must not authorise another.
 * Each was accepted by the old signed-call scheme (a fixed text with a timestamp, covering no request).
 */
import {
  ORIGIN,
  bearer,
  createLicensor,
  newWallet,
  openTestDatabase,
  signIn,
  signedAuth,
  uniqueSlug,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

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

const companyPath = (licensor: Licensor) => `/api/companies/${licensor.company.id}/`;

function patch(licensor: Licensor, payload: Record<string, unknown>) {
  return app.inject({
    method: 'PATCH',
    url: companyPath(licensor),
    headers: { ...bearer(licensor.token), origin: ORIGIN },
    payload,
  });
}

async function currentPayout(licensor: Licensor): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: companyPath(licensor),
    headers: bearer(licensor.token),
  });
  return response.json<{ payout_address: string }>().payout_address;
}

/** The licensor's signature over a payout change to `body` (docs/product.md §6): what a page could obtain once. */
function payoutAuth(licensor: Licensor, body: Record<string, unknown>) {
  return signedAuth(app, licensor.wallet, { method: 'PATCH', path: companyPath(licensor), body });
}

/** docs/product.md §6: a signature used for any other request than the one it names. */
function expectNotCovered(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: 'Signature does not cover this request' });
}

describe('a signed call is bound to its request', () => {
  it('refuses a payout signature replayed for another address', async () => {
    const licensor = await createLicensor(app);
    const intended = { payout_address: newWallet().address };
    const auth = await payoutAuth(licensor, intended);
    const attacker = newWallet().address;
    const response = await patch(licensor, { payout_address: attacker, auth });
    expectNotCovered(response);
    expect(await currentPayout(licensor)).toBe(licensor.company.payout_address);
  });

  it('refuses a payout signature sent with a different body (an extra field)', async () => {
    const licensor = await createLicensor(app);
    const intended = { payout_address: newWallet().address };
    const auth = await payoutAuth(licensor, intended);
    const response = await patch(licensor, { ...intended, name: 'Taken Over', auth });
    expectNotCovered(response);
  });

  it('refuses a company-creation signature reused to change the payout address', async () => {
    const licensor = await createLicensor(app);
    const other = await createLicensor(app);
    // A creation that fails (slug taken) leaves its nonce unspent: the signature is still fresh.
    const creation = { name: 'Second Studio', slug: other.company.slug };
    const auth = await signedAuth(app, licensor.wallet, {
      method: 'POST',
      path: '/api/companies/',
      body: creation,
    });
    const create = await app.inject({
      method: 'POST',
      url: '/api/companies/',
      headers: { ...bearer(licensor.token), origin: ORIGIN },
      payload: { ...creation, auth },
    });
    expect(create.statusCode).toBe(409);
    const response = await patch(licensor, { payout_address: newWallet().address, auth });
    expectNotCovered(response);
    expect(await currentPayout(licensor)).toBe(licensor.company.payout_address);
  });

  it('refuses a payout signature reused to create a company, and one for another path', async () => {
    const licensor = await createLicensor(app);
    const body = { payout_address: newWallet().address };
    const auth = await payoutAuth(licensor, body);
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const elsewhere = await app.inject({
      method: 'PATCH',
      // The same company spelt in capitals: another path than the one signed.
      url: companyPath(licensor).replace(licensor.company.id, licensor.company.id.toUpperCase()),
      headers: { ...bearer(licensor.token), origin: ORIGIN },
      payload: { ...body, auth },
    });
    expectNotCovered(elsewhere);
    const create = await app.inject({
      method: 'POST',
      url: '/api/companies/',
      headers: { ...bearer(token), origin: ORIGIN },
      payload: {
        name: 'Reuse Studio',
        slug: uniqueSlug(),
        auth: { ...auth, wallet_address: wallet.address },
      },
    });
    expect(create.statusCode).toBe(401);
  });

  it('refuses a sign-in message (no resource) as a signed call, and a signed call as a sign-in', async () => {
    const licensor = await createLicensor(app);
    const body = { payout_address: newWallet().address };
    const asSignIn = await signedAuth(
      app,
      licensor.wallet,
      { method: 'PATCH', path: companyPath(licensor), body },
      { resources: [] },
    );
    const response = await patch(licensor, { ...body, auth: asSignIn });
    expectNotCovered(response);

    const signedCall = await payoutAuth(licensor, body);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/wallet-connect/',
      headers: { origin: ORIGIN },
      payload: {
        wallet_address: licensor.wallet.address,
        signature: signedCall.signature,
        message: signedCall.message,
      },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ error: 'A sign-in message lists no resources' });
  });

  it('refuses a signed call without an Expiration Time or one beyond Issued At + 10 minutes', async () => {
    const licensor = await createLicensor(app);
    const body = { payout_address: newWallet().address };
    const now = Date.now();
    const cases: [number | null, string][] = [
      [null, 'The message has no Expiration Time'],
      [now + 24 * 3600_000, 'The message expires more than 10 minutes after its Issued At'],
    ];
    for (const [expirationMs, reason] of cases) {
      const auth = await signedAuth(
        app,
        licensor.wallet,
        { method: 'PATCH', path: companyPath(licensor), body },
        { timestampMs: now, expirationMs },
      );
      const response = await patch(licensor, { ...body, auth });
      expect([response.statusCode, response.json()]).toEqual([401, { error: reason }]);
    }
    expect(await currentPayout(licensor)).toBe(licensor.company.payout_address);
  });

  it('covers the body as sent: key order and spacing do not matter, the values do', async () => {
    const licensor = await createLicensor(app);
    const payout = newWallet().address;
    const body = { name: 'Reordered Studio', payout_address: payout };
    const auth = await payoutAuth(licensor, body);
    const raw = `{ "auth": ${JSON.stringify(auth)},\n  "payout_address": "${payout}", "name": "Reordered Studio" }`;
    const response = await app.inject({
      method: 'PATCH',
      url: companyPath(licensor),
      headers: { ...bearer(licensor.token), origin: ORIGIN, 'content-type': 'application/json' },
      payload: raw,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Reordered Studio', payout_address: payout.toLowerCase() });
  });
});
