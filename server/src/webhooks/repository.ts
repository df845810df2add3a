/**
 * The SQL of webhooks (docs/product.md §12.1; migration 014): the company's webhooks, the events its changes record
 * (in the transaction of the change), and the deliveries the webhook job takes, attempts and closes. Times are the
 * database's, so every API copy agrees on what is due.
 */
import type { WebhookEventType } from '../../../contract/webhookEvents.js';
import type { SubscribableEventType } from '../../../contract/webhookValues.js';
import { selectPage, type Queryable } from '../db/index.js';
import type { PageRequest } from '../http/pagination.js';

export interface WebhookRow {
  id: string;
  company_id: string;
  url: string;
  events: SubscribableEventType[];
  enabled: boolean;
  disabled_reason: 'failing' | null;
  disabled_at: Date | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Every column but the secret, which is read only to sign (takeDelivery) and answered only at creation. */
const WEBHOOK_COLUMNS = `id, company_id, url, events, enabled, disabled_reason, disabled_at, failing_since, created_at,
  updated_at`;

export async function countWebhooks(db: Queryable, companyId: string): Promise<number> {
  const result = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM webhooks WHERE company_id = $1',
    [companyId],
  );
  return result.rows[0]?.count ?? 0;
}

/** The company's webhooks are added one at a time (the cap is counted under this lock). */
export async function lockCompanyWebhooks(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`webhooks:${companyId}`]);
}

