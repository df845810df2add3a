// The payment watcher. Over 400 lines on purpose: its guarantees (docs/product.md §13.1–13.4: the lag, the stored
// block, expiry by block time, the lease) hang together, and one file lets them be read and checked together.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ChainUnavailableError, type ChainClient, type LoggedTransfer } from '../chain/client.js';
import type { Config } from '../config.js';
import type { OrderPaidHook, WebhookEvents } from '../context.js';
import type { Database } from '../db/index.js';
import { claimLease, releaseLease, type LeaseClaim } from '../db/leases.js';
import { ApiError } from '../http/errors.js';
import { PAYMENT_GRACE_SECONDS, releaseEndedHolds } from '../products/products.js';
import {
  awaitingBuyers,
  awaitingOrdersOf,
  storeBlock,
  storedBlock,
  type AwaitingOrder,
} from './paymentRepository.js';
import { PAYMENT_REJECTIONS, ordersTheAmountFits, payOrder } from './payments.js';
import { expireOrdersBatch } from './orders.js';

/**
 * The API finds payments itself (docs/product.md §7): it reads the accepted tokens' Transfer events into the payout
 * addresses of unpaid orders and pays the matching order through payOrder, under the very rules of pay/, so a buyer
 * who closes the tab after sending still gets the order. Its guarantees (docs/product.md §13.1–13.4, each with the
 * test that proves it in docs/reliability.md):
 * - it reads up to WATCH_LAG_BLOCKS behind the head, so a load-balanced RPC whose nodes are a block or two apart
 *   cannot hide a transfer;
 * - the stored block never passes a range it could not read, nor a transfer it could not apply for a passing reason
 *   (the node has no receipt yet, a timeout): that transfer is tried again next pass, the others are paid at once;
 * - which expired orders a transfer may still pay is judged by the time of the blocks read, never by when the
 *   watcher last ran, so after an outage of any length every transfer mined before its order expired pays it;
 * - one copy watches, holding a lease (server/src/db/leases.ts) it renews every few seconds; a copy that is
 *   killed, frozen or cut off loses it within LEASE_TTL_MS and stops before another can take it;
 * - its work is bounded: awaiting orders are read a page of buyers at a time, and overdue orders expire by a sweep.
 */

/** The lease's name; every copy of the API uses the same one. */
export const PAYMENT_WATCH_LEASE = 'payment-watcher';
/**
 * How long a claim lasts without renewal (docs/product.md §13.3: another copy takes over within 30 s). The holder
 * renews every LEASE_RENEW_MS at most; the others try to take it as often.
 */
const LEASE_TTL_MS = 15_000;
const LEASE_RENEW_MS = 5_000;
/**
 * The holder stops this long before the database would let another copy claim the lease: its own deadline is
 * counted from before the claim was sent, and this margin covers clocks that run at slightly different rates.
 */
const LEASE_SAFETY_MS = 2_000;
/**
 * Blocks read by one pass at most (public nodes refuse wide ranges). A node that refuses a range, or fails to
 * answer it, is asked for half of it, down to a single block; the passes after one that had to narrow ask for twice
 * as many blocks each time, back up to this.
 */
const MAX_BLOCK_RANGE = 2000;
/** Addresses in one eth_getLogs topic filter at most (payout addresses, and buyers, each): a page of buyers. */
const ADDRESSES_PER_TOPIC = 100;
/** With no stored block yet (the first start on this chain), how far back the first scan reaches. */
const FIRST_SCAN_LOOKBACK_BLOCKS = 1000;
/** Overdue orders the sweep expires in one pass at most; the next pass takes the rest. */
const SWEEP_BATCH = 500;
/**
 * How long a transfer that cannot be applied for a passing reason holds the stored block back. A node that has
 * logged a transfer but still has no receipt for it half an hour later lost it (a reorganisation): the range moves
 * on with an error in the log, and the buyer's own pay/ remains.
 */
const UNAPPLIED_PATIENCE_MS = 30 * 60 * 1000;

/** What readiness and the metrics read of the watcher (docs/product.md §13.8). */
export interface WatcherStatus {
  /** Whether this copy holds the lease and watches. */
  leading: boolean;
  /** How many blocks the stored block lies behind the chain's head at the last pass; null before the first. */
  behindBlocks: number | null;
}

