/**
 * An order as its licensor reads it (docs/product.md §7 `GET products/orders/{id}/`): with its history, terms,
 * licence, licence tokens and mails. The route answers it, and a webhook event carries it as it was at the change
 * (docs/product.md §12.1), read inside that change's transaction.
 */
import type { Queryable } from '../db/index.js';
import { mailsOfOrder } from '../mail/outboxRepository.js';
import { buyerLicenseTokens } from '../story/holdings.js';
import { orderJson } from './orders.js';
import { licenseIdOfOrder, orderHistory, type OrderRow } from './repository.js';

export async function orderDetailJson(db: Queryable, order: OrderRow) {
  return {
    ...orderJson(order),
    terms: order.terms,
    history: await orderHistory(db, order.id),
    license_id: await licenseIdOfOrder(db, order.id),
    license_tokens: (await buyerLicenseTokens(db, [order.id]))(order.id),
    // docs/product.md §11.3: the mails this order's changes sent, or are still trying to send.
    mails: await mailsOfOrder(db, order.id),
  };
}
