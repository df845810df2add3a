import { http, HttpResponse } from 'msw';
import {
  type AwaitingOrder,
  type Issuer,
  type Remix,
  type StoryRegistration,
} from '@/features/story/storyTypes';
import { apiUrl, pageOf } from '../apiUrl';
import { server } from '../server';

// Story's API for one test (docs/product.md §10), added over the default handlers (tests/msw/handlers/story.ts).

/** GET products/{id}/story-registration/ answers `registration`. */
export function serveRegistration(productId: string, registration: StoryRegistration): void {
  server.use(
    http.get(apiUrl(`products/products/${productId}/story-registration/`), () =>
      HttpResponse.json(registration),
    ),
  );
}

/** GET products/{id}/remixes/ answers `remixes`. */
export function serveRemixes(productId: string, remixes: Remix[]): void {
  server.use(
    http.get(apiUrl(`products/products/${productId}/remixes/`), () => HttpResponse.json(pageOf(remixes))),
  );
}

/**
 * The licence queue's API (docs/product.md §10.3): the orders waiting, and POST orders/{id}/license-token/ answered
 * by `answer(n)` for the n-th record; a recorded order stops waiting. The records, in order.
 */
export function serveLicenceQueue(
  initial: AwaitingOrder[],
  answer: (count: number) => Response = () => HttpResponse.json({ id: 'x', status: 'completed' }),
): { orderId: string; tx_hash: string }[] {
  let waiting = [...initial];
  const recorded: { orderId: string; tx_hash: string }[] = [];
  server.use(
    http.get(apiUrl('products/orders/awaiting-license-tokens/'), () => HttpResponse.json(pageOf(waiting))),
    http.post(apiUrl('products/orders/:id/license-token/'), async ({ request, params }) => {
      const orderId = String(params.id);
      recorded.push({ orderId, ...((await request.json()) as { tx_hash: string }) });
      const response = answer(recorded.length);
      if (response.ok) waiting = waiting.filter((order) => order.order_id !== orderId);
      return response;
    }),
  );
  return recorded;
}

/** GET story/issuer/ answers `issuer` (docs/product.md §11.1); `reads` counts the reads. */
export function serveIssuer(issuer: Issuer): { reads: number } {
  const seen = { reads: 0 };
  server.use(
    http.get(apiUrl('story/issuer/'), () => {
      seen.reads += 1;
      return HttpResponse.json(issuer);
    }),
  );
  return seen;
}
