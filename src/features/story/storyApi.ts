import { api, pageOf, recordOf } from '../../services/api';
import {
  type AwaitingOrder,
  type CollectionRecorded,
  type Page,
  type Remix,
  type StoryProduct,
  type StoryRegistration,
} from './storyTypes';

const remixShape = recordOf<Remix>({ id: 'string', child_ip_id: 'string', product_id: 'string' });
const awaitingShape = recordOf<AwaitingOrder>({
  order_id: 'string',
  order_number: 'string',
  ip_id: 'string',
  license_terms_id: 'string',
  buyer_address: 'string',
  quantity: 'number',
});

/** The wallet is part of each read's cache key, so one company's Story data never shows for another wallet. */
export const storyApi = api.injectEndpoints({
  endpoints: (build) => ({
    deployContract: build.mutation<CollectionRecorded, { tx_hash: string }>({
      query: (body) => ({ url: 'products/deploy-contract/', method: 'POST', body }),
      extraOptions: { expect: recordOf<CollectionRecorded>({ collection_address: 'string' }) },
      invalidatesTags: (recorded) => (recorded ? ['Company', 'Profile'] : []),
    }),

    getStoryRegistration: build.query<StoryRegistration | null, string>({
      query: (id) => `products/products/${encodeURIComponent(id)}/story-registration/`,
      extraOptions: { expect: recordOf<StoryRegistration>({ registered: 'boolean', terms_uri: 'string' }) },
      providesTags: (_registration, _error, id) => [{ type: 'Product', id }],
    }),

    registerIp: build.mutation<StoryProduct, { id: string; tx_hash: string }>({
      query: ({ id, tx_hash }) => ({
        url: `products/products/${encodeURIComponent(id)}/register-ip/`,
        method: 'POST',
        body: { tx_hash },
      }),
      extraOptions: { expect: recordOf<StoryProduct>({ id: 'string', license: 'record' }) },
      invalidatesTags: (product, _error, { id }) =>
        product ? [{ type: 'Product', id }, { type: 'Product', id: 'LIST' }, 'Storefront'] : [],
    }),

    /**
     * docs/product.md §11.1: records the licensor's AccessController.setPermission for the issuer wallet; the answer
     * is the product with `auto_issue` as the PermissionSet event left it.
     */
    setAutoIssue: build.mutation<StoryProduct, { id: string; tx_hash: string }>({
      query: ({ id, tx_hash }) => ({
        url: `products/products/${encodeURIComponent(id)}/auto-issue/`,
        method: 'POST',
        body: { tx_hash },
      }),
      extraOptions: { expect: recordOf<StoryProduct>({ id: 'string', auto_issue: 'boolean' }) },
      invalidatesTags: (product, _error, { id }) =>
        product
          ? [
              { type: 'Product', id },
              { type: 'Product', id: 'LIST' },
            ]
          : [],
    }),

    listAwaitingLicenseTokens: build.query<Page<AwaitingOrder>, { wallet: string }>({
      query: () => ({ url: 'products/orders/awaiting-license-tokens/', params: { page_size: 100 } }),
      extraOptions: { expect: pageOf(awaitingShape) },
      providesTags: [{ type: 'Order', id: 'AWAITING_TOKENS' }],
    }),

    recordLicenseTokens: build.mutation<unknown, { orderId: string; tx_hash: string }>({
      query: ({ orderId, tx_hash }) => ({
        url: `products/orders/${encodeURIComponent(orderId)}/license-token/`,
        method: 'POST',
        body: { tx_hash },
      }),
      extraOptions: { expect: recordOf({ id: 'string', status: 'string' }) },
      invalidatesTags: (order, _error, { orderId }) =>
        order
          ? [
              { type: 'Order', id: orderId },
              { type: 'Order', id: 'LIST' },
              { type: 'Order', id: 'AWAITING_TOKENS' },
              'OrderStats',
              'License',
              'WalletTokens',
            ]
          : [],
    }),

    remixConnect: build.mutation<{ remixes: Remix[] }, { tx_hash: string }>({
      query: (body) => ({ url: 'products/remix-connect/', method: 'POST', body }),
      extraOptions: { expect: recordOf<{ remixes: Remix[] }>({ remixes: 'array' }) },
      invalidatesTags: (answer) =>
        answer
          ? [
              { type: 'Order', id: 'MINE' },
              { type: 'License', id: 'REMIXES' },
            ]
          : [],
    }),

    listRemixes: build.query<Page<Remix>, string>({
      query: (productId) => ({
        url: `products/products/${encodeURIComponent(productId)}/remixes/`,
        params: { page_size: 100 },
      }),
      extraOptions: { expect: pageOf(remixShape) },
      providesTags: [{ type: 'License', id: 'REMIXES' }],
    }),
  }),
});

export const {
  useDeployContractMutation,
  useGetStoryRegistrationQuery,
  useRegisterIpMutation,
  useSetAutoIssueMutation,
  useListAwaitingLicenseTokensQuery,
  useRecordLicenseTokensMutation,
  useRemixConnectMutation,
  useListRemixesQuery,
} = storyApi;
