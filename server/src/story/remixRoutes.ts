import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchema } from '../../../contract/api/fields.js';
import { idPathSchema } from '../../../contract/api/paths.js';
import { remixSchema, remixesRecordedSchema } from '../../../contract/api/story.js';
import { requireCaller, requireSession } from '../auth/guard.js';
import { requireCompanyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { pageOf, pageRequest, paginationSchema } from '../http/pagination.js';
import { BEARER, accepted, answers, bearerOrApiKey, idPath } from '../http/routeSchemas.js';
import { payOrderSchema } from '../orders/orders.js';
import { findOwnProduct } from '../products/products.js';
import { findRemixesOfTx, listRemixes, recordRemixes, type RemixRecord } from './remixRepository.js';
import { TX_ALREADY_USED, licensesOfTokens, storyRejected, txHashUsed } from './repository.js';
import { STORY_REJECTIONS, derivativesOf } from './verify.js';

/**
 * Remixes (docs/product.md §10.4): a derivative the buyer registered from licence tokens the API recorded, read from
 * the registration's events, and the licensor's list of a product's derivatives.
 */
export function remixRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['Licences on Story'];
  return async (app) => {
    /** §10.4: a derivative registered by the buyer from licence tokens the API recorded. */
    app.post(
      '/products/remix-connect/',
      {
        schema: {
          summary: 'Record the derivatives registered from licence tokens (docs/product.md §10.4)',
          tags,
          security: BEARER,
          body: payOrderSchema,
          response: answers(
            {
              200: remixesRecordedSchema.describe('The same transaction again: the remixes as recorded'),
              201: remixesRecordedSchema.describe('The remixes recorded'),
            },
            [401, 409, 413, 415, 503],
          ),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const { tx_hash } = accepted(request.body);
        const earlier = await findRemixesOfTx(ctx.db, tx_hash);
        if (earlier.length > 0 && earlier.every((remix) => remix.holder_address === session.wallet))
          return { remixes: earlier };
        if (await txHashUsed(ctx.db, tx_hash)) storyRejected(TX_ALREADY_USED);
        // Story burns the licence tokens from their holder, who sent the transaction: the caller's wallet holds them,
        // whether it bought them or was given them.
        const { from, blockNumber, derivatives } = derivativesOf(await ctx.chain.lookupReceipt(tx_hash));
        if (from !== session.wallet)
          storyRejected(STORY_REJECTIONS.wrongSender, `expected ${session.wallet}, sent by ${from}`);
        const remixes: RemixRecord[] = [];
        for (const derivative of derivatives) {
          const licenses = await licensesOfTokens(ctx.db, derivative.licenseTokenIds);
          for (const [index, tokenId] of derivative.licenseTokenIds.entries()) {
            const license = licenses.find((l) => l.license_token_ids.includes(tokenId.toString()));
            if (license === undefined) storyRejected(STORY_REJECTIONS.notOurToken, `token ${tokenId}`);
            if (derivative.parentIpIds[index] !== license.ip_id)
              storyRejected(STORY_REJECTIONS.otherIp, `licence token ${tokenId} is of ${license.ip_id}`);
            if (derivative.licenseTermsIds[index]?.toString() !== license.license_terms_id)
              storyRejected(STORY_REJECTIONS.otherTerms, `licence token ${tokenId}`);
            if (!license.derivatives_allowed)
              storyRejected(STORY_REJECTIONS.noDerivatives, `token ${tokenId}`);
            const same = remixes.find(
              (r) => r.license.license_id === license.license_id && r.childIpId === derivative.childIpId,
            );
            if (same !== undefined) same.tokenIds.push(tokenId);
            else
              remixes.push({
                license,
                childIpId: derivative.childIpId,
                tokenIds: [tokenId],
                holder: session.wallet,
                blockNumber,
              });
          }
        }
        await ctx.db.transaction(async (tx) => {
          // docs/product.md §12.1: each parent's licensor hears of its remix, in the transaction that recorded it.
          for (const remix of await recordRemixes(tx, remixes, tx_hash))
            await ctx.events?.emit(tx, {
              companyId: remix.companyId,
              type: 'remix.registered',
              remixId: remix.id,
            });
        });
        return reply.code(201).send({ remixes: await findRemixesOfTx(ctx.db, tx_hash) });
      },
    );

    app.get(
      '/products/products/:id/remixes/',
      {
        schema: {
          summary: "The derivatives registered from the product's licence tokens",
          tags,
          security: bearerOrApiKey('products:read'),
          params: idPath(idPathSchema('product'), 'Product'),
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(remixSchema) }, [401, 403, 404]),
        },
      },
      async (request) => {
        const session = await requireCaller(ctx, request);
        const page = pageRequest(accepted(request.query));
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const product = await findOwnProduct(ctx.db, company.id, accepted(request.params).id);
        if (product === null) throw notFound('Product not found');
        const { count, results } = await listRemixes(ctx.db, product.id, page);
        return pageOf(request.url, page, count, results);
      },
    );
  };
}
