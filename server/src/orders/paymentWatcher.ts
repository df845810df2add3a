import type { FastifyBaseLogger } from 'fastify';
import { ChainUnavailableError, type ChainClient, type LoggedTransfer } from '../chain/client.js';
import type { Config } from '../config.js';
import type { Database, HeldLock, Queryable } from '../db/index.js';
import { ApiError } from '../http/errors.js';
import { PAYMENT_GRACE_SECONDS } from '../products/products.js';
import { awaitingOrders, storeBlock, storedBlock, type AwaitingOrder } from './paymentRepository.js';
import { ordersTheAmountFits, payOrder } from './payments.js';

/**
 * The API finds payments itself (PRODUCT.md §7): it reads the accepted tokens' Transfer events into the payout
 * addresses of unpaid orders and pays the matching order through payOrder, under the very rules of pay/, so a buyer
 * who closes the tab after sending still gets the order. With several API copies one watches at a time: the copy
 * holding a PostgreSQL advisory lock (on a session that stays open); the others try again every interval and take
 * over when it goes away. The last block handled is stored, so a restart resumes there.
 */

/** Any constant works; every copy of the API uses the same one. "OVWATCH" in ASCII. */
export const PAYMENT_WATCH_LOCK_KEY = 0x4f5657415443;
/**
 * Blocks read by one pass at most (public nodes refuse wide ranges). A node that refuses a range, or fails to
 * answer it, is asked for half of it, down to a single block; the passes after one that had to narrow ask for twice
 * as many blocks each time, back up to this.
 */
const MAX_BLOCK_RANGE = 2000;
/** Addresses in one eth_getLogs topic filter at most (payout addresses, and buyers, each). */
const ADDRESSES_PER_TOPIC = 100;
/**
 * A copy that does not hold the lock tries again every this many intervals (each try opens a connection on
 * PostgreSQL): 15 s by default, so another copy takes over that soon after the watching one stops.
 */
const LOCK_RETRY_INTERVALS = 5;
/** With no stored block yet (the first start on this chain), how far back the first scan reaches. */
const FIRST_SCAN_LOOKBACK_BLOCKS = 1000;
/** And which expired orders it considers: those that expired within this long (longer than 1000 Story blocks). */
const FIRST_SCAN_LOOKBACK_MS = 60 * 60 * 1000;

/** What readiness and the metrics read of the watcher (docs/product.md §13.8). */
export interface WatcherStatus {
  /** Whether this copy holds the lease and watches. */
  leading: boolean;
  /** How many blocks the stored block lies behind the chain's head at the last pass; null before the first. */
  behindBlocks: number | null;
}

export interface PaymentWatcher {
  /** Ends the current scan, releases the lock, and stops. */
  stop(): Promise<void>;
  status(): WatcherStatus;
}

/**
 * Orders a transfer in the blocks to read may still pay: every pending one, and those that expired after the last
 * scan (give or take the payment grace), since a transfer mined before expiry still pays (payments.ts) even when
 * the watcher reads it late, say after a restart.
 */
function awaitingOrdersSince(db: Queryable, lastScan: Date | null): Promise<AwaitingOrder[]> {
  const scannedUpTo = lastScan?.getTime() ?? Date.now() - FIRST_SCAN_LOOKBACK_MS;
  return awaitingOrders(db, new Date(scannedUpTo - PAYMENT_GRACE_SECONDS * 1000));
}

/**
 * The one awaiting order a transaction's transfers pay, if the amounts say so unambiguously: per buyer, payout
 * address and token, what the buyer sent there in that token, against that buyer's awaiting orders to that address
 * in that token (ordersTheAmountFits, the rule pay/ applies too). When that is not exactly one order, the watcher
 * leaves the transfer to pay/: the buyer's checkout reports the hash for the order it paid (PRODUCT.md §7).
 */
