import { api, recordOf } from '../../services/api';
import { type FeatureDispatch } from '../../services/hooks';
import { type Company } from './companyTypes';

// The one company endpoint the guards need on every licensor page, apart from the wizard's and Manage's endpoints
// (companyApi.ts), so the first load carries only this.
/** What the company screens and guards read (docs/security.md: anything else is a malformed answer, shown with Retry). */
export const companyShape = recordOf<Company>({
  id: 'string',
  wallet_address: 'string',
  name: 'string',
  slug: 'string',
  payout_address: 'string',
});

export const companyLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** docs/product.md §19: GET /api/companies/{wallet}/; a 404 is `null` (no company yet), not an error. */
    getCompanyByWallet: build.query<Company | null, string>({
      query: (wallet) => `companies/${encodeURIComponent(wallet.toLowerCase())}/`,
      extraOptions: { expect: companyShape },
      providesTags: (company) =>
        company
          ? [
              { type: 'Company', id: company.id },
              { type: 'Company', id: 'MINE' },
            ]
          : [{ type: 'Company', id: 'MINE' }],
    }),
  }),
});

export const { useGetCompanyByWalletQuery, useLazyGetCompanyByWalletQuery } = companyLookupApi;

/** The wallet whose lookup start-up began and no guard has taken yet. */
let startupLookupWallet: string | null = null;

/**
 * Start-up (index.tsx, app/guards.tsx) starts the first screen's company lookup beside the screen's own reads, instead
 * of after the first render mounts the guard (docs/performance.md: one round trip less before a signed-in / shows).
 */
export function prefetchCompanyLookup(dispatch: FeatureDispatch, wallet: string): void {
  startupLookupWallet = wallet;
  void dispatch(companyLookupApi.util.prefetch('getCompanyByWallet', wallet, {}));
}

/**
 * True once, for the wallet whose lookup start-up began: the guard's first lookup is that one (docs/product.md §16
 * looks the company up on each navigation; the first navigation's lookup was started early, not skipped). Every later
 * call is false, so every later navigation asks again.
 */
export function takeStartupLookup(wallet: string): boolean {
  const taken = startupLookupWallet === wallet;
  startupLookupWallet = null;
  return taken;
}
