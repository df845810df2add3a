import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, issuerOff, server } from '../../../../tests/msw/server';
import { renderWithProviders } from '../../../../tests/renderWithProviders';
import { axeViolations } from '../../../../tests/support/axeJsdom';
import { IssuerNotice } from './IssuerNotice';
import { IssuerSection } from './IssuerSection';

// /manage "Issuer wallet" and Home's low-balance warning (docs/product.md §9, §11.1) with the real store and MSW:
// GET story/issuer/ is public. Both pages render them through the lazily loaded story chunk (their page tests).

const issuerAddress = '0x5e0f1b7ad1a4ab2b3bd4f4a6a3b0c7d8e9f01234';
const issuerOn = {
  address: issuerAddress,
  enabled: true,
  // 0.031234567890123456 IP: cut to 4 decimals, never rounded up.
  balance: '31234567890123456',
  min_balance: '50000000000000000',
  low_balance: true,
};

function serveIssuer(answer: () => Response) {
  let reads = 0;
  server.use(
    // Public: these stores hold no session, and a read that needs one would never reach the API.
    http.get(apiUrl('story/issuer/'), () => {
      reads += 1;
      return answer();
    }),
  );
  return () => reads;
}

describe('Issuer wallet on /manage (§11.1)', () => {
  it('shows the address to copy and open on the explorer, the balance in the native coin and the low-balance note', async () => {
    serveIssuer(() => HttpResponse.json(issuerOn));
    const writeText = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { container } = renderWithProviders(<IssuerSection />);
    const region = screen.getByRole('region', { name: 'Issuer wallet' });
    expect(await within(region).findByText(issuerAddress)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /View on the explorer/ })).toHaveAttribute(
      'href',
      `https://www.storyscan.io/address/${issuerAddress}`,
    );
    expect(within(region).getByText('Balance: 0.0312 IP')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'The balance is below 0.05 IP. Licences of products issued automatically wait until the operator of this OVERDIVE server tops it up.',
      ),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Copy the issuer wallet’s address' }));
    expect(writeText).toHaveBeenCalledWith(issuerAddress);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no note while the balance is above the minimum, and says when the chain cannot tell it', async () => {
    serveIssuer(() => HttpResponse.json({ ...issuerOn, balance: null, low_balance: false }));
    renderWithProviders(<IssuerSection />);
    expect(await screen.findByText('Balance: unavailable right now')).toBeInTheDocument();
    expect(screen.queryByText(/The balance is below/)).toBeNull();
  });

  it('says when this server runs without an issuer wallet', async () => {
    serveIssuer(() => HttpResponse.json(issuerOff));
    const { container } = renderWithProviders(<IssuerSection />);
    expect(
      await screen.findByText(
        'Automatic issuing is off on this server: licences are issued from your wallet.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a failed read with Retry, which reads again', async () => {
    let fail = true;
    const reads = serveIssuer(() =>
      fail
        ? HttpResponse.json({ error: 'Chain node unreachable' }, { status: 503 })
        : HttpResponse.json(issuerOn),
    );
    const user = userEvent.setup();
    renderWithProviders(<IssuerSection />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Chain node unreachable')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(issuerAddress)).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('speaks Korean', async () => {
    serveIssuer(() => HttpResponse.json(issuerOn));
    renderWithProviders(<IssuerSection />, { locale: 'ko' });
    const region = screen.getByRole('region', { name: '발급 지갑' });
    expect(await within(region).findByText('잔액: 0.0312 IP')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '발급 지갑 주소 복사' })).toBeInTheDocument();
  });

  it('Home’s warning says when the chain cannot tell the balance, and names the wallet', async () => {
    serveIssuer(() => HttpResponse.json({ ...issuerOn, balance: null }));
    renderWithProviders(<IssuerNotice />);
    const notice = await screen.findByRole('region', { name: 'The issuer wallet is running low' });
    expect(notice).toHaveTextContent('Its balance is unavailable right now, below the minimum of 0.05 IP.');
    expect(within(notice).getByRole('link', { name: new RegExp(issuerAddress) })).toHaveAttribute(
      'href',
      `https://www.storyscan.io/address/${issuerAddress}`,
    );
  });
});
