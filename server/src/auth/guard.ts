import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { unauthorized } from '../http/errors.js';
import type { Session } from './tokens.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/**
 * The session of a bearer-authenticated call (docs/product.md §7: owner checks come from the JWT `sub`, never from the
 * body). Handlers call this first, so an anonymous request learns nothing about its body or the data.
 */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') throw unauthorized('Authentication required');
  const match = header.length <= 4096 ? BEARER.exec(header) : null;
  if (match?.[1] === undefined) throw unauthorized('Invalid token');
  return ctx.tokens.verify(match[1]);
}
