import { allOf, api, pageOf, recordOf } from '../../services/api';
import { type OrderListParams, type OrderScopeParams } from './orderFilters';
import {
  type Order,
  type OrderChanges,
  type OrderDetail,
  type OrderPage,
  type OrderRefund,
  type OrderStats,
  type Page,
} from './orderTypes';

/**
 * Every list read carries the signed-in wallet in its arguments (never sent to the server): it is part of the cache
 * key, so one company's orders can never be served to another wallet from the cache (docs/product.md §9).
 */
export interface WalletScoped {
  wallet: string;
}

export type OrderListArgs = OrderListParams & WalletScoped;
export type OrderStatsArgs = OrderScopeParams & WalletScoped;

export interface ProductOption {
  id: string;
  title: string;
  status: string;
}

/** The largest page the API serves (docs/product.md §7). */
export const maxPageSize = 100;
/** The product filter lists at most this many pages of products (10 000 products). */
const maxProductOptionPages = 100;

function withoutWallet<T extends WalletScoped>({ wallet: _wallet, ...params }: T): Omit<T, 'wallet'> {
  return params;
}

// What a change of one order can alter beyond its own list and detail: Home's KPIs, the licenses a completed order
// issues, products' licenses-sold counts (a refund gives one back) and the public page's sold-out states.
const beyondOrder = ['OrderStats', 'License', 'Storefront', { type: 'Product', id: 'LIST' }] as const;

// What the order screens read first (docs/security.md: anything else is a malformed answer, shown with Retry).
const orderShape = recordOf<Order>({
  id: 'string',
  number: 'string',
  status: 'string',
  total: 'string',
  token: 'record',
});
const orderDetailShape = allOf(orderShape, recordOf<OrderDetail>({ history: 'array' }));
// The list also says whether its count is the database's estimate (a search or date range over 10 000 orders) and
// links the pages beside it by cursor, which the screen follows past the first 10 000 orders.
const orderPageShape = allOf(
  pageOf(orderShape),
  recordOf<OrderPage>({ count_is_estimate: 'boolean', next: 'string|null', previous: 'string|null' }),
);

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderPage, OrderListArgs>({
      query: (args) => ({ url: 'products/orders/', params: withoutWallet(args) }),
      extraOptions: { expect: orderPageShape },
      providesTags: (page) => [
        { type: 'Order', id: 'LIST' },
        ...(page?.results ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),

    /** Counts per status (tabs), revenue per token and published products (Home). */
    getOrderStats: build.query<OrderStats, OrderStatsArgs>({
      query: (args) => ({ url: 'products/orders/stats/', params: withoutWallet(args) }),
      extraOptions: {
        expect: recordOf<OrderStats>({
          counts_by_status: 'record',
          revenue: 'array',
          published_products: 'number',
        }),
      },
      providesTags: ['OrderStats'],
    }),

    /** An order of the caller's company with its history; another company's (or none) is `null` (404). */
    getOrder: build.query<OrderDetail | null, string>({
      query: (id) => `products/orders/${encodeURIComponent(id)}/`,
      extraOptions: { expect: orderDetailShape },
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),

    updateOrder: build.mutation<OrderDetail, { id: string; changes: OrderChanges }>({
      query: ({ id, changes }) => ({
        url: `products/orders/${encodeURIComponent(id)}/`,
        method: 'PATCH',
        body: changes,
      }),
      extraOptions: { expect: orderDetailShape },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data: order } = await queryFulfilled.catch(() => ({ data: null }));
        if (order) dispatch(ordersApi.util.upsertQueryData('getOrder', id, order));
      },
      // The detail is written in place above; lists re-sort and re-count, so they refetch.
      invalidatesTags: (order, _error, { id }) =>
        order ? [{ type: 'Order', id: 'LIST' }, { type: 'Order', id }, ...beyondOrder] : [],
    }),

    /**
     * docs/product.md §12.4: records the transaction that sent the buyer's money back; the API verifies it on chain
     * and answers the refunded order, written in place like a status change.
     */
    refundOrder: build.mutation<OrderDetail, { id: string } & OrderRefund>({
      query: ({ id, tx_hash }) => ({
        url: `products/orders/${encodeURIComponent(id)}/refund/`,
        method: 'POST',
        body: { tx_hash },
      }),
      extraOptions: { expect: orderDetailShape },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data: order } = await queryFulfilled.catch(() => ({ data: null }));
        if (order) dispatch(ordersApi.util.upsertQueryData('getOrder', id, order));
      },
      // A refused refund reads the order again: it may have moved meanwhile (refunded from another tab).
      invalidatesTags: (order, error, { id }) => {
        if (order) return [{ type: 'Order', id: 'LIST' }, { type: 'Order', id }, ...beyondOrder];
        return error ? [{ type: 'Order', id }] : [];
      },
    }),

    /**
     * The product filter's choices: every product of the company, by title. Not products' `listProducts`: orders
     * and products share a layer and may not import each other (docs/architecture.md), and this reads another
     * thing — every page of 100, sorted by title, kept as id/title/status — where the list reads one screen's page.
     * Both hit GET products/products/ under the same `Product` LIST tag, so a product change refreshes both.
     */
    listProductOptions: build.query<ProductOption[], WalletScoped>({
      async queryFn(_args, _api, _extra, baseQuery) {
        const options: ProductOption[] = [];
        for (let page = 1; page <= maxProductOptionPages; page += 1) {
          const result = await baseQuery({
            url: 'products/products/',
            params: { page, page_size: maxPageSize, ordering: 'title' },
          });
          if (result.error) return { error: result.error };
          const data = result.data as Page<ProductOption> | null;
          for (const product of data?.results ?? [])
            options.push({ id: product.id, title: product.title, status: product.status });
          if (!data?.next) break;
        }
        return { data: options };
      },
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const {
  useListOrdersQuery,
  useGetOrderStatsQuery,
  useGetOrderQuery,
  useUpdateOrderMutation,
  useRefundOrderMutation,
  useListProductOptionsQuery,
} = ordersApi;