export interface PaymentWatcher {
  /** Ends the current scan, gives the lease up, and stops. */
  stop(): Promise<void>;
  status(): WatcherStatus;
}

/**
 * The one awaiting order a transaction's transfers pay, if the amounts say so unambiguously: per buyer, payout
 * address and token, what the buyer sent there in that token, against that buyer's awaiting orders to that address
 * in that token (ordersTheAmountFits, the rule pay/ applies too). When that is not exactly one order, the watcher
 * leaves the transfer to pay/: the buyer's checkout reports the hash for the order it paid (docs/product.md §7).
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
 * The Transfer events of the accepted tokens from these buyers to their orders' payout addresses in the blocks from
 * `fromBlock` up to at most `toBlock`, and the last block they cover. Filtering on the sender as well as the payee
 * keeps a flood of dust transfers to a payout address out of the answer: an attacker cannot send from a buyer's
 * wallet. A node that fails a range is asked for its first half, down to a single block; a single block that fails
 * is not skipped (a payment in it would be lost to the watcher) but fails the pass, which the next one retries from
 * the same block.
 */
async function readTransfers(
  chain: ChainClient,
  tokens: readonly string[],
  buyers: readonly string[],
  awaiting: readonly AwaitingOrder[],
  fromBlock: number,
  toBlock: number,
): Promise<{ transfers: LoggedTransfer[]; toBlock: number }> {
  const payees = chunks([...new Set(awaiting.map((order) => order.pay_to))], ADDRESSES_PER_TOPIC);
  let upTo = toBlock;
  for (;;) {
    try {
      const transfers: LoggedTransfer[] = [];
      for (const to of payees) {
        transfers.push(...(await chain.transferLogs({ tokens, from: buyers, to, fromBlock, toBlock: upTo })));
      }
      return { transfers, toBlock: upTo };
    } catch (error) {
      if (!(error instanceof ChainUnavailableError) || upTo === fromBlock) throw error;
      upTo = fromBlock + Math.floor((upTo - fromBlock + 1) / 2) - 1;
    }
  }
}

/** Refusals of pay/ that say the node does not have the transaction yet: passing, tried again next pass. */
const NOT_YET_ON_THIS_NODE: readonly string[] = [PAYMENT_REJECTIONS.notFound, PAYMENT_REJECTIONS.pending];

/** Whether applying a transfer failed for a passing reason (try again) rather than by a payment rule (final). */
function isPassingFailure(error: unknown): boolean {
  if (error instanceof ApiError) {
    const reason = error.fields?.tx_hash;
    return typeof reason === 'string' && NOT_YET_ON_THIS_NODE.includes(reason);
  }
  // The node timed out or went away, the database hiccupped: nothing says the transfer is not a payment.
  return true;
}

function reasonOf(error: unknown): string {
  if (error instanceof ChainUnavailableError) return error.reason;
  return error instanceof Error ? error.message : String(error);
}

interface WatcherOptions {
  db: Database;
  chain: ChainClient;
  config: Pick<Config, 'chainId' | 'acceptedTokens' | 'paymentWatchIntervalMs' | 'watchLagBlocks'>;
  log: FastifyBaseLogger;
  /** What a payment it finds sets off, as pay/ does (docs/product.md §11). */
  orderPaid?: OrderPaidHook;
  /** The `order.expired` webhook events of the orders its sweep expires (docs/product.md §12.1). */
  events?: WebhookEvents;
}

