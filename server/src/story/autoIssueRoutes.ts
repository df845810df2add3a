import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idPathSchema } from '../../../contract/api/paths.js';
import { productSchema } from '../../../contract/api/products.js';
import { issuerSchema } from '../../../contract/api/story.js';
import type { AppContext } from '../context.js';
import { productRecordRequest } from './productRecord.js';
import { conflict, notFound } from '../http/errors.js';
import { BEARER, answers, idPath } from '../http/routeSchemas.js';
import { payOrderSchema } from '../orders/orders.js';
import { findOwnProduct, productJson } from '../products/products.js';
import { issuerStatus } from './issuer.js';
import {
  TX_ALREADY_USED,
  claimTxHash,
  findStoryProduct,
  recordAutoIssue,
  storyRejected,
  txHashUsed,
} from './repository.js';
import { STORY_REJECTIONS, checkPermissionChange } from './verify.js';

/**
 * Automatic issuing (docs/product.md §11.1): the issuer wallet, public, and the licensor's record of the permission it
 * gave that wallet on Story, read from the PermissionSet event of the transaction the licensor's wallet sent.
 */
export function autoIssueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const issuer = ctx.issuer ?? null;
  const status = issuerStatus(issuer, ctx.chain, ctx.config.issuerMinBalance);
  const tags = ['Licences on Story'];
  return async (app) => {
    app.get(
      '/story/issuer/',
      {
        schema: {
          summary: 'The wallet the API issues licences from, and its balance (docs/product.md §11.1)',
          tags,
          response: answers({ 200: issuerSchema }),
        },
      },
      () => status(),
    );

    app.post(
      '/products/products/:id/auto-issue/',
      {
        schema: {
          summary: "Record the permission the product's IP gave the issuer wallet (docs/product.md §11.1)",
          tags,
          security: BEARER,
          params: idPath(idPathSchema('product'), 'Product'),
          body: payOrderSchema,
          response: answers({ 200: productSchema }, [401, 404, 409, 413, 415, 503]),
        },
      },
      async (request) => {
        const { id, tx_hash, company, product } = await productRecordRequest(ctx, request);
        if (product.license_terms_id === null || product.ip_id === null)
          throw conflict(
            'Register the product on Story first; its licences are then issued automatically if you wish',
          );
        if (issuer === null)
          throw conflict('Automatic issuing is off on this server (it has no issuer wallet)', {
            tx_hash: 'automatic issuing is off',
          });
        const answer = async () => {
          const current = await findOwnProduct(ctx.db, company.id, id);
          if (current === null) throw notFound('Product not found');
          return productJson(current);
        };
        // The same hash again (a retry after a dropped answer) answers the product as it recorded it.
        if (product.auto_issue_tx_hash === tx_hash) return answer();
        if (await txHashUsed(ctx.db, tx_hash)) storyRejected(TX_ALREADY_USED);
        const { permission, blockNumber } = checkPermissionChange(await ctx.chain.lookupReceipt(tx_hash), {
          ipId: product.ip_id,
          issuer: issuer.address,
          owner: company.wallet_address,
        });
        await ctx.db.transaction(async (tx) => {
          const current = await findStoryProduct(tx, id, company.id, true);
          if (current === null) throw notFound('Product not found');
          // The chain's order decides: a permission mined before the one recorded is not the one in force.
          if (current.auto_issue_block !== null && blockNumber < current.auto_issue_block)
            storyRejected(
              STORY_REJECTIONS.olderPermission,
              `mined in block ${blockNumber}, the one recorded in block ${current.auto_issue_block}`,
            );
          await claimTxHash(tx, tx_hash, 'permission', company.id);
          await recordAutoIssue(tx, id, {
            on: permission === 1,
            signer: issuer.address,
            txHash: tx_hash,
            blockNumber,
          });
        });
        return answer();
      },
    );
  };
}
