/**
 * The payments' SQL (docs/product.md §7 Orders and payment): the `payments` rows a verified transfer writes, the
 * order it marks paid, the reads pay/ checks a transfer against, and the payment watcher's orders and stored block;
 * and the refunds' (§12.4), the same money moved back: the order a verified refund marks refunded and the licences it
 * voids. Orders' own statements are in ./repository.ts.
 */
import { anyRow, selectPage, type Queryable, type RowPage } from '../db/index.js';
import { leaseHeldCondition, type LeaseClaim } from '../db/leases.js';
import type { PageRequest } from '../http/pagination.js';
import type { OrderRow } from './repository.js';

/**
 * Whether a transaction hash already paid or refunded an order: a transfer is evidence for one payment or one refund
 * only (docs/product.md §7, §12.4).
 */
export async function txHashUsed(db: Queryable, txHash: string): Promise<boolean> {
  return anyRow(db, 'SELECT 1 FROM orders WHERE payment_tx_hash = $1 OR refund_tx_hash = $1', [txHash]);
}

/**
 * txHashUsed inside the transaction that will record the hash, once no other transaction that might record it is
 * open: a payment and a refund write different columns, whose unique constraints do not see each other, so without
 * this one transfer could be both (two licensors trading with each other). The lock ends with the transaction.
 */
export async function claimTxHash(tx: Queryable, txHash: string): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `tx-hash:${txHash.toLowerCase()}`,
  ]);
  return txHashUsed(tx, txHash);
}

/**
 * The buyer's other orders awaiting payment to the same payout address in the same token: pending, or expired no
 * earlier than `expiredSince`, and created no later than `createdBy`.
 */
export async function awaitingOrdersLike(
  db: Queryable,
  order: OrderRow,
  expiredSince: Date,
  createdBy: Date,
): Promise<{ total: string }[]> {
  const result = await db.query<{ total: string }>(
    `SELECT total::text AS total FROM orders
      WHERE buyer_address = $1 AND pay_to = $2 AND token_address = $3 AND id <> $4
        AND (status = 'pending_payment' OR (status = 'expired' AND expires_at >= $5::timestamptz))
        AND created_at <= $6::timestamptz`,
    [order.buyer_address, order.pay_to, order.token_address, order.id, expiredSince, createdBy],
  );
  return result.rows;
}

/** The transfer that paid `order`: the order becomes paid (with any surplus) and the payment is recorded. */
export async function recordPayment(
  tx: Queryable,
  order: OrderRow,
  txHash: string,
  transfer: { from: string; amount: bigint; overpaid: bigint; blockNumber: number; blockTimestamp: Date },
): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = 'paid', payment_tx_hash = $2, overpaid = $3, paid_at = now(), updated_at = now()
      WHERE id = $1`,
    [order.id, txHash, transfer.overpaid.toString()],
  );
  await tx.query(
    `INSERT INTO payments (order_id, company_id, tx_hash, from_address, to_address, token_symbol, token_address,
                           token_decimals, amount, block_number, block_timestamp)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      order.id,
      order.company_id,
      txHash,
      transfer.from,
      order.pay_to,
      order.token_symbol,
      order.token_address,
      order.token_decimals,
      transfer.amount.toString(),
      transfer.blockNumber,
      transfer.blockTimestamp,
    ],
  );
}

/**
 * The verified transfer that sent `order`'s money back (docs/product.md §12.4): the order becomes refunded with the
 * refund's hash and amount, and its licences void (§11.2: the verification page then says so).
 */
