import {
  SUBSCRIBABLE_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  WEBHOOK_URL_PATTERN,
  type SubscribableEventType,
} from '@contract/webhookValues';

// What a webhook may be, checked before the wallet is asked to sign (docs/product.md §12.1), with the same rules as
// the API's schema (contract/api/webhooks.ts `webhookUrl`, `webhookEventsField`): a URL the API would refuse never
// costs the licensor a signature. Whether it must be https and where it may point are the server's to say.

export { SUBSCRIBABLE_EVENT_TYPES, type SubscribableEventType };

/** An i18n key of the `webhooks` namespace (and its parameters) naming what is wrong. */
export interface WebhookProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** The URL as it will be sent and signed: pasted spaces around it are not part of it. */
export function webhookUrlOf(value: string): string {
  return value.trim();
}

export function validateWebhookUrl(value: string): WebhookProblem | null {
  const url = webhookUrlOf(value);
  if (url === '') return { key: 'webhooks.form.urlRequired' };
  if (url.length > WEBHOOK_URL_MAX)
    return { key: 'webhooks.form.urlTooLong', params: { max: WEBHOOK_URL_MAX } };
  // The statement `Add webhook {url}` holds it as written: EIP-4361 allows no `%`, quotes, spaces or non-ASCII.
  if (!WEBHOOK_URL_PATTERN.test(url)) return { key: 'webhooks.form.urlCharacters' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { key: 'webhooks.form.urlScheme' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { key: 'webhooks.form.urlScheme' };
  return null;
}

export function validateWebhookEvents(events: readonly string[]): WebhookProblem | null {
  return events.length === 0 ? { key: 'webhooks.form.eventsRequired' } : null;
}

/** The chosen events in the API's own order, each once. */
export function orderedEvents(chosen: ReadonlySet<string>): SubscribableEventType[] {
  return SUBSCRIBABLE_EVENT_TYPES.filter((type) => chosen.has(type));
}
