/**
 * Webhooks' rules (docs/product.md §12.1): when an attempt is tried again, when a delivery and a webhook give up, and
 * the JSON they answer with. The SQL is in ./repository.ts, the request schemas in contract/api/webhooks.ts.
 */
import type { DeliveryRow, WebhookRow } from './repository.js';

/** docs/product.md §12.1's schedule; tests shorten it (AppDeps.webhookTiming), never the rules. */
export interface WebhookTiming {
  /** The first retry's delay: 1 minute, doubling at each further one. */
  firstRetryMs: number;
  /** No two attempts further apart than 6 hours. */
  maxRetryMs: number;
  /** A delivery is retried for 3 days; an endpoint failing that long is turned off. */
  retryWindowMs: number;
  /** An answer within 10 seconds. */
  timeoutMs: number;
}

export const WEBHOOK_TIMING: WebhookTiming = {
  firstRetryMs: 60_000,
  maxRetryMs: 6 * 3600_000,
  retryWindowMs: 3 * 24 * 3600_000,
  timeoutMs: 10_000,
};

/** How long after its `attempts`-th failed attempt a delivery is tried again: 1 min, 2, 4… at most 6 h. */
export function retryDelayMs(attempts: number, timing: WebhookTiming): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^30 minutes is far past any cap: no overflow to Infinity on a very old delivery.
  return Math.min(timing.firstRetryMs * 2 ** Math.min(doublings, 30), timing.maxRetryMs);
}

export function webhookJson(row: WebhookRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at?.toISOString() ?? null,
    failing_since: row.failing_since?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function deliveryJson(row: DeliveryRow) {
  return {
    id: row.id,
    event_id: row.event_id,
    type: row.type,
    created_at: row.created_at.toISOString(),
    attempts: row.attempts,
    last_status: row.last_status,
    last_error: row.last_error,
    // Open deliveries only: a delivered or given-up one has no next attempt.
    next_attempt_at:
      row.state === 'pending' || row.state === 'sending'
        ? (row.next_attempt_at?.toISOString() ?? null)
        : null,
    delivered_at: row.delivered_at?.toISOString() ?? null,
  };
}
