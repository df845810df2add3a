import { isTokenValid, readTokenClaims, tokenSecondsLeft } from './token';

function jwt(
  payload: unknown,
  { header = { alg: 'HS256', typ: 'JWT' }, signature = 'c2lnbmF0dXJl' } = {},
): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode(header)}.${encode(payload)}.${signature}`;
}

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const nowSeconds = now / 1000;

describe('token validity (docs/product.md §17)', () => {
  it('accepts three parts with exp later than now, in seconds', () => {
    expect(isTokenValid(jwt({ sub: '0xabc', exp: nowSeconds + 60 }), now)).toBe(true);
    expect(tokenSecondsLeft(jwt({ exp: nowSeconds + 60 }), now)).toBe(60);
  });

  it('rejects a token whose exp is now or earlier', () => {
    expect(isTokenValid(jwt({ exp: nowSeconds }), now)).toBe(false);
    expect(isTokenValid(jwt({ exp: nowSeconds - 1 }), now)).toBe(false);
  });

  it('treats exp as seconds, so a millisecond exp is far in the future and a tiny one long past', () => {
    expect(isTokenValid(jwt({ exp: 1_000 }), now)).toBe(false);
    expect(isTokenValid(jwt({ exp: now + 60_000 }), now)).toBe(true);
  });

  it.each([
    ['two parts', 'aaa.bbb'],
    ['four parts', 'a.b.c.d'],
    ['an empty part', `${jwt({ exp: nowSeconds + 60 }).split('.')[0]}..sig`],
    ['garbage', 'not a token'],
    ['the empty string', ''],
    ['payload that is not base64url', 'eyJhbGciOiJIUzI1NiJ9.%%%.sig'],
    ['payload that is not JSON', `eyJhbGciOiJIUzI1NiJ9.${btoa('not json')}.sig`],
  ])('rejects %s', (_name, token) => {
    expect(isTokenValid(token, now)).toBe(false);
    expect(readTokenClaims(token)).toBeNull();
  });

  it('rejects a payload without a numeric exp', () => {
    expect(isTokenValid(jwt({ sub: '0xabc' }), now)).toBe(false);
    expect(isTokenValid(jwt({ exp: String(nowSeconds + 60) }), now)).toBe(false);
    expect(isTokenValid(jwt([1, 2, 3]), now)).toBe(false);
    expect(isTokenValid(jwt(null), now)).toBe(false);
  });

  it('rejects values that are not strings and absurdly long strings', () => {
    expect(isTokenValid(undefined, now)).toBe(false);
    expect(isTokenValid(42, now)).toBe(false);
    expect(isTokenValid(`${jwt({ exp: nowSeconds + 60 })}${'x'.repeat(9000)}`, now)).toBe(false);
  });

  it('reads sub, iat and jti when present', () => {
    expect(readTokenClaims(jwt({ sub: '0xabc', iat: 1, jti: 'j', exp: 2 }))).toEqual({
      sub: '0xabc',
      iat: 1,
      jti: 'j',
      exp: 2,
    });
  });
});
