import { api, recordOf } from '../../services/api';
// Not through the services/api index: signed calls stay out of the first load of /auth (scripts/bundle-budget.mjs).
import { signedCallStatement, type SignedCallAuth, withSignedCallAuth } from '../../services/api/signedCall';
import { companyLookupApi, companyShape } from './companyLookupApi';
import { type Company, type CompanyInput } from './companyTypes';

export type CompanyCreateRequest = Partial<CompanyInput> &
  Pick<CompanyInput, 'name' | 'slug'> & { auth: SignedCallAuth };

export interface CompanyUpdateRequest {
  id: string;
  /** The wallet whose company this is: its lookup is updated in place. */
  wallet: string;
  /** Anything but a new payout address, which is a signed call of its own (changePayoutAddress). */
  changes: Partial<Omit<CompanyInput, 'payout_address'>>;
}

export interface PayoutChangeRequest {
  id: string;
  wallet: string;
  /** The body as signed (payoutChangeBody) and its signature. */
  body: { payout_address: string };
  auth: SignedCallAuth;
}

/** PATCH companies/{id}/ and its body: what a payout change signs (docs/product.md §6). */
export function payoutChangeRequest(id: string, payoutAddress: string) {
  const body = { payout_address: payoutAddress };
  return {
    method: 'PATCH' as const,
    url: companyUrl(id),
    body,
    statement: signedCallStatement.changePayoutAddress(payoutAddress),
  };
}

/** POST companies/ and its body: what a company creation signs (docs/product.md §6). */
export function companyCreationRequest(body: Omit<CompanyCreateRequest, 'auth'>) {
  return {
    method: 'POST' as const,
    url: 'companies/',
    body,
    statement: signedCallStatement.createCompany(body.slug),
  };
}

function companyUrl(id: string): string {
  return `companies/${encodeURIComponent(id)}/`;
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
      extraOptions: { expect: companyShape, signedCall: true },
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

    /** PATCH companies/{id}/ (owner only), without a payout change. */
    updateCompany: build.mutation<Company, CompanyUpdateRequest>({
      query: ({ id, changes }) => ({ url: companyUrl(id), method: 'PATCH', body: changes }),
      extraOptions: { expect: companyShape },
      async onQueryStarted({ wallet }, { dispatch, queryFulfilled }) {
        const { data: company } = await queryFulfilled.catch(() => ({ data: null }));
        if (company) dispatch(companyLookupApi.util.upsertQueryData('getCompanyByWallet', wallet, company));
      },
      // The public page shows the profile.
      invalidatesTags: (company) =>
        company ? [{ type: 'Company', id: 'SLUGS' }, 'Profile', 'Storefront'] : [],
    }),

    /** PATCH companies/{id}/ with a new payout address: a signed call (docs/product.md §6), recorded for Home. */
    changePayoutAddress: build.mutation<Company, PayoutChangeRequest>({
      query: ({ id, body, auth }) => ({
        url: companyUrl(id),
        method: 'PATCH',
        body: withSignedCallAuth(body, auth),
      }),
      extraOptions: { expect: companyShape, signedCall: true },
      async onQueryStarted({ wallet }, { dispatch, queryFulfilled }) {
        const { data: company } = await queryFulfilled.catch(() => ({ data: null }));
        if (company) dispatch(companyLookupApi.util.upsertQueryData('getCompanyByWallet', wallet, company));
      },
      // Balances are read at the payout address; Home lists the change.
      invalidatesTags: (company) => (company ? ['Profile', 'WalletTokens', 'PayoutChanges'] : []),
    }),
  }),
});

export { useGetCompanyByWalletQuery, useLazyGetCompanyByWalletQuery } from './companyLookupApi';

export const {
  useChangePayoutAddressMutation,
  useCheckCompanySlugQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
} = companyApi;
