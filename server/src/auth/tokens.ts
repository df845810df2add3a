import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { ReadCache } from '../cache/readCache.js';
import type { Database, Queryable } from '../db/index.js';
import { unauthorized } from '../http/errors.js';
import { isUuid } from '../http/validation.js';
import {
  insertRevokedToken,
  markSessionUsed,
  markSessionUsedOncePerMinute,
  tokenState,
} from './repository.js';
import { startSession, type SessionStart, type SignInClient } from './sessions.js';

/** What a verified bearer token says: the wallet (`sub`, lowercase), its session, and the token's id and expiry. */
export interface Session {
  wallet: string;
  /** The session (one sign-in and the tokens refreshed from it, docs/product.md §7): the `sid` claim. */
  sessionId: string;
  /** The session's sign-in: no token of it lives past this plus SESSION_MAX_AGE_SECONDS. */
  startedAt: Date;
  jti: string;
  expiresAt: Date;
}

export interface TokenSettings {
  secret: string;
  /** TOKEN_TTL_SECONDS: a token's own lifetime, cut short by its session's end. */
  ttlSeconds: number;
  /** SESSION_MAX_AGE_SECONDS: no refresh carries a session past it. */
  sessionMaxAgeSeconds: number;
}

const ADDRESS = /^0x[0-9a-f]{40}$/;

/** Tokens whose signature was checked, by token: a token's claims never change, only the clock and revocations. */
const MAX_VERIFIED = 20_000;

/**
 * last_used_at is written on refresh and at most once a minute per session otherwise, never on every request
 * (docs/api.md): a busy tab costs one UPDATE a minute, and the sessions list is still right to the minute.
 */
const TOUCH_INTERVAL_MS = 60_000;
const MAX_TOUCHED = 20_000;

