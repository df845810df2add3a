/** An unsigned JWT-shaped token with the given claims (the SPA never checks signatures; the server does). */
export function makeToken(claims: { exp: number; sub?: string; jti?: string }): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ jti: Math.random().toString(36).slice(2), ...claims })}.c2ln`;
}

/** A token valid for `seconds` more from now. */
export function tokenValidFor(seconds: number, sub = '0x1111111111111111111111111111111111111111'): string {
  return makeToken({ exp: Math.floor(Date.now() / 1000) + seconds, sub });
}

export const walletA = '0x1111111111111111111111111111111111111111';
export const walletB = '0x2222222222222222222222222222222222222222';
