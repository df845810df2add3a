import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQueryWithReauth';

// The one createApi (ARCHITECTURE.md). Features inject their endpoints beside their slice; tags name server
// data so a mutation invalidates exactly what it changes.
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: [
    'Profile',
    'Session',
    'Company',
    'Product',
    'Order',
    'OrderStats',
    'License',
    'WalletTokens',
    'PayoutChanges',
    'Payment',
    'Storefront',
    'Config',
  ],
  // Lists must never show another company's data after a wallet switch (issue 8): the cache is dropped on
  // logout by the session feature, and refetches happen when a screen mounts again.
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});

export type Api = typeof api;
