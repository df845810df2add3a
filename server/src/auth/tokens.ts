import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { ReadCache } from '../cache/readCache.js';
import type { Database, Queryable } from '../db/index.js';
import { unauthorized } from '../http/errors.js';
import { isUuid } from '../http/validation.js';

/** What a verified bearer token says: the wallet (`sub`, lowercase) and the token's id and expiry. */
export interface Session {
  wallet: string;
  jti: string;
  expiresAt: Date;
}

const ADDRESS = /^0x[0-9a-f]{40}$/;

/** Tokens whose signature was checked, by token: a token's claims never change, only the clock and revocations. */
const MAX_VERIFIED = 20_000;

interface VerifiedClaims {
  wallet: string;
  jti: string;
  exp: number;
}

/**
 * JWTs of PRODUCT.md §7: HS256 with `sub` (lowercase address), `jti`, `iat`, `exp`. Verification is by signature,
 * so any copy of the server accepts any copy's tokens; only revocations (logout, refresh) live in the database.
 * With the read cache on (server/src/cache), a token's checked claims are kept, its expiry is checked against the
 * clock on every use, and its revocation check is a cached read that a NOTIFY `r:<jti>` (or a write in this
 * process) ends.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, VerifiedClaims>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly db: Database,
    /** Revocation checks answered without the database while no revocation arrived (server/src/cache). */
    private readonly reads: ReadCache = new ReadCache(false),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(wallet: string): Promise<{ token: string; session: Session }> {
    const jti = randomUUID();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(wallet)
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, session: { wallet, jti, expiresAt: new Date(expiresAt * 1000) } };
  }

  /** Throws a 401 ApiError for a missing, malformed, tampered, expired or revoked token. */
  async verify(token: string): Promise<Session> {
    let claims = this.reads.enabled ? this.verified.get(token) : undefined;
    if (claims === undefined) claims = await this.verifySignature(token);
    // As jose does (no clock tolerance): a token is expired from its `exp` second on.
    else if (claims.exp <= Math.floor(Date.now() / 1000)) throw unauthorized('Token expired');
    const { jti } = claims;
    const revoked = await this.reads.read('revoked', jti, [`r:${jti}`], async () => {
      const found = await this.db.query('SELECT 1 FROM revoked_tokens WHERE jti = $1', [jti]);
      return found.rowCount > 0;
    });
    if (revoked) throw unauthorized('Token revoked');
    return { wallet: claims.wallet, jti, expiresAt: new Date(claims.exp * 1000) };
  }

  private async verifySignature(token: string): Promise<VerifiedClaims> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'jti', 'exp'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('Token expired');
      throw unauthorized('Invalid token');
    }
    const { sub, jti, exp } = payload;
    if (
      typeof sub !== 'string' ||
      !ADDRESS.test(sub) ||
      typeof jti !== 'string' ||
      !isUuid(jti) ||
      exp === undefined
    ) {
      throw unauthorized('Invalid token');
    }
    const claims = { wallet: sub, jti, exp };
    if (this.reads.enabled) {
      if (this.verified.size >= MAX_VERIFIED)
        this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, claims);
    }
    return claims;
  }

  /**
   * Revokes a token; false when it was already revoked (a second refresh or logout with the same token racing this
   * one). Revocations of tokens that have expired anyway are pruned on the way.
   */
  async revoke(tx: Queryable, session: Session): Promise<boolean> {
    await tx.query("DELETE FROM revoked_tokens WHERE expires_at < now() - interval '1 minute'");
    const inserted = await tx.query(
      'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING RETURNING jti',
      [session.jti, session.expiresAt],
    );
    return inserted.rowCount === 1;
  }
}
