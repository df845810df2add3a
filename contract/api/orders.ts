// Orders in the API contract (docs/product.md §7 Orders and payment, §8 Order): what the API takes and what it answers.
// The server validates with these schemas; the SPA imports their types only (`import type`), so nothing here ships.
import { z } from 'zod';
import { address, email, isoDateTime, paginationQuery, queryText, text, uuid } from './fields.js';
import { tokenSchema } from './products.js';
import { ORDER_STATUSES } from '../orderValues.js';
import { LOCALES } from '../locales.js';

export { ORDER_STATUSES, type OrderStatus } from '../orderValues.js';

/** POST products/orders/ (the buyer's session). */
export const createOrderSchema = z.strictObject({
  product_id: uuid,
  quantity: z
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be between 1 and 100')
    .max(100, 'Must be between 1 and 100'),
  // docs/product.md §7: the buyer is the token's wallet; a buyer_address, if sent, must be that wallet.
  buyer_address: address.optional(),
  buyer_email: z.preprocess((value) => (value === '' ? null : value), email.nullable()).optional(),
  // docs/product.md §11.3: the language of the checkout, which the buyer's mails speak (English when left out).
  locale: z.enum(LOCALES).optional(),
});

/** PATCH products/orders/{id}/: the licensor moves the status along the allowed transitions and adds a note. */
export const updateOrderSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES).optional(),
  note: text(0, 2000).optional(),
});

/** POST products/orders/{id}/pay/. */
export const payOrderSchema = z.strictObject({
  tx_hash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'Must be a 0x-prefixed 32-byte transaction hash')
    .transform((value) => value.toLowerCase()),
});

/** POST products/orders/{id}/refund/ (docs/product.md §12.4): the transaction that sent the amount paid back. */
export const refundOrderSchema = payOrderSchema;
export type OrderRefund = z.input<typeof refundOrderSchema>;

/** `from`/`to`: a date (a whole UTC day) or an ISO date-time with offset. */
const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
});

const filterFields = {
  product: uuid.optional(),
  search: queryText(100).optional(),
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
};

/** Sort keys the orders screen offers; anything else is a 400. */
export const ORDER_ORDERING_KEYS = [
  'created_at',
  '-created_at',
  'total',
  '-total',
  'number',
  '-number',
  'status',
  '-status',
] as const;
export type OrderOrdering = (typeof ORDER_ORDERING_KEYS)[number];

/**
 * Orders counted exactly up to this many under a search or a date range (docs/api.md "Orders at any size"); above it,
 * a count is the database's estimate and says so (`count_is_estimate`). Also the reach of `page`: pages past the
 * first ORDER_PAGE_REACH orders are read with `cursor`.
 */
export const ORDER_EXACT_COUNT_LIMIT = 10_000;
export const ORDER_PAGE_REACH = 10_000;

/** A page cursor as `next` and `previous` carry it: opaque, signed by the server (base64url). */
const cursorField = z
  .string()
  .max(1024, 'Must be at most 1024 characters')
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'Not a cursor of this list');

/** GET products/orders/ query. */
export const orderListQuerySchema = z.strictObject({
  ...paginationQuery,
  ...filterFields,
  status: z.enum(ORDER_STATUSES).optional(),
  ordering: z.enum(ORDER_ORDERING_KEYS).optional(),
  /** From `next` or `previous`: the page after (or before) a row, whatever rows were added since. */
  cursor: cursorField.optional(),
});

/** The languages of the CSV's header and statuses (the dashboard's, docs/product.md §5). */
export const EXPORT_LOCALES = ['en', 'ko'] as const;

/** GET products/orders/export.csv query: the list's filters and sort, the header's language; no paging. */
export const orderExportQuerySchema = z.strictObject({
  ...filterFields,
  status: z.enum(ORDER_STATUSES).optional(),
  ordering: z.enum(ORDER_ORDERING_KEYS).optional(),
  locale: z.enum(EXPORT_LOCALES).optional(),
});

/** GET products/orders/stats/ query: the list's filters without status and paging. */
export const orderStatsQuerySchema = z.strictObject(filterFields);

export type OrderCreate = z.input<typeof createOrderSchema>;
/** What the licensor may change with PATCH products/orders/{id}/. */
export type OrderChanges = z.input<typeof updateOrderSchema>;

// Answers.

/** The buyer's view (create and pay answers, the buyer's own orders): no licensor note, no e-mail echo. */
export const buyerOrderSchema = z
  .object({
    id: z.string(),
    /** `ORD-YYYY-NNNNNN`. */
    number: z.string(),
    product_id: z.string(),
    product_title: z.string(),
    buyer_address: z.string(),
    quantity: z.number().int(),
    unit_price: z.string(),
    total: z.string(),
    token: tokenSchema,
    /** The payout address the buyer was shown and pays to. */
    pay_to: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_tx_hash: z.string().nullable(),
    paid_at: isoDateTime.nullable(),
    expires_at: isoDateTime,
    created_at: isoDateTime,
  })
  .meta({ id: 'BuyerOrder', description: 'An order, as its buyer sees it' });

/** The Story licence tokens minted for an order (docs/product.md §10.3), as the buyer sees them on the public page. */
export const buyerLicenseTokensSchema = z
  .object({
    ip_id: z.string().nullable(),
    license_terms_id: z.string().nullable(),
    token_ids: z.array(z.string()),
    mint_tx_hash: z.string(),
  })
  .meta({ id: 'LicenseTokens', description: 'The Story licence tokens minted for an order' });

