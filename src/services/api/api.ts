import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQueryWithReauth';

/**
 * Server data that belongs to the signed-in wallet: everything but the public brand pages and the server's settings.
 * A session of another wallet (a buyer signing in on a brand page, docs/product.md §7) must never be shown it.
 */
export const walletOwnedTags = [
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
  // The licensor's webhooks and their delivery logs (docs/product.md §12.1).
  'Webhook',
  'WebhookDelivery',
  // The company's API keys (docs/product.md §12.2), listed on /manage.
  'ApiKey',
] as const;

// The one createApi (docs/architecture.md). Features inject their endpoints beside their slice; tags name server
// data so a mutation invalidates exactly what it changes.
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  // WalletBalance: the connected account's native balance, read from the chain (features/wallet/walletApi.ts).
  tagTypes: [...walletOwnedTags, 'Storefront', 'Config', 'WalletBalance'],
  // Lists must never show another company's data after a wallet switch: the cache is dropped on logout by the
  // session feature, wallet-owned data when another wallet's session starts, and refetches happen on mount.
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});

export type Api = typeof api;
