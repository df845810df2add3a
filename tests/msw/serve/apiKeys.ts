import { http, HttpResponse } from 'msw';
import type { ApiKey, CreatedApiKey } from '@contract/api/apiKeys';
import { apiUrl, pageOf } from '../apiUrl';
import { server } from '../server';

// The API keys routes of docs/product.md §12.2 for one test, kept in memory as the routes answer them
// (server/test/apiKeys.test.ts shows every call): a company's live keys, newest first.

export const apiKeyFixture = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: '5e6f0a52-0000-4000-8000-000000000001',
  name: 'Warehouse sync',
  prefix: 'od_Wh7xK2pQ',
  scopes: ['orders:read', 'products:read'],
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-28T06:00:00.000Z',
  ...overrides,
});

/** The key the fake server hands out: `od_` and 43 base64url characters, as the API makes them. */
export const createdKey = `od_test${'K'.repeat(39)}`;

/** What the fake server was asked, in order. */
export interface ApiKeyCalls {
  created: Record<string, unknown>[];
  revoked: string[];
}

/**
 * The API keys routes over `initial`. `create` answers a POST (default: 201 with the key and `createdKey`); DELETE
 * revokes (204) or answers 404 for a key that is not listed, as the API does.
 */
export function serveApiKeys(
  initial: ApiKey[],
  { create }: { create?: (body: Record<string, unknown>) => Response | Promise<Response> } = {},
): ApiKeyCalls {
  let keys = [...initial];
  const calls: ApiKeyCalls = { created: [], revoked: [] };
  server.use(
    http.get(apiUrl('companies/api-keys/'), () => HttpResponse.json(pageOf(keys))),
    http.post(apiUrl('companies/api-keys/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.created.push(body);
      if (create) return create(body);
      const apiKey = apiKeyFixture({
        id: `5e6f0a52-0000-4000-8000-${String(keys.length + 100).padStart(12, '0')}`,
        name: body.name as string,
        prefix: createdKey.slice(0, 11),
        scopes: body.scopes as ApiKey['scopes'],
        created_at: '2026-12-01T12:00:00.000Z',
        last_used_at: null,
      });
      keys = [apiKey, ...keys];
      const created: CreatedApiKey = { ...apiKey, key: createdKey };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete(apiUrl('companies/api-keys/:id/'), ({ params }) => {
      calls.revoked.push(String(params.id));
      if (!keys.some((apiKey) => apiKey.id === params.id))
        return HttpResponse.json({ error: 'API key not found' }, { status: 404 });
      keys = keys.filter((apiKey) => apiKey.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}
