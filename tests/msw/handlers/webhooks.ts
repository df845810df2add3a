import { http, HttpResponse } from 'msw';
import { apiUrl, pageOf } from '../apiUrl';

// The licensor's webhooks (docs/product.md §12.1): by default the signed-in company has none, so Manage shows its
// empty Webhooks section. Listed before the company handlers: `companies/webhooks/` would otherwise be taken for
// `companies/{wallet}/`. A test with webhooks, or that records what the section sends, uses
// tests/msw/serve/webhooks.ts.
export const webhooksHandlers = [
  http.get(apiUrl('companies/webhooks/'), () => HttpResponse.json(pageOf([]))),
];
