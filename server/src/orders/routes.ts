import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchema } from '../../../contract/api/fields.js';
import {
  buyerOrderSchema,
  orderDetailSchema,
  orderPageSchema,
  orderStatsSchema,
  ownOrderSchema,
  paymentSchema,
  refundOrderSchema,
} from '../../../contract/api/orders.js';
import { idPathSchema } from '../../../contract/api/paths.js';
import type { WebhookEventType } from '../../../contract/webhookEvents.js';
import { REFUNDABLE_STATUSES } from '../../../contract/orderValues.js';
import { requireCaller, requireSession } from '../auth/guard.js';
import { companyPage } from '../companies/companyPage.js';
import { requireCachedCompanyOfWallet, requireCompanyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { conflict, notFound } from '../http/errors.js';
import { sendSerialized, serialized } from '../http/json.js';
import { pageOf, pageRequest, paginationSchema } from '../http/pagination.js';
import { strictRateLimit } from '../http/rateLimit.js';
import { BEARER, accepted, answers, bearerOrApiKey, idPath } from '../http/routeSchemas.js';
import { cursorCodec } from './cursor.js';
import { orderExportRoute } from './export.js';
import { orderListQuerySchema, orderStatsQuerySchema, selectOrders } from './list.js';
import { pageLinks, pagePosition } from './paging.js';
import { countOrders, orderStats } from './stats.js';
import {
  buyerOf,
  buyerOrderJson,
  createOrderSchema,
  expireOrders,
  findOrder,
  licensorMayChange,
  listBuyerOrders,
  nextOrderExpiry,
  orderJson,
  payOrderSchema,
  placeOrder,
  recordOrderEvent,
  updateOrderSchema,
  type OrderRow,
  type OrderStatus,
} from './orders.js';
import { listPayments, payOrder } from './payments.js';
import { orderDetailJson } from './detail.js';
import { refundOrder } from './refunds.js';
import { issueLicense, updateOrderStatus } from './repository.js';
import { buyerLicenseTokens } from '../story/index.js';

/**
 * The webhook event of each move a licensor makes by PATCH (docs/product.md §12.1): a cancelled order, and a completed
 * order, whose License is issued by that move. A failed order has no event; `order.refunded` comes with a verified
 * refund (refund/, §12.4), the only way to `refunded`.
 */
const LICENSOR_MOVE_EVENTS: Partial<Record<OrderStatus, WebhookEventType>> = {
  cancelled: 'order.cancelled',
  completed: 'license.issued',
};

/** How long the stats answer may be reused at most (its 30-day window moves with the clock). */
const statsCacheMs = 60_000;

const tags = ['Orders'];

export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const orderPath = idPath(idPathSchema('order'), 'Order');
  return async (app) => {
    const cursors = cursorCodec(ctx.config.jwtSecret);

    app.get(
      '/products/orders/',
      {
        schema: {
          summary: "Orders of the caller's company's products",
          description:
            '`page` reads the first 10 000 orders; `next` and `previous` are cursor links, stable while orders are ' +
            'added. `count` is exact unless `count_is_estimate` (a search or date range matching over 10 000).',
          tags,
          security: bearerOrApiKey('orders:read'),
          querystring: orderListQuerySchema,
          response: answers({ 200: orderPageSchema }, [401, 403, 404]),
        },
      },
      async (request, reply) => {
        const session = await requireCaller(ctx, request);
        const query = accepted(request.query);
        const company = await requireCachedCompanyOfWallet(ctx, session.wallet);
        const position = pagePosition(query, cursors, company.id);
        // The answer, serialised, is kept until one of the company's orders or products changes or its first pending
        // order expires (the lazy expiry would then change the page): server/src/cache/readCache.ts.
        const body = await ctx.reads.read(
          'orderList',
          `${company.id} ${request.url}`,
          [`c:${company.id}`],
          async (until) => {
            await expireOrders(ctx.db, { companyId: company.id }, ctx.events);
            // Counted first: under a search that few orders match, the count names them and the page reads those.
            const { count, estimate, matched } = await countOrders(ctx.db, company.id, query);
            const slice = await selectOrders(
              ctx.db,
              company.id,
              matched === undefined ? query : { ...query, matched },
              query.ordering,
              position.start,
              position.size,
            );
            if (ctx.reads.active) {
              const next = await nextOrderExpiry(ctx.db, company.id);
              if (next !== null) until(next.getTime());
            }
            const links = pageLinks(request.url, position, slice, cursors, company.id, query.ordering);
            return serialized({
              count,
              count_is_estimate: estimate,
              ...links,
              results: slice.rows.map(orderJson),
            });
          },
        );
        return sendSerialized(reply, body);
      },
    );

    /** Addition (docs/api.md): counts per status for the tabs, revenue per token and published products for Home. */
    app.get(
      '/products/orders/stats/',
      {
        schema: {
          summary: 'Orders per status, revenue per token and published products',
          tags,
          security: bearerOrApiKey('orders:read'),
          querystring: orderStatsQuerySchema,
          response: answers({ 200: orderStatsSchema }, [401, 403, 404]),
        },
      },
      async (request) => {
        const session = await requireCaller(ctx, request);
        const query = accepted(request.query);
        const company = await requireCachedCompanyOfWallet(ctx, session.wallet);
        // Orders and Home read this every 4 s while they are visible (docs/performance.md, live orders), so it is kept
        // like the orders page: until one of the company's orders or products changes, its first pending order
        // expires, or a minute passes (the 30-day revenue and its daily series slide with the clock).
        return ctx.reads.read(
          'orderStats',
          `${company.id} ${request.url}`,
          [`c:${company.id}`],
          async (until) => {
            await expireOrders(ctx.db, { companyId: company.id }, ctx.events);
            const stats = await orderStats(ctx.db, company.id, query, ctx.config.acceptedTokens);
            if (ctx.reads.active) {
              until(Date.now() + statsCacheMs);
              const next = await nextOrderExpiry(ctx.db, company.id);
              if (next !== null) until(next.getTime());
            }
            return stats;
          },
        );
      },
    );

    app.register(orderExportRoute(ctx));

    /**
     * A signed-in buyer (any wallet, with or without a company) orders a published product for the token's wallet
     * (docs/product.md §7).
     */
    app.post(
      '/products/orders/',
      {
        config: strictRateLimit(ctx),
        schema: {
          summary: 'Order a published product for the signed-in wallet (the buyer’s session)',
          tags,
          security: BEARER,
          body: createOrderSchema,
          response: answers({ 201: buyerOrderSchema }, [401, 403, 404, 409, 413, 415, 503]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const input = accepted(request.body);
        const buyer = buyerOf(session.wallet, input.buyer_address);
        const order = await placeOrder(ctx.db, ctx.chain, input, buyer, ctx.config, ctx.events);
        return reply.code(201).send(buyerOrderJson(order));
      },
    );

    /** The signed-in wallet's own orders as a buyer, newest first (docs/product.md §7), in the buyer's view. */
    app.get(
      '/products/orders/mine/',
      {
        schema: {
          summary: "The signed-in wallet's own orders as a buyer",
          tags,
          security: BEARER,
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(ownOrderSchema) }, [401]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const page = pageRequest(accepted(request.query));
        await expireOrders(ctx.db, { buyerAddress: session.wallet }, ctx.events);
        const { count, rows } = await listBuyerOrders(ctx.db, session.wallet, page);
        // docs/product.md §10.4: the buyer sees the licence tokens minted for each order.
        const licenseTokensOf = await buyerLicenseTokens(
          ctx.db,
          rows.map((row) => row.id),
        );
        return pageOf(
          request.url,
          page,
          count,
          rows.map((row) => ({ ...buyerOrderJson(row), license_tokens: licenseTokensOf(row.id) })),
        );
      },
    );

    app.get(
      '/products/orders/:id/',
      {
        schema: {
          summary: 'One order, with its history, terms, licence, licence tokens and mails',
          tags,
          security: bearerOrApiKey('orders:read'),
          params: orderPath,
          response: answers({ 200: orderDetailSchema }, [401, 403, 404]),
        },
      },
      async (request) => {
        const session = await requireCaller(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const { id } = accepted(request.params);
        await expireOrders(ctx.db, { orderId: id }, ctx.events);
        const order = await findOrder(ctx.db, { id, companyId: company.id });
        if (order === null) throw notFound('Order not found');
        return detailJson(ctx, order);
      },
    );

    /** The licensor moves an order along the allowed transitions and/or edits its note. */
    app.patch(
      '/products/orders/:id/',
      {
        schema: {
          summary: "Move an order's status along the licensor's transitions, or change its note",
          tags,
          security: bearerOrApiKey('orders:write'),
          params: orderPath,
          body: updateOrderSchema,
          response: answers({ 200: orderDetailSchema }, [401, 403, 404, 409, 413, 415]),
        },
      },
      async (request) => {
        const session = await requireCaller(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const { id } = accepted(request.params);
        const input = accepted(request.body);
        await expireOrders(ctx.db, { orderId: id }, ctx.events);
        const order = await ctx.db.transaction(async (tx) => {
          const current = await findOrder(tx, { id, companyId: company.id }, true);
          if (current === null) throw notFound('Order not found');
          const status = input.status ?? current.status;
          if (status !== current.status) {
            if (!licensorMayChange(current.status, status)) {
              // docs/product.md §12.4: "refunded" always means the money went back, so it takes the transaction.
              const how =
                status === 'refunded' && REFUNDABLE_STATUSES.includes(current.status)
                  ? ': send the money back, then record its transaction with POST products/orders/{id}/refund/'
                  : '';
              throw conflict(`Cannot change an order from ${current.status} to ${status}${how}`, {
                status: 'Not allowed',
              });
            }
            await recordOrderEvent(tx, id, status, 'licensor');
            if (status === 'completed') await issueLicense(tx, current);
          }
          await updateOrderStatus(tx, id, { status, note: input.note ?? current.note });
          // docs/product.md §12.1: the licensor's webhooks hear of the move, with the order as it is now.
          const type = status !== current.status ? LICENSOR_MOVE_EVENTS[status] : undefined;
          if (type !== undefined) await ctx.events?.emit(tx, { companyId: company.id, type, orderId: id });
          return findOrder(tx, { id });
        });
        if (order === null) throw notFound('Order not found');
        return detailJson(ctx, order);
      },
    );

    /** Public: the buyer reports the transaction that pays the order; the chain decides (docs/product.md §7). */
    app.post(
      '/products/orders/:id/pay/',
      {
        config: strictRateLimit(ctx),
        schema: {
          summary: 'Report the transaction that pays the order; the chain decides (public)',
          tags: ['Payments'],
          params: orderPath,
          body: payOrderSchema,
          response: answers({ 200: buyerOrderSchema }, [404, 409, 413, 415, 503]),
        },
      },
      async (request) => {
        const { id } = accepted(request.params);
        const { tx_hash } = accepted(request.body);
        const order = await payOrder(ctx.db, ctx.chain, id, tx_hash, 'buyer', ctx.orderPaid, ctx.events);
        return buyerOrderJson(order);
      },
    );

    /**
     * The licensor reports the transaction that sent the buyer's money back; the chain decides (docs/product.md §12.4).
     * The only way to `refunded`: PATCH no longer moves an order there.
     */
    app.post(
      '/products/orders/:id/refund/',
      {
        schema: {
          summary: 'Report the transaction that refunded the buyer; the chain decides',
          tags: ['Payments'],
          security: BEARER,
          params: orderPath,
          body: refundOrderSchema,
          response: answers({ 200: orderDetailSchema }, [401, 404, 409, 413, 415, 503]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const { id } = accepted(request.params);
        const { tx_hash } = accepted(request.body);
        const order = await refundOrder(ctx.db, ctx.chain, company.id, id, tx_hash, ctx.orderRefunded);
        return detailJson(ctx, order);
      },
    );

    app.get(
      '/products/wallet-transactions/',
      {
        schema: {
          summary: "The verified payments into the company's payout wallet",
          tags: ['Payments'],
          security: BEARER,
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(paymentSchema) }, [401, 404]),
        },
      },
      companyPage(ctx, listPayments),
    );
  };
}

function detailJson(ctx: AppContext, order: OrderRow) {
  return orderDetailJson(ctx.db, order);
}
