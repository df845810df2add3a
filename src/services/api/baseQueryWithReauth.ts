import {
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
  type QueryReturnValue,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query';
import { config } from '../config';
import { trackRequest } from '../idle';
import {
  endSession,
  type RefreshAnswer,
  refreshSession,
  type RefreshOutcome as SessionRefreshOutcome,
  selectSessionToken,
  type SessionRoot,
} from '../session';
import {
  type ApiError,
  malformedResponseError,
  noTokenError,
  toApiError,
  tokenExpiredError,
} from './apiError';
import { type ResponseShape } from './responseShape';

export interface ApiExtraOptions {
  /** A call that needs no session (nonce, sign-in, public brand page, buyer checkout). */
  public?: boolean;
  /**
   * A signed call (docs/product.md §6: company creation, payout change): its 401 is usually the server refusing the
   * signature, which a fresh token does not change (authenticatedQuery).
   */
  signedCall?: boolean;
  /** What a successful answer must look like; anything else is an `errors.malformedResponse` error (docs/security.md). */
  expect?: ResponseShape;
}

export const apiTimeoutMs = 15_000;

function apiBaseUrl(): string {
  return `${config.apiBaseUrl}/api/`;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  timeout: apiTimeoutMs,
  prepareHeaders: (headers, { getState }) => {
    const token = selectSessionToken(getState() as SessionRoot);
    if (token && !headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${token}`);
    }
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    return headers;
  },
});

/** `refreshed`: a new token is in the store; `rejected`: the server refused it; `unreachable`: try later. */
export type RefreshOutcome = SessionRefreshOutcome<ApiError>;

/**
 * Renews the session token through the session's one shared refresh (services/session); the request itself is the
 * same fetch every call makes.
 */
export function refreshSessionToken(api: BaseQueryApi, staleToken: string): Promise<RefreshOutcome> {
  return refreshSession(api, staleToken, async (): Promise<RefreshAnswer<ApiError>> => {
    const result = await rawBaseQuery(
      { url: 'auth/refresh/', method: 'POST', headers: { Authorization: `Bearer ${staleToken}` } },
      api,
      {},
    );
    const token = (result.data as { token?: unknown } | undefined)?.token;
    if (!result.error && typeof token === 'string') return { token };
    if (result.error && (typeof result.error.status !== 'number' || result.error.status >= 500))
      return { unreachable: toApiError(result.error) };
    return { refused: true };
  });
}

function expireSession(api: BaseQueryApi): { error: ApiError } {
  endSession(api.dispatch, 'expired');
  return { error: tokenExpiredError };
}

function isGet(args: string | FetchArgs): boolean {
  return typeof args === 'string' || (args.method ?? 'GET').toUpperCase() === 'GET';
}

/**
 * The one baseQuery (docs/product.md §19): bearer token and JSON; on a 401 one refresh shared by all concurrent
 * callers and one retry, else logout with the expiry message (a signed call's 401: see below). A 404 on a read is
 * data (`null`), not an error.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = (
  args,
  api,
  extraOptions = {},
) =>
  // Counted while in flight: work that can wait also waits for the screen's data (services/idle).
  trackRequest(authenticatedQuery(args, api, extraOptions));

async function authenticatedQuery(
  args: string | FetchArgs,
  api: BaseQueryApi,
  extraOptions: ApiExtraOptions,
): Promise<QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta | undefined>> {
  const token = selectSessionToken(api.getState() as SessionRoot);
  if (!extraOptions.public && !token) return { error: noTokenError };

  let result = await rawBaseQuery(args, api, {});
  if (result.error?.status === 401 && !extraOptions.public && token) {
    const outcome = await refreshSessionToken(api, token);
    if (outcome.kind === 'rejected') return expireSession(api);
    // The one rule for signed calls (docs/product.md §6): their 401 is the signature refused, which a fresh token does
    // not change. It goes to the screen with the API's reason and is never replayed (a new signature needs the
    // user); the refresh above only ends the session if the 401 was about the session after all.
    if (extraOptions.signedCall)
      return { error: { ...toApiError(result.error), key: 'errors.signatureRefused' }, meta: result.meta };
    if (outcome.kind === 'unreachable') return { error: outcome.error };
    result = await rawBaseQuery(args, api, {});
    if (result.error?.status === 401) return expireSession(api);
  }

  if (result.error) {
    if (result.error.status === 404 && isGet(args)) return { data: null, meta: result.meta };
    return { error: toApiError(result.error), meta: result.meta };
  }
  const data = result.data === undefined || result.data === '' ? null : result.data;
  // A 2xx whose body is not what the screens read (null, a bare array, wrong types) is an error to show and
  // retry, not data that leaves a screen spinning or crashing.
  if (extraOptions.expect && !extraOptions.expect(data))
    return { error: malformedResponseError, meta: result.meta };
  return { data, meta: result.meta };
}
