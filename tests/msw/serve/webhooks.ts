import { http, HttpResponse } from 'msw';
import type { CreatedWebhook, Webhook, WebhookDelivery } from '@contract/api/webhooks';
import { apiUrl, pageOf } from '../apiUrl';
import { server } from '../server';

// The webhooks API of docs/product.md §12.1 for one test, kept in memory as the routes answer it
// (server/test/webhooks.test.ts shows every call): a company's webhooks and their delivery logs.

export const webhookFixture = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: '7b1c0a52-0000-4000-8000-000000000001',
  url: 'https://hooks.acme.example/overdive',
  events: ['order.paid', 'license.issued'],
  enabled: true,
  disabled_reason: null,
  disabled_at: null,
  failing_since: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

export const deliveryFixture = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd0000000-0000-4000-8000-000000000001',
  event_id: 'evt_paid0000000000000000',
  type: 'order.paid',
  created_at: '2026-11-24T10:00:00.000Z',
  attempts: 1,
  last_status: 200,
  last_error: null,
  next_attempt_at: null,
  delivered_at: '2026-11-24T10:00:01.000Z',
  ...overrides,
});

/** What the fake server was asked, in order. */
export interface WebhookCalls {
  created: Record<string, unknown>[];
  patched: { id: string; body: Record<string, unknown> }[];
  deleted: string[];
  tested: string[];
  resent: { id: string; deliveryId: string }[];
}

/**
 * The webhooks routes over `initial` (and each one's deliveries). `create` answers a POST (default: 201 with the
 * webhook and `whsec_test…`); the others change the list as the API does, with its 409 for a webhook turned off.
 */
export function serveWebhooks(
  initial: Webhook[],
  {
    deliveries = {},
    create,
  }: {
    deliveries?: Record<string, WebhookDelivery[]>;
    create?: (body: Record<string, unknown>) => Response | Promise<Response>;
  } = {},
): WebhookCalls {
  let webhooks = [...initial];
  const logs: Record<string, WebhookDelivery[]> = Object.fromEntries(
    Object.entries(deliveries).map(([id, list]) => [id, [...list]]),
  );
  const calls: WebhookCalls = { created: [], patched: [], deleted: [], tested: [], resent: [] };
  const find = (id: unknown) => webhooks.find((webhook) => webhook.id === id);
  const notFound = () => HttpResponse.json({ error: 'Webhook not found' }, { status: 404 });
  const turnedOff = () =>
    HttpResponse.json({ error: 'The webhook is turned off; turn it on first' }, { status: 409 });

  server.use(
    http.get(apiUrl('companies/webhooks/'), () => HttpResponse.json(pageOf(webhooks))),
    http.post(apiUrl('companies/webhooks/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.created.push(body);
      if (create) return create(body);
      const webhook = webhookFixture({
        id: `7b1c0a52-0000-4000-8000-${String(webhooks.length + 100).padStart(12, '0')}`,
        url: body.url as string,
        events: body.events as Webhook['events'],
        created_at: '2026-12-01T12:00:00.000Z',
        updated_at: '2026-12-01T12:00:00.000Z',
      });
      webhooks = [...webhooks, webhook];
      const created: CreatedWebhook = { ...webhook, secret: `whsec_test${'A'.repeat(33)}` };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(apiUrl('companies/webhooks/:id/'), async ({ params, request }) => {
      const body = (await request.json()) as Partial<Webhook>;
      calls.patched.push({ id: String(params.id), body });
      const current = find(params.id);
      if (!current) return notFound();
      // Turning on one that OVERDIVE turned off starts it afresh (server/src/webhooks/routes.ts).
      const next: Webhook = {
        ...current,
        ...body,
        ...(body.enabled ? { disabled_reason: null, disabled_at: null, failing_since: null } : {}),
        updated_at: '2026-12-01T12:30:00.000Z',
      };
      webhooks = webhooks.map((webhook) => (webhook.id === next.id ? next : webhook));
      return HttpResponse.json(next);
    }),
    http.delete(apiUrl('companies/webhooks/:id/'), ({ params }) => {
      calls.deleted.push(String(params.id));
      if (!find(params.id)) return notFound();
      webhooks = webhooks.filter((webhook) => webhook.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('companies/webhooks/:id/test/'), ({ params }) => {
      const id = String(params.id);
      calls.tested.push(id);
      const webhook = find(id);
      if (!webhook) return notFound();
      if (!webhook.enabled) return turnedOff();
      const ping = deliveryFixture({
        id: `d0000000-0000-4000-8000-${String(calls.tested.length + 100).padStart(12, '0')}`,
        event_id: `evt_ping${String(calls.tested.length).padStart(18, '0')}`,
        type: 'ping',
        created_at: '2026-12-01T12:40:00.000Z',
        attempts: 0,
        last_status: null,
        next_attempt_at: '2026-12-01T12:40:00.000Z',
        delivered_at: null,
      });
      logs[id] = [ping, ...(logs[id] ?? [])];
      return HttpResponse.json(ping, { status: 202 });
    }),
    http.get(apiUrl('companies/webhooks/:id/deliveries/'), ({ params }) =>
      find(params.id) ? HttpResponse.json(pageOf(logs[String(params.id)] ?? [])) : notFound(),
    ),
    http.post(apiUrl('companies/webhooks/:id/deliveries/:deliveryId/resend/'), ({ params }) => {
      const id = String(params.id);
      const deliveryId = String(params.deliveryId);
      calls.resent.push({ id, deliveryId });
      const webhook = find(id);
      const delivery = logs[id]?.find((entry) => entry.id === deliveryId);
      if (!webhook || !delivery) return notFound();
      if (!webhook.enabled) return turnedOff();
      const again: WebhookDelivery = {
        ...delivery,
        delivered_at: null,
        next_attempt_at: '2026-12-01T12:50:00.000Z',
      };
      logs[id] = (logs[id] ?? []).map((entry) => (entry.id === deliveryId ? again : entry));
      return HttpResponse.json(again, { status: 202 });
    }),
  );
  return calls;
}