/** Sets a key of a bounded map, as its newest entry; the oldest goes when it is full. */
function remember<T>(map: Map<string, T>, limit: number, key: string, value: T): void {
  map.delete(key);
  if (map.size >= limit) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

interface VerifiedClaims {
  wallet: string;
  sessionId: string;
  jti: string;
  exp: number;
}

/**
 * How long a copy may answer a token's check from memory without having heard of a change: notifications never
 * arrive behind a PgBouncer in transaction pooling mode, yet a session ended on one copy must be refused on every
 * copy within this bound (docs/api.md, Read cache).
 */
export const TOKEN_STATE_MAX_AGE_MS = 30_000;

/** What the database says of a token: revoked, and its session's start, null once ended (or gone). */
interface TokenState {
  revoked: boolean;
  startedAtMs: number | null;
}

/**
 * JWTs of docs/product.md §7: HS256 with `sub` (lowercase address), `sid` (session), `jti`, `iat`, `exp`. Verification
 * is by signature, so any copy of the server accepts any copy's tokens; revocations (logout, refresh) and sessions
 * live in the database. Each use checks, in one read, that the token is not revoked and that its session has not
 * ended; with the read cache on (server/src/cache), a token's checked claims are kept, its expiry and its
 * session's age are checked against the clock on every use, and that read is cached until a NOTIFY `r:<jti>` or
 * `s:<sid>` (or a write in this process) ends it, so ending a session on one copy refuses its tokens on all; and
 * never longer than TOKEN_STATE_MAX_AGE_MS, for copies that do not hear notifications.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, VerifiedClaims>();
  /** When this process last wrote each session's last_used_at (ms since the epoch), oldest first. */
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly settings: TokenSettings,
    private readonly db: Database,
    /** Token checks answered without the database while no revocation or session change arrived (server/src/cache). */
    private readonly reads: ReadCache = new ReadCache(false),
  ) {
    this.key = new TextEncoder().encode(settings.secret);
  }

  /** Sign-in: a new session for the wallet, and its first token. */
  async signIn(wallet: string, client: SignInClient): Promise<{ token: string; session: Session }> {
    const started = await startSession(this.db, wallet, client, this.settings.sessionMaxAgeSeconds);
    return this.issue(started);
  }

  /**
   * A still valid token buys the next token of its session; the old one is revoked so it cannot be refreshed twice.
   * 401 once the session is SESSION_MAX_AGE_SECONDS old, or when it ended meanwhile. The refresh records a use.
   */
  async refresh(session: Session): Promise<{ token: string; session: Session }> {
    if (this.outlived(session.startedAt.getTime())) throw unauthorized('Session expired');
    await this.db.transaction(async (tx) => {
      if (!(await this.revoke(tx, session))) throw unauthorized('Token revoked');
      // Ended between this token's check and now: the revocation above is rolled back with the rest.
      if (!(await markSessionUsed(tx, session.sessionId))) throw unauthorized('Session ended');
    });
    return this.issue({ id: session.sessionId, wallet: session.wallet, startedAt: session.startedAt });
  }

  /** A token of the session, whose `exp` is the token's TTL from now or the session's end, whichever comes first. */
  private async issue(started: SessionStart): Promise<{ token: string; session: Session }> {
    const jti = randomUUID();
    const issuedAt = Math.floor(Date.now() / 1000);
    const sessionEnd = Math.floor(started.startedAt.getTime() / 1000) + this.settings.sessionMaxAgeSeconds;
    const expiresAt = Math.min(issuedAt + this.settings.ttlSeconds, sessionEnd);
    if (expiresAt <= issuedAt) throw unauthorized('Session expired');
    const token = await new SignJWT({ sid: started.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(started.wallet)
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    remember(this.touched, MAX_TOUCHED, started.id, Date.now());
    return {
      token,
      session: {
        wallet: started.wallet,
        sessionId: started.id,
        startedAt: started.startedAt,
        jti,
        expiresAt: new Date(expiresAt * 1000),
      },
    };
  }

  /** Throws a 401 ApiError for a missing, malformed, tampered, expired or revoked token, or one of an ended session. */
  async verify(token: string): Promise<Session> {
    let claims = this.reads.enabled ? this.verified.get(token) : undefined;
    if (claims === undefined) claims = await this.verifySignature(token);
    // As jose does (no clock tolerance): a token is expired from its `exp` second on.
    else if (claims.exp <= Math.floor(Date.now() / 1000)) throw unauthorized('Token expired');
    const { jti, sessionId, wallet } = claims;
    const state = await this.reads.read<TokenState>(
      'token',
      jti,
      [`r:${jti}`, `s:${sessionId}`],
      async (until) => {
        until(Date.now() + TOKEN_STATE_MAX_AGE_MS);
        const found = await tokenState(this.db, jti, sessionId, wallet);
        return { revoked: found.revoked, startedAtMs: found.startedAt?.getTime() ?? null };
      },
    );
    if (state.revoked) throw unauthorized('Token revoked');
    if (state.startedAtMs === null) throw unauthorized('Session ended');
    // Only if SESSION_MAX_AGE_SECONDS was lowered since the token was issued: its `exp` already ends it otherwise.
    if (this.outlived(state.startedAtMs)) throw unauthorized('Session expired');
    await this.touch(sessionId);
    return {
      wallet,
      sessionId,
      startedAt: new Date(state.startedAtMs),
      jti,
      expiresAt: new Date(claims.exp * 1000),
    };
  }

  private outlived(startedAtMs: number): boolean {
    return Date.now() >= startedAtMs + this.settings.sessionMaxAgeSeconds * 1000;
  }

  /** Records a use of the session, at most once a minute from this process (and, by the WHERE, from all copies). */
  private async touch(sessionId: string): Promise<void> {
    const now = Date.now();
    const last = this.touched.get(sessionId);
    if (last !== undefined && now - last < TOUCH_INTERVAL_MS) return;
    remember(this.touched, MAX_TOUCHED, sessionId, now);
    await markSessionUsedOncePerMinute(this.db, sessionId);
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
    const { sub, jti, exp, sid } = payload;
    // A token without `sid` was issued before sessions existed (docs/api.md): signing in again replaces it.
    if (
      typeof sub !== 'string' ||
      !ADDRESS.test(sub) ||
      typeof jti !== 'string' ||
      !isUuid(jti) ||
      typeof sid !== 'string' ||
      !isUuid(sid) ||
      exp === undefined
    ) {
      throw unauthorized('Invalid token');
    }
    const claims = { wallet: sub, sessionId: sid.toLowerCase(), jti, exp };
    if (this.reads.enabled) remember(this.verified, MAX_VERIFIED, token, claims);
    return claims;
  }

  /**
   * Revokes a token; false when it was already revoked (a second refresh or logout with the same token racing this
   * one). Revocations of tokens that have expired anyway are pruned on the way.
   */
  revoke(tx: Queryable, session: Session): Promise<boolean> {
    return insertRevokedToken(tx, session.jti, session.expiresAt);
  }
}
