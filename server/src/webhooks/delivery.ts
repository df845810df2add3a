/**
 * The licensor's webhook events and their delivery (docs/product.md §12.1). A change records its event in its own
 * transaction (`events.emit`): the event's body, made once with the order or remix as it is at that moment, and a
 * delivery row and a durable job for each webhook of the company that receives that type, so there is no event for a
 * change that rolled back and none lost to a crash. The job posts the body, signed, to the endpoint: a 2xx within
 * 10 s delivers it; anything else is tried again 1 minute later, doubling up to 6 hours apart, for 3 days, with the
 * same event id and body each time (at least once: a receiver dedupes on OVERDIVE-Event-Id). An endpoint whose
 * attempts have all failed for 3 days is turned off. The API queues every open delivery again when it starts, since
 * a killed copy's job only retries once it expires.
 */
import { z } from 'zod';
import { orderDetailSchema } from '../../../contract/api/orders.js';
import { remixSchema } from '../../../contract/api/story.js';
import type { WebhookEventType } from '../../../contract/webhookEvents.js';
import type { Config } from '../config.js';
import type { WebhookEvents } from '../context.js';
import type { Database, Queryable } from '../db/index.js';
import type { Jobs } from '../jobs/index.js';
import { orderDetailJson } from '../orders/detail.js';
import { findOrder } from '../orders/repository.js';
import { findRemix } from '../story/remixRepository.js';
import { TargetRefused, checkUrlShape, resolveTarget, type AddressPolicy, type Resolver } from './address.js';
import {
  closeAttempt,
  deliveryFailing,
  insertDelivery,
  insertEvent,
  openDeliveries,
  resendDelivery,
  subscribedWebhooks,
  takeDelivery,
  webhookFailed,
  webhookSucceeded,
  type TakenDelivery,
} from './repository.js';
import { sendAttempt, type AttemptResult } from './sender.js';
import { newEventId, signatureHeader } from './signature.js';
import { retryDelayMs, type WebhookTiming } from './webhooks.js';

export const WEBHOOK_QUEUE = 'webhook-deliver';

export interface WebhookDeps {
  db: Database;
  /** Null when this copy runs no jobs: events are still recorded, and delivered once a copy with jobs starts. */
  jobs: Jobs | null;
  config: Pick<Config, 'nodeEnv' | 'webhookAllowPrivate'>;
  timing: WebhookTiming;
  resolve: Resolver;
  log: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
  };
}

export interface WebhookService {
  events: WebhookEvents;
  /** Where a webhook may point (the routes check a new one with it). */
  policy: AddressPolicy;
  /** POST companies/webhooks/{id}/test/: a `ping` to that webhook alone; the delivery's id. */
  ping(companyId: string, webhookId: string): Promise<string>;
  /** Sends a delivery again now (same event id and body); false when it is being attempted this moment. */
  resend(tx: Queryable, deliveryId: string): Promise<boolean>;
  start(): Promise<void>;
}

/** The event's `data` (docs/product.md §12.1): the order as GET products/orders/{id}/ answers it, or the remix. */
async function eventData(
  tx: Queryable,
  event: { type: WebhookEventType; orderId?: string | undefined; remixId?: string | undefined },
): Promise<object> {
  if (event.remixId !== undefined) {
    const remix = await findRemix(tx, event.remixId);
    if (remix === null) throw new Error(`remix ${event.remixId} not found for ${event.type}`);
    return { remix: z.encode(remixSchema, remix) };
  }
  if (event.orderId === undefined) throw new Error(`${event.type} names no order`);
  const order = await findOrder(tx, { id: event.orderId });
  if (order === null) throw new Error(`order ${event.orderId} not found for ${event.type}`);
  // Through the route's own answer schema, as the route serialises it.
  return { order: z.encode(orderDetailSchema, await orderDetailJson(tx, order)) };
}

/** A failed attempt as the delivery log says it. */
function failureText(result: AttemptResult): string {
  if (result.status === null) return result.error;
  // Control characters (line breaks included) become spaces: the log shows one line.
  const said = [...result.excerpt]
    .map((char) => (char < ' ' || char === '\u007f' ? ' ' : char))
    .join('')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, 200);
  const redirect = result.status >= 300 && result.status < 400 ? ' (redirects are not followed)' : '';
  return `HTTP ${result.status}${redirect}${said === '' ? '' : `: ${said}`}`;
}

