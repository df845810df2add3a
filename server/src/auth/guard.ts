import type { FastifyRequest } from 'fastify';
import { apiKeyOfHeader } from '../apiKeys/apiKeys.js';
import type { AppContext } from '../context.js';
import { unauthorized } from '../http/errors.js';
import type { Session } from './tokens.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/**
 * The session of a bearer-authenticated call (docs/product.md §7: owner checks come from the JWT `sub`, never from the
 * body). Handlers call this first, so an anonymous request learns nothing about its body or the data. An API key is
 * no session's token: it answers 401 `Invalid token` here, as any other bearer that is not one (docs/product.md
 * §12.2: a key never acts for sessions, signed calls, keys or webhooks).
 */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') throw unauthorized('Authentication required');
  const match = header.length <= 4096 ? BEARER.exec(header) : null;
  if (match?.[1] === undefined) throw unauthorized('Invalid token');
  return ctx.tokens.verify(match[1]);
}

/** Who a call acts for: the signed-in wallet, or the company's wallet for a call made with its API key. */
export interface Caller {
  wallet: string;
  /** The key the call was made with; null for a session. */
  apiKeyId: string | null;
}

/**
 * The caller of a route that serves a company's data: a session, or on a route that declares an API key scope
 * (http/routeSchemas.ts `bearerOrApiKey`) a key of the company holding that scope (docs/product.md §12.2). A key
 * acts as its company's wallet, so the company is found as for a session and another company's records are the
 * same 404. On a route that declares no scope a key is refused like any token that is not a session's.
 */
export async function requireCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const scope = request.routeOptions.config.apiKeyScope;
  const key = scope === undefined ? null : apiKeyOfHeader(request.headers.authorization);
  if (scope === undefined || key === null) {
    const session = await requireSession(ctx, request);
    return { wallet: session.wallet, apiKeyId: null };
  }
  return ctx.apiKeys.verify(request, key, scope);
}
