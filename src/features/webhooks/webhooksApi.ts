import type { Page } from '@contract/api/fields';
import type {
  CreatedWebhook,
  Webhook,
  WebhookCreateInput,
  WebhookDelivery,
  WebhookUpdate,
} from '@contract/api/webhooks';
import { allOf, api, pageOf, recordOf } from '@/services/api';
// Not through the services/api index: signed calls stay out of the first load of /auth (scripts/bundle-budget.mjs).
import { signedCallStatement, type SignedCallAuth, withSignedCallAuth } from '@/services/api/signedCall';

// The licensor's webhooks (docs/product.md §12.1): GET|POST companies/webhooks/, PATCH|DELETE one, its test event,
// its delivery log and a delivery's resend. Types come from the API contract (contract/api/webhooks.ts).

export type { CreatedWebhook, Webhook, WebhookDelivery };

/** The answers' shapes the section reads first (docs/security.md: a malformed answer is an error, not a crash). */
const webhookShape = recordOf<Webhook>({
  id: 'string',
  url: 'string',
  events: 'array',
  enabled: 'boolean',
  disabled_reason: 'string|null',
  disabled_at: 'string|null',
  failing_since: 'string|null',
});
const deliveryShape = recordOf<WebhookDelivery>({
  id: 'string',
  event_id: 'string',
  type: 'string',
  created_at: 'string',
  attempts: 'number',
  last_status: 'number|null',
  last_error: 'string|null',
  next_attempt_at: 'string|null',
  delivered_at: 'string|null',
});

/** At most 10 webhooks a company (contract/webhookValues.ts MAX_WEBHOOKS): one page holds them all. */
const WEBHOOKS_PAGE_SIZE = 100;
/** The log shows the newest deliveries; older ones stay on the server. */
export const DELIVERIES_PAGE_SIZE = 20;

const webhookUrl = (id: string) => `companies/webhooks/${encodeURIComponent(id)}/`;

/** POST companies/webhooks/ and its body: what adding a webhook signs (statement `Add webhook {url}`). */
export function webhookCreationRequest(body: WebhookCreateInput) {
  return {
    method: 'POST' as const,
    url: 'companies/webhooks/',
    body,
    statement: signedCallStatement.addWebhook(body.url),
  };
}

export interface WebhookCreateRequest {
  body: WebhookCreateInput;
  auth: SignedCallAuth;
}

export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWebhooks: build.query<Page<Webhook> | null, void>({
      query: () => ({ url: 'companies/webhooks/', params: { page_size: WEBHOOKS_PAGE_SIZE } }),
      extraOptions: { expect: pageOf(webhookShape) },
      providesTags: (page) => [
        { type: 'Webhook', id: 'LIST' },
        ...(page?.results ?? []).map((webhook) => ({ type: 'Webhook' as const, id: webhook.id })),
      ],
    }),

    /**
     * A signed call whose answer holds the webhook's secret, shown this once (docs/product.md §12.1). Start it with
     * `initiate(request, { track: false })` (useAddWebhook): the answer then never stays in the store.
     */
    createWebhook: build.mutation<CreatedWebhook, WebhookCreateRequest>({
      query: ({ body, auth }) => ({
        url: 'companies/webhooks/',
        method: 'POST',
        body: withSignedCallAuth(body, auth),
      }),
      extraOptions: {
        expect: allOf(webhookShape, recordOf<CreatedWebhook>({ secret: 'string' })),
        signedCall: true,
      },
      invalidatesTags: (created) => (created ? [{ type: 'Webhook', id: 'LIST' }] : []),
    }),

    updateWebhook: build.mutation<Webhook, { id: string; changes: WebhookUpdate }>({
      query: ({ id, changes }) => ({ url: webhookUrl(id), method: 'PATCH', body: changes }),
      extraOptions: { expect: webhookShape },
      // A 404 means it is gone: the list says so better than the old row.
      invalidatesTags: (_webhook, error, { id }) =>
        error && error.status !== 404 ? [] : [{ type: 'Webhook', id }],
    }),

    deleteWebhook: build.mutation<null, string>({
      query: (id) => ({ url: webhookUrl(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) =>
        error && error.status !== 404 ? [] : [{ type: 'Webhook', id: 'LIST' }],
    }),

    /** A `ping` to this webhook alone: it appears in its delivery log. */
    sendTestEvent: build.mutation<WebhookDelivery, string>({
      query: (id) => ({ url: `${webhookUrl(id)}test/`, method: 'POST' }),
      extraOptions: { expect: deliveryShape },
      invalidatesTags: (delivery, _error, id) => (delivery ? [{ type: 'WebhookDelivery', id }] : []),
    }),

    listDeliveries: build.query<Page<WebhookDelivery> | null, string>({
      query: (id) => ({ url: `${webhookUrl(id)}deliveries/`, params: { page_size: DELIVERIES_PAGE_SIZE } }),
      extraOptions: { expect: pageOf(deliveryShape) },
      providesTags: (_page, _error, id) => [{ type: 'WebhookDelivery', id }],
    }),

    /** The same event (same id, same body) again, now. */
    resendDelivery: build.mutation<WebhookDelivery, { webhookId: string; deliveryId: string }>({
      query: ({ webhookId, deliveryId }) => ({
        url: `${webhookUrl(webhookId)}deliveries/${encodeURIComponent(deliveryId)}/resend/`,
        method: 'POST',
      }),
      extraOptions: { expect: deliveryShape },
      invalidatesTags: (_delivery, _error, { webhookId }) => [{ type: 'WebhookDelivery', id: webhookId }],
    }),
  }),
});

export const {
  useListWebhooksQuery,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useSendTestEventMutation,
  useListDeliveriesQuery,
  useResendDeliveryMutation,
} = webhooksApi;
