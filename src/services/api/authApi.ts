import { api } from './api';
import { pageOf, recordOf } from './responseShape';

// Auth endpoints live with the API service rather than in a feature: the session feature, the wallet's sign-in
// dialog and the reauth baseQuery all need them (PRODUCT.md §7).

export interface WalletConnectRequest {
  wallet_address: string;
  signature: string;
  message: string;
}

export interface WalletConnectResponse {
  token: string;
  message: string;
}

export interface Profile {
  wallet_address: string;
  company: { id: string; name: string; slug: string } | null;
  last_login: string | null;
}

/** One sign-in and the tokens refreshed from it (PRODUCT.md §7 `GET auth/sessions/`). */
export interface SignedInSession {
  id: string;
  created_at: string;
  last_used_at: string;
  /** The sign-in request's User-Agent ('' when none). */
  user_agent: string;
  ip: string | null;
  /** This tab's own session. */
  current: boolean;
}

export interface SessionPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: SignedInSession[];
}

/** The API's largest page: a wallet rarely has more live sessions than that; /manage says so when it does. */
export const SESSIONS_PAGE_SIZE = 100;

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
    logout: build.mutation<null, void>({
      query: () => ({ url: 'auth/logout/', method: 'POST' }),
    }),
    listSessions: build.query<SessionPage | null, void>({
      query: () => ({ url: 'auth/sessions/', params: { page_size: SESSIONS_PAGE_SIZE } }),
      extraOptions: {
        expect: pageOf(
          recordOf({ id: 'string', created_at: 'string', last_used_at: 'string', current: 'boolean' }),
        ),
      },
      providesTags: ['Session'],
    }),
    /** Ends one session of the wallet: its tokens, wherever they are, stop working at once. */
    endSession: build.mutation<null, string>({
      query: (id) => ({ url: `auth/sessions/${encodeURIComponent(id)}/`, method: 'DELETE' }),
      invalidatesTags: ['Session'],
    }),
    /** Ends every session of the wallet, this tab's too (the caller then signs this tab out). */
    logoutEverywhere: build.mutation<null, void>({
      query: () => ({ url: 'auth/logout/', method: 'POST', body: { everywhere: true } }),
    }),
    getProfile: build.query<Profile | null, void>({
      query: () => 'auth/profile/',
      extraOptions: { expect: recordOf({ wallet_address: 'string' }) },
      providesTags: ['Profile'],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useListSessionsQuery,
  useEndSessionMutation,
  useLogoutEverywhereMutation,
} = authApi;