export async function recordRefund(
  tx: Queryable,
  orderId: string,
  txHash: string,
  amount: bigint,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = 'refunded', refund_tx_hash = $2, refund_amount = $3, refunded_at = now(),
            updated_at = now()
      WHERE id = $1`,
    [orderId, txHash, amount.toString()],
  );
  await tx.query("UPDATE licenses SET void_reason = 'refunded' WHERE order_id = $1", [orderId]);
}

export interface PaymentRow {
  id: string;
  order_id: string;
  order_number: string;
  tx_hash: string;
  from_address: string;
  to_address: string;
  token_symbol: string;
  token_address: string;
  token_decimals: number;
  amount: string;
  block_number: number;
  block_timestamp: Date;
  created_at: Date;
}

/** The company's verified payments, newest first, a page of them, and how many. */
export async function paymentsOf(
  db: Queryable,
  companyId: string,
  page: PageRequest,
): Promise<RowPage<PaymentRow>> {
  return selectPage(
    db,
    {
      count: 'SELECT count(*)::int AS count FROM payments WHERE company_id = $1',
      rows: `SELECT pm.id, pm.order_id, o.number AS order_number, pm.tx_hash, pm.from_address, pm.to_address,
                    pm.token_symbol, pm.token_address, pm.token_decimals, pm.amount::text AS amount, pm.block_number,
                    pm.block_timestamp, pm.created_at
               FROM payments pm JOIN orders o ON o.id = pm.order_id
              WHERE pm.company_id = $1
              ORDER BY pm.created_at DESC, pm.id`,
    },
    [companyId],
    page,
  );
}

/** An order the payment watcher may match a transfer to (./paymentWatcher.ts). */
export interface AwaitingOrder {
  id: string;
  buyer_address: string;
  pay_to: string;
  token_address: string;
  total: string;
  created_at: Date;
}

/**
 * A page of the buyers with orders awaiting payment: pending, or expired after `expiredAfter`, in address order after
 * `afterBuyer`. The watcher reads the awaiting orders a page of buyers at a time (docs/product.md §13.4), so that every
 * order of one buyer is in the same page (orderPaidBy weighs them together). Served by partial indexes on the buyer.
 */
export async function awaitingBuyers(
  db: Queryable,
  expiredAfter: Date,
  afterBuyer: string,
  limit: number,
): Promise<string[]> {
  const result = await db.query<{ buyer_address: string }>(
    `SELECT buyer_address FROM (
       (SELECT DISTINCT buyer_address FROM orders
         WHERE status = 'pending_payment' AND buyer_address > $2 ORDER BY buyer_address LIMIT $3)
       UNION
       (SELECT DISTINCT buyer_address FROM orders
         WHERE status = 'expired' AND expires_at > $1::timestamptz AND buyer_address > $2
         ORDER BY buyer_address LIMIT $3)
     ) buyers ORDER BY buyer_address LIMIT $3`,
    [expiredAfter, afterBuyer, limit],
  );
  return result.rows.map((row) => row.buyer_address);
}

/** The awaiting orders (as awaitingBuyers counts them) of these buyers, oldest first. */
export async function awaitingOrdersOf(
  db: Queryable,
  buyers: readonly string[],
  expiredAfter: Date,
): Promise<AwaitingOrder[]> {
  const columns = 'id, buyer_address, pay_to, token_address, total::text AS total, created_at';
  // Addresses are lowercase hex (checked when the order was placed), so a comma-joined list is unambiguous.
  const result = await db.query<AwaitingOrder>(
    `SELECT ${columns} FROM orders
      WHERE buyer_address = ANY (string_to_array($2, ','))
        AND (status = 'pending_payment' OR (status = 'expired' AND expires_at > $1::timestamptz))
      ORDER BY created_at, id`,
    [expiredAfter, buyers.join(',')],
  );
  return result.rows;
}

/** The last block the watcher handled on this chain, and when; null before the first scan. */
export async function storedBlock(
  db: Queryable,
  chainId: number,
): Promise<{ block: number; at: Date } | null> {
  const result = await db.query<{ last_block: string; updated_at: Date }>(
    'SELECT last_block::text AS last_block, updated_at FROM payment_watch_cursor WHERE chain_id = $1',
    [chainId],
  );
  const row = result.rows[0];
  return row === undefined ? null : { block: Number(row.last_block), at: row.updated_at };
}

/**
 * Stores the last block handled, only while `claim` still holds the watcher's lease (docs/product.md §13.3): false
 * when it does not, and nothing was written.
 */
export async function storeBlock(
  db: Queryable,
  chainId: number,
  block: number,
  claim: LeaseClaim,
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO payment_watch_cursor (chain_id, last_block)
     SELECT $1, $2 WHERE ${leaseHeldCondition(3)}
     ON CONFLICT (chain_id) DO UPDATE SET last_block = EXCLUDED.last_block, updated_at = now()`,
    [chainId, block, claim.name, claim.holder, claim.fencing],
  );
  return result.rowCount > 0;
}
