/**
 * How the licensor's order screens stay live (docs/product.md §9: new and newly paid orders appear within 5 seconds
 * while the page is visible, and at once when the tab regains focus). Orders and Home subscribe to their order reads
 * with these options; docs/performance.md ("Live orders") says why this is polling and not a push channel.
 *
 * - every 4 s while the tab is visible, so a change shows within 5 s with a second left for the answer;
 * - nothing in a hidden tab (RTK Query's focus state follows `visibilitychange`, app/store.ts `listenToPageFocus`);
 * - one read at once when the tab is focused again, instead of waiting for the next tick.
 */
export const liveOrderReads = {
  pollingInterval: 4_000,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
} as const;
