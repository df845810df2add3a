import { type LogoutReason } from '../../services/events';
import { routePatterns } from '../../services/routing';
import { isAccountMismatch } from '../../services/session';
import { type AutoSignInStatus } from './sessionSlice';

export interface SessionGuardInput {
  walletStatus: 'reconnecting' | 'disconnected' | 'connecting' | 'connected';
  /** The account the wallet reports, when connected. */
  connectedAddress: string | null;
  /** Valid token (three parts, exp in the future) and a stored wallet. */
  sessionValid: boolean;
  /** The stored wallet address, lowercase. */
  storedWallet: string | null;
  autoSignIn: AutoSignInStatus;
  lastLogoutReason: LogoutReason | null;
}

export type SessionGuardDecision =
  /** Show the spinner: the wallet is still being restored or a sign-in is running. */
  | 'wait'
  | 'proceed'
  /** Token missing or expired but a wallet is connected: sign in again without a visit to /auth. */
  | 'autoSignIn'
  | 'redirectToAuth'
  /** The wallet now reports another account than the signed-in one. */
  | 'logoutAndRedirect';

// Ends that must not be undone by an automatic sign-in: the server refused the token, or the user (or another tab)
// ended the session. Signing straight back in would loop (docs/security.md: no logout loop).
const endsNeedingTheUser: ReadonlySet<LogoutReason> = new Set([
  'expired',
  'accountMismatch',
  'otherTab',
  'user',
]);

/** The guard rules of docs/product.md §16, as one pure function. */
export function decideSessionGuard(input: SessionGuardInput): SessionGuardDecision {
  if (input.sessionValid) {
    if (input.walletStatus === 'connected' && isAccountMismatch(input.connectedAddress, input.storedWallet)) {
      return 'logoutAndRedirect';
    }
    return 'proceed';
  }
  if (input.autoSignIn === 'pending') return 'wait';
  // The page is reloading for the wallet's new account (docs/product.md §16): leaving for /auth now would reload /auth
  // instead of the page the user was on, and the new account would not be signed in there.
  if (input.lastLogoutReason === 'accountSwitched') return 'wait';
  if (input.walletStatus === 'reconnecting' || input.walletStatus === 'connecting') return 'wait';
  if (input.walletStatus !== 'connected' || !input.connectedAddress) return 'redirectToAuth';
  if (input.autoSignIn === 'failed') return 'redirectToAuth';
  if (input.lastLogoutReason && endsNeedingTheUser.has(input.lastLogoutReason)) return 'redirectToAuth';
  return 'autoSignIn';
}

const lookupPages: readonly string[] = [
  routePatterns.home,
  routePatterns.manage,
  routePatterns.productCreate,
  routePatterns.products,
  routePatterns.orders,
];
/** The lists whose detail pages look it up too (`/product/{id}`, `/order/{id}`). */
const lookupLists: readonly string[] = [routePatterns.products, routePatterns.orders];

/** docs/product.md §16: after authentication these pages look the company up, once per navigation. */
export function needsCompanyLookup(pathname: string): boolean {
  return lookupPages.includes(pathname) || lookupLists.some((list) => pathname.startsWith(`${list}/`));
}
