import { type Action } from '@reduxjs/toolkit';

// Redux DevTools see the JWT and signatures only as masks, so a shared screenshot or an exported session
// never leaks a credential (docs/product.md §17.5). Masking keeps the shape, so replay still works.

const masked = '«masked»';
const secretKeys = new Set(['token', 'signature', 'jwt', 'authorization', 'secret']);

export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      secretKeys.has(key.toLowerCase()) && typeof inner === 'string' && inner.length > 0
        ? masked
        : maskSecrets(inner, depth + 1),
    ]),
  );
}

export const devToolsSanitizers = {
  actionSanitizer: <A extends Action>(action: A): A => maskSecrets(action) as A,
  stateSanitizer: <S>(state: S): S => maskSecrets(state) as S,
};
