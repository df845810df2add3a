import type { SessionInfo } from '../../../contract/api/auth';
import type { Page } from '../../../contract/api/fields';
import { api } from './api';
import { pageOf, recordOf } from './responseShape';

// The session endpoints of docs/product.md §7 that only /manage uses (its "Signed-in sessions", §9). They sit beside
// authApi but in a module of their own, imported by that screen alone and not re-exported from services/api: the
// JavaScript that renders /auth is at its budget (scripts/bundle-budget.mjs), and these would add to it.

/** One sign-in and the tokens refreshed from it (`GET auth/sessions/`), from the API contract. */
export type SignedInSession = SessionInfo;

export type SessionPage = Page<SignedInSession>;

/** The API's largest page: a wallet rarely has more live sessions than that; /manage says so when it does. */
const SESSIONS_PAGE_SIZE = 100;

export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useListSessionsQuery, useEndSessionMutation, useLogoutEverywhereMutation } = sessionsApi;
