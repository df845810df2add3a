// The public face of the session feature (docs/architecture.md): other features, app/ and
// the tests import it from here, never from its files.
export { completeSignIn, type CompleteSignInRequest, type SignInCompletion } from './completeSignIn';
export { decideSessionGuard, needsCompanyLookup } from './guardRules';
export { addSessionListeners } from './sessionListeners';
export {
  selectAutoSignIn,
  selectIsSessionValid,
  selectLastLogoutReason,
  selectStoredWallet,
  persistedSessionReducer,
  type SessionRoot,
  type SessionState,
} from './sessionSlice';
export { autoSignInRequested, signOutRequested } from './sessionThunks';