export async function insertWebhook(
  tx: Queryable,
  webhook: { companyId: string; url: string; secret: string; events: readonly string[] },
): Promise<WebhookRow> {
  const result = await tx.query<WebhookRow>(
    `INSERT INTO webhooks (company_id, url, secret, events) VALUES ($1, $2, $3, $4::text[])
     RETURNING ${WEBHOOK_COLUMNS}`,
    [webhook.companyId, webhook.url, webhook.secret, `{${webhook.events.join(',')}}`],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
  return row;
}

export function listWebhooks(db: Queryable, companyId: string, page: PageRequest) {
  return selectPage<WebhookRow>(
    db,
    {
      count: 'SELECT count(*)::int AS count FROM webhooks WHERE company_id = $1',
      rows: `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE company_id = $1 ORDER BY created_at, id`,
    },
    [companyId],
    page,
  );
}

/** One webhook of the company (another company's is not found: docs/product.md §7, no existence leak). */
export async function findWebhook(
  db: Queryable,
  where: { id: string; companyId: string },
  lock = false,
): Promise<WebhookRow | null> {
  const result = await db.query<WebhookRow>(
    `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE id = $1 AND company_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [where.id, where.companyId],
  );
  return result.rows[0] ?? null;
}

/** The licensor's change: its events, and on or off (turning it on again forgets the failures that turned it off). */
export async function updateWebhook(
  tx: Queryable,
  id: string,
  change: { events?: readonly string[] | undefined; enabled?: boolean | undefined },
): Promise<WebhookRow> {
  const result = await tx.query<WebhookRow>(
    `UPDATE webhooks SET
        events = COALESCE($2::text[], events),
        enabled = COALESCE($3, enabled),
        disabled_reason = CASE WHEN $3 IS NULL THEN disabled_reason ELSE NULL END,
        disabled_at = CASE WHEN $3 IS NULL THEN disabled_at WHEN $3 THEN NULL ELSE COALESCE(disabled_at, now()) END,
        failing_since = CASE WHEN $3 THEN NULL ELSE failing_since END,
        updated_at = now()
      WHERE id = $1
      RETURNING ${WEBHOOK_COLUMNS}`,
    [id, change.events === undefined ? null : `{${change.events.join(',')}}`, change.enabled ?? null],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error('webhook vanished');
  return row;
}

/** Deletes the webhook and its delivery log; false when the company has no such webhook. */
export async function deleteWebhook(db: Queryable, id: string, companyId: string): Promise<boolean> {
  const result = await db.query('DELETE FROM webhooks WHERE id = $1 AND company_id = $2', [id, companyId]);
  return result.rowCount > 0;
}

/** The company's webhooks that are on and receive `type`. */
export async function subscribedWebhooks(
  tx: Queryable,
  companyId: string,
  type: WebhookEventType,
): Promise<string[]> {
  const result = await tx.query<{ id: string }>(
    'SELECT id FROM webhooks WHERE company_id = $1 AND enabled AND $2 = ANY(events) ORDER BY created_at',
    [companyId, type],
  );
  return result.rows.map((row) => row.id);
}

export async function insertEvent(
  tx: Queryable,
  event: {
    id: string;
    companyId: string;
    type: WebhookEventType;
    orderId: string | null;
    remixId: string | null;
    body: string;
    createdAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO webhook_events (id, company_id, type, order_id, remix_id, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [event.id, event.companyId, event.type, event.orderId, event.remixId, event.body, event.createdAt],
  );
}

/** A delivery of the event to the webhook, due now, retried for `retryMs`; its id. */
export async function insertDelivery(
  tx: Queryable,
  webhookId: string,
  eventId: string,
  retryMs: number,
): Promise<string> {
  const result = await tx.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (webhook_id, event_id, next_attempt_at, retry_until)
     VALUES ($1, $2, now(), now() + make_interval(secs => $3::double precision / 1000))
     RETURNING id`,
    [webhookId, eventId, retryMs],
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('INSERT … RETURNING returned no row');
  return id;
}

export interface DeliveryRow {
  id: string;
  event_id: string;
  type: WebhookEventType;
  created_at: Date;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  state: 'pending' | 'sending' | 'delivered' | 'failed';
}

const DELIVERY_SELECT = `
  SELECT d.id, d.event_id, e.type, d.created_at, d.attempts, d.last_status, d.last_error, d.next_attempt_at,
         d.delivered_at, d.state
    FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id`;

/** The delivery log of one webhook, newest first. */
export function listDeliveries(db: Queryable, webhookId: string, page: PageRequest) {
  return selectPage<DeliveryRow>(
    db,
    {
      count: 'SELECT count(*)::int AS count FROM webhook_deliveries WHERE webhook_id = $1',
      rows: `${DELIVERY_SELECT} WHERE d.webhook_id = $1 ORDER BY d.created_at DESC, d.id DESC`,
    },
    [webhookId],
    page,
  );
}

export async function findDelivery(
  db: Queryable,
  webhookId: string,
  deliveryId: string,
  lock = false,
): Promise<DeliveryRow | null> {
  const result = await db.query<DeliveryRow>(
    `${DELIVERY_SELECT} WHERE d.id = $1 AND d.webhook_id = $2${lock ? ' FOR UPDATE OF d' : ''}`,
    [deliveryId, webhookId],
  );
  return result.rows[0] ?? null;
}

/** A delivery taken for an attempt: what to send, where, and signed with what. */
export interface TakenDelivery {
  id: string;
  webhook_id: string;
  event_id: string;
  attempts: number;
  retry_until: Date;
  url: string;
  secret: string;
  body: string;
}

/**
 * Takes a due delivery for one attempt, held for `holdSeconds` (past the attempt's end), its attempt counted before it
 * is made. `held`: another run has it (or had it and was killed mid-attempt: free again once the hold ends);
 * `later`: not due yet (its own job is scheduled); `off`: its webhook is turned off; `done`: delivered, given up or
 * gone.
 */
export async function takeDelivery(
  db: Queryable,
  id: string,
  holdSeconds: number,
): Promise<TakenDelivery | { wait: Date } | 'off' | 'done'> {
  const taken = await db.query<TakenDelivery>(
    `WITH taken AS (
       UPDATE webhook_deliveries d
          SET state = 'sending', attempts = attempts + 1, updated_at = now(),
              claimed_until = now() + make_interval(secs => $2)
        WHERE id = $1 AND state IN ('pending', 'sending') AND next_attempt_at <= now()
          AND (claimed_until IS NULL OR claimed_until < now())
          AND EXISTS (SELECT 1 FROM webhooks w WHERE w.id = d.webhook_id AND w.enabled)
        RETURNING id, webhook_id, event_id, attempts, retry_until
     )
     SELECT t.id, t.webhook_id, t.event_id, t.attempts, t.retry_until, w.url, w.secret, e.body
       FROM taken t JOIN webhooks w ON w.id = t.webhook_id JOIN webhook_events e ON e.id = t.event_id`,
    [id, holdSeconds],
  );
  const row = taken.rows[0];
  if (row !== undefined) return row;
  // Not taken: not due yet (a job may start a little early: its time came from this copy's clock, the due time from
  // the database's), or held by another run. Either way, when it may be taken, by the database's clock.
  const left = await db.query<{ enabled: boolean; held: boolean; wait: Date }>(
    `SELECT w.enabled, COALESCE(d.claimed_until > now(), false) AS held,
            GREATEST(d.next_attempt_at, COALESCE(d.claimed_until, d.next_attempt_at), now() + interval '1 second')
              AS wait
       FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
      WHERE d.id = $1 AND d.state IN ('pending', 'sending')`,
    [id],
  );
  const open = left.rows[0];
  if (open === undefined) return 'done';
  if (!open.enabled && !open.held) return 'off';
  return { wait: open.wait };
}

/** How an attempt ended: delivered, to be tried again at `retryInMs`, or given up. */
export type AttemptOutcome =
  | { state: 'delivered'; status: number }
  | { state: 'pending' | 'failed'; status: number | null; error: string; retryInMs?: number };

/** Closes the attempt; false when the delivery is gone (its webhook was deleted meanwhile). */
export async function closeAttempt(tx: Queryable, id: string, outcome: AttemptOutcome): Promise<boolean> {
  const result = await tx.query(
    `UPDATE webhook_deliveries
        SET state = $2, last_status = $3, last_error = $4, claimed_until = NULL, updated_at = now(),
            delivered_at = CASE WHEN $2 = 'delivered' THEN now() ELSE delivered_at END,
            next_attempt_at = CASE WHEN $2 = 'pending'
                                   THEN now() + make_interval(secs => $5::double precision / 1000) END
      WHERE id = $1 AND state IN ('pending', 'sending')`,
    [
      id,
      outcome.state,
      outcome.status,
      outcome.state === 'delivered' ? null : outcome.error.slice(0, 500),
      outcome.state === 'pending' ? (outcome.retryInMs ?? 0) : null,
    ],
  );
  return result.rowCount > 0;
}

/** When the delivery's next attempt is due (after closeAttempt set it). */
export async function nextAttemptOf(db: Queryable, id: string): Promise<Date | null> {
  const result = await db.query<{ next_attempt_at: Date | null }>(
    'SELECT next_attempt_at FROM webhook_deliveries WHERE id = $1',
    [id],
  );
  return result.rows[0]?.next_attempt_at ?? null;
}

/** A delivered attempt: the webhook is not failing any more. */
export async function webhookSucceeded(tx: Queryable, webhookId: string): Promise<void> {
  await tx.query('UPDATE webhooks SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL', [
    webhookId,
  ]);
}

/** A failed attempt of the delivery: when its attempts began failing (this one, or an earlier one). */
export async function deliveryFailing(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    'UPDATE webhook_deliveries SET first_failed_at = COALESCE(first_failed_at, now()) WHERE id = $1',
    [id],
  );
}

/**
 * A failed attempt: the webhook is failing since its first failure after its last success. It is turned off
 * (docs/product.md §12.1: an endpoint failing for 3 days is disabled) once that is `windowMs` ago, or when this
 * delivery gives up at the end of its window (`gaveUp`) with every attempt to the endpoint failed since this one's
 * first. Whether it was turned off now.
 */
export async function webhookFailed(
  tx: Queryable,
  webhook: { id: string; deliveryId: string; windowMs: number; gaveUp: boolean },
): Promise<boolean> {
  const result = await tx.query<{ disabled: boolean }>(
    `WITH failing AS (
       SELECT w.id, COALESCE(w.failing_since, now()) AS since,
              w.enabled AND (
                COALESCE(w.failing_since, now()) <= now() - make_interval(secs => $3::double precision / 1000)
                OR ($4 AND COALESCE(w.failing_since, now()) <= d.first_failed_at)
              ) AS turn_off
         FROM webhooks w JOIN webhook_deliveries d ON d.id = $2 AND d.webhook_id = w.id
        WHERE w.id = $1 FOR UPDATE OF w
     )
     UPDATE webhooks w
        SET failing_since = f.since,
            enabled = w.enabled AND NOT f.turn_off,
            disabled_reason = CASE WHEN f.turn_off THEN 'failing' ELSE w.disabled_reason END,
            disabled_at = CASE WHEN f.turn_off THEN now() ELSE w.disabled_at END
       FROM failing f
      WHERE w.id = f.id
      RETURNING f.turn_off AS disabled`,
    [webhook.id, webhook.deliveryId, webhook.windowMs, webhook.gaveUp],
  );
  return result.rows[0]?.disabled ?? false;
}

/** Sends a delivery again now, with a new retry window; false when it is being attempted this moment. */
export async function resendDelivery(tx: Queryable, id: string, retryMs: number): Promise<boolean> {
  const result = await tx.query(
    `UPDATE webhook_deliveries
        SET state = 'pending', next_attempt_at = now(), updated_at = now(), first_failed_at = NULL,
            retry_until = now() + make_interval(secs => $2::double precision / 1000),
            -- Tried afresh: its schedule starts again at 1 minute, and the log shows this run's attempts.
            attempts = 0, delivered_at = NULL, last_status = NULL, last_error = NULL
      WHERE id = $1 AND NOT (state = 'sending' AND claimed_until > now())`,
    [id, retryMs],
  );
  return result.rowCount > 0;
}

/** Deliveries not finished, with when each may next run: queued again when the API starts. */
export async function openDeliveries(db: Queryable, limit: number): Promise<{ id: string; due: Date }[]> {
  const result = await db.query<{ id: string; due: Date }>(
    `SELECT id, GREATEST(next_attempt_at, claimed_until, now()) AS due FROM webhook_deliveries
      WHERE state IN ('pending', 'sending') ORDER BY next_attempt_at LIMIT $1`,
    [limit],
  );
  return result.rows;
}