export function createWebhookService(deps: WebhookDeps): WebhookService {
  const { db, jobs, timing, log } = deps;
  const policy: AddressPolicy = {
    httpsOnly: deps.config.nodeEnv === 'production',
    allowPrivate: deps.config.webhookAllowPrivate,
    resolve: deps.resolve,
    lookupTimeoutMs: timing.timeoutMs,
  };
  // Held past an attempt's end (its lookup and answer within the timeout), so a retry never posts while a live run
  // still may, and not much longer: a copy killed mid-attempt holds its delivery up for that long.
  const holdSeconds = Math.ceil(timing.timeoutMs / 1000) + 10;

  async function queue(tx: Queryable, deliveryId: string, startAfter?: Date): Promise<void> {
    await jobs?.send(WEBHOOK_QUEUE, { id: deliveryId }, startAfter === undefined ? {} : { startAfter }, tx);
  }

  /** Writes the event and a delivery (with its job) to each webhook; the delivery ids. */
  async function record(
    tx: Queryable,
    event: { companyId: string; type: WebhookEventType; orderId: string | null; remixId: string | null },
    data: object,
    webhookIds: readonly string[],
  ): Promise<string[]> {
    const id = newEventId();
    const createdAt = new Date();
    const body = JSON.stringify({ id, type: event.type, created_at: createdAt.toISOString(), data });
    await insertEvent(tx, { ...event, id, body, createdAt });
    const deliveries: string[] = [];
    for (const webhookId of webhookIds) {
      const deliveryId = await insertDelivery(tx, webhookId, id, timing.retryWindowMs);
      await queue(tx, deliveryId);
      deliveries.push(deliveryId);
    }
    return deliveries;
  }

  const events: WebhookEvents = {
    async emit(tx, event) {
      const webhookIds = await subscribedWebhooks(tx, event.companyId, event.type);
      if (webhookIds.length === 0) return;
      await record(
        tx,
        {
          companyId: event.companyId,
          type: event.type,
          orderId: event.orderId ?? null,
          remixId: event.remixId ?? null,
        },
        await eventData(tx, event),
        webhookIds,
      );
    },
  };

  /** One attempt, its lookup included, within the timeout: nothing an endpoint or its DNS does holds it longer. */
  async function attempt(taken: TakenDelivery): Promise<AttemptResult> {
    const deadline = Date.now() + timing.timeoutMs;
    const late: AttemptResult = {
      status: null,
      error: `No answer within ${Math.ceil(timing.timeoutMs / 1000)} s`,
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timing.timeoutMs);
    });
    try {
      const url = checkUrlShape(taken.url, policy);
      // A fresh answer of the resolver, checked again: it may have changed since the webhook was saved.
      const target = await Promise.race([resolveTarget(url, policy), timeout]);
      if (target === null) return late;
      return await sendAttempt({
        url,
        target,
        body: taken.body,
        timeoutMs: Math.max(1, deadline - Date.now()),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'OVERDIVE-Webhooks/1',
          'OVERDIVE-Event-Id': taken.event_id,
          'OVERDIVE-Signature': signatureHeader(taken.secret, taken.body, Math.floor(Date.now() / 1000)),
        },
      });
    } catch (error) {
      if (error instanceof TargetRefused) return { status: null, error: `Not sent: ${error.message}` };
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function deliver(deliveryId: string): Promise<void> {
    const taken = await takeDelivery(db, deliveryId, holdSeconds);
    if (taken === 'done') return;
    // Turned off (by the licensor, or after failing for 3 days): not sent; a resend once it is on sends it.
    if (taken === 'off') {
      await closeAttempt(db, deliveryId, {
        state: 'failed',
        status: null,
        error: 'The webhook is turned off',
      });
      return;
    }
    // Not due yet, or held by a run that may have died mid-attempt: looked at again the moment it may be taken.
    if ('wait' in taken) {
      await queue(db, deliveryId, taken.wait);
      return;
    }
    const fields = {
      deliveryId,
      webhookId: taken.webhook_id,
      eventId: taken.event_id,
      attempt: taken.attempts,
    };
    const result = await attempt(taken);
    const delivered = result.status !== null && result.status >= 200 && result.status < 300;
    await db.transaction(async (tx) => {
      if (delivered) {
        if (await closeAttempt(tx, deliveryId, { state: 'delivered', status: result.status as number }))
          await webhookSucceeded(tx, taken.webhook_id);
        return;
      }
      const error = failureText(result);
      // The attempts of a delivery span its whole window: the last one falls on its end, not a gap before it.
      const now = Date.now();
      const gaveUp = now >= taken.retry_until.getTime();
      const retryInMs = Math.max(
        0,
        Math.min(retryDelayMs(taken.attempts, timing), taken.retry_until.getTime() - now),
      );
      await deliveryFailing(tx, deliveryId);
      const turnedOff = await webhookFailed(tx, {
        id: taken.webhook_id,
        deliveryId,
        windowMs: timing.retryWindowMs,
        gaveUp,
      });
      if (turnedOff || gaveUp) {
        await closeAttempt(tx, deliveryId, { state: 'failed', status: result.status, error });
        if (turnedOff)
          log.warn(fields, 'webhook turned off: its deliveries failed for the whole retry window');
        return;
      }
      if (await closeAttempt(tx, deliveryId, { state: 'pending', status: result.status, error, retryInMs }))
        await queue(tx, deliveryId, new Date(now + retryInMs));
    });
    log.info({ ...fields, status: result.status, delivered }, 'webhook attempt');
  }

  return {
    events,
    policy,
    async ping(companyId, webhookId) {
      return db.transaction(async (tx) => {
        const [id] = await record(
          tx,
          { companyId, type: 'ping', orderId: null, remixId: null },
          { webhook_id: webhookId },
          [webhookId],
        );
        return id as string;
      });
    },
    async resend(tx, deliveryId) {
      if (!(await resendDelivery(tx, deliveryId, timing.retryWindowMs))) return false;
      await queue(tx, deliveryId);
      return true;
    },
    async start() {
      if (jobs === null) return;
      await jobs.work<{ id: string }>(
        {
          name: WEBHOOK_QUEUE,
          // Only a run that could not take its delivery, or lost the database, retries as a job: an endpoint's
          // failures are retried by the delivery's own schedule above.
          retryLimit: 20,
          retryDelay: 30,
          retryBackoff: true,
          expireInSeconds: holdSeconds + 60,
          // Attempts wait on other servers (up to the timeout each): several at once, so one slow endpoint does not
          // hold back every other licensor's events.
          concurrency: 4,
        },
        (job) => deliver(job.data.id),
      );
      for (const open of await openDeliveries(db, 1000)) await queue(db, open.id, open.due);
    },
  };
}
