// API keys (docs/product.md §12.2), without zod so the SPA's Manage screen can offer the scopes and check a name as
// the API does: the scopes, what each opens, and the name rule.

/**
 * The scopes a key may hold. `orders:read` opens the GET routes of products/orders (the company's orders),
 * `orders:write` PATCH products/orders/{id}/, `products:read` the GET routes of products/products. Each route that
 * takes a key names its one scope (server/src/http/routeSchemas.ts `bearerOrApiKey`).
 */
export const API_KEY_SCOPES = ['orders:read', 'orders:write', 'products:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The prefix every key starts with; `Authorization: Bearer od_…`. */
export const API_KEY_PREFIX = 'od_';

/**
 * A key's name: 1–64 characters of ASCII letters, digits, spaces, `.`, `_` and `-`. It goes into the statement the
 * wallet signs (`Create API key {name}`), which EIP-4361's grammar keeps to such characters.
 */
export const API_KEY_NAME_PATTERN = /^[A-Za-z0-9 ._-]{1,64}$/;
export const API_KEY_NAME_MAX = 64;

/** A company's live keys at most: a leaked dashboard session cannot mint keys without end. */
export const API_KEYS_PER_COMPANY = 25;
