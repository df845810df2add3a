/**
 * Automatic issuing (docs/product.md §11.1): when an order of a product whose licensor permitted the issuer wallet
 * becomes paid, the API mints its licence tokens to the buyer from that wallet, records them as license-token does and
 * completes the order, as a durable job.
 *
 * Exactly once per order, whatever crashes (docs/reliability.md "Automatic issuing"): the mint is signed and stored
 * (nonce, raw transaction, hash; mintRepository.ts) before it is sent, so a run that starts again finds the signed
 * transaction and sends the very same one again, and a sent mint is never forgotten. The nonce is taken under one
 * row's lock, so the issuer's transactions take their nonces one at a time across API copies. A mint that stays
 * unmined is replaced at the same nonce with a higher fee, never sent twice at two nonces. Before signing, the
 * permission, the gas and the chain are checked; if one fails, the order waits in the licensor's Licences to issue
 * queue with the reason and the job retries with backoff for 24 hours.
 *
 * Longer than the ~300 lines a server module aims at, on purpose: signing, sending, replacing and recording are one
 * state machine over one row, and its exactly-once argument is easier to check read in one place.
 */
import { Transaction, keccak256 } from 'ethers';
import type { LicenseIssueProblem } from '../../../contract/api/story.js';
import { encodeMintLicenseTokens } from '../../../contract/story/index.js';
import {
  ChainUnavailableError,
  type ChainClient,
  type ChainWriter,
  type ReceiptLookup,
} from '../chain/client.js';
import type { Database, Queryable } from '../db/index.js';
import type { Jobs } from '../jobs/index.js';
import { findOrder, type OrderRow } from '../orders/orders.js';
import { issuerPermitted, type IssuerWallet } from './issuer.js';
import {
  closeMint,
  findMint,
  markMintSent,
  noteMintProblem,
  openMint,
  openMints,
  reopenMint,
  storeReplacement,
  storeSignedMint,
  takeIssuerNonce,
  type MintRow,
} from './mintRepository.js';
import { findStoryProduct, licenseTokensOfOrders, recordLicenseTokens } from './repository.js';
import { checkLicenseTokens } from './verify.js';

export const LICENSE_ISSUE_QUEUE = 'license-issue';

/** How long after its payment an order's mint is retried before it is left to the licensor's queue (§11.1). */
export const AUTO_ISSUE_GIVE_UP_MS = 24 * 3600 * 1000;

export interface AutoIssueTiming {
  /** How long one run waits for its mint to be mined before it lets the job retry later. */
  settleMs: number;
  /** A mint the node has held this long without mining it is replaced at the same nonce with a higher fee. */
  stuckAfterMs: number;
  /** How often a run asks whether its mint was mined. */
  pollMs: number;
  /** The first retry's delay; each next one doubles it, with jitter (pg-boss's backoff). */
  retryDelaySeconds: number;
}

const DEFAULT_TIMING: AutoIssueTiming = {
  settleMs: 90_000,
  stuckAfterMs: 45_000,
  pollMs: 1_000,
  retryDelaySeconds: 5,
};

export interface AutoIssueLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface AutoIssueDeps {
  db: Database;
  chain: ChainClient;
  /** Sends the issuer's transactions (the same nodes as `chain`). */
  writer: ChainWriter;
  chainId: number;
  issuer: IssuerWallet;
  jobs: Jobs;
  log: AutoIssueLog;
  /** Told, in the recording transaction, that a mint gave an order its licence tokens (the buyer's mail, §11.3). */
  onIssued?: (tx: Queryable, order: OrderRow) => Promise<void>;
  timing?: Partial<AutoIssueTiming>;
}

/** A run that cannot finish now: the job is retried with backoff (pg-boss), the order keeps its reason meanwhile. */
class MintDeferred extends Error {
  constructor(
    readonly problem: LicenseIssueProblem | null,
    detail: string,
  ) {
    super(`licence mint deferred: ${problem ?? 'waiting'} (${detail})`);
    this.name = 'MintDeferred';
  }
}

