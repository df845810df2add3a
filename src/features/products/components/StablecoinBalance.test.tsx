import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../../tests/msw/server';
import { signedInWallet } from '../../../../tests/support/signedIn';
import { renderWithProviders } from '../../../../tests/renderWithProviders';
import { loadBundle, Strings } from '../../../services/i18n';
import StablecoinBalance from './StablecoinBalance';

// The account dialog's first figure (the licensor's and buyer's USDC): the accepted token from GET config/, the
// connected account's balanceOf read through its wallet.

const usdc = { symbol: 'USDC', address: '0x5fbdb2315678afecb367f032d93f642f64180aa3', decimals: 6 };

describe('StablecoinBalance', () => {
  // Its label belongs to the wallet dialogs' texts, loaded with the dialog it sits in.
  beforeEach(() => loadBundle('walletDialogs', 'en'));

  it("shows the connected account's balance of the accepted stablecoin", async () => {
    server.use(
      http.get(apiUrl('config/'), () => HttpResponse.json({ chain_id: 1514, accepted_tokens: [usdc] })),
    );
    const { fake, preloadedState } = await signedInWallet();
    fake.setTokenBalance(250_500_000n);
    renderWithProviders(
      <Strings bundles={['walletDialogs']}>
        <StablecoinBalance />
      </Strings>,
      { preloadedState },
    );
    expect(await screen.findByTestId('stablecoin-balance')).toHaveTextContent('USDC balance: 250.50 USDC');
  });

  it('shows nothing while no stablecoin is configured', async () => {
    server.use(http.get(apiUrl('config/'), () => HttpResponse.json({ chain_id: 1514, accepted_tokens: [] })));
    const { preloadedState } = await signedInWallet();
    renderWithProviders(
      <Strings bundles={['walletDialogs']}>
        <StablecoinBalance />
      </Strings>,
      { preloadedState },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByTestId('stablecoin-balance')).not.toBeInTheDocument();
  });
});
