import { http, HttpResponse } from 'msw';
import { walletTokens } from '../../support/homeFixtures';
import { apiUrl, pageOf } from '../apiUrl';

// Home's own reads (docs/product.md §9): by default the payout wallet holds walletTokens and its address has not
// changed in the last 7 days. Home's figures and latest orders are the orders' (handlers/orders.ts).

export const homeHandlers = [
  http.get(apiUrl('companies/wallet-tokens/'), () => HttpResponse.json(walletTokens)),
  http.get(apiUrl('companies/payout-changes/'), () => HttpResponse.json(pageOf([]))),
];
