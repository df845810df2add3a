// What a webhook may be (docs/product.md §12.1), without zod so the SPA's Manage screen checks the same rules as the
// API (contract/api/webhooks.ts) before the wallet is asked to sign.
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhookEvents.js';

/** The events a licensor may choose: all but `ping`, the test event POST companies/webhooks/{id}/test/ sends. */
export const SUBSCRIBABLE_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter(
  (type): type is Exclude<WebhookEventType, 'ping'> => type !== 'ping',
) as [Exclude<WebhookEventType, 'ping'>, ...Exclude<WebhookEventType, 'ping'>[]];
export type SubscribableEventType = (typeof SUBSCRIBABLE_EVENT_TYPES)[number];

export const WEBHOOK_URL_MAX = 1000;

/**
 * The URL goes into the statement of the signed call that adds it (`Add webhook {url}`, docs/product.md §6): EIP-4361's
 * statement is `*( reserved / unreserved / " " )` of RFC 3986, so `%`, quotes, spaces, `<>{}|\^` and backquotes, and
 * anything beyond ASCII, cannot be signed.
 */
export const WEBHOOK_URL_PATTERN = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]+$/;

/** How many webhooks a company may have. */
export const MAX_WEBHOOKS = 10;
