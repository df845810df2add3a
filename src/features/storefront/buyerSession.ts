import { isTokenValid } from '../../services/auth';

// The buyer's session on the public page (docs/product.md §7: buyers sign in with the same flow as licensors; a wallet
// without a company gets a token that orders, pays and reads its own orders, and is never sent to licensor screens).

interface SessionCarrier {
  session: { token: string | null; walletAddress: string | null };
}

export type BuyerSessionState = SessionCarrier['session'];

export const selectBuyerSession = (state: SessionCarrier): BuyerSessionState => state.session;

/** A session of this wallet that the API still accepts: with one, the buyer is not asked to sign again. */
export function hasSessionOf(session: BuyerSessionState, wallet: string): boolean {
  return isTokenValid(session.token) && session.walletAddress === wallet.toLowerCase();
}
