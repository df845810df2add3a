// The events a licensor's webhooks receive (docs/product.md §12.1), without zod so the SPA's Manage screen can list
// them too. `ping` is the test event of POST companies/webhooks/{id}/test/.
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.expired',
  'order.cancelled',
  'order.refunded',
  'license.issued',
  'remix.registered',
  'ping',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
