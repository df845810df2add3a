import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema } from '../../../contract/api/auth.js';
import { pageSchema } from '../../../contract/api/fields.js';
import { idPathSchema } from '../../../contract/api/paths.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { pageOf, pageRequest, paginationSchema } from '../http/pagination.js';
import { BEARER, accepted, answers, idPath, noContent } from '../http/routeSchemas.js';
import { requireSession } from './guard.js';
import { endSession, listLiveSessions } from './repository.js';
import { sessionJson } from './sessions.js';

const tags = ['Auth'];

/**
 * A wallet's sessions (docs/product.md §7, shown on /manage §9): the live ones listed, any one ended. Logout, which
 * ends the caller's own session or all of them, stays with the other auth routes (server/src/auth/routes.ts).
 */
export function sessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const maxAge = ctx.config.sessionMaxAgeSeconds;

    app.get(
      '/auth/sessions/',
      {
        schema: {
          summary: "The wallet's live sessions",
          tags,
          security: BEARER,
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(sessionSchema) }, [401]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const page = pageRequest(accepted(request.query));
        const { count, rows } = await listLiveSessions(ctx.db, session.wallet, maxAge, page);
        return pageOf(
          request.url,
          page,
          count,
          rows.map((row) => sessionJson(row, session.sessionId)),
        );
      },
    );

    /** Another wallet's session, an unknown id and an ended one all answer the same 404: nothing leaks. */
    app.delete(
      '/auth/sessions/:id/',
      {
        schema: {
          summary: 'End one of the wallet’s sessions',
          tags,
          security: BEARER,
          params: idPath(idPathSchema('session'), 'Session'),
          response: answers({ 204: noContent('The session ended') }, [401, 404]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const { id } = accepted(request.params);
        if (!(await endSession(ctx.db, session.wallet, id, maxAge))) throw notFound('Session not found');
        return reply.code(204).send();
      },
    );
  };
}
