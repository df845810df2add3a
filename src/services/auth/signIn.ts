import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { authApi } from '../api/authApi';
import { isApiError } from '../api/apiError';
import { isTokenValid } from './token';
import { config } from '../config';
import { buildSignInMessage } from './message';
import { signMessage, toWalletError } from '../wallet';
import { SignInError } from './signInError';

// The sign-in steps (docs/product.md §16): nonce → message → wallet signature → server verification → token. Every
// sign-in runs them through the session feature's completeSignIn, which stores the session under a cross-tab lock. This
// module loads when a sign-in starts (or its dialog opens), in the message template's chunk: no first load carries
// it, and the barrel does not export it.

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

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
