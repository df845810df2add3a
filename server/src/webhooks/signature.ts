/**
 * What proves a delivery came from OVERDIVE (docs/product.md §12.1): each webhook has a secret, `whsec_` + 32 random
 * bytes base64url, and every attempt carries `OVERDIVE-Signature: t={unix seconds},v1={lowercase hex HMAC-SHA256 of
 * "{t}.{raw body}"}`, keyed with the whole secret as shown. docs/integrations.md verifies it in a few lines of Node.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** `evt_` + 16 random bytes base64url: the event's id on every attempt (OVERDIVE-Event-Id). */
export function newEventId(): string {
  return `evt_${randomBytes(16).toString('base64url')}`;
}

/** The OVERDIVE-Signature header of `body` sent at `unixSeconds`. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
