import { type OrderListArgs } from '../orders';

/** Home lists the newest orders, this many (docs/product.md §9). */
export const latestOrdersCount = 5;

/**
 * The arguments of Home's reads, in one place: the components subscribe with them and HomePage's prefetchData starts
 * them early, and RTK Query only shares an entry between the two when the arguments are equal.
 */
export const homeQueryArgs = {
  orderStats: (wallet: string) => ({ wallet }),
  walletTokens: (wallet: string) => ({ wallet }),
  payoutChanges: (wallet: string) => ({ wallet }),
  latestOrders: (wallet: string): OrderListArgs => ({
    wallet,
    page: 1,
    page_size: latestOrdersCount,
    ordering: '-created_at',
  }),
};