/** GET products/orders/mine/: the buyer's own orders, each with its licence tokens once minted (null before). */
export const ownOrderSchema = buyerOrderSchema
  .extend({
    license_tokens: buyerLicenseTokensSchema.nullable(),
  })
  .meta({
    id: 'OwnOrder',
    description: "One of the buyer's own orders, with its licence tokens once minted",
  });

/** The licensor's view (orders list and detail). */
export const orderSchema = buyerOrderSchema
  .extend({
    /** Base units the payment sent beyond `total` (docs/product.md §7); `"0"` when exact, null while unpaid. */
    overpaid: z.string().nullable(),
    buyer_email: z.string().nullable(),
    note: z.string(),
    /** The verified transfer that sent the money back (docs/product.md §12.4); null unless refunded through refund/. */
    refund_tx_hash: z.string().nullable(),
    updated_at: isoDateTime,
  })
  .meta({ id: 'Order', description: 'An order, as the licensor sees it' });

export const orderEventSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES),
  actor: z.string(),
  at: isoDateTime,
});

/** The mails an order's changes sent or will send (docs/product.md §11.3), as the licensor follows them. */
export const MAIL_KINDS = ['payment_received', 'license_issued', 'new_paid_order', 'refund_sent'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const orderMailSchema = z.strictObject({
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  /** `pending` until the mail server takes it (retried while it is down); `failed` when it refused the address. */
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: isoDateTime.nullable(),
});

/** GET products/orders/{id}/ adds the history, the terms snapshot and the license of a completed order. */
export const orderDetailSchema = orderSchema
  .extend({
    terms: z.unknown(),
    history: z.array(orderEventSchema),
    license_id: z.string().nullable(),
    /** The licence tokens minted on Story for this order (docs/product.md §9: shown with explorer links), null before. */
    license_tokens: buyerLicenseTokensSchema.nullable(),
    mails: z.array(orderMailSchema),
  })
  .meta({
    id: 'OrderDetail',
    description: 'An order with its history, terms, licence, licence tokens and mails',
  });

/** POST products/orders/{id}/license-token/ (docs/product.md §10.3): the order with its licence and its tokens. */
export const orderWithLicenseTokensSchema = orderSchema.extend({
  license_id: z.string().nullable(),
  license_tokens: buyerLicenseTokensSchema.nullable(),
});

/** GET products/wallet-transactions/: a verified payment into the company's payout wallet, newest first. */
export const paymentSchema = z
  .object({
    id: z.string(),
    order_id: z.string(),
    order_number: z.string(),
    tx_hash: z.string(),
    from_address: z.string(),
    to_address: z.string(),
    token: tokenSchema,
    /** Base units. */
    amount: z.string(),
    block_number: z.number().int(),
    block_timestamp: isoDateTime,
    created_at: isoDateTime,
  })
  .meta({ id: 'Payment', description: 'A verified payment into the payout wallet' });

/** One UTC day of revenue: `date` is `YYYY-MM-DD`, `amount` base units of paid and completed orders paid that day. */
export const revenueDaySchema = z.strictObject({
  date: z.string(),
  amount: z.string(),
});

/** Days in Home's revenue chart (docs/product.md §9: daily revenue over the last 30 days), today (UTC) the last. */
export const REVENUE_DAYS = 30;

export const revenueRowSchema = z.strictObject({
  token_symbol: z.string(),
  token_address: z.string(),
  decimals: z.number().int(),
  /** Base units, paid and completed orders paid in the last 30 days. */
  last_30_days: z.string(),
  all_time: z.string(),
  /** `REVENUE_DAYS` days, oldest first, days without sales as `"0"`. */
  daily: z.array(revenueDaySchema),
});

/** GET products/orders/ (docs/product.md §7 lists): a page, and whether `count` is an estimate. */
export const orderPageSchema = z
  .strictObject({
    count: z.number().int(),
    /**
     * True when `count` is the database's estimate: a search or date range matching more than
     * ORDER_EXACT_COUNT_LIMIT orders is not counted row by row.
     */
    count_is_estimate: z.boolean(),
    /** The following page: a `cursor` URL, stable whatever orders are added meanwhile; null at the end. */
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(orderSchema),
  })
  .meta({ id: 'OrderPage', description: 'A page of orders, with their count' });

/** GET products/orders/stats/ (an addition to docs/product.md §7, see docs/api.md). */
export const orderStatsSchema = z
  .object({
    counts_by_status: z.record(z.enum(ORDER_STATUSES), z.number().int()),
    total: z.number().int(),
    /** True when the counts are estimates (a search or date range matching more than ORDER_EXACT_COUNT_LIMIT). */
    count_is_estimate: z.boolean(),
    revenue: z.array(revenueRowSchema),
    published_products: z.number().int(),
  })
  .meta({
    id: 'OrderStats',
    description: 'Orders per status, revenue per token (30 days and all time, daily) and published products',
  });

export type BuyerOrder = z.infer<typeof buyerOrderSchema>;
export type BuyerLicenseTokens = z.infer<typeof buyerLicenseTokensSchema>;
export type OwnOrder = z.infer<typeof ownOrderSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderEvent = z.infer<typeof orderEventSchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrderMail = z.infer<typeof orderMailSchema>;
export type RevenueRow = z.infer<typeof revenueRowSchema>;
export type RevenueDay = z.infer<typeof revenueDaySchema>;
export type OrderStats = z.infer<typeof orderStatsSchema>;
export type OrderPage = z.infer<typeof orderPageSchema>;
export type OrderExportLocale = (typeof EXPORT_LOCALES)[number];
export type Payment = z.infer<typeof paymentSchema>;
