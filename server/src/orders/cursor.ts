/**
 * The orders list's page cursors (docs/api.md "Orders at any size"): where a page starts, as the sort key of the row
 * before it (or after it, for the page before). A cursor is opaque to the client and signed with a key derived from
 * the server's JWT secret (HMAC-SHA256), so it cannot be edited into another position, another sort or another
 * company's list: anything but a cursor this server made for this company and this sort is a 400.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { OrderOrdering } from '../../../contract/api/orders.js';
import { badRequest } from '../http/errors.js';

export interface OrderCursor {
  /** The rows after the key (the next page) or before it (the previous page), in the list's sort. */
  direction: 'after' | 'before';
  /** The sort key of the row the page starts beside, as text: the sort's columns, then the order's id. */
  key: string[];
}

interface Payload extends OrderCursor {
  company: string;
  ordering: OrderOrdering;
}

export interface CursorCodec {
  encode(company: string, ordering: OrderOrdering, cursor: OrderCursor): string;
  /** The cursor, or a 400 when it is not one this server made for `company` and `ordering`. */
  decode(text: string, company: string, ordering: OrderOrdering): OrderCursor;
}

const invalid = () =>
  badRequest('Invalid cursor: use the `next` or `previous` link of this list', { cursor: 'Invalid' });

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.company === 'string' &&
    typeof v.ordering === 'string' &&
    (v.direction === 'after' || v.direction === 'before') &&
    Array.isArray(v.key) &&
    v.key.length >= 2 &&
    v.key.length <= 3 &&
    v.key.every((part) => typeof part === 'string' && part.length <= 200)
  );
}

/** A codec whose key is derived from `secret` (the JWT secret: set in production, kept beside DATA_DIR otherwise). */
export function cursorCodec(secret: string): CursorCodec {
  const key = Buffer.from(hkdfSync('sha256', secret, 'overdive', 'orders-list-cursor', 32));
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    encode(company, ordering, cursor) {
      const payload: Payload = { company, ordering, direction: cursor.direction, key: cursor.key };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${sign(body).toString('base64url')}`;
    },
    decode(text, company, ordering) {
      const [body = '', mac = ''] = text.split('.');
      const expected = sign(body);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw invalid();
      }
      // Signed by us, yet made for another company's list or another sort: refused all the same.
      if (!isPayload(payload) || payload.company !== company || payload.ordering !== ordering)
        throw invalid();
      return { direction: payload.direction, key: payload.key };
    },
  };
}
