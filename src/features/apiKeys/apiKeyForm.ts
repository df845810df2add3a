import {
  API_KEY_NAME_MAX,
  API_KEY_NAME_PATTERN,
  API_KEY_SCOPES,
  type ApiKeyScope,
} from '@contract/apiKeyScopes';

// What a key may be, checked before the wallet is asked to sign (docs/product.md §12.2), with the same rules as the
// API's schema (contract/api/apiKeys.ts): a name or scopes the API would refuse never cost the licensor a signature.

export { API_KEY_SCOPES, type ApiKeyScope };

/** The i18n key of the `apiKeys` bundle (and its parameters) naming what is wrong. */
export interface ApiKeyProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** The name as it will be sent and signed: spaces typed around it are not part of it. */
export function apiKeyNameOf(value: string): string {
  return value.trim();
}

export function validateApiKeyName(value: string): ApiKeyProblem | null {
  const name = apiKeyNameOf(value);
  if (name === '') return { key: 'apiKeys.create.nameRequired' };
  // The statement `Create API key {name}` holds it as written: EIP-4361 keeps a statement to such characters.
  if (name.length > API_KEY_NAME_MAX || !API_KEY_NAME_PATTERN.test(name))
    return { key: 'apiKeys.create.nameInvalid', params: { max: API_KEY_NAME_MAX } };
  return null;
}

export function validateApiKeyScopes(scopes: ReadonlySet<string>): ApiKeyProblem | null {
  return scopes.size === 0 ? { key: 'apiKeys.create.scopesRequired' } : null;
}

/** The chosen scopes in the API's own order, each once. */
export function orderedScopes(chosen: ReadonlySet<string>): ApiKeyScope[] {
  return API_KEY_SCOPES.filter((scope) => chosen.has(scope));
}
