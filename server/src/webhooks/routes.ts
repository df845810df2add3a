import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchema } from '../../../contract/api/fields.js';
import { idPathSchema } from '../../../contract/api/paths.js';
import {
  createWebhookSchema,
  createdWebhookSchema,
  deliveryPathSchema,
  updateWebhookSchema,
  webhookDeliverySchema,
  webhookSchema,
} from '../../../contract/api/webhooks.js';
import { MAX_WEBHOOKS } from '../../../contract/webhookValues.js';
import { requireSession } from '../auth/guard.js';
import { signedCallStatement, verifySignedCall } from '../auth/signedCall.js';
import { requireCompanyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/index.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { pageOf, pageRequest, paginationSchema } from '../http/pagination.js';
import { BEARER, accepted, answers, idPath, noContent, pathParams } from '../http/routeSchemas.js';
import { TargetRefused, checkWebhookTarget } from './address.js';
import type { WebhookService } from './delivery.js';
import {
  countWebhooks,
  deleteWebhook,
  findDelivery,
  findWebhook,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  lockCompanyWebhooks,
  updateWebhook,
} from './repository.js';
import { newWebhookSecret } from './signature.js';
import { deliveryJson, webhookJson } from './webhooks.js';

const tags = ['Webhooks'];

/** The delivery as the log lists it, read after the change that queued it. */
async function deliveryAnswer(db: Queryable, webhookId: string, deliveryId: string) {
  const row = await findDelivery(db, webhookId, deliveryId);
  if (row === null) throw notFound('Delivery not found');
  return deliveryJson(row);
}

/**
 * The licensor's webhooks (docs/product.md §12.1) and their delivery log. Every route is the caller's company's only:
 * another company's webhook or delivery is 404, as if it did not exist (docs/product.md §7).
 */
export function webhookRoutes(ctx: AppContext, service: WebhookService): FastifyPluginAsyncZod {
  const webhookPath = idPath(idPathSchema('webhook'), 'Webhook');
  const deliveryPath = pathParams(deliveryPathSchema, () => notFound('Delivery not found'));

  /** The caller's company and its webhook (the path's id, read once the session is known), or 404. */
  async function ownWebhook(request: Parameters<typeof requireSession>[1], webhookId: () => string) {
    const session = await requireSession(ctx, request);
    const id = webhookId();
    const company = await requireCompanyOfWallet(ctx.db, session.wallet);
    const webhook = await findWebhook(ctx.db, { id, companyId: company.id });
    if (webhook === null) throw notFound('Webhook not found');
    return { company, webhook };
  }

  return async (app) => {
    app.get(
      '/companies/webhooks/',
      {
        schema: {
          summary: "The company's webhooks",
          tags,
          security: BEARER,
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(webhookSchema) }, [401, 404]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const page = pageRequest(accepted(request.query));
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const { count, rows } = await listWebhooks(ctx.db, company.id, page);
        return pageOf(request.url, page, count, rows.map(webhookJson));
      },
    );

    /**
     * A signed call (docs/product.md §6, statement `Add webhook {url}`): where the company's events go is as much the
     * wallet's to say as where its money goes. The URL is checked before the nonce is spent: https in production,
     * and a host resolving to public addresses only (unless WEBHOOK_ALLOW_PRIVATE). The secret is in this answer
     * only.
     */
    app.post(
      '/companies/webhooks/',
      {
        schema: {
          summary: 'Add a webhook: a signed call; the answer holds its secret, shown only here',
          tags,
          security: BEARER,
          body: createWebhookSchema,
          response: answers({ 201: createdWebhookSchema }, [401, 404, 409, 413, 415]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const { auth, ...input } = accepted(request.body);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const signed = await verifySignedCall(
          ctx,
          request,
          auth,
          session,
          signedCallStatement.addWebhook(input.url),
        );
        try {
          await checkWebhookTarget(input.url, service.policy);
        } catch (error) {
          if (error instanceof TargetRefused) throw badRequest(error.message, { url: error.message });
          throw error;
        }
        const secret = newWebhookSecret();
        const webhook = await ctx.db.transaction(async (tx) => {
          await signed.consume(tx);
          await lockCompanyWebhooks(tx, company.id);
          if ((await countWebhooks(tx, company.id)) >= MAX_WEBHOOKS)
            throw conflict(`A company has at most ${MAX_WEBHOOKS} webhooks; delete one first`);
          return insertWebhook(tx, { companyId: company.id, url: input.url, secret, events: input.events });
        });
        return reply.code(201).send({ ...webhookJson(webhook), secret });
      },
    );

    /** Its events, and on or off; turning on one that OVERDIVE turned off starts it afresh. */
    app.patch(
      '/companies/webhooks/:id/',
      {
        schema: {
          summary: "Change a webhook's events, or turn it on or off",
          tags,
          security: BEARER,
          params: webhookPath,
          body: updateWebhookSchema,
          response: answers({ 200: webhookSchema }, [401, 404, 413, 415]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const { id } = accepted(request.params);
        const input = accepted(request.body);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const updated = await ctx.db.transaction(async (tx) => {
          const current = await findWebhook(tx, { id, companyId: company.id }, true);
          if (current === null) throw notFound('Webhook not found');
          return updateWebhook(tx, id, input);
        });
        return webhookJson(updated);
      },
    );

    app.delete(
      '/companies/webhooks/:id/',
      {
        schema: {
          summary: 'Delete a webhook and its delivery log',
          tags,
          security: BEARER,
          params: webhookPath,
          response: answers({ 204: noContent('The webhook is deleted') }, [401, 404]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const { id } = accepted(request.params);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        if (!(await deleteWebhook(ctx.db, id, company.id))) throw notFound('Webhook not found');
        return reply.code(204).send();
      },
    );

    /** A `ping` to this webhook alone (`data: {webhook_id}`), delivered like any event. */
    app.post(
      '/companies/webhooks/:id/test/',
      {
        schema: {
          summary: 'Send a test event (ping) to a webhook',
          tags,
          security: BEARER,
          params: webhookPath,
          response: answers({ 202: webhookDeliverySchema }, [401, 404, 409]),
        },
      },
      async (request, reply) => {
        const { company, webhook } = await ownWebhook(request, () => accepted(request.params).id);
        if (!webhook.enabled) throw conflict('The webhook is turned off; turn it on first');
        const deliveryId = await service.ping(company.id, webhook.id);
        return reply.code(202).send(await deliveryAnswer(ctx.db, webhook.id, deliveryId));
      },
    );

    app.get(
      '/companies/webhooks/:id/deliveries/',
      {
        schema: {
          summary: "A webhook's delivery log, newest first",
          tags,
          security: BEARER,
          params: webhookPath,
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(webhookDeliverySchema) }, [401, 404]),
        },
      },
      async (request) => {
        const { webhook } = await ownWebhook(request, () => accepted(request.params).id);
        const page = pageRequest(accepted(request.query));
        const { count, rows } = await listDeliveries(ctx.db, webhook.id, page);
        return pageOf(request.url, page, count, rows.map(deliveryJson));
      },
    );

    /** The same event (same id, same body) again, now, retried afresh if it fails. */
    app.post(
      '/companies/webhooks/:id/deliveries/:delivery_id/resend/',
      {
        schema: {
          summary: 'Send a delivery again: the same event, now',
          tags,
          security: BEARER,
          params: deliveryPath,
          response: answers({ 202: webhookDeliverySchema }, [401, 404, 409]),
        },
      },
      async (request, reply) => {
        const { webhook } = await ownWebhook(request, () => accepted(request.params).id);
        const params = accepted(request.params);
        if (!webhook.enabled) throw conflict('The webhook is turned off; turn it on first');
        await ctx.db.transaction(async (tx) => {
          if ((await findDelivery(tx, webhook.id, params.delivery_id, true)) === null)
            throw notFound('Delivery not found');
          if (!(await service.resend(tx, params.delivery_id)))
            throw conflict('This delivery is being attempted right now; try again in a moment');
        });
        return reply.code(202).send(await deliveryAnswer(ctx.db, webhook.id, params.delivery_id));
      },
    );
  };
}