/** Starts watching now and then every `config.paymentWatchIntervalMs`, while this copy holds the lease. */
export function startPaymentWatcher(options: WatcherOptions): PaymentWatcher {
  const { db, chain, config, log } = options;
  const holder = `${process.pid}:${randomUUID()}`;
  const tokens = config.acceptedTokens.map((token) => token.address);
  /** The lease this copy holds, and until when (performance.now()) it may act on it; null: it does not watch. */
  let lease: { claim: LeaseClaim; validUntil: number } | null = null;
  let stopped = false;
  let passTimer: NodeJS.Timeout | null = null;
  let leaseTimer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let leaseRunning: Promise<void> = Promise.resolve();
  let failing = false;
  let behindBlocks: number | null = null;
  /** How many blocks the next pass asks for at most (a pass narrows it when the node refuses a range). */
  let blockRange = MAX_BLOCK_RANGE;
  /** Transfers held back for a passing reason: since when (the stored block waits for them, within patience). */
  const unappliedSince = new Map<string, number>();

  const leading = (): boolean => lease !== null && performance.now() < lease.validUntil;

  /** Takes or renews the lease; a failure to reach the database leaves the deadline to run out. */
  const keepLease = async (): Promise<void> => {
    const sentAt = performance.now();
    try {
      // A claim that lands after stop() began is still recorded here, so that stop() gives it back.
      const fencing = await claimLease(db, PAYMENT_WATCH_LEASE, holder, LEASE_TTL_MS);
      if (fencing === null) {
        if (lease !== null) log.warn('payment watcher lost its lease to another copy');
        lease = null;
        return;
      }
      const took = lease === null;
      if (took) log.info({ fencing }, 'payment watcher took the lease: this copy watches');
      lease = {
        claim: { name: PAYMENT_WATCH_LEASE, holder, fencing },
        validUntil: sentAt + LEASE_TTL_MS - LEASE_SAFETY_MS,
      };
      // A copy that takes over reads the chain now, not an interval later: transfers mined while no copy watched
      // wait no longer, and /api/ready/ does not call it unready meanwhile (a balancer would take it out).
      if (took && passTimer !== null) {
        clearTimeout(passTimer);
        schedulePass(0);
      }
    } catch (error) {
      if (lease !== null && !leading()) {
        log.warn({ reason: reasonOf(error) }, 'payment watcher could not renew its lease; stopped watching');
        lease = null;
      }
    }
  };

  /** Throws when this copy may no longer act for the lease: the pass ends before writing anything more. */
  const stillLeading = (): LeaseClaim => {
    if (stopped || lease === null || !leading()) throw new LeaseLostError();
    return lease.claim;
  };

  /** Applies one transaction's transfers; false when it failed for a passing reason and must be read again. */
  const apply = async (txHash: string, order: AwaitingOrder, blockNumber: number): Promise<boolean> => {
    stillLeading();
    try {
      await payOrder(db, chain, order.id, txHash, 'system', options.orderPaid, options.events);
      unappliedSince.delete(txHash);
      log.info({ orderId: order.id, txHash }, 'payment found on chain');
      return true;
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      if (!isPassingFailure(error)) {
        // A payment rule refused it (say, the hash already paid another order through pay/): pay/ remains.
        unappliedSince.delete(txHash);
        log.info({ orderId: order.id, txHash, reason: reasonOf(error) }, 'payment on chain not applied');
        return true;
      }
      const since = unappliedSince.get(txHash) ?? Date.now();
      unappliedSince.set(txHash, since);
      if (Date.now() - since > UNAPPLIED_PATIENCE_MS) {
        unappliedSince.delete(txHash);
        log.error(
          { orderId: order.id, txHash, blockNumber, reason: reasonOf(error) },
          'payment on chain could not be applied for half an hour; moving on (pay/ remains)',
        );
        return true;
      }
      log.warn(
        { orderId: order.id, txHash, blockNumber, reason: reasonOf(error) },
        'payment on chain not applied yet; trying again next pass',
      );
      return false;
    }
  };

  /**
   * One pass: the blocks after the stored one up to WATCH_LAG_BLOCKS behind the head (at most `blockRange`), read a
   * page of buyers at a time; then the stored block moves to the end of that range, or to just before the first
   * transfer that must be read again. Returns whether the range ended short of the safe head (catch up at once).
   */
  const scan = async (): Promise<boolean> => {
    const head = await chain.blockNumber();
    const safeHead = head - config.watchLagBlocks;
    const stored = (await storedBlock(db, config.chainId))?.block ?? null;
    const fromBlock = stored === null ? Math.max(0, safeHead - FIRST_SCAN_LOOKBACK_BLOCKS) : stored + 1;
    behindBlocks = Math.max(0, head - (stored ?? head));
    if (fromBlock > safeHead || safeHead < 0) return false;
    let toBlock = Math.min(safeHead, fromBlock + blockRange - 1);
    const narrowedFrom = toBlock;
    // docs/product.md §13.2: an expired order can be paid by a transfer mined no later than its expiry plus the
    // grace; no transfer in these blocks is older than the first of them.
    const firstBlockTime = await chain.blockTime(fromBlock);
    if (firstBlockTime === null) throw new ChainUnavailableError(`node has no block ${fromBlock} yet`);
    const expiredAfter = new Date(firstBlockTime.getTime() - PAYMENT_GRACE_SECONDS * 1000);
    /** The first block holding a transfer that must be read again; the stored block stays before it. */
    let retryFrom = Number.POSITIVE_INFINITY;

    let afterBuyer = '';
    for (;;) {
      stillLeading();
      const buyers = await awaitingBuyers(db, expiredAfter, afterBuyer, ADDRESSES_PER_TOPIC);
      if (buyers.length === 0) break;
      afterBuyer = buyers[buyers.length - 1] ?? afterBuyer;
      const awaiting = await awaitingOrdersOf(db, buyers, expiredAfter);
      const read = await readTransfers(chain, tokens, buyers, awaiting, fromBlock, toBlock);
      // Every later page reads no further than this one could (its range was narrowed for the node).
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
        const blockNumber = Math.min(...transfers.map((t) => t.blockNumber));
        if (await apply(txHash, order, blockNumber)) open.delete(order.id);
        else retryFrom = Math.min(retryFrom, blockNumber);
      }
      if (buyers.length < ADDRESSES_PER_TOPIC) break;
    }

    const handledUpTo = Math.min(toBlock, retryFrom - 1);
    if (handledUpTo >= fromBlock) {
      if (!(await storeBlock(db, config.chainId, handledUpTo, stillLeading()))) throw new LeaseLostError();
      behindBlocks = Math.max(0, head - handledUpTo);
    }
    blockRange = toBlock < narrowedFrom ? toBlock - fromBlock + 1 : Math.min(MAX_BLOCK_RANGE, blockRange * 2);
    // Behind by more than one range (after an outage): the next pass follows at once.
    return handledUpTo === toBlock && toBlock < safeHead;
  };

  const pass = async (): Promise<boolean> => {
    if (!leading()) return false;
    await expireOrdersBatch(db, SWEEP_BATCH, options.events);
    // Holds past their grace give their licences back even where nobody reads the products (017_1_read_models.sql).
    await releaseEndedHolds(db, { limit: SWEEP_BATCH });
    return scan();
  };

  const schedulePass = (delayMs: number) => {
    if (stopped) return;
    passTimer = setTimeout(() => {
      passTimer = null;
      let behind = false;
      running = pass()
        .then((more) => {
          behind = more;
          if (failing) log.info('payment watcher reads the chain again');
          failing = false;
        })
        .catch((error: unknown) => {
          if (error instanceof LeaseLostError) {
            // A pass cut short by stop() keeps the claim, so that stop() gives the lease back (the release names
            // holder and fencing, so giving back a lease already lost changes nothing).
            if (stopped) return;
            log.warn('payment watcher no longer holds its lease; stopped watching');
            lease = null;
            return;
          }
          // Said once per outage: the node or the database being away is retried every interval.
          if (!failing) log.warn({ reason: reasonOf(error) }, 'payment watcher could not scan; retrying');
          failing = true;
        })
        .finally(() => schedulePass(behind ? 0 : config.paymentWatchIntervalMs));
    }, delayMs);
    passTimer.unref();
  };

  const leaseEveryMs = Math.min(LEASE_RENEW_MS, 5 * config.paymentWatchIntervalMs);
  const scheduleLease = () => {
    if (stopped) return;
    leaseTimer = setTimeout(() => {
      leaseTimer = null;
      leaseRunning = keepLease().finally(scheduleLease);
    }, leaseEveryMs);
    leaseTimer.unref();
  };

  leaseRunning = keepLease().finally(() => {
    scheduleLease();
    schedulePass(0);
  });

  return {
    status: () => ({ leading: leading(), behindBlocks: leading() ? behindBlocks : null }),
    async stop() {
      stopped = true;
      if (passTimer !== null) clearTimeout(passTimer);
      if (leaseTimer !== null) clearTimeout(leaseTimer);
      await leaseRunning;
      await running;
      if (passTimer !== null) clearTimeout(passTimer);
      if (leaseTimer !== null) clearTimeout(leaseTimer);
      const held = lease;
      lease = null;
      if (held !== null) await releaseLease(db, held.claim).catch(() => undefined);
    },
  };
}

/** The pass found that this copy no longer holds the lease: it ends without writing anything more. */
class LeaseLostError extends Error {
  constructor() {
    super('payment watcher lease lost');
    this.name = 'LeaseLostError';
  }
}
