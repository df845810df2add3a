import { api, recordOf } from '../../services/api';
import { type Issuer } from './storyTypes';

/**
 * GET /api/story/issuer/ (public, docs/product.md §11.1): the wallet OVERDIVE issues licences from, read by Home's
 * low-balance warning, /manage and the product's automatic-issuing switch: one small query, cached and shared by all
 * three.
 */
export const issuerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIssuer: build.query<Issuer, void>({
      query: () => 'story/issuer/',
      extraOptions: {
        public: true,
        expect: recordOf<Issuer>({
          address: 'string|null',
          enabled: 'boolean',
          balance: 'string|null',
          min_balance: 'string',
          low_balance: 'boolean',
        }),
      },
      // A server setting and a balance that changes slowly: one read serves Home, /manage and the product page.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetIssuerQuery } = issuerApi;
