import { type FetchBaseQueryError } from '@reduxjs/toolkit/query';

// Every failed call becomes one serializable ApiError carrying an i18n key from the error catalogue
// (docs/product.md §20, §5), so every screen explains failures the same way.

export type ApiErrorKey =
  | 'errors.noToken'
  | 'errors.tokenExpired'
  | 'errors.apiCallFailed'
  | 'errors.network'
  | 'errors.timeout'
  | 'errors.malformedResponse'
  | 'errors.signatureRefused';

export interface ApiError {
  /** HTTP status, or what went wrong before one arrived. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'NO_TOKEN';
  key: ApiErrorKey;
  params?: Record<string, string | number>;
  /** The server's `error` text, when it sent one. */
  detail?: string;
  /** Field-level messages from a 400 (`{"error", "fields"}`, docs/product.md §7). */
  fields?: Record<string, string>;
}

function serverBody(data: unknown): { error?: string; fields?: Record<string, string> } {
  if (typeof data !== 'object' || data === null) return {};
  const { error, fields } = data as { error?: unknown; fields?: unknown };
  const result: { error?: string; fields?: Record<string, string> } = {};
  if (typeof error === 'string') result.error = error.slice(0, 500);
  if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) {
    result.fields = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>)
        .filter(([, value]) => typeof value === 'string')
        .map(([key, value]) => [key, (value as string).slice(0, 300)]),
    );
  }
  return result;
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const body = serverBody(error.data);
    return {
      status: error.status,
      key: error.status === 401 ? 'errors.tokenExpired' : 'errors.apiCallFailed',
      params: { status: error.status },
      ...(body.error ? { detail: body.error } : {}),
      ...(body.fields ? { fields: body.fields } : {}),
    };
  }
  switch (error.status) {
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT_ERROR', key: 'errors.timeout' };
    case 'PARSING_ERROR': {
      // A JSON body that fails to parse on a non-OK status is still a failed call with that status.
      const status = error.originalStatus;
      if (status >= 400) return { status, key: 'errors.apiCallFailed', params: { status } };
      return { status: 'PARSING_ERROR', key: 'errors.malformedResponse' };
    }
    default:
      return { status: 'FETCH_ERROR', key: 'errors.network' };
  }
}

export const noTokenError: ApiError = { status: 'NO_TOKEN', key: 'errors.noToken' };
export const tokenExpiredError: ApiError = { status: 401, key: 'errors.tokenExpired' };
export const malformedResponseError: ApiError = { status: 'PARSING_ERROR', key: 'errors.malformedResponse' };

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'key' in value && 'status' in value;
}
