import { http, HttpResponse } from 'msw';
import { apiUrl, pageOf } from '../apiUrl';

// The company's API keys (docs/product.md §12.2): by default the signed-in company has none, so Manage shows its
// empty API keys section. Listed before the company handlers: `companies/api-keys/` would otherwise be taken for
// `companies/{wallet}/`. A test with keys, or that records what the section sends, uses tests/msw/serve/apiKeys.ts.
export const apiKeysHandlers = [http.get(apiUrl('companies/api-keys/'), () => HttpResponse.json(pageOf([])))];
