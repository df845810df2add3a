import { type I18n } from '../i18n';
import { isApiError } from './apiError';

/**
 * The one place a failure becomes text (SPEC.md §8): the catalogue message for its key, and the server's own
 * words beside it when it sent any. Unknown values (a thrown Error, a wallet failure) fall back to `fallbackKey`.
 */
export function describeError(
  t: I18n['t'],
  error: unknown,
  fallbackKey = 'errors.network',
): { message: string; detail?: string } {
  if (isApiError(error)) {
    const message = t(error.key, error.params);
    return error.detail && error.detail !== message ? { message, detail: error.detail } : { message };
  }
  return { message: t(fallbackKey) };
}
