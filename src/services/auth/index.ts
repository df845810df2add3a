// The sign-in steps (signIn.ts) and the EIP-4361 message (message.ts) are imported directly by the code that runs them,
// which loads when a sign-in or a signed call starts: the barrel keeps them out of every first load.
export { SignInError, type SignInFailure } from './signInError';
export { isTokenValid, readTokenClaims, tokenSecondsLeft, type TokenClaims } from './token';
