/**
 * Sessions (PRODUCT.md §7): a session is one sign-in and the tokens refreshed from it. This module holds their
 * rows; server/src/auth/tokens.ts ties tokens to them (the `sid` claim) and refuses the tokens of a session that
 * ended or outlived SESSION_MAX_AGE_SECONDS.
 */
import type { FastifyRequest } from 'fastify';
import { selectPage, type Database, type Queryable, type RowPage } from '../db/index.js';
import type { PageRequest } from '../http/pagination.js';

/** Where a sign-in came from, shown on /manage so a wallet can tell its devices apart (PRODUCT.md §9). */
export interface SignInClient {
  /** The sign-in request's User-Agent header ('' when none was sent). */
  userAgent: string;
  /** The client address as Fastify sees it (TRUST_PROXY decides whose X-Forwarded-For counts). */
  ip: string | null;
}

/** The sign-in request's client, as its session records it. */
export function signInClient(request: FastifyRequest): SignInClient {
  const userAgent = request.headers['user-agent'];
  return { userAgent: typeof userAgent === 'string' ? userAgent : '', ip: request.ip || null };
}

/** Long enough for any browser's User-Agent; a longer header is cut, never refused. */
const MAX_USER_AGENT = 512;
const MAX_IP = 64;

/** What a new session starts with: its id (the tokens' `sid`) and start (the limit of their `exp`). */
export interface SessionStart {
  id: string;
  wallet: string;
  startedAt: Date;
}

/** The SQL of "started less than the maximum age ago"; `$n` is SESSION_MAX_AGE_SECONDS. */
const livesAt = (param: string) => `created_at > now() - make_interval(secs => ${param}::int)`;

/**
 * Opens a session for a wallet that just signed in. Sessions older than the maximum age (plus a day, so a copy of
 * the API with a shorter setting cannot cut another's short) are dead whatever their state, and go on the way.
 */
export async function startSession(
  db: Queryable,
  wallet: string,
  client: SignInClient,
  maxAgeSeconds: number,
): Promise<SessionStart> {
  await db.query(
    "DELETE FROM sessions WHERE created_at < now() - make_interval(secs => $1::int) - interval '1 day'",
    [maxAgeSeconds],
  );
  const inserted = await db.query<{ id: string; created_at: Date }>(
    'INSERT INTO sessions (wallet, user_agent, ip) VALUES ($1, $2, $3) RETURNING id, created_at',
    [wallet, client.userAgent.slice(0, MAX_USER_AGENT), client.ip?.slice(0, MAX_IP) ?? null],
  );
  const row = inserted.rows[0];
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { id: row.id, wallet, startedAt: row.created_at };
}

interface SessionRow {
  id: string;
  created_at: Date;
  last_used_at: Date;
  user_agent: string;
  ip: string | null;
}

/** A session as GET auth/sessions/ lists it; `current` is the caller's own (the token's `sid`). */
export function sessionJson(row: SessionRow, currentSessionId: string) {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at.toISOString(),
    user_agent: row.user_agent,
    ip: row.ip,
    current: row.id === currentSessionId,
  };
}

/** The wallet's live sessions (not ended, not older than the maximum age), most recently used first. */
export async function listLiveSessions(
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

/** POST auth/logout/'s optional body: `{everywhere: true}` ends every session of the wallet. */
export { logoutSchema } from '../../../contract/api/auth.js';
