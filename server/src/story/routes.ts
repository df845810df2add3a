import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchema } from '../../../contract/api/fields.js';
import { orderWithLicenseTokensSchema } from '../../../contract/api/orders.js';
import { idPathSchema } from '../../../contract/api/paths.js';
import { productSchema } from '../../../contract/api/products.js';
import { awaitingOrderSchema, collectionRecordedSchema } from '../../../contract/api/story.js';
import { requireSession } from '../auth/guard.js';
import { companyPage } from '../companies/companyPage.js';
import { requireCompanyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { productRecordRequest } from './productRecord.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import { paginationSchema } from '../http/pagination.js';
import { BEARER, accepted, answers, bearerOrApiKey, idPath } from '../http/routeSchemas.js';
import { licenseIdOfOrder } from '../orders/repository.js';
import { expireOrders, findOrder, orderJson, payOrderSchema } from '../orders/orders.js';
import { findOwnProduct, licenseOf, productJson } from '../products/products.js';
import {
  TX_ALREADY_USED,
  collectionRecordedWith,
  findStoryProduct,
  firstUnclaimed,
  licenseTokensOfOrders,
  listAwaitingLicenseTokens,
  recordCollection,
  recordLicenseTokens,
  recordRegistration,
  refuseForeignMintTx,
  registrationRecordedWith,
  storyRejected,
  storyTxOf,
  txHashUsed,
} from './repository.js';
import { buyerLicenseTokens } from './holdings.js';
import { autoIssueRoutes } from './autoIssueRoutes.js';
import { remixRoutes } from './remixRoutes.js';
import { closeMint, findMint } from './mintRepository.js';
import { metadataOf, metadataRoutes } from './metadataRoutes.js';
import { registeredTermsId } from './terms.js';
import {
  STORY_REJECTIONS,
  checkCollection,
  checkLicenseTokens,
  checkRegistration,
  refusePublicMinting,
} from './verify.js';

/**
 * The Story records (docs/product.md §10): each endpoint reads its transaction's receipt through RPC_URL, checks it
 * (verify.ts) and only then writes (repository.ts), claiming the hash for that one record.
 */
const tags = ['Licences on Story'];

/** What a Story record refuses besides the session's 401: no company or record (404), a receipt that does not fit (409). */
const RECORD_REFUSALS = [401, 404, 409, 413, 415, 503] as const;

export function storyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const origins = ctx.config.allowedOrigins;
  const productPath = idPath(idPathSchema('product'), 'Product');
  const orderPath = idPath(idPathSchema('order'), 'Order');
  return async (app) => {
    await app.register(metadataRoutes(ctx));
    await app.register(autoIssueRoutes(ctx));
    await app.register(remixRoutes(ctx));
    /** §10.1: the company's licence collection, from its CollectionCreated event; once per company. */
    app.post(
      '/products/deploy-contract/',
      {
        schema: {
          summary:
            "Record the company's licence collection from its creation transaction (docs/product.md §10.1)",
          tags,
          security: BEARER,
          body: payOrderSchema,
          response: answers({ 200: collectionRecordedSchema }, RECORD_REFUSALS),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const { tx_hash } = accepted(request.body);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        if (company.collection_address !== null) {
          if (await collectionRecordedWith(ctx.db, company.id, tx_hash))
            return { collection_address: company.collection_address, tx_hash };
          throw conflict('This company already has a licence collection on Story', {
            tx_hash: 'collection already recorded',
          });
        }
        if (await txHashUsed(ctx.db, tx_hash)) storyRejected(TX_ALREADY_USED);
        const { collection } = checkCollection(
          await ctx.chain.lookupReceipt(tx_hash),
          company.wallet_address,
        );
        await refusePublicMinting(ctx.chain, collection);
        await ctx.db.transaction((tx) => recordCollection(tx, company.id, collection, tx_hash));
        return { collection_address: collection, tx_hash };
      },
    );

    /** §10.2: the product's IP asset and licence terms, from the registration's events. */
    app.post(
      '/products/products/:id/register-ip/',
      {
        schema: {
          summary:
            "Record the product's IP asset and licence terms from the registration (docs/product.md §10.2)",
          tags,
          security: BEARER,
          params: productPath,
          body: payOrderSchema,
          response: answers({ 200: productSchema }, RECORD_REFUSALS),
        },
      },
      async (request) => {
        const { id, tx_hash, company, product } = await productRecordRequest(ctx, request);
        if (product.license_terms_id !== null) {
          if (await registrationRecordedWith(ctx.db, id, tx_hash)) return productJson(product);
          throw conflict(`This product is already registered on Story as ${product.ip_id}`, {
            tx_hash: 'product already registered',
          });
        }
        if (product.collection_address === null)
          throw conflict(
            "Record the company's licence collection on Story first (products/deploy-contract/)",
          );
        if (await txHashUsed(ctx.db, tx_hash)) storyRejected(TX_ALREADY_USED);
        const { ipMetadata, nftMetadata } = metadataOf(product);
        const { ipId, tokenId } = checkRegistration(await ctx.chain.lookupReceipt(tx_hash), {
          chainId: ctx.config.chainId,
          wallet: company.wallet_address,
          collection: product.collection_address,
          productId: id,
          allowedOrigins: origins,
          ipMetadata,
          nftMetadata,
        });
        const licenseTermsId = await registeredTermsId(ctx.chain, licenseOf(product), id, origins);
        if (licenseTermsId === null)
          storyRejected(
            STORY_REJECTIONS.termsNotRegistered,
            "register the product's PIL terms (GET …/story-registration/ license_terms) with PILicenseTemplate",
          );
        const registered = await ctx.db.transaction(async (tx) => {
          const current = await findStoryProduct(tx, id, company.id, true);
          if (current === null) throw notFound('Product not found');
          if (current.license_terms_id !== null)
            throw conflict(`This product is already registered on Story as ${current.ip_id}`);
          await recordRegistration(
            tx,
            current,
            { ipId, tokenId, licenseTermsId, ipMetadata, nftMetadata },
            tx_hash,
          );
          return findOwnProduct(tx, company.id, id);
        });
        if (registered === null) throw notFound('Product not found');
        return productJson(registered);
      },
    );

    /** §10.3: the licence tokens minted to the buyer; completes the order and its License. */
    app.post(
      '/products/orders/:id/license-token/',
      {
        schema: {
          summary:
            'Record the licence tokens minted to the buyer; completes the order (docs/product.md §10.3)',
          tags,
          security: BEARER,
          params: orderPath,
          body: payOrderSchema,
          response: answers({ 200: orderWithLicenseTokensSchema }, RECORD_REFUSALS),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const { id } = accepted(request.params);
        const { tx_hash } = accepted(request.body);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        await expireOrders(ctx.db, { orderId: id }, ctx.events);
        const order = await findOrder(ctx.db, { id, companyId: company.id });
        if (order === null) throw notFound('Order not found');
        const answer = async () => {
          const current = await findOrder(ctx.db, { id });
          if (current === null) throw notFound('Order not found');
          const tokensOf = await buyerLicenseTokens(ctx.db, [id]);
          return {
            ...orderJson(current),
            license_id: await licenseIdOfOrder(ctx.db, id),
            license_tokens: tokensOf(id),
          };
        };
        const recorded = (await licenseTokensOfOrders(ctx.db, [id])).get(id);
        if (recorded !== undefined) {
          if (recorded.mint_tx_hash === tx_hash) return answer();
          throw conflict('Licence tokens are already recorded for this order', {
            tx_hash: 'licence tokens already recorded',
          });
        }
        if (order.status !== 'paid' && order.status !== 'completed')
          throw conflict(`Licence tokens are issued for paid orders; this one is ${order.status}`, {
            tx_hash: 'order not paid',
          });
        // §11.1: the issuer wallet's mint of this order is on its way; a second mint would give the buyer twice the tokens.
        if ((await findMint(ctx.db, id))?.state === 'sent')
          throw conflict("This order's licence tokens are being issued automatically", {
            tx_hash: 'licence tokens being issued automatically',
          });
        const product = await findStoryProduct(ctx.db, order.product_id);
        if (product?.license_terms_id === null || product?.ip_id === null || product === null)
          throw conflict(
            'This product is not registered on Story; complete the order without licence tokens',
          );
        // One EIP-5792 batch mints several orders' tokens in one transaction (docs/product.md §10.3): a hash already
        // recorded for another order of this company is read again for tokens of this order that no order claimed.
        const used = await storyTxOf(ctx.db, tx_hash);
        refuseForeignMintTx(used, company.id);
        const licenseTermsId = BigInt(product.license_terms_id);
        const receipt = await ctx.chain.lookupReceipt(tx_hash);
        let groups: bigint[][];
        try {
          groups = checkLicenseTokens(receipt, {
            ipId: product.ip_id,
            licenseTermsId,
            buyer: order.buyer_address,
            quantity: order.quantity,
          });
        } catch (error) {
          // A recorded hash holding nothing for this order is a replay, said as before.
          if (used !== null && error instanceof ApiError && error.statusCode === 409)
            storyRejected(TX_ALREADY_USED);
          throw error;
        }
        if (used !== null && (await firstUnclaimed(ctx.db, groups)) === null)
          storyRejected(STORY_REJECTIONS.tokensClaimed, 'another order recorded these licence tokens');
        await ctx.db.transaction(async (tx) => {
          const current = await findOrder(tx, { id }, true);
          if (current === null) throw notFound('Order not found');
          if (current.status !== 'paid' && current.status !== 'completed')
            throw conflict(`Licence tokens are issued for paid orders; this one is ${current.status}`);
          await recordLicenseTokens(
            tx,
            current,
            { ipId: product.ip_id as string, licenseTermsId, groups },
            tx_hash,
          );
          // Issued by hand: an automatic mint not signed yet must not follow (§11.1).
          const mint = await findMint(tx, id, true);
          if (mint?.state === 'sent')
            throw conflict("This order's licence tokens are being issued automatically");
          if (mint?.state === 'waiting') await closeMint(tx, id, { state: 'given_up' });
          await ctx.licenseIssued?.(tx, current);
        });
        return answer();
      },
    );

    /** docs/product.md §9 Home: paid orders waiting for their licence tokens. */
    app.get(
      '/products/orders/awaiting-license-tokens/',
      {
        schema: {
          summary: 'Paid orders of registered products waiting for their licence tokens',
          tags,
          security: bearerOrApiKey('orders:read'),
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(awaitingOrderSchema) }, [401, 403, 404]),
        },
      },
      companyPage(ctx, (db, companyId, page) =>
        listAwaitingLicenseTokens(db, companyId, page, ctx.issuer?.address ?? null),
      ),
    );
  };
}