/** A fee at least this much above the replaced version's: nodes refuse a replacement that pays under 10 % more. */
const bump = (fee: bigint) => (fee * 1125n) / 1000n + 1n;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AutoIssue {
  /** In the transaction that marks `order` paid: opens its mint and queues the job when its product is permitted. */
  orderPaid(tx: Queryable, order: OrderRow): Promise<void>;
  /** Starts the worker and queues again every mint a stopped API left open. */
  start(): Promise<void>;
  /** One run of the job for an order (the worker calls it; tests too). */
  issue(orderId: string): Promise<void>;
  /** Runs in progress stop waiting for their mint (the job finishes them after the restart). */
  stop(): void;
}

export function createAutoIssue(deps: AutoIssueDeps): AutoIssue {
  const { db, chain, writer, issuer, jobs, log } = deps;
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  let stopping = false;

  async function orderPaid(tx: Queryable, order: OrderRow): Promise<void> {
    const product = await findStoryProduct(tx, order.product_id);
    if (product?.auto_issue !== true || product.auto_issue_signer !== issuer.address) return;
    if (await openMint(tx, order.id, issuer.address))
      await jobs.send(LICENSE_ISSUE_QUEUE, { orderId: order.id }, {}, tx);
  }

  type Prepared =
    | { ok: false; problem: LicenseIssueProblem; detail?: string }
    | {
        ok: true;
        call: { to: string; data: string };
        gasLimit: bigint;
        maxFeePerGas: bigint;
        maxPriorityFeePerGas: bigint;
      };

  /** What to sign, or why not now. */
  async function prepare(order: OrderRow, ipId: string, licenseTermsId: string): Promise<Prepared> {
    try {
      if (!(await issuerPermitted(chain, ipId, issuer.address)))
        return { ok: false, problem: 'permission_revoked' };
      const call = encodeMintLicenseTokens({
        licensorIpId: ipId,
        licenseTermsId,
        amount: order.quantity,
        receiver: order.buyer_address,
      });
      const estimate = await writer.estimateGas({ from: issuer.address, to: call.to, data: call.data });
      if (estimate.state === 'reverts') return { ok: false, problem: 'mint_failed', detail: estimate.reason };
      const fees = await writer.feeData();
      const gasLimit = (estimate.gas * 6n) / 5n;
      // Twice today's fee: a base fee that rises for a few blocks does not leave the mint stuck.
      const maxFeePerGas = fees.maxFeePerGas * 2n;
      if ((await chain.nativeBalance(issuer.address)) < gasLimit * maxFeePerGas)
        return { ok: false, problem: 'issuer_out_of_gas' };
      return { ok: true, call, gasLimit, maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
    } catch (error) {
      if (error instanceof ChainUnavailableError) return { ok: false, problem: 'chain_unavailable' };
      throw error;
    }
  }

  async function sign(
    orderId: string,
    tx: { to: string; data: string; gasLimit: bigint; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
    nonce: number,
  ) {
    const raw = await issuer.signer.signTransaction({
      type: 2,
      chainId: deps.chainId,
      nonce,
      to: tx.to,
      data: tx.data,
      value: 0n,
      gasLimit: tx.gasLimit,
      maxFeePerGas: tx.maxFeePerGas,
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    });
    log.info({ orderId, nonce }, 'licence mint signed');
    return { raw, hash: keccak256(raw) };
  }

  async function signFirst(orderId: string): Promise<void> {
    const order = await findOrder(db, { id: orderId });
    const product = order === null ? null : await findStoryProduct(db, order.product_id);
    const paidAt = order?.paid_at?.getTime() ?? 0;
    if (
      order === null ||
      order.status !== 'paid' ||
      product?.ip_id == null ||
      product.license_terms_id === null ||
      !product.auto_issue ||
      product.auto_issue_signer !== issuer.address ||
      Date.now() - paidAt > AUTO_ISSUE_GIVE_UP_MS
    ) {
      // Completed by hand, cancelled, refunded, no longer permitted, or waited a day: the licensor's queue has it.
      await db.transaction(async (tx) => {
        const mint = await findMint(tx, orderId, true);
        if (mint?.state === 'waiting' && mint.nonce === null)
          await closeMint(tx, orderId, { state: 'given_up' });
      });
      return;
    }
    const prepared = await prepare(order, product.ip_id, product.license_terms_id);
    if (!prepared.ok) {
      await noteMintProblem(db, orderId, prepared.problem);
      throw new MintDeferred(prepared.problem, prepared.detail ?? 'before signing');
    }
    const chainCount = await writer.transactionCount(issuer.address, 'latest');
    await db.transaction(async (tx) => {
      const mint = await findMint(tx, orderId, true);
      // Another run signed it meanwhile: that one is the mint.
      if (mint?.state !== 'waiting' || mint.nonce !== null) return;
      const current = await findOrder(tx, { id: orderId }, true);
      if (current?.status !== 'paid') return;
      const nonce = await takeIssuerNonce(tx, issuer.address, chainCount);
      await storeSignedMint(tx, orderId, {
        nonce,
        ...(await sign(orderId, { ...prepared, ...prepared.call }, nonce)),
      });
    });
  }

  /** Records the mined mint's tokens on the order, completes it and closes the mint, in one transaction. */
  async function record(orderId: string, hash: string, receipt: ReceiptLookup): Promise<void> {
    await db.transaction(async (tx) => {
      const mint = await findMint(tx, orderId, true);
      if (mint === null || mint.state === 'recorded') return;
      const order = await findOrder(tx, { id: orderId }, true);
      if (order === null) throw new Error(`order ${orderId} vanished`);
      const product = await findStoryProduct(tx, order.product_id);
      const recorded = (await licenseTokensOfOrders(tx, [orderId])).get(orderId);
      if (
        recorded === undefined &&
        product?.ip_id != null &&
        product.license_terms_id !== null &&
        (order.status === 'paid' || order.status === 'completed')
      ) {
        const minted = {
          ipId: product.ip_id,
          licenseTermsId: BigInt(product.license_terms_id),
          groups: checkLicenseTokens(receipt, {
            ipId: product.ip_id,
            licenseTermsId: BigInt(product.license_terms_id),
            buyer: order.buyer_address,
            quantity: order.quantity,
          }),
        };
        await recordLicenseTokens(tx, order, minted, hash, 'system');
        await deps.onIssued?.(tx, order);
      } else if (recorded === undefined) {
        log.warn({ orderId, status: order.status }, 'licence tokens minted for an order no longer paid');
      }
      await closeMint(tx, orderId, { state: 'recorded', minedTxHash: hash });
    });
    log.info({ orderId, txHash: hash }, 'licence tokens issued automatically');
  }

  /** Replaces a stuck mint at its nonce with a higher fee (both versions stay known: either may be mined). */
  async function replace(mint: MintRow): Promise<void> {
    const fees = await writer.feeData();
    await db.transaction(async (tx) => {
      const current = await findMint(tx, mint.order_id, true);
      if (current?.state !== 'sent' || current.raw_tx === null || current.raw_tx !== mint.raw_tx) return;
      if (current.nonce === null) return;
      const old = Transaction.from(current.raw_tx);
      const maxPriorityFeePerGas = [bump(old.maxPriorityFeePerGas ?? 0n), fees.maxPriorityFeePerGas].reduce(
        (a, b) => (a > b ? a : b),
      );
      const maxFeePerGas = [
        bump(old.maxFeePerGas ?? 0n),
        fees.maxFeePerGas * 2n,
        maxPriorityFeePerGas,
      ].reduce((a, b) => (a > b ? a : b));
      const signed = await sign(
        mint.order_id,
        { to: old.to ?? '', data: old.data, gasLimit: old.gasLimit, maxFeePerGas, maxPriorityFeePerGas },
        current.nonce,
      );
      await storeReplacement(tx, mint.order_id, signed);
      log.warn(
        { orderId: mint.order_id, nonce: current.nonce },
        'licence mint stuck: replaced with a higher fee',
      );
    });
  }

  /** Sends the signed mint (again, after a crash) until it is mined, then records it. */
  async function settle(orderId: string): Promise<void> {
    const deadline = Date.now() + timing.settleMs;
    for (;;) {
      const mint = await findMint(db, orderId);
      if (mint?.state !== 'sent' || mint.raw_tx === null) return;
      for (const hash of [...mint.tx_hashes].reverse()) {
        const lookup = await chain.lookupReceipt(hash);
        if (lookup.state !== 'mined') continue;
        if (lookup.success) return record(orderId, hash, lookup);
        // Reverted: the nonce is spent and nothing was minted; the order is signed anew once put right.
        await db.transaction(async (tx) => {
          const current = await findMint(tx, orderId, true);
          if (current?.state === 'sent' && current.tx_hashes.includes(hash))
            await reopenMint(tx, orderId, 'mint_failed');
        });
        throw new MintDeferred('mint_failed', `${hash} reverted`);
      }
      const newest = mint.tx_hashes.at(-1) as string;
      if (!(await writer.transactionKnown(newest))) {
        const outcome = await writer.broadcast(mint.raw_tx);
        if (outcome.state === 'insufficient_funds') {
          await noteMintProblem(db, orderId, 'issuer_out_of_gas');
          throw new MintDeferred('issuer_out_of_gas', 'the node refused the mint');
        }
        if (outcome.state === 'refused') {
          await noteMintProblem(db, orderId, 'mint_failed');
          throw new MintDeferred('mint_failed', outcome.reason);
        }
        if (outcome.state === 'underpriced') await replace(mint);
        else await markMintSent(db, orderId, newest);
      } else if (mint.sent_ms_ago === null) {
        await markMintSent(db, orderId, newest);
      } else if (mint.sent_ms_ago > timing.stuckAfterMs && mint.issuer === issuer.address) {
        await replace(mint);
      }
      if (mint.problem !== null) await noteMintProblem(db, orderId, null);
      if (Date.now() > deadline || stopping) throw new MintDeferred(null, `${newest} not mined yet`);
      await sleep(timing.pollMs);
    }
  }

  async function issue(orderId: string): Promise<void> {
    const mint = await findMint(db, orderId);
    if (mint === null || mint.state === 'recorded' || mint.state === 'given_up') return;
    try {
      if (mint.nonce === null) await signFirst(orderId);
      await settle(orderId);
    } catch (error) {
      if (error instanceof ChainUnavailableError) {
        await noteMintProblem(db, orderId, 'chain_unavailable');
        throw new MintDeferred('chain_unavailable', error.reason);
      }
      throw error;
    }
  }

  return {
    orderPaid,
    issue,
    stop: () => {
      stopping = true;
    },
    async start() {
      await jobs.work<{ orderId: string }>(
        {
          name: LICENSE_ISSUE_QUEUE,
          // 5 s doubling (with jitter): within the first minute a passing fault is tried again several times, and
          // the retries reach past the 24 hours a waiting order is retried for (signFirst gives up then).
          retryLimit: 20,
          retryDelay: timing.retryDelaySeconds,
          retryBackoff: true,
          // A run waits for its mint at most `settleMs`; a copy killed mid-run leaves its job to expire and retry.
          expireInSeconds: Math.ceil(timing.settleMs / 1000) + 60,
          concurrency: 2,
        },
        async (job) => {
          try {
            await issue(job.data.orderId);
          } catch (error) {
            if (error instanceof MintDeferred)
              log.info({ orderId: job.data.orderId, problem: error.problem }, error.message);
            throw error;
          }
        },
      );
      // A copy that stopped (or was killed) mid-mint left its job to expire; queue the open mints again now, so the
      // restarted API finishes them at once. A run that meets one already settled by another run changes nothing.
      for (const orderId of await openMints(db, 1000))
        await jobs.send(LICENSE_ISSUE_QUEUE, { orderId }, { singletonKey: orderId, singletonSeconds: 30 });
    },
  };
}
