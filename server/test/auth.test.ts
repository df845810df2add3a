import { SignJWT } from 'jose';
import {
  CHAIN_ID,
  ORIGIN,
  bearer,
  createLicensor,
  getNonce,
  newWallet,
  openTestDatabase,
  signIn,
  signInMessage,
  startApp,
  walletConnect,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db, { JWT_SECRET: 'auth-test-secret-auth-test-secret-0123456789' });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function decodeClaims(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('GET /api/auth/nonce/', () => {
  it('issues a fresh nonce per request', async () => {
    const wallet = newWallet();
    const first = await getNonce(app, wallet.address);
    const second = await getNonce(app, wallet.address);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('needs a well-formed wallet_address and nothing else', async () => {
    for (const url of [
      '/api/auth/nonce/',
      '/api/auth/nonce/?wallet_address=0x123',
      `/api/auth/nonce/?wallet_address=${newWallet().address}&extra=1`,
      `/api/auth/nonce/?wallet_address=${newWallet().address}&wallet_address=${newWallet().address}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    }
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/auth/nonce/?wallet_address=${newWallet().address}&extra=1`,
    });
    expect(unknown.json()).toMatchObject({
      error: expect.stringContaining('extra'),
      fields: { extra: 'Unknown field' },
    });
  });
});

describe('POST /api/auth/wallet-connect/ and /api/auth/login/', () => {
  it('signs in with a nonce-bound message and answers a JWT with sub, jti, iat and exp', async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const response = await walletConnect(app, {
      wallet_address: wallet.address,
      signature: await wallet.signMessage(message),
      message,
    });
    expect(response.statusCode).toBe(200);
    const { token, message: text } = response.json<{ token: string; message: string }>();
    expect(text).toEqual(expect.any(String));
    const claims = decodeClaims(token);
    expect(claims).toMatchObject({ sub: wallet.address.toLowerCase(), jti: expect.any(String) });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as {
      alg: string;
    };
    expect(header.alg).toBe('HS256');
  });

  it('accepts a lowercase wallet_address and a checksummed Wallet line (case-insensitive match)', async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const response = await walletConnect(app, {
      wallet_address: wallet.address.toLowerCase(),
      signature: await wallet.signMessage(message),
      message,
    });
    expect(response.statusCode).toBe(200);
  });

  it('login is the same handler', async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const response = await walletConnect(
      app,
      { wallet_address: wallet.address, signature: await wallet.signMessage(message), message },
      '/api/auth/login/',
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a replayed nonce', async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const payload = { wallet_address: wallet.address, signature: await wallet.signMessage(message), message };
    expect((await walletConnect(app, payload)).statusCode).toBe(200);
    const replay = await walletConnect(app, payload);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: expect.stringContaining('already used') });
  });

  it('deletes a nonce once used, and purges nonces 10 minutes old', async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const nonce = /^Nonce: (\w+)$/m.exec(message)?.[1] ?? '';
    const stored = () => database.db.query('SELECT 1 FROM auth_nonces WHERE nonce = $1', [nonce]);
    expect((await stored()).rowCount).toBe(1);
    const response = await walletConnect(app, {
      wallet_address: wallet.address,
      signature: await wallet.signMessage(message),
      message,
    });
    expect(response.statusCode).toBe(200);
    expect((await stored()).rowCount).toBe(0);

    const old = await getNonce(app, wallet.address);
    await database.db.query(
      "UPDATE auth_nonces SET issued_at = now() - interval '10 minutes' WHERE nonce = $1",
      [old],
    );
    // The next nonce issued (anyone's) sweeps it away.
    await getNonce(app, newWallet().address);
    expect((await database.db.query('SELECT 1 FROM auth_nonces WHERE nonce = $1', [old])).rowCount).toBe(0);
  });

  it('refuses a nonce issued to another wallet, an unknown nonce and an expired nonce', async () => {
    const wallet = newWallet();
    const other = newWallet();
    const foreignNonce = await getNonce(app, other.address);
    const cases: [string, string][] = [
      [await signInMessage(app, wallet, { nonce: foreignNonce }), 'another wallet'],
      [await signInMessage(app, wallet, { nonce: 'ffffffffffffffffffffffffffffffff' }), 'unknown'],
    ];
    const oldNonce = await getNonce(app, wallet.address);
    await database.db.query(
      "UPDATE auth_nonces SET issued_at = now() - interval '11 minutes' WHERE nonce = $1",
      [oldNonce],
    );
    cases.push([await signInMessage(app, wallet, { nonce: oldNonce }), 'expired']);
    cases.push([await signInMessage(app, wallet, { nonce: 'short' }), 'not an EIP-4361 message']);
    for (const [message, reason] of cases) {
      const response = await walletConnect(app, {
        wallet_address: wallet.address,
        signature: await wallet.signMessage(message),
        message,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: string }>().error).toContain(reason);
    }
  });

  it('refuses an Issued At more than 5 minutes old or ahead', async () => {
    const wallet = newWallet();
    for (const [offset, reason] of [
      [-6 * 60_000, 'The message was issued more than 5 minutes ago'],
      [6 * 60_000, 'The message was issued more than 5 minutes in the future'],
    ] as const) {
      const message = await signInMessage(app, wallet, { timestampMs: Date.now() + offset });
      const response = await walletConnect(app, {
        wallet_address: wallet.address,
        signature: await wallet.signMessage(message),
        message,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: reason });
    }
    // Inside the window either way is fine.
    const message = await signInMessage(app, wallet, { timestampMs: Date.now() - 4 * 60_000 });
    const ok = await walletConnect(app, {
      wallet_address: wallet.address,
      signature: await wallet.signMessage(message),
      message,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a message signed by another wallet, and one naming another wallet', async () => {
    const wallet = newWallet();
    const attacker = newWallet();
    const message = await signInMessage(app, wallet);
    const forged = await walletConnect(app, {
      wallet_address: wallet.address,
      signature: await attacker.signMessage(message),
      message,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'The signature does not match the wallet' });

    const mismatch = await walletConnect(app, {
      wallet_address: attacker.address,
      signature: await attacker.signMessage(message),
      message,
    });
    expect(mismatch.statusCode).toBe(401);
  });

  it('does not burn the nonce on a bad signature', async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const bad = await walletConnect(app, {
      wallet_address: wallet.address,
      signature: await newWallet().signMessage(message),
      message,
    });
    expect(bad.statusCode).toBe(401);
    const good = await walletConnect(app, {
      wallet_address: wallet.address,
      signature: await wallet.signMessage(message),
      message,
    });
    expect(good.statusCode).toBe(200);
  });

  it('refuses a message whose domain is not the host of the request’s Origin (phishing)', async () => {
    const wallet = newWallet();
    // Signed on a phishing page that wrote its own host: the wallet showed evil.example.
    const phished = await signInMessage(app, wallet, { domain: 'evil.example', uri: 'https://evil.example' });
    const fromUs = await walletConnect(app, {
      wallet_address: wallet.address,
      signature: await wallet.signMessage(phished),
      message: phished,
    });
    expect(fromUs.statusCode).toBe(401);
    expect(fromUs.json()).toEqual({
      error: "The message's domain evil.example is not this site (localhost:3000)",
    });

    // A phishing page that wrote our domain into the message and relays it from its own origin (or from a script
    // without one): the request's Origin is not allowed.
    const relayed = await signInMessage(app, wallet);
    const payload = {
      wallet_address: wallet.address,
      signature: await wallet.signMessage(relayed),
      message: relayed,
    };
    const fromEvil = await walletConnect(app, payload, undefined, { origin: 'https://evil.example' });
    expect(fromEvil.statusCode).toBe(401);
    expect(fromEvil.json()).toEqual({ error: 'The origin https://evil.example is not allowed' });
    const withoutOrigin = await walletConnect(app, payload, undefined, {});
    expect(withoutOrigin.statusCode).toBe(401);
    expect(withoutOrigin.json()).toEqual({ error: 'The request has no Origin header' });

    // Another allowed origin than the one in the message.
    const elsewhere = await walletConnect(app, payload, undefined, { origin: 'http://127.0.0.1:3000' });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json<{ error: string }>().error).toContain('domain localhost:3000 is not this site');
    // The nonce survived every refusal.
    expect((await walletConnect(app, payload)).statusCode).toBe(200);
  });

  it('refuses a URI that is not the origin, another chain, another statement, resources, an expired message', async () => {
    const wallet = newWallet();
    const now = Date.now();
    const cases: [Parameters<typeof signInMessage>[2], string][] = [
      [
        { uri: 'https://evil.example' },
        "The message's URI https://evil.example is not this site's origin (http://localhost:3000)",
      ],
      [{ uri: `${ORIGIN}/auth` }, "The message's URI http://localhost:3000/auth is not this site's origin"],
      [{ chainId: 1 }, `The message is for chain 1, not chain ${CHAIN_ID}`],
      [{ statement: 'Welcome to OVERDIVE!' }, "The message's statement must be: Welcome to OVERDIVE!"],
      [{ resources: ['https://localhost:3000/'] }, 'A sign-in message lists no resources'],
      [{ timestampMs: now - 4 * 60_000, expirationMs: now - 60_000 }, 'The message has expired'],
      [{ timestampMs: now - 60_000, expirationMs: now - 1 }, 'The message has expired'],
    ];
    for (const [parts, reason] of cases) {
      const message = await signInMessage(app, wallet, parts);
      const response = await walletConnect(app, {
        wallet_address: wallet.address,
        signature: await wallet.signMessage(message),
        message,
      });
      expect([response.statusCode, response.json<{ error: string }>().error]).toEqual([
        401,
        expect.stringContaining(reason),
      ]);
    }
  });

  it('requires an Expiration Time no later than Issued At + 10 minutes (docs/product.md §6)', async () => {
    const wallet = newWallet();
    const now = Date.now();
    const cases: [Parameters<typeof signInMessage>[2], string][] = [
      [{ expirationMs: null }, 'The message has no Expiration Time'],
      [
        { timestampMs: now, expirationMs: now + 10 * 60_000 + 1000 },
        'The message expires more than 10 minutes after its Issued At',
      ],
      [
        { timestampMs: now, expirationMs: now + 365 * 24 * 3600_000 },
        'The message expires more than 10 minutes after its Issued At',
      ],
    ];
    for (const [parts, reason] of cases) {
      const message = await signInMessage(app, wallet, parts);
      const response = await walletConnect(app, {
        wallet_address: wallet.address,
        signature: await wallet.signMessage(message),
        message,
      });
      expect([response.statusCode, response.json<{ error: string }>().error]).toEqual([401, reason]);
    }
    // Exactly 10 minutes, as the SPA writes it, and anything sooner are accepted.
    for (const expirationMs of [now + 10 * 60_000, now + 60_000]) {
      const message = await signInMessage(app, wallet, { timestampMs: now, expirationMs });
      const response = await walletConnect(app, {
        wallet_address: wallet.address,
        signature: await wallet.signMessage(message),
        message,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses malformed messages with the reason', async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const cases: [string, string][] = [
      [message.replace(/\n/g, '\r\n'), 'The message is not an EIP-4361 message'],
      [`${message}\nExtra: line`, 'The message is not an EIP-4361 message'],
      [message.replace(/Issued At: .*/, 'Issued At: soon'), 'issued-at'],
      [message.replace('Version: 1', 'Version: 2'), 'version'],
      [message.replace(wallet.address, wallet.address.toLowerCase()), 'EIP-55'],
      ['Welcome to OVERDIVE!\nWallet: x', 'The message is not an EIP-4361 message'],
    ];
    for (const [tampered, reason] of cases) {
      const response = await walletConnect(app, {
        wallet_address: wallet.address,
        signature: await wallet.signMessage(tampered),
        message: tampered,
      });
      expect([response.statusCode, response.json<{ error: string }>().error]).toEqual([
        401,
        expect.stringContaining(reason),
      ]);
    }
  });

  it('validates the payload: missing fields, wrong types, unknown fields, bad signatures', async () => {
    const wallet = newWallet();
    const message = await signInMessage(app, wallet);
    const signature = await wallet.signMessage(message);
    const cases: [unknown, string][] = [
      [{}, 'wallet_address'],
      [{ wallet_address: wallet.address, message }, 'signature'],
      [{ wallet_address: 42, signature, message }, 'wallet_address'],
      [{ wallet_address: wallet.address, signature: 'not-hex', message }, 'signature'],
      [{ wallet_address: wallet.address, signature, message: ['x'] }, 'message'],
      [{ wallet_address: wallet.address, signature, message, admin: true }, 'admin'],
    ];
    for (const [payload, field] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/wallet-connect/',
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty([field]);
    }
    const garbageSignature = await walletConnect(app, {
      wallet_address: wallet.address,
      signature: `0x${'11'.repeat(65)}`,
      message,
    });
    expect(garbageSignature.statusCode).toBe(401);
    const notAnObject = await app.inject({
      method: 'POST',
      url: '/api/auth/wallet-connect/',
      headers: { 'content-type': 'application/json' },
      payload: '["a"]',
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toEqual({ error: 'Request body must be a JSON object' });
  });
});

describe('tokens', () => {
  it('refresh answers a new token and revokes the old one', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh/', headers: bearer(token) });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<{ token: string }>().token;
    expect(next).not.toBe(token);
    expect(decodeClaims(next).jti).not.toBe(decodeClaims(token).jti);

    const again = await app.inject({ method: 'POST', url: '/api/auth/refresh/', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'Token revoked' });
    const profile = await app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(token) });
    expect(profile.statusCode).toBe(401);
    const withNew = await app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(next) });
    expect(withNew.statusCode).toBe(200);
  });

  it('two refreshes racing with one token: exactly one wins', async () => {
    const token = await signIn(app, newWallet());
    const answers = await Promise.all(
      [1, 2].map(() => app.inject({ method: 'POST', url: '/api/auth/refresh/', headers: bearer(token) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('logout revokes the token and answers 204', async () => {
    const token = await signIn(app, newWallet());
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const after = await app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Token revoked' });
    const refresh = await app.inject({ method: 'POST', url: '/api/auth/refresh/', headers: bearer(token) });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses missing, malformed, tampered, foreign-secret, unsigned and expired tokens', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const [header = '', , signature = ''] = token.split('.');
    const claims = decodeClaims(token);
    const otherWallet = Buffer.from(
      JSON.stringify({ ...claims, sub: newWallet().address.toLowerCase() }),
    ).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const key = new TextEncoder().encode('auth-test-secret-auth-test-secret-0123456789');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(wallet.address.toLowerCase())
      .setJti(crypto.randomUUID())
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key);
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(wallet.address.toLowerCase())
      .setJti(crypto.randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    const cases: [Record<string, string>, string][] = [
      [{}, 'Authentication required'],
      [{ authorization: 'Basic dXNlcjpwYXNz' }, 'Invalid token'],
      [{ authorization: 'Bearer not-a-jwt' }, 'Invalid token'],
      [{ authorization: `Bearer ${header}.${otherWallet}.${signature}` }, 'Invalid token'],
      [{ authorization: `Bearer ${token.slice(0, -2)}xx` }, 'Invalid token'],
      [{ authorization: `Bearer ${foreign}` }, 'Invalid token'],
      [{ authorization: `Bearer ${unsigned}` }, 'Invalid token'],
      [{ authorization: `Bearer ${expired}` }, 'Token expired'],
    ];
    for (const [headers, error] of cases) {
      for (const [method, url] of [
        ['GET', '/api/auth/profile/'],
        ['POST', '/api/auth/refresh/'],
        ['POST', '/api/auth/logout/'],
      ] as const) {
        const response = await app.inject({ method, url, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error });
        expect(response.headers['www-authenticate']).toContain('Bearer');
      }
    }
  });
});

describe('GET /api/auth/profile/', () => {
  it('answers the wallet, its company (or null) and the last login', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const before = await app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(token) });
    expect(before.json()).toEqual({
      wallet_address: wallet.address.toLowerCase(),
      company: null,
      last_login: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const licensor = await createLicensor(app, { name: 'Profile Studio' });
    const after = await app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(licensor.token),
    });
    expect(after.json()).toMatchObject({
      wallet_address: licensor.wallet.address.toLowerCase(),
      company: { id: licensor.company.id, name: 'Profile Studio' },
    });
  });
});

describe('rate limit on the auth endpoints', () => {
  it('answers 429 with an error body after AUTH_RATE_LIMIT calls a minute, per route', async () => {
    const limited = await startApp(database.db, { AUTH_RATE_LIMIT: '3' });
    try {
      const address = newWallet().address;
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push(
          (await limited.inject({ method: 'GET', url: `/api/auth/nonce/?wallet_address=${address}` }))
            .statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const blocked = await limited.inject({
        method: 'GET',
        url: `/api/auth/nonce/?wallet_address=${address}`,
      });
      expect(blocked.json()).toEqual({ error: expect.stringMatching(/^Too many requests; retry in \d+ s$/) });
      expect(blocked.headers['retry-after']).toBeDefined();
      // Another auth route has its own budget.
      const other = await limited.inject({ method: 'POST', url: '/api/auth/wallet-connect/', payload: {} });
      expect(other.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
