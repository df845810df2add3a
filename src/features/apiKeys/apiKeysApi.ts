import type { ApiKey, ApiKeyCreateInput, CreatedApiKey } from '@contract/api/apiKeys';
import type { Page } from '@contract/api/fields';
import { allOf, api, pageOf, recordOf } from '@/services/api';
// Not through the services/api index: signed calls stay out of the first load of /auth (scripts/bundle-budget.mjs).
import { signedCallStatement, type SignedCallAuth, withSignedCallAuth } from '@/services/api/signedCall';

// The company's API keys (docs/product.md §12.2): GET|POST companies/api-keys/ and DELETE one. Types come from the
// API contract (contract/api/apiKeys.ts).

export type { ApiKey, CreatedApiKey };

/** At most 25 live keys a company (contract/apiKeyScopes.ts API_KEYS_PER_COMPANY): one page holds them all. */
const API_KEYS_PAGE_SIZE = 100;

/** The answers' shapes the section reads first (docs/security.md: a malformed answer is an error, not a crash). */
const apiKeyShape = recordOf<ApiKey>({
  id: 'string',
  name: 'string',
  prefix: 'string',
  scopes: 'array',
  created_at: 'string',
  last_used_at: 'string|null',
});

/** POST companies/api-keys/ and its body: what creating a key signs (statement `Create API key {name}`). */
export function apiKeyCreationRequest(body: ApiKeyCreateInput) {
  return {
    method: 'POST' as const,
    url: 'companies/api-keys/',
    body,
    statement: signedCallStatement.createApiKey(body.name),
  };
}

export interface ApiKeyCreateRequest {
  body: ApiKeyCreateInput;
  auth: SignedCallAuth;
}

export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<Page<ApiKey> | null, void>({
      query: () => ({ url: 'companies/api-keys/', params: { page_size: API_KEYS_PAGE_SIZE } }),
      extraOptions: { expect: pageOf(apiKeyShape) },
      providesTags: [{ type: 'ApiKey', id: 'LIST' }],
    }),

    /**
     * A signed call whose answer holds the key itself, shown this once (docs/product.md §12.2). Start it with
     * `initiate(request, { track: false })` (CreateApiKeyDialog): the answer then never stays in the store.
     */
    createApiKey: build.mutation<CreatedApiKey, ApiKeyCreateRequest>({
      query: ({ body, auth }) => ({
        url: 'companies/api-keys/',
        method: 'POST',
        body: withSignedCallAuth(body, auth),
      }),
      extraOptions: {
        expect: allOf(apiKeyShape, recordOf<CreatedApiKey>({ key: 'string' })),
        signedCall: true,
      },
      invalidatesTags: (created) => (created ? [{ type: 'ApiKey', id: 'LIST' }] : []),
    }),

    /** Revoked at once: the key's next call is refused (401). A 404 means it is gone already: the list says so. */
    revokeApiKey: build.mutation<null, string>({
      query: (id) => ({ url: `companies/api-keys/${encodeURIComponent(id)}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) =>
        error && error.status !== 404 ? [] : [{ type: 'ApiKey', id: 'LIST' }],
    }),
  }),
});

export const { useListApiKeysQuery, useRevokeApiKeyMutation } = apiKeysApi;
