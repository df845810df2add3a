import { api, pageOf, recordOf } from '../../services/api';
import {
  type Page,
  type PaymentConfig,
  type Product,
  type ProductChanges,
  type ProductInput,
  type ProductStatus,
} from './productTypes';

export const productsPageSize = 20;

export interface ProductListArgs {
  /** The signed-in wallet: part of the cache key, so one wallet's list never shows for another. */
  wallet: string;
  status?: ProductStatus;
  page: number;
  search?: string;
}

// Everything a change of products can alter elsewhere: the public brand page and Home's published count.
const beyondProducts = ['Storefront', 'OrderStats'] as const;

// What the product screens read first (docs/security.md: anything else is a malformed answer, shown with Retry).
const productShape = recordOf({
  id: 'string',
  title: 'string',
  status: 'string',
  price: 'record',
  license: 'record',
  licenses_sold: 'number',
});

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET config/ (public): accepted stablecoins, so the SPA never hard-codes them. */
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => 'config/',
      extraOptions: { public: true, expect: recordOf({ chain_id: 'number', accepted_tokens: 'array' }) },
      providesTags: ['Config'],
      keepUnusedDataFor: 3600,
    }),

    listProducts: build.query<Page<Product>, ProductListArgs>({
      query: ({ status, page, search }) => ({
        url: 'products/products/',
        params: {
          page,
          page_size: productsPageSize,
          ...(status ? { status } : {}),
          ...(search ? { search } : {}),
        },
      }),
      extraOptions: { expect: pageOf(productShape) },
      providesTags: (page) => [
        { type: 'Product', id: 'LIST' },
        ...(page?.results ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),

    /** A product of the caller's company; another company's or a deleted one is `null` (404). */
    getProduct: build.query<Product | null, string>({
      query: (id) => `products/products/${encodeURIComponent(id)}/`,
      extraOptions: { expect: productShape },
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),

    createProduct: build.mutation<Product, ProductInput>({
      query: (body) => ({ url: 'products/products/', method: 'POST', body }),
      extraOptions: { expect: productShape },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: product } = await queryFulfilled.catch(() => ({ data: null }));
        if (product) dispatch(productsApi.util.upsertQueryData('getProduct', product.id, product));
      },
      invalidatesTags: (product) => (product ? [{ type: 'Product', id: 'LIST' }, ...beyondProducts] : []),
    }),

    updateProduct: build.mutation<Product, { id: string; changes: ProductChanges }>({
      query: ({ id, changes }) => ({
        url: `products/products/${encodeURIComponent(id)}/`,
        method: 'PATCH',
        body: changes,
      }),
      extraOptions: { expect: productShape },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data: product } = await queryFulfilled.catch(() => ({ data: null }));
        if (product) dispatch(productsApi.util.upsertQueryData('getProduct', id, product));
      },
      // The detail is written in place above; lists re-sort and re-filter, so they refetch.
      invalidatesTags: (product) => (product ? [{ type: 'Product', id: 'LIST' }, ...beyondProducts] : []),
    }),

    /** Only drafts can be deleted (docs/product.md §7). */
    deleteProduct: build.mutation<null, string>({
      query: (id) => ({ url: `products/products/${encodeURIComponent(id)}/`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const deleted = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (deleted) dispatch(productsApi.util.upsertQueryData('getProduct', id, null));
      },
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'Product', id: 'LIST' }, ...beyondProducts],
    }),
  }),
});

export const {
  useGetPaymentConfigQuery,
  useListProductsQuery,
  useGetProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
