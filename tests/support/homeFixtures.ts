import { type PayoutChange, type WalletTokens } from '@/features/home/homeApi';
import { payoutAddress, usdc } from './orderFixtures';
import { walletA, walletB } from './tokens';

// Home's own reads as the API sends them (companies/wallet-tokens/, companies/payout-changes/; docs/product.md §7,
// §9), for Home's tests and the default handlers (tests/msw/handlers/home.ts).

/** The payout wallet's balances: 1.2345… IP and 250 USDC.e. */
export const walletTokens: WalletTokens = {
  address: payoutAddress,
  chain_id: 1514,
  native: { symbol: 'IP', decimals: 18, balance: '1234567890000000000' },
  tokens: [{ ...usdc, balance: '250000000' }],
};

/** The payout address moved from walletA to walletB on 24 November, by the licensor. */
export const payoutChange: PayoutChange = {
  id: '7b0c7c1e-0000-4000-8000-000000000007',
  old_address: walletA,
  new_address: walletB,
  changed_by: walletA,
  changed_at: '2026-11-24T09:30:00Z',
};
