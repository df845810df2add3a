export { buildSignInMessage, currentDomain, signedCallNonce, type SignInMessageFields } from './message';
export {
  fetchSignInNonce,
  SignInError,
  signAndVerify,
  signInWithWallet,
  type SignInFailure,
  type SignInPhases,
} from './signIn';
export { isTokenValid, readTokenClaims, tokenSecondsLeft, type TokenClaims } from './token';
