import { type BaseQueryApi } from '@reduxjs/toolkit/query';
import { config } from '../config';
import { trackRequest } from '../idle';
import { endSession, selectSessionToken, type SessionRoot } from '../session';
import { type ApiError, noTokenError, toApiError, tokenExpiredError } from './apiError';
import { refreshSessionToken } from './baseQueryWithReauth';

/** What a thunk hands over: the store's dispatch and state, all the session's refresh needs. */
export interface StoreAccess {
  dispatch: BaseQueryApi['dispatch'];
  getState: () => unknown;
}

export type StreamedAnswer = { response: Response } | { error: ApiError };

/** The `aborted` answer of a fetch whose signal fired: the caller asked for it, so it is not an error to show. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function errorOf(response: Response): Promise<ApiError> {
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // A body that is not the API's JSON error still fails with its status.
  }
  return toApiError({ status: response.status, data });
}

/**
 * A GET whose answer is read as a stream (a file the API writes as it reads it, docs/product.md §9's CSV export),
 * which RTK Query's baseQuery cannot hand over unread. It follows the same session rules as every call
 * (baseQueryWithReauth): the bearer token, one shared refresh on a 401 and one retry, else the session ends with the
 * expiry message. A 2xx comes back as the Response, its body unread; anything else as an ApiError. An abort through
 * `signal` rejects with the fetch's AbortError (`isAbort`).
 */
export async function fetchWithReauth(
  store: StoreAccess,
  path: string,
  { signal, accept }: { signal: AbortSignal; accept: string },
): Promise<StreamedAnswer> {
  const token = selectSessionToken(store.getState() as SessionRoot);
  if (!token) return { error: noTokenError };
  const url = `${config.apiBaseUrl}/api/${path}`;
  const send = (bearer: string) =>
    // Counted until the headers arrive: a long download must not hold back work waiting for the screen's data.
    trackRequest(fetch(url, { headers: { Authorization: `Bearer ${bearer}`, Accept: accept }, signal }));
  const baseApi: BaseQueryApi = {
    signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'fetchWithReauth',
    type: 'query',
  };

  let response: Response;
  try {
    response = await send(token);
    if (response.status === 401) {
      const outcome = await refreshSessionToken(baseApi, token);
      if (outcome.kind === 'rejected') {
        endSession(store.dispatch, 'expired');
        return { error: tokenExpiredError };
      }
      if (outcome.kind === 'unreachable') return { error: outcome.error };
      response = await send(outcome.token);
      if (response.status === 401) {
        endSession(store.dispatch, 'expired');
        return { error: tokenExpiredError };
      }
    }
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw error;
    return { error: toApiError({ status: 'FETCH_ERROR', error: String(error) }) };
  }
  if (!response.ok) return { error: await errorOf(response) };
  return { response };
}
