import type { z } from 'zod';
import type { Profile as ApiProfile, WalletConnect, signInSchema } from '../../../contract/api/auth';
import { api } from './api';
import { type RefreshOutcome, refreshSessionToken } from './baseQueryWithReauth';
import { recordOf } from './responseShape';

// Auth endpoints live with the API service rather than in a feature: the session feature, the wallet's sign-in
// dialog and the reauth baseQuery all need them (docs/product.md §7).

// Types from the API contract (contract/api/auth.ts), `import type`: nothing of it reaches the /auth bundle.
export type WalletConnectRequest = WalletConnect;
export type WalletConnectResponse = z.infer<typeof signInSchema>;
export type Profile = ApiProfile;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A fresh nonce every time, so it is a mutation even though it is a GET: never cached, never shared.
    requestNonce: build.mutation<{ nonce: string }, string>({
      query: (walletAddress) => ({
        url: 'auth/nonce/',
        params: { wallet_address: walletAddress.toLowerCase() },
      }),
      extraOptions: { public: true, expect: recordOf({ nonce: 'string' }) },
    }),
    walletConnect: build.mutation<WalletConnectResponse, WalletConnectRequest>({
      query: (body) => ({ url: 'auth/wallet-connect/', method: 'POST', body }),
      extraOptions: { public: true, expect: recordOf({ token: 'string' }) },
    }),
    // The refresh timer's renewal (docs/product.md §21), the same shared refresh a call's 401 starts; its outcome is
    // data.
    refreshSession: build.mutation<RefreshOutcome, string>({
      queryFn: async (staleToken, baseQueryApi) => ({
        data: await refreshSessionToken(baseQueryApi, staleToken),
      }),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: 'auth/logout/', method: 'POST' }),
    }),
    getProfile: build.query<Profile | null, void>({
      query: () => 'auth/profile/',
      extraOptions: { expect: recordOf({ wallet_address: 'string' }) },
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = authApi;
