import { http, HttpResponse } from 'msw';
import { type Product, type ProductInput } from '@/features/products/productTypes';
import { pageOf, productOf } from '../../support/productFixtures';
import { apiUrl } from '../apiUrl';
import { server } from '../server';

// The licensor's products API for one test (docs/product.md §8, §9), added over the default handlers
// (tests/msw/handlers/products.ts).

type Answer = Response | Promise<Response>;

export interface ProductsApi {
  /** The URL of each list read (GET products/products/), in order. */
  asked: URL[];
  /** The id of each detail read (GET products/products/{id}/), in order. */
  reads: string[];
  /** Each PATCH products/products/{id}/: the product's id and the body sent. */
  patches: { id: string; body: Record<string, unknown> }[];
  /** The body of each POST products/products/. */
  created: ProductInput[];
  /** The id of each DELETE products/products/{id}/. */
  deleted: string[];
}

/**
 * The licensor's products kept as the API keeps them, starting with `initial`: the list answers them (or
 * `list(url, products)`), a product's detail answers it (or `read(product)`; 404 for an id not among them), a PATCH
 * applies its body (publishing sets published_at) unless `patch(body, product)` answers instead, a POST adds the
 * product that `create(body)` answers (by default a draft of the body's fields, 201) when that answer is a success,
 * and a DELETE removes it. Records what the page sends.
 */
export function serveProducts(
  initial: Product[],
  {
    list = (_url, products) => HttpResponse.json(pageOf(products)),
    read = (product) => HttpResponse.json(product),
    patch,
    create = (body) =>
      HttpResponse.json(productOf({ ...(body as Partial<Product>), status: 'draft' }), { status: 201 }),
  }: {
    list?: (url: URL, products: Product[]) => Answer;
    read?: (product: Product) => Answer;
    patch?: (body: Record<string, unknown>, product: Product) => Answer;
    create?: (body: ProductInput) => Answer;
  } = {},
): ProductsApi {
  let products = [...initial];
  const api: ProductsApi = { asked: [], reads: [], patches: [], created: [], deleted: [] };
  const notFound = () => HttpResponse.json({ error: 'Product not found' }, { status: 404 });
  server.use(
    http.get(apiUrl('products/products/'), ({ request }) => {
      const url = new URL(request.url);
      api.asked.push(url);
      return list(url, products);
    }),
    http.post(apiUrl('products/products/'), async ({ request }) => {
      const body = (await request.json()) as ProductInput;
      api.created.push(body);
      const answer = await create(body);
      if (answer.ok) products = [(await answer.clone().json()) as Product, ...products];
      return answer;
    }),
    http.get(apiUrl('products/products/:id/'), ({ params }) => {
      const id = String(params.id);
      api.reads.push(id);
      const product = products.find((kept) => kept.id === id);
      return product ? read(product) : notFound();
    }),
    http.patch(apiUrl('products/products/:id/'), async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as Record<string, unknown>;
      api.patches.push({ id, body });
      const product = products.find((kept) => kept.id === id);
      if (!product) return notFound();
      if (patch) return patch(body, product);
      const changed: Product = {
        ...product,
        ...(body as Partial<Product>),
        published_at:
          body.status === 'published'
            ? (product.published_at ?? '2026-11-02T00:00:00Z')
            : product.published_at,
        updated_at: '2026-11-03T00:00:00Z',
      };
      products = products.map((kept) => (kept.id === id ? changed : kept));
      return HttpResponse.json(changed);
    }),
    http.delete(apiUrl('products/products/:id/'), ({ params }) => {
      const id = String(params.id);
      api.deleted.push(id);
      if (!products.some((kept) => kept.id === id)) return notFound();
      products = products.filter((kept) => kept.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return api;
}
