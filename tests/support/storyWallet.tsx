import userEvent from '@testing-library/user-event';
import { Wallet } from 'ethers';
import { http } from 'msw';
import { type ReactElement } from 'react';
import { makeStore } from '../../src/app/store';
import { connectWallet, startDiscovery } from '../../src/services/wallet';
import { apiUrl, server } from '../msw/server';
import { renderWithProviders } from '../renderWithProviders';
import { type FakeWallet, installFakeWallet, testPrivateKeys } from './fakeEip1193';
import { signedInState } from './signedIn';

// The Story panels' tests (docs/product.md §10, §11.1): the real store, a fake EIP-1193 wallet (the third party) and
// MSW for the API.

/** The fake wallet's first account: the company wallet in these tests. */
export const companyAddress = new Wallet(testPrivateKeys[0]).address;

/** The fake wallet connected as the company wallet (or signed in as `companyWallet` while it is another one). */
export async function renderConnected(
  ui: ReactElement,
  {
    companyWallet,
    eip5792 = false,
    locale,
  }: { companyWallet?: string; eip5792?: boolean; locale?: 'en' | 'ko' } = {},
) {
  const wallet = installFakeWallet({ eip5792 });
  wallet.authorise();
  startDiscovery();
  const connection = await connectWallet(wallet.rdns, { prompt: false });
  const address = connection?.address ?? wallet.address();
  const state = signedInState(companyWallet ?? address, address, wallet.rdns);
  const store = makeStore({ preloadedState: state, extra: { reloadPage: jest.fn() } });
  const user = userEvent.setup();
  const view = renderWithProviders(ui, { store, ...(locale ? { locale } : {}) });
  return { wallet, address, user, ...view };
}

/** Answers POST `path` with `answer(n)` for the n-th call and keeps every body it was sent. */
export function posts(path: string, answer: (count: number) => Response) {
  const bodies: { tx_hash: string }[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      bodies.push((await request.json()) as { tx_hash: string });
      return answer(bodies.length);
    }),
  );
  return bodies;
}

/** What the wallet sent, addresses lowercase. */
export function sent(wallet: FakeWallet) {
  return wallet.sentTransactions.map(({ to, data }) => ({ to: to.toLowerCase(), data }));
}
