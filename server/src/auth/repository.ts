/**
 * The auth domain's SQL (docs/product.md §6 sign-in, §7 sessions): wallets' sign-ins, sign-in nonces, sessions and
 * revoked tokens. The rules around them (a nonce's life, a session's maximum age, what a token needs) are in
 * nonces.ts, sessions.ts and tokens.ts, which call these.
 */
import { anyRow, selectPage, type Database, type Queryable, type RowPage } from '../db/index.js';
import type { PageRequest } from '../http/pagination.js';

/** A sign-in of `wallet`, now (migration 010 tells every copy of the API, for the cached profile). */
export async function recordSignIn(tx: Queryable, wallet: string): Promise<void> {
  await tx.query(
    `INSERT INTO wallets (address, last_login_at) VALUES ($1, now())
     ON CONFLICT (address) DO UPDATE SET last_login_at = now()`,
    [wallet],
  );
}

/** When `wallet` last signed in, or null when it never did. */
export async function lastSignIn(db: Queryable, wallet: string): Promise<Date | null> {
  const result = await db.query<{ last_login_at: Date | null }>(
    'SELECT last_login_at FROM wallets WHERE address = $1',
    [wallet],
  );
  return result.rows[0]?.last_login_at ?? null;
}

// Nonces (nonces.ts holds their rules).

/** Deletes the nonces issued `ttl` ago or earlier (`ttl` is an SQL interval written in nonces.ts, not user input). */
export async function deleteNoncesOlderThan(db: Queryable, ttl: string): Promise<void> {
  await db.query(`DELETE FROM auth_nonces WHERE issued_at <= now() - ${ttl}`);
}

export async function insertNonce(db: Queryable, nonce: string, wallet: string): Promise<void> {
  await db.query('INSERT INTO auth_nonces (nonce, wallet_address) VALUES ($1, $2)', [nonce, wallet]);
}

/** Deletes the nonce issued to `wallet` in one statement; true when there was one, so only one caller spends it. */
export async function deleteNonceOf(db: Queryable, nonce: string, wallet: string): Promise<boolean> {
  const used = await db.query(
    'DELETE FROM auth_nonces WHERE nonce = $1 AND wallet_address = $2 RETURNING nonce',
    [nonce, wallet],
  );
  return used.rowCount === 1;
}

export function nonceExists(db: Queryable, nonce: string): Promise<boolean> {
  return anyRow(db, 'SELECT 1 FROM auth_nonces WHERE nonce = $1', [nonce]);
}

// Sessions (sessions.ts and tokens.ts hold their rules).

/** The SQL of "started less than the maximum age ago"; `$n` is SESSION_MAX_AGE_SECONDS. */
const livesAt = (param: string) => `created_at > now() - make_interval(secs => ${param}::int)`;

export interface SessionRow {
  id: string;
  created_at: Date;
  last_used_at: Date;
  user_agent: string;
  ip: string | null;
}

/** Deletes the sessions older than the maximum age plus a day, dead whatever their state. */
export async function deleteDeadSessions(db: Queryable, maxAgeSeconds: number): Promise<void> {
  await db.query(
    "DELETE FROM sessions WHERE created_at < now() - make_interval(secs => $1::int) - interval '1 day'",
    [maxAgeSeconds],
  );
}

export async function insertSession(
  db: Queryable,
  wallet: string,
  userAgent: string,
  ip: string | null,
): Promise<{ id: string; created_at: Date }> {
  const inserted = await db.query<{ id: string; created_at: Date }>(
    'INSERT INTO sessions (wallet, user_agent, ip) VALUES ($1, $2, $3) RETURNING id, created_at',
    [wallet, userAgent, ip],
  );
  const row = inserted.rows[0];
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** The wallet's live sessions (not ended, not older than the maximum age), most recently used first. */
export function listLiveSessions(
  db: Database,
  wallet: string,
  maxAgeSeconds: number,
  page: PageRequest,
): Promise<RowPage<SessionRow>> {
  const where = `wallet = $1 AND ended_at IS NULL AND ${livesAt('$2')}`;
  return selectPage(
    db,
    {
      count: `SELECT count(*)::int AS count FROM sessions WHERE ${where}`,
      rows: `SELECT id, created_at, last_used_at, user_agent, ip FROM sessions WHERE ${where}
              ORDER BY last_used_at DESC, created_at DESC, id`,
    },
    [wallet, maxAgeSeconds],
    page,
  );
}

/**
 * Ends one live session of the wallet; false when the wallet has no such live session (another wallet's, unknown,
 * already ended or outlived: the caller answers the same 404 for all, so nothing leaks). Its tokens are refused
 * from the commit on, on every copy of the API (the `s:<id>` notification of migration 004).
 */
export async function endSession(
  db: Queryable,
  wallet: string,
  sessionId: string,
  maxAgeSeconds: number,
): Promise<boolean> {
  const ended = await db.query(
    `UPDATE sessions SET ended_at = now()
      WHERE id = $1 AND wallet = $2 AND ended_at IS NULL AND ${livesAt('$3')}`,
    [sessionId, wallet, maxAgeSeconds],
  );
  return ended.rowCount === 1;
}

/** Ends every session of the wallet (logout everywhere). */
export async function endAllSessions(db: Queryable, wallet: string): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = now() WHERE wallet = $1 AND ended_at IS NULL', [wallet]);
}

/** Records a use of a live session; false when it ended meanwhile. */
export async function markSessionUsed(db: Queryable, sessionId: string): Promise<boolean> {
  const touched = await db.query(
    'UPDATE sessions SET last_used_at = now() WHERE id = $1 AND ended_at IS NULL',
    [sessionId],
  );
  return touched.rowCount === 1;
}

/** Records a use of a live session unless one was recorded in the last minute (by any copy of the API). */
export async function markSessionUsedOncePerMinute(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    `UPDATE sessions SET last_used_at = now()
      WHERE id = $1 AND ended_at IS NULL AND last_used_at < now() - interval '1 minute'`,
    [sessionId],
  );
}

// Tokens (tokens.ts holds their rules).

/** Whether the token is revoked, and when its session started if that session is the wallet's and still live. */
export async function tokenState(
  db: Queryable,
  jti: string,
  sessionId: string,
  wallet: string,
): Promise<{ revoked: boolean; startedAt: Date | null }> {
  const found = await db.query<{ revoked: boolean; started_at: Date | null }>(
    `SELECT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $1) AS revoked,
            (SELECT created_at FROM sessions WHERE id = $2 AND wallet = $3 AND ended_at IS NULL) AS started_at`,
    [jti, sessionId, wallet],
  );
  const row = found.rows[0];
  return { revoked: row?.revoked === true, startedAt: row?.started_at ?? null };
}

/**
 * Records the token as revoked; false when it already was. Revocations of tokens that have expired anyway are
 * pruned on the way.
 */
export async function insertRevokedToken(tx: Queryable, jti: string, expiresAt: Date): Promise<boolean> {
  await tx.query("DELETE FROM revoked_tokens WHERE expires_at < now() - interval '1 minute'");
  const inserted = await tx.query(
    'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING RETURNING jti',
    [jti, expiresAt],
  );
  return inserted.rowCount === 1;
}
