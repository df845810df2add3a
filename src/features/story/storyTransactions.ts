import { isApiError } from '../../services/api';
import { type FeatureDispatch } from '../../services/hooks';
import { toWalletError, walletRequest } from '../../services/wallet';
import { type StoryCall, type StoryRead } from '../../../contract/story/calls.js';
import { waitForReceipt, transactionAdded } from '../transactions';

// Sending a Story call from the connected wallet and reading its outcome (docs/product.md §10: the licensor's or the
// buyer's own wallet sends every Story transaction; the API then records what the receipt proves).

const txHashPattern = /^0x[0-9a-fA-F]{64}$/;

/** Why a Story step stopped, in the terms a screen explains it (docs/product.md §9: errors say what to do). */
export type StoryFailure =
  /** EIP-1193 4001: the user said no in the wallet; nothing was sent. */
  | { kind: 'rejected' }
  /** The wallet could not send (no gas, disconnected, another chain); its own words in `detail`. */
  | { kind: 'wallet'; detail: string }
  /** Mined and reverted, or not mined in time: nothing was recorded. */
  | { kind: 'reverted'; hash: string }
  /** The API read the receipt and refused it (409): `reason` is docs/api.md's reason when it sent one. */
  | { kind: 'refused'; reason: string | null; detail: string | null; hash: string }
  /** The API could not be reached or failed; the same hash can be sent again. */
  | { kind: 'api'; error: unknown; hash: string };

export class StoryStepError extends Error {
  constructor(readonly failure: StoryFailure) {
    super(failure.kind);
    this.name = 'StoryStepError';
  }
}

/** Sends `call` from `from`; throws StoryStepError (rejected / wallet) when the wallet does not send it. */
export async function sendStoryCall(
  dispatch: FeatureDispatch,
  from: string,
  call: StoryCall,
  description: string,
): Promise<string> {
  let hash: string;
  try {
    const answer = await walletRequest<unknown>('eth_sendTransaction', [
      { from, to: call.to, data: call.data },
    ]);
    if (typeof answer !== 'string' || !txHashPattern.test(answer)) {
      throw new Error('The wallet did not return a transaction hash.');
    }
    hash = answer;
  } catch (error) {
    const walletError = toWalletError(error);
    throw new StoryStepError(
      walletError.kind === 'rejected'
        ? { kind: 'rejected' }
        : { kind: 'wallet', detail: walletError.message },
    );
  }
  try {
    // The account dialog lists it with the other transactions of this wallet (kit reference §1).
    await dispatch(transactionAdded({ hash, description }));
  } catch {
    // Only the offered chains keep a list; the Story step goes on.
  }
  return hash;
}

/** Waits for the receipt through the wallet's node; a revert (or no receipt in time) stops the step. */
export async function waitMined(hash: string, signal?: AbortSignal): Promise<void> {
  const outcome = await waitForReceipt(hash, {
    request: (method, params) => walletRequest(method, params),
    ...(signal ? { signal } : {}),
  });
  if (outcome === 'failed') throw new StoryStepError({ kind: 'reverted', hash });
}

/** Sends `call` and waits until it is mined, saying `mining` once the wallet has sent it. */
export async function sendAndMine(
  dispatch: FeatureDispatch,
  from: string,
  call: StoryCall,
  description: string,
  stage: (stage: 'mining') => void,
): Promise<string> {
  const hash = await sendStoryCall(dispatch, from, call, description);
  stage('mining');
  await waitMined(hash);
  return hash;
}

/** A read of Story's contracts through the wallet's node (`eth_call`). */
export async function readStory<T>(read: StoryRead<T>): Promise<T> {
  const answer = await walletRequest<unknown>('eth_call', [{ to: read.to, data: read.data }, 'latest']);
  if (typeof answer !== 'string') throw new Error('The node gave no answer to a read of Story.');
  return read.decode(answer);
}

/** An API failure after the transaction was mined: a 409 with its reason, else one the same hash may retry. */
export function recordFailure(error: unknown, hash: string): StoryFailure {
  if (isApiError(error) && error.status === 409) {
    return { kind: 'refused', reason: error.fields?.tx_hash ?? null, detail: error.detail ?? null, hash };
  }
  return { kind: 'api', error, hash };
}

/**
 * A mined transaction whose record failed is recorded again with the same hash, never sent twice, unless the API
 * refused it for good: every refusal but "transaction not yet mined" starts over with a new transaction (docs/api.md).
 */
export function keepsMinedHash(failure: StoryFailure): boolean {
  return !(failure.kind === 'refused' && failure.reason !== 'transaction not yet mined');
}

/**
 * Waits for the API's record of a mined transaction (`record`, an RTK Query mutation's result). A failure stops the
 * step; the flow forgets the hash (`forget`) only when the API refused it for good, so a retry records the same hash
 * rather than sending a second transaction.
 */
export async function recordMined(record: Promise<object>, hash: string, forget: () => void): Promise<void> {
  const result = await record;
  if ('error' in result) {
    const failure = recordFailure(result.error, hash);
    if (!keepsMinedHash(failure)) forget();
    throw new StoryStepError(failure);
  }
}

export function asFailure(error: unknown): StoryFailure {
  if (error instanceof StoryStepError) return error.failure;
  const walletError = toWalletError(error);
  return walletError.kind === 'rejected'
    ? { kind: 'rejected' }
    : { kind: 'wallet', detail: walletError.message };
}
