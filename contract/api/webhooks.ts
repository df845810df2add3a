// Webhooks in the API contract (docs/product.md §12.1): what the API takes and answers about a licensor's webhooks and
// their deliveries. The server validates with these schemas; the SPA imports their types only (`import type`), and
// the value lists it needs from ../webhookEvents.ts and ../webhookValues.ts, so nothing here ships.
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../webhookEvents.js';
import { SUBSCRIBABLE_EVENT_TYPES, WEBHOOK_URL_MAX, WEBHOOK_URL_PATTERN } from '../webhookValues.js';
import { isoDateTime } from './fields.js';
import { signedCallAuthSchema } from './signedCall.js';

/**
 * The endpoint a webhook posts to. Its text goes verbatim into the signed call's statement (`Add webhook {url}`,
 * docs/product.md §6), so it may hold only what EIP-4361's statement grammar allows: no `%`, no quotes, no spaces, no
 * non-ASCII letters. Whether it must be https and where it may point are the server's to say (server/src/webhooks).
 */
export const webhookUrl = z
  .string()
  .min(1, 'Must not be empty')
  .max(WEBHOOK_URL_MAX, `Must be at most ${WEBHOOK_URL_MAX} characters`)
  .regex(
    WEBHOOK_URL_PATTERN,
    "Must hold only ASCII letters, digits and - . _ ~ : / ? # [ ] @ ! $ & ' ( ) * + , ; = (no %, quotes, spaces or non-ASCII letters): the wallet signs it as written",
  )
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Must be an http:// or https:// URL');

/** The events a webhook receives: any of the list but `ping`, which only its test sends. */
export const webhookEventsField = z
  .array(z.enum(SUBSCRIBABLE_EVENT_TYPES))
  .min(1, 'Choose at least one event')
  .max(SUBSCRIBABLE_EVENT_TYPES.length)
  .refine((events) => new Set(events).size === events.length, 'Must not repeat an event');

/** POST companies/webhooks/: a signed call (statement `Add webhook {url}`). */
export const createWebhookSchema = z.strictObject({
  url: webhookUrl,
  events: webhookEventsField,
  auth: signedCallAuthSchema,
});

/**
 * PATCH companies/webhooks/{id}/: the events it receives, and whether it is on. Its URL is what the wallet signed:
 * another URL is another webhook (delete this one, add that one).
 */
export const updateWebhookSchema = z.strictObject({
  events: webhookEventsField.optional(),
  enabled: z.boolean().optional(),
});

/** `{id}/deliveries/{delivery_id}/` of a resend. */
export const deliveryPathSchema = z.strictObject({
  id: z
    .guid()
    .transform((value) => value.toLowerCase())
    .describe("The webhook's id"),
  delivery_id: z
    .guid()
    .transform((value) => value.toLowerCase())
    .describe("The delivery's id"),
});

// Answers.

export const webhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(SUBSCRIBABLE_EVENT_TYPES)),
    /** Off: no event is recorded for it and nothing is sent. */
    enabled: z.boolean(),
    /** `failing`: OVERDIVE turned it off after its deliveries failed for 3 days; null otherwise. */
    disabled_reason: z.enum(['failing']).nullable(),
    disabled_at: isoDateTime.nullable(),
    /** Since when every attempt has failed (null: the last one succeeded, or none failed). */
    failing_since: isoDateTime.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Webhook', description: "A licensor's webhook; its secret is shown only when it is created" });

/** POST companies/webhooks/ → 201: the webhook and its signing secret, shown in this answer only. */
export const createdWebhookSchema = webhookSchema
  .extend({
    /** `whsec_` + 32 random bytes base64url: the HMAC-SHA256 key of OVERDIVE-Signature. */
    secret: z.string(),
  })
  .meta({ id: 'CreatedWebhook', description: 'A new webhook with its signing secret, shown only here' });

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    /** `evt_…`: the same on every attempt and every resend (OVERDIVE-Event-Id). */
    event_id: z.string(),
    type: z.enum(WEBHOOK_EVENT_TYPES),
    created_at: isoDateTime,
    attempts: z.number().int(),
    /** The HTTP status of the last attempt; null before one, or when none came back. */
    last_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    /** When it is tried next (null once delivered, or given up). */
    next_attempt_at: isoDateTime.nullable(),
    delivered_at: isoDateTime.nullable(),
  })
  .meta({ id: 'WebhookDelivery', description: 'One event sent to one webhook, and how its attempts went' });

export type Webhook = z.infer<typeof webhookSchema>;
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export type WebhookCreateInput = Omit<z.input<typeof createWebhookSchema>, 'auth'>;
export type WebhookUpdate = z.input<typeof updateWebhookSchema>;
