export { buildSignInMessage, type SignInMessageInput } from './message';
export {
  fetchSignInNonce,
  SignInError,
  signAndVerify,
  signInWithWallet,
  type SignInFailure,
  type SignInPhases,
} from './signIn';
export { isTokenValid, readTokenClaims, tokenSecondsLeft, type TokenClaims } from './token';
