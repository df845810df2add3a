// Token validity (docs/product.md §17): three dot-separated parts and an `exp` (seconds) later than now. Only the
// payload is read here; the signature is the server's business.

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export interface TokenClaims {
  sub?: string;
  exp: number;
  iat?: number;
  jti?: string;
}

/** The token's claims when it is shaped like a JWT with a numeric `exp`, else null. */
export function readTokenClaims(token: unknown): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 8192) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) return null;
  const json = decodeBase64Url(parts[1] ?? '');
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const { sub, iat, jti } = payload as { sub?: unknown; iat?: unknown; jti?: unknown };
  return {
    exp,
    ...(typeof sub === 'string' ? { sub } : {}),
    ...(typeof iat === 'number' ? { iat } : {}),
    ...(typeof jti === 'string' ? { jti } : {}),
  };
}

/** Seconds of validity left (negative once expired), or null for a malformed token. */
export function tokenSecondsLeft(token: unknown, nowMs: number = Date.now()): number | null {
  const claims = readTokenClaims(token);
  return claims ? claims.exp - nowMs / 1000 : null;
}

export function isTokenValid(token: unknown, nowMs: number = Date.now()): token is string {
  const left = tokenSecondsLeft(token, nowMs);
  return left !== null && left > 0;
}
