import { type Action } from '@reduxjs/toolkit';

// Redux DevTools see the JWT, signatures, webhook secrets and new API keys only as masks, so a shared screenshot or an
// exported session never leaks a credential (docs/product.md §17.5). Masking keeps the shape, so replay still works.

const masked = '«masked»';
const secretKeys = new Set(['token', 'signature', 'jwt', 'authorization', 'secret']);
/**
 * A new API key's `key` (docs/product.md §12.2: `od_` and 32 bytes in base64url), under whatever name it travels.
 * Not every `key` is a credential (a notice's `key` names its text), so the value decides.
 */
const apiKeyValue = /^od_[A-Za-z0-9_-]{43}$/;

const isSecret = (key: string, value: unknown) =>
  typeof value === 'string' &&
  value.length > 0 &&
  (secretKeys.has(key.toLowerCase()) || apiKeyValue.test(value));

export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      isSecret(key, inner) ? masked : maskSecrets(inner, depth + 1),
    ]),
  );
}

export const devToolsSanitizers = {
  actionSanitizer: <A extends Action>(action: A): A => maskSecrets(action) as A,
  stateSanitizer: <S>(state: S): S => maskSecrets(state) as S,
};
