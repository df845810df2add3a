/**
 * Sessions (docs/product.md §7): a session is one sign-in and the tokens refreshed from it. This module holds how one
 * starts and how it is shown; its SQL (list, end, end all) is in ./repository.ts. server/src/auth/tokens.ts ties
 * tokens to them (the `sid` claim) and refuses the tokens of a session that ended or outlived
 * SESSION_MAX_AGE_SECONDS.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { deleteDeadSessions, insertSession, type SessionRow } from './repository.js';

/** Where a sign-in came from, shown on /manage so a wallet can tell its devices apart (docs/product.md §9). */
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
  await deleteDeadSessions(db, maxAgeSeconds);
  const row = await insertSession(
    db,
    wallet,
    client.userAgent.slice(0, MAX_USER_AGENT),
    client.ip?.slice(0, MAX_IP) ?? null,
  );
  return { id: row.id, wallet, startedAt: row.created_at };
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

/** POST auth/logout/'s optional body: `{everywhere: true}` ends every session of the wallet. */
export { logoutSchema } from '../../../contract/api/auth.js';
