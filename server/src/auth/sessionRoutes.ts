import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { pageOf, pageRequest, paginationSchema } from '../http/pagination.js';
import { parse, pathId } from '../http/validation.js';
import { requireSession } from './guard.js';
import { endSession, listLiveSessions } from './repository.js';
import { sessionJson } from './sessions.js';

/**
 * A wallet's sessions (docs/product.md §7, shown on /manage §9): the live ones listed, any one ended. Logout, which
 * ends the caller's own session or all of them, stays with the other auth routes (server/src/auth/routes.ts).
 */
export function sessionRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const maxAge = ctx.config.sessionMaxAgeSeconds;

    app.get('/auth/sessions/', { config: { takesQuery: true } }, async (request) => {
      const session = await requireSession(ctx, request);
      const page = pageRequest(parse(paginationSchema, request.query, 'query'));
      const { count, rows } = await listLiveSessions(ctx.db, session.wallet, maxAge, page);
      return pageOf(
        request.url,
        page,
        count,
        rows.map((row) => sessionJson(row, session.sessionId)),
      );
    });

    /** Another wallet's session, an unknown id and an ended one all answer the same 404: nothing leaks. */
    app.delete<{ Params: { id: string } }>('/auth/sessions/:id/', async (request, reply) => {
      const session = await requireSession(ctx, request);
      const id = pathId(request.params.id, 'Session');
      if (!(await endSession(ctx.db, session.wallet, id, maxAge))) throw notFound('Session not found');
      return reply.code(204).send();
    });
  };
}
