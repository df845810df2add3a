import type { FastifyPluginAsync } from 'fastify';
import type { CollectionRecorded } from '../../../contract/api/story.js';
import { requireSession } from '../auth/guard.js';
import { companyPage } from '../companies/companyPage.js';
import { requireCompanyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import { pageOf, pageRequest, paginationSchema } from '../http/pagination.js';
import { parse, pathId } from '../http/validation.js';
import { licenseIdOfOrder } from '../orders/repository.js';
import { expireOverdueOrders, findOrder, orderJson, payOrderSchema } from '../orders/orders.js';
import { findOwnProduct, licenseOf, productJson } from '../products/products.js';
import {
  TX_ALREADY_USED,
  collectionRecordedWith,
  findStoryProduct,
  firstUnclaimed,
  licenseTokensOfOrders,
  licensesOfTokens,
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
import { findRemixesOfTx, listRemixes, recordRemixes, type RemixRecord } from './remixRepository.js';
import { buyerLicenseTokens } from './holdings.js';
import { autoIssueRoutes } from './autoIssueRoutes.js';
import { closeMint, findMint } from './mintRepository.js';
import { metadataOf, metadataRoutes } from './metadataRoutes.js';
import { registeredTermsId } from './terms.js';
import {
  STORY_REJECTIONS,
  checkCollection,
  checkLicenseTokens,
  checkRegistration,
  derivativesOf,
  refusePublicMinting,
} from './verify.js';

/**
 * The Story records (docs/product.md §10): each endpoint reads its transaction's receipt through RPC_URL, checks it
 * (verify.ts) and only then writes (repository.ts), claiming the hash for that one record.
 */
export function storyRoutes(ctx: AppContext): FastifyPluginAsync {
  const origins = ctx.config.allowedOrigins;
  return async (app) => {
    await app.register(metadataRoutes(ctx));
    await app.register(autoIssueRoutes(ctx));
    /** §10.1: the company's licence collection, from its CollectionCreated event; once per company. */
    app.post('/products/deploy-contract/', async (request): Promise<CollectionRecorded> => {
      const session = await requireSession(ctx, request);
      const { tx_hash } = parse(payOrderSchema, request.body, 'body');
      const company = await requireCompanyOfWallet(ctx.db, session.wallet);
      if (company.collection_address !== null) {
        if (await collectionRecordedWith(ctx.db, company.id, tx_hash))
          return { collection_address: company.collection_address, tx_hash };
        throw conflict('This company already has a licence collection on Story', {
          tx_hash: 'collection already recorded',
        });
      }
      if (await txHashUsed(ctx.db, tx_hash)) storyRejected(TX_ALREADY_USED);
      const { collection } = checkCollection(await ctx.chain.lookupReceipt(tx_hash), company.wallet_address);
      await refusePublicMinting(ctx.chain, collection);
      await ctx.db.transaction((tx) => recordCollection(tx, company.id, collection, tx_hash));
      return { collection_address: collection, tx_hash };
    });

    /** §10.2: the product's IP asset and licence terms, from the registration's events. */
    app.post<{ Params: { id: string } }>('/products/products/:id/register-ip/', async (request) => {
      const session = await requireSession(ctx, request);
      const id = pathId(request.params.id, 'Product');
      const { tx_hash } = parse(payOrderSchema, request.body, 'body');
      const company = await requireCompanyOfWallet(ctx.db, session.wallet);
      const product = await findStoryProduct(ctx.db, id, company.id);
      if (product === null) throw notFound('Product not found');
      if (product.license_terms_id !== null) {
        if (await registrationRecordedWith(ctx.db, id, tx_hash)) return productJson(product);
        throw conflict(`This product is already registered on Story as ${product.ip_id}`, {
          tx_hash: 'product already registered',
        });
      }
      if (product.collection_address === null)
        throw conflict("Record the company's licence collection on Story first (products/deploy-contract/)");
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
    });

    /** §10.3: the licence tokens minted to the buyer; completes the order and its License. */
    app.post<{ Params: { id: string } }>('/products/orders/:id/license-token/', async (request) => {
      const session = await requireSession(ctx, request);
      const id = pathId(request.params.id, 'Order');
      const { tx_hash } = parse(payOrderSchema, request.body, 'body');
      const company = await requireCompanyOfWallet(ctx.db, session.wallet);
      await expireOverdueOrders(ctx.db, { orderId: id });
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
        throw conflict('This product is not registered on Story; complete the order without licence tokens');
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
    });

    /** §10.4: a derivative registered by the buyer from licence tokens the API recorded. */
    app.post('/products/remix-connect/', async (request, reply) => {
      const session = await requireSession(ctx, request);
      const { tx_hash } = parse(payOrderSchema, request.body, 'body');
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
          if (!license.derivatives_allowed) storyRejected(STORY_REJECTIONS.noDerivatives, `token ${tokenId}`);
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
      await ctx.db.transaction((tx) => recordRemixes(tx, remixes, tx_hash));
      return reply.code(201).send({ remixes: await findRemixesOfTx(ctx.db, tx_hash) });
    });

    /** docs/product.md §9 Home: paid orders waiting for their licence tokens. */
    app.get(
      '/products/orders/awaiting-license-tokens/',
      { config: { takesQuery: true } },
      companyPage(ctx, (db, companyId, page) =>
        listAwaitingLicenseTokens(db, companyId, page, ctx.issuer?.address ?? null),
      ),
    );

    app.get<{ Params: { id: string } }>(
      '/products/products/:id/remixes/',
      { config: { takesQuery: true } },
      async (request) => {
        const session = await requireSession(ctx, request);
        const page = pageRequest(parse(paginationSchema, request.query, 'query'));
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const product = await findOwnProduct(ctx.db, company.id, pathId(request.params.id, 'Product'));
        if (product === null) throw notFound('Product not found');
        const { count, results } = await listRemixes(ctx.db, product.id, page);
        return pageOf(request.url, page, count, results);
      },
    );
  };
}
