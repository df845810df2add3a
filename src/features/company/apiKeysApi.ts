import type { ApiKey, ApiKeyCreateInput, CreatedApiKey } from '@contract/api/apiKeys';
import type { Page } from '@contract/api/fields';
import { api, pageOf, recordOf } from '@/services/api';
// Not through the services/api index: signed calls stay out of the first load of /auth (scripts/bundle-budget.mjs).
import { signedCallStatement, type SignedCallAuth, withSignedCallAuth } from '@/services/api/signedCall';

export type { ApiKey, CreatedApiKey };
export type ApiKeyPage = Page<ApiKey>;

/** The most keys a company may have (contract/apiKeyScopes.ts): one page holds them all. */
const API_KEYS_PAGE_SIZE = 100;

export interface ApiKeyCreateRequest {
  body: ApiKeyCreateInput;
  auth: SignedCallAuth;
}

/** POST companies/api-keys/ and its body: what the wallet signs to create a key (docs/product.md §6, §12.2). */
export function apiKeyCreationRequest(body: ApiKeyCreateInput) {
  return {
    method: 'POST' as const,
    url: 'companies/api-keys/',
    body,
    statement: signedCallStatement.createApiKey(body.name),
  };
}

const apiKeyShape = recordOf<ApiKey>({
  id: 'string',
  name: 'string',
  prefix: 'string',
  scopes: 'array',
  created_at: 'string',
  last_used_at: 'string|null',
});

/** The company's API keys on /manage (docs/product.md §12.2): listed, created by a signed call, revoked. */
export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ApiKeyPage, void>({
      query: () => ({ url: 'companies/api-keys/', params: { page_size: API_KEYS_PAGE_SIZE } }),
      extraOptions: { expect: pageOf(apiKeyShape) },
      providesTags: ['ApiKey'],
    }),
    /** The answer holds the key itself: the only time it is ever shown. */
    createApiKey: build.mutation<CreatedApiKey, ApiKeyCreateRequest>({
      query: ({ body, auth }) => ({
        url: 'companies/api-keys/',
        method: 'POST',
        body: withSignedCallAuth(body, auth),
      }),
      extraOptions: { expect: recordOf<CreatedApiKey>({ id: 'string', key: 'string' }), signedCall: true },
      invalidatesTags: (created) => (created ? ['ApiKey'] : []),
    }),
    revokeApiKey: build.mutation<null, string>({
      query: (id) => ({ url: `companies/api-keys/${encodeURIComponent(id)}/`, method: 'DELETE' }),
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
