import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { authApi } from '../api/authApi';
import { isApiError } from '../api/apiError';
import { isTokenValid } from './token';
import { config } from '../config';
import { buildSignInMessage } from './message';
import { signMessage, toWalletError } from '../wallet';

// The sign-in steps (docs/product.md §16): nonce → message → wallet signature → server verification → token. Every
// sign-in runs them through the session feature's completeSignIn, which stores the session under a cross-tab lock.

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Where sign-in failed, named after the kit's error texts (docs/product.md §20). `rejected` is the user saying no. */
export type SignInFailure = 'preparing' | 'rejected' | 'signing' | 'verifying' | 'oops';

export class SignInError extends Error {
  constructor(
    readonly failure: SignInFailure,
    /** The server's error text, when verification failed with one. */
    readonly detail?: string,
  ) {
    super(`Sign-in failed while ${failure}${detail ? `: ${detail}` : ''}`);
    this.name = 'SignInError';
  }
}

export async function fetchSignInNonce(dispatch: Dispatch, address: string): Promise<string> {
  try {
    const { nonce } = await dispatch(authApi.endpoints.requestNonce.initiate(address)).unwrap();
    if (typeof nonce !== 'string' || nonce.length === 0) throw new Error('empty nonce');
    return nonce;
  } catch {
    throw new SignInError('preparing');
  }
}

export interface SignInPhases {
  onSigning?: () => void;
  onVerifying?: () => void;
}

/** Signs the message for `nonce` and exchanges the signature for a token. */
export async function signAndVerify(
  dispatch: Dispatch,
  { address, nonce }: { address: string; nonce: string },
  phases: SignInPhases = {},
): Promise<string> {
  let message: string;
  try {
    message = await buildSignInMessage({ address, nonce, chainId: config.chain.id });
  } catch {
    throw new SignInError('preparing');
  }
  phases.onSigning?.();
  let signature: string;
  try {
    signature = await signMessage(address, message);
  } catch (error) {
    throw new SignInError(toWalletError(error).kind === 'rejected' ? 'rejected' : 'signing');
  }
  phases.onVerifying?.();
  try {
    const { token } = await dispatch(
      authApi.endpoints.walletConnect.initiate({ wallet_address: address.toLowerCase(), signature, message }),
    ).unwrap();
    if (!isTokenValid(token)) throw new SignInError('verifying');
    return token;
  } catch (error) {
    if (error instanceof SignInError) throw error;
    throw new SignInError('verifying', isApiError(error) ? error.detail : undefined);
  }
}
