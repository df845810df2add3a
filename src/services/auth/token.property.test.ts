/**
 * Property tests of token validity (docs/product.md §17, docs/security.md): whatever sits in jwt_token or comes back from the API,
 * reading it never throws; a token is valid exactly when it has three parts and a numeric exp later than now.
 */
import fc from 'fast-check';
import { isTokenValid, readTokenClaims, tokenSecondsLeft } from './token';

const base64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

const jwtOf = (payload: unknown, signature = 'c2ln') =>
  `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.${signature}`;

const nowSeconds = 1_800_000_000;

describe('readTokenClaims', () => {
  it('never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const claims = readTokenClaims(value);
        expect(claims === null || Number.isFinite(claims.exp)).toBe(true);
      }),
    );
  });

  it('never throws on JWT-shaped text with any payload, and reads only a numeric exp', () => {
    const payloads = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          exp: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.array(fc.integer())),
          sub: fc.jsonValue({ maxDepth: 1 }),
          iat: fc.jsonValue({ maxDepth: 1 }),
        },
        { requiredKeys: ['exp'] },
      ),
    );
    fc.assert(
      fc.property(payloads, fc.string({ unit: fc.constantFrom(...'AZaz09-_=+/.') }), (payload, signature) => {
        const claims = readTokenClaims(jwtOf(payload, signature));
        const exp = (payload as { exp?: unknown } | null)?.exp;
        const readable =
          typeof payload === 'object' &&
          payload !== null &&
          !Array.isArray(payload) &&
          typeof exp === 'number' &&
          Number.isFinite(exp) &&
          signature !== '' &&
          !signature.includes('.');
        // JSON has no -0: it reads back as 0.
        expect(claims === null ? null : claims.exp).toBe(readable ? (exp as number) + 0 : null);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on tampered base64 and unicode payloads', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        (a, b, c) => {
          expect(() => isTokenValid(`${a}.${b}.${c}`)).not.toThrow();
          expect(() => isTokenValid(`${a}.${base64url(b)}.${c}`)).not.toThrow();
        },
      ),
    );
  });
});

describe('isTokenValid', () => {
  it('is valid exactly while exp is later than now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 4e9 }), fc.integer({ min: 0, max: 4e9 }), (exp, now) => {
        const token = jwtOf({ sub: '0x1111111111111111111111111111111111111111', exp });
        expect(isTokenValid(token, now * 1000)).toBe(exp > now);
        expect(tokenSecondsLeft(token, now * 1000)).toBe(exp - now);
      }),
    );
  });

  it('an exp that is not a finite number is never valid', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constant(null),
          fc.boolean(),
          fc.array(fc.integer()),
          fc.constant('9999999999'),
        ),
        (exp) => expect(isTokenValid(jwtOf({ exp }), nowSeconds * 1000)).toBe(false),
      ),
    );
    // `{"exp":1e400}` parses to Infinity.
    const infinite = `${base64url('{"alg":"HS256"}')}.${base64url('{"exp":1e400}')}.c2ln`;
    expect(isTokenValid(infinite, nowSeconds * 1000)).toBe(false);
  });

  it('a token of over 8 KB is refused whatever it says', () => {
    expect(isTokenValid(jwtOf({ exp: nowSeconds + 60, pad: 'x'.repeat(9000) }), nowSeconds * 1000)).toBe(
      false,
    );
  });
});
