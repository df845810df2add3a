import { api, isRecord, pageOf, recordOf } from '../../services/api';
import {
  type BuyerOrder,
  type BuyerOrdersPage,
  type CreateOrderRequest,
  type LicensorInfo,
  type StorefrontProductsPage,
} from './storefrontTypes';

// What the brand page and the checkout read first (docs/security.md: anything else is a malformed answer, shown with Retry).
const storefrontProductShape = recordOf({
  id: 'string',
  title: 'string',
  status: 'string',
  price: 'record',
  license: 'record',
  sold_out: 'boolean',
});
const productsPageShape = (page: unknown) =>
  recordOf({ count: 'number', results: 'array' })(page) &&
  isRecord(page) &&
  (page.results as unknown[]).every(storefrontProductShape);
const licensorInfoShape = (data: unknown) =>
  recordOf({ company: 'record', products_page: 'record' })(data) &&
  isRecord(data) &&
  recordOf({ name: 'string', slug: 'string' })(data.company) &&
  productsPageShape(data.products_page);
const noProducts: StorefrontProductsPage = { count: 0, next: null, previous: null, results: [] };
const buyerOrderShape = recordOf({
  id: 'string',
  number: 'string',
  status: 'string',
  total: 'string',
  pay_to: 'string',
  token: 'record',
});

export const storefrontApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: the brand and its published and paused products; an unknown slug is `null` (404). */
    getLicensorInfo: build.query<LicensorInfo | null, string>({
      query: (slug) => ({ url: 'companies/licensor-info/', params: { slug } }),
      extraOptions: { public: true, expect: licensorInfoShape },
      providesTags: (_info, _error, slug) => [{ type: 'Storefront', id: slug }],
    }),

    /**
     * Public: the brand's products after the first page (which getLicensorInfo brings), page 2 onwards, one page per
     * "Show more" (docs/product.md §7: 50 a page).
     */
    getMoreLicensorProducts: build.infiniteQuery<StorefrontProductsPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 2,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.next === null ? undefined : lastPageParam + 1,
      },
      query: ({ queryArg: slug, pageParam }) => ({
        url: 'companies/licensor-info/',
        params: { slug, page: pageParam },
      }),
      extraOptions: { public: true, expect: licensorInfoShape },
      // A brand that disappeared meanwhile (404 reads as null) has no more products.
      transformResponse: (info: LicensorInfo | null) => info?.products_page ?? noProducts,
      providesTags: (_pages, _error, slug) => [{ type: 'Storefront', id: slug }],
    }),

    /**
     * The signed-in buyer's order (docs/product.md §7: the buyer's session, the checkout signs in first),
     * `pending_payment` until its transfer is verified.
     */
    createOrder: build.mutation<BuyerOrder, CreateOrderRequest>({
      query: (body) => ({ url: 'products/orders/', method: 'POST', body }),
      extraOptions: { expect: buyerOrderShape },
      invalidatesTags: (order) => (order ? [{ type: 'Order', id: 'MINE' }] : []),
    }),

    /** The signed-in wallet's own orders as a buyer, newest first ("My orders" on the public page). */
    getMyOrders: build.query<BuyerOrdersPage, string>({
      // The wallet is the cache key: another wallet's orders are never shown from the cache.
      query: () => ({ url: 'products/orders/mine/', params: { page_size: 20 } }),
      extraOptions: { expect: pageOf(buyerOrderShape) },
      providesTags: [{ type: 'Order', id: 'MINE' }],
    }),

    /** Public: the server checks the transfer on chain and marks the order paid, or answers 409 with the reason. */
    payOrder: build.mutation<BuyerOrder, { id: string; tx_hash: string }>({
      query: ({ id, tx_hash }) => ({
        url: `products/orders/${encodeURIComponent(id)}/pay/`,
        method: 'POST',
        body: { tx_hash },
      }),
      extraOptions: { public: true, expect: buyerOrderShape },
      // A sale changes licenses left on this page, and (when the licensor is signed in here too) their orders, Home
      // figures and payout balance.
      invalidatesTags: (order) =>
        order
          ? [
              'Storefront',
              'OrderStats',
              'WalletTokens',
              { type: 'Order', id: 'LIST' },
              { type: 'Order', id: 'MINE' },
              { type: 'Product', id: 'LIST' },
            ]
          : [],
    }),
  }),
});

export const {
  useGetLicensorInfoQuery,
  useGetMoreLicensorProductsInfiniteQuery,
  useCreateOrderMutation,
  useGetMyOrdersQuery,
  usePayOrderMutation,
} = storefrontApi;
