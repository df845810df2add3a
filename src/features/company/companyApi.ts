import { api, recordOf, type SignedCallAuth, withSignedCallAuth } from '../../services/api';
import { companyLookupApi, companyShape } from './companyLookupApi';
import { type Company, type CompanyInput } from './companyTypes';

export type CompanyCreateRequest = Partial<CompanyInput> &
  Pick<CompanyInput, 'name' | 'slug'> & { auth: SignedCallAuth };

export interface CompanyUpdateRequest {
  id: string;
  /** The wallet whose company this is: its lookup is updated in place. */
  wallet: string;
  changes: Partial<CompanyInput>;
  /** Required by the API when the payout address changes (a signed call). */
  auth?: SignedCallAuth;
}

export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The company wizard's live check (docs/api.md addition): is this slug still free? */
    checkCompanySlug: build.query<{ available: boolean }, string>({
      query: (slug) => ({ url: 'companies/slug-available/', params: { slug } }),
      extraOptions: { expect: recordOf({ available: 'boolean' }) },
      // An answer is only true for a moment; never serve an old one to a new visit.
      keepUnusedDataFor: 5,
      providesTags: [{ type: 'Company', id: 'SLUGS' }],
    }),

    /**
     * POST companies/ — a signed call. The new company is written into the wallet's lookup so the guards see it
     * at once, and every company view refetches.
     */
    createCompany: build.mutation<Company, CompanyCreateRequest>({
      query: (body) => ({ url: 'companies/', method: 'POST', body }),
      extraOptions: { expect: companyShape },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: company } = await queryFulfilled.catch(() => ({ data: null }));
        if (company)
          dispatch(
            companyLookupApi.util.upsertQueryData('getCompanyByWallet', company.wallet_address, company),
          );
      },
      invalidatesTags: (company) =>
        company
          ? [{ type: 'Company', id: 'MINE' }, { type: 'Company', id: 'SLUGS' }, 'Profile']
          : [{ type: 'Company', id: 'SLUGS' }],
    }),

    /** PATCH companies/{id}/ (owner only); a payout address change carries `auth`. */
    updateCompany: build.mutation<Company, CompanyUpdateRequest>({
      query: ({ id, changes, auth }) => ({
        url: `companies/${encodeURIComponent(id)}/`,
        method: 'PATCH',
        body: auth ? withSignedCallAuth(changes, auth) : changes,
      }),
      extraOptions: { expect: companyShape },
      async onQueryStarted({ wallet }, { dispatch, queryFulfilled }) {
        const { data: company } = await queryFulfilled.catch(() => ({ data: null }));
        if (company) dispatch(companyLookupApi.util.upsertQueryData('getCompanyByWallet', wallet, company));
      },
      // The public page shows the profile; balances are read at the payout address.
      invalidatesTags: (company, _error, { changes }) =>
        company
          ? [
              { type: 'Company', id: 'SLUGS' },
              'Profile',
              'Storefront',
              ...(changes.payout_address !== undefined ? (['WalletTokens'] as const) : []),
            ]
          : [],
    }),
  }),
});

export { useGetCompanyByWalletQuery, useLazyGetCompanyByWalletQuery } from './companyLookupApi';

export const { useCheckCompanySlugQuery, useCreateCompanyMutation, useUpdateCompanyMutation } = companyApi;
