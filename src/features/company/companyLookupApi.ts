import { api, recordOf } from '../../services/api';
import { type Company } from './companyTypes';

// The one company endpoint the guards need on every licensor page, apart from the wizard's and Manage's endpoints
// (companyApi.ts), so the first load carries only this.
/** What the company screens and guards read (issue 6: anything else is a malformed answer, shown with Retry). */
export const companyShape = recordOf({
  id: 'string',
  wallet_address: 'string',
  name: 'string',
  slug: 'string',
  payout_address: 'string',
});

export const companyLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC.md §7: GET /api/companies/{wallet}/; a 404 is `null` (no company yet), not an error. */
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
