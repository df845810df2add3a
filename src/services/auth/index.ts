export { buildSignInMessage, type SignInMessageInput } from './message';
export {
  fetchSignInNonce,
  SignInError,
  signAndVerify,
  type SignInFailure,
  type SignInPhases,
} from './signIn';
export { isTokenValid, readTokenClaims, tokenSecondsLeft, type TokenClaims } from './token';
