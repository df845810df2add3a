import { api } from '../../services/api';
import { type Company } from './companyTypes';

// The one company endpoint the guards need on every licensor page, apart from the wizard's and Manage's endpoints
// (companyApi.ts), so the first load carries only this.
export const companyLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC.md §7: GET /api/companies/{wallet}/; a 404 is `null` (no company yet), not an error. */
    getCompanyByWallet: build.query<Company | null, string>({
      query: (wallet) => `companies/${encodeURIComponent(wallet.toLowerCase())}/`,
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
