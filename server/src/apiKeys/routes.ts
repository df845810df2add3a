import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SCOPES, API_KEYS_PER_COMPANY } from '../../../contract/apiKeyScopes.js';
import { apiKeySchema, createApiKeySchema, createdApiKeySchema } from '../../../contract/api/apiKeys.js';
import { pageSchema } from '../../../contract/api/fields.js';
import { idPathSchema } from '../../../contract/api/paths.js';
import { requireSession } from '../auth/guard.js';
import { signedCallStatement, verifySignedCall } from '../auth/signedCall.js';
import { requireCompanyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { conflict, notFound } from '../http/errors.js';
import { pageOf, pageRequest, paginationSchema } from '../http/pagination.js';
import { BEARER, accepted, answers, idPath, noContent } from '../http/routeSchemas.js';
import { apiKeyJson, newApiKey } from './apiKeys.js';
import { countLiveApiKeys, insertApiKey, listApiKeys, revokeApiKey } from './repository.js';

const tags = ['API keys'];

/**
 * The company's API keys (docs/product.md §12.2): listed, created by a signed call, revoked. A session only: a key
 * never manages keys (these routes declare no scope, so a key gets the 401 of any token that is not a session's).
 */
export function apiKeyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/companies/api-keys/',
      {
        schema: {
          summary: "The company's live API keys, newest first (never the keys themselves)",
          tags,
          security: BEARER,
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(apiKeySchema) }, [401, 404]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const page = pageRequest(accepted(request.query));
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const { count, rows } = await listApiKeys(ctx.db, company.id, page);
        return pageOf(request.url, page, count, rows.map(apiKeyJson));
      },
    );

    /** A signed call (docs/product.md §6): the wallet signs `Create API key {name}`; the key is in this answer only. */
    app.post(
      '/companies/api-keys/',
      {
        schema: {
          summary:
            'Create an API key: a signed call (docs/product.md §6); the key is shown in this answer only',
          tags,
          security: BEARER,
          body: createApiKeySchema,
          response: answers({ 201: createdApiKeySchema }, [401, 404, 409, 413, 415]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const { auth, name, scopes } = accepted(request.body);
        const signed = await verifySignedCall(
          ctx,
          request,
          auth,
          session,
          signedCallStatement.createApiKey(name),
        );
        const created = newApiKey();
        const row = await ctx.db.transaction(async (tx) => {
          if ((await countLiveApiKeys(tx, company.id)) >= API_KEYS_PER_COMPANY) {
            throw conflict(`A company has at most ${API_KEYS_PER_COMPANY} API keys; revoke one first`);
          }
          await signed.consume(tx);
          return insertApiKey(tx, {
            companyId: company.id,
            name,
            prefix: created.prefix,
            hash: created.hash,
            scopes: API_KEY_SCOPES.filter((scope) => scopes.includes(scope)),
          });
        });
        ctx.apiKeys.created(created.hash, row.id);
        return reply.code(201).send({ ...apiKeyJson(row), key: created.key });
      },
    );

    /** Revoked at once: its next call, on any copy of the API, is 401 `API key revoked`. */
    app.delete(
      '/companies/api-keys/:id/',
      {
        schema: {
          summary: 'Revoke an API key',
          tags,
          security: BEARER,
          params: idPath(idPathSchema('API key'), 'API key'),
          response: answers({ 204: noContent('The key is revoked') }, [401, 404]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const { id } = accepted(request.params);
        if (!(await revokeApiKey(ctx.db, company.id, id))) throw notFound('API key not found');
        return reply.code(204).send();
      },
    );
  };
}
