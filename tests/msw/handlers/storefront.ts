import { http, HttpResponse } from 'msw';
import { brandSlug, licensorInfo } from '../../support/storefrontFixtures';
import { apiUrl } from '../apiUrl';

// The public brand page's API (docs/product.md §7, §9). By default the server knows one brand, acme-studio, with
// licensorInfo()'s products, and no other slug: a page that asks for the wrong brand shows "does not exist". A test
// that records what the page sends, or answers otherwise, uses tests/msw/serve/storefront.ts.

/** GET companies/licensor-info/ answering `answer(url)` for acme-studio, and 404 for any other slug. */
export function brandHandler(answer: (url: URL) => Response = () => HttpResponse.json(licensorInfo())) {
  return http.get(apiUrl('companies/licensor-info/'), ({ request }) => {
    const url = new URL(request.url);
    return url.searchParams.get('slug') === brandSlug
      ? answer(url)
      : HttpResponse.json({ error: 'No licensor with this slug' }, { status: 404 });
  });
}

export const storefrontHandlers = [brandHandler()];