function orderPaidBy(
  transfers: readonly LoggedTransfer[],
  awaiting: readonly AwaitingOrder[],
): AwaitingOrder | null {
  const sent = new Map<string, bigint>();
  for (const t of transfers) {
    const key = `${t.token} ${t.from} ${t.to}`;
    sent.set(key, (sent.get(key) ?? 0n) + t.value);
  }
  const found: AwaitingOrder[] = [];
  for (const [key, amount] of sent) {
    const ofSender = awaiting.filter(
      (order) => `${order.token_address} ${order.buyer_address} ${order.pay_to}` === key,
    );
    const fits = ordersTheAmountFits(amount, ofSender);
    if (fits.length === 1 && fits[0] !== undefined) found.push(fits[0]);
  }
  // One hash pays one order: a transaction that pays several buyers' orders at once is left to pay/ too.
  return found.length === 1 ? (found[0] ?? null) : null;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/**
 * The Transfer events of the accepted tokens from the awaiting orders' buyers to their payout addresses in the
 * blocks from `fromBlock` up to at most `toBlock`, and the last block they cover. Filtering on the sender as well as
 * the payee keeps a flood of dust transfers to a payout address out of the answer: an attacker cannot send from a
 * buyer's wallet. A node that fails a range is asked for its first half, down to a single block; a single block
 * that fails is not skipped (a payment in it would be lost to the watcher) but fails the pass, which the next
 * interval retries from the same block.
 */
async function readTransfers(
  chain: ChainClient,
  tokens: readonly string[],
  awaiting: readonly AwaitingOrder[],
  fromBlock: number,
  toBlock: number,
): Promise<{ transfers: LoggedTransfer[]; toBlock: number }> {
  const payees = chunks([...new Set(awaiting.map((order) => order.pay_to))], ADDRESSES_PER_TOPIC);
  const buyers = chunks([...new Set(awaiting.map((order) => order.buyer_address))], ADDRESSES_PER_TOPIC);
  let upTo = toBlock;
  for (;;) {
    try {
      const transfers: LoggedTransfer[] = [];
      for (const to of payees) {
        for (const from of buyers) {
          transfers.push(...(await chain.transferLogs({ tokens, from, to, fromBlock, toBlock: upTo })));
        }
      }
      return { transfers, toBlock: upTo };
    } catch (error) {
      if (!(error instanceof ChainUnavailableError) || upTo === fromBlock) throw error;
      upTo = fromBlock + Math.floor((upTo - fromBlock + 1) / 2) - 1;
    }
  }
}

/**
 * One pass: the blocks after the stored one up to the head (at most `blockRange`), then the stored block moves.
 * Returns the range for the next pass: what this one could read when the node made it narrow the range, else twice
 * `blockRange` (at most MAX_BLOCK_RANGE).
 */
async function scan(
  db: Database,
  chain: ChainClient,
  config: Pick<Config, 'chainId' | 'acceptedTokens'>,
  log: FastifyBaseLogger,
  blockRange: number,
): Promise<number> {
  const widened = Math.min(MAX_BLOCK_RANGE, blockRange * 2);
  // The head first: any order that a transfer in these blocks can pay was created before the orders are read.
  const head = await chain.blockNumber();
  const stored = await storedBlock(db, config.chainId);
  const fromBlock = stored === null ? Math.max(0, head - FIRST_SCAN_LOOKBACK_BLOCKS) : stored.block + 1;
  if (fromBlock > head) return widened;
  let toBlock = Math.min(head, fromBlock + blockRange - 1);
  let narrowed = false;
  const awaiting = await awaitingOrdersSince(db, stored?.at ?? null);
  if (awaiting.length > 0) {
    const tokens = config.acceptedTokens.map((token) => token.address);
    const read = await readTransfers(chain, tokens, awaiting, fromBlock, toBlock);
    narrowed = read.toBlock < toBlock;
    toBlock = read.toBlock;
    const byTx = new Map<string, LoggedTransfer[]>();
    for (const transfer of read.transfers) {
      byTx.set(transfer.txHash, [...(byTx.get(transfer.txHash) ?? []), transfer]);
    }
    const open = new Set(awaiting.map((order) => order.id));
    for (const [txHash, transfers] of byTx) {
      const order = orderPaidBy(
        transfers,
        awaiting.filter((candidate) => open.has(candidate.id)),
      );
      if (order === null) continue;
      try {
        await payOrder(db, chain, order.id, txHash, 'system');
        open.delete(order.id);
        log.info({ orderId: order.id, txHash }, 'payment found on chain');
      } catch (error) {
        // A payment rule refused it (say, the hash already paid another order through pay/): pay/ remains.
        if (!(error instanceof ApiError)) throw error;
        log.info({ orderId: order.id, txHash, reason: error.message }, 'payment on chain not applied');
      }
    }
  }
  await storeBlock(db, config.chainId, toBlock);
  return narrowed ? toBlock - fromBlock + 1 : widened;
}

/** Starts watching now and then every `config.paymentWatchIntervalMs`. */
export function startPaymentWatcher(options: {
  db: Database;
  chain: ChainClient;
  config: Pick<Config, 'chainId' | 'acceptedTokens' | 'paymentWatchIntervalMs'>;
  log: FastifyBaseLogger;
}): PaymentWatcher {
  const { db, chain, config, log } = options;
  let lock: HeldLock | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let failing = false;
  let lastLockTry = Number.NEGATIVE_INFINITY;
  /** How many blocks the next pass asks for at most (scan narrows it when the node refuses a range). */
  let blockRange = MAX_BLOCK_RANGE;

  const takeLock = async (): Promise<HeldLock | null> => {
    if (db.tryAdvisoryLock === undefined) return { lost: false, release: () => Promise.resolve() };
    return db.tryAdvisoryLock(PAYMENT_WATCH_LOCK_KEY);
  };

  const tick = async (): Promise<void> => {
    if (lock?.lost === true) {
      log.warn('payment watcher lost its lock; trying to take it again');
      lock = null;
    }
    if (lock === null) {
      if (Date.now() - lastLockTry < LOCK_RETRY_INTERVALS * config.paymentWatchIntervalMs) return;
      lastLockTry = Date.now();
      lock = await takeLock();
    }
    if (lock === null || stopped) return;
    blockRange = await scan(db, chain, config, log, blockRange);
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = tick()
        .then(() => {
          if (failing) log.info('payment watcher reads the chain again');
          failing = false;
        })
        .catch((error: unknown) => {
          // Said once per outage: the node or the database being away is retried every interval.
          if (!failing) {
            const reason = error instanceof ChainUnavailableError ? error.reason : String(error);
            log.warn({ reason }, 'payment watcher could not scan; retrying');
          }
          failing = true;
        })
        .finally(schedule);
    }, config.paymentWatchIntervalMs);
    timer.unref();
  };

  running = tick()
    .catch((error: unknown) => {
      failing = true;
      const reason = error instanceof ChainUnavailableError ? error.reason : String(error);
      log.warn({ reason }, 'payment watcher could not scan; retrying');
    })
    .finally(schedule);

  return {
    status: () => ({ leading: lock !== null && !lock.lost, behindBlocks: null }),
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await running;
      if (timer !== null) clearTimeout(timer);
      await lock?.release();
      lock = null;
    },
  };
}
