import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import { axeViolations } from '../../../../tests/support/axeJsdom';
import { ipId, licensee, makeLicense, mintTx, serveLicense } from '../../../../tests/support/licenseFixtures';
import { renderRoute } from '../../../../tests/renderWithProviders';
import { prefetchData } from './LicenseVerificationPage';

// /licenses/{tokenId} (docs/product.md §11.2) through the app's own route table: public, the brand layout, its own
// lazy chunk. The licence comes from MSW as the API's contract describes it.

const licenseTokenContract = '0xFe3838BFb30B34170F00030B52eA4893d8aAC6bC';

function details() {
  return screen.getByRole('region', { name: 'License details' });
}

/** The value beside a name in one of the page's lists. */
function valueOf(region: HTMLElement, name: string): HTMLElement {
  const term = within(region).getByText(name, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('/licenses/{tokenId}: a licence anyone can check', () => {
  it('shows a valid licence: who holds it, what it is for, its terms, its records on chain, a QR code and the certificate', async () => {
    const requests = serveLicense(async () => {
      await delay(150);
      return HttpResponse.json(makeLicense());
    });
    renderRoute('/licenses/7');
    // The page's shape while the licence loads (docs/product.md §9: skeletons, not a bare spinner).
    expect(await screen.findByTestId('skeleton-detail')).toHaveTextContent('Checking this license…');
    expect(await screen.findByRole('heading', { level: 1, name: 'License token #7' })).toBeInTheDocument();
    // Public: no session, nothing but the licence asked for.
    expect(requests).toEqual({ tokenIds: ['7'], auth: [null] });

    const status = screen.getByRole('region', { name: 'Valid' });
    expect(status).toHaveTextContent('This license was issued through OVERDIVE and is in force.');
    const certificate = within(status).getByRole('link', { name: 'Download certificate' });
    expect(certificate).toHaveAttribute('href', 'http://localhost/api/licenses/7/certificate.pdf');
    expect(certificate).toHaveAttribute('download');

    const facts = details();
    expect(within(facts).getByRole('link', { name: 'Sunset Loop Pack' })).toHaveAttribute(
      'href',
      '/products/acme-studio#sunset-loops',
    );
    expect(within(facts).getByRole('link', { name: 'Acme Studio' })).toHaveAttribute(
      'href',
      '/products/acme-studio',
    );
    expect(valueOf(facts, 'Licensee')).toHaveTextContent(licensee);
    expect(valueOf(facts, 'Current holder')).toHaveTextContent(licensee);
    expect(screen.queryByText(/This token has moved/)).not.toBeInTheDocument();
    expect(valueOf(facts, 'Order number')).toHaveTextContent('ORD-2026-000007');
    const issued = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date('2026-11-20T10:00:00.000Z'),
    );
    expect(within(valueOf(facts, 'Issued')).getByText(issued)).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
    expect(valueOf(facts, 'Token ID')).toHaveTextContent('7');

    // The terms in the brand page's words for them.
    const terms = screen.getByRole('region', { name: 'License terms' });
    expect(within(terms).getByText('Commercial remix')).toBeInTheDocument();
    expect(valueOf(terms, 'Commercial use')).toHaveTextContent('Allowed');
    expect(valueOf(terms, 'Derivatives')).toHaveTextContent('Allowed');
    expect(valueOf(terms, 'Attribution')).toHaveTextContent('Required');
    expect(valueOf(terms, 'Revenue share')).toHaveTextContent('5%');
    expect(valueOf(terms, 'Territory')).toHaveTextContent('Worldwide');
    expect(valueOf(terms, 'AI training')).toHaveTextContent('Not allowed');

    const chain = screen.getByRole('region', { name: 'On chain' });
    expect(within(chain).getByRole('link', { name: /^Story IP asset/ })).toHaveAttribute(
      'href',
      `https://explorer.story.foundation/ipa/${ipId}`,
    );
    expect(within(chain).getByRole('link', { name: /^This token on the chain explorer/ })).toHaveAttribute(
      'href',
      `https://www.storyscan.io/token/${licenseTokenContract}/instance/7`,
    );
    expect(within(chain).getByRole('link', { name: /^The transaction that issued it/ })).toHaveAttribute(
      'href',
      `https://www.storyscan.io/tx/${mintTx}`,
    );

    const share = screen.getByRole('region', { name: 'Link to this page' });
    expect(within(share).getByRole('img', { name: 'QR code of the link to this page' })).toBeInTheDocument();
    expect(within(share).getByText('http://localhost/licenses/7')).toBeInTheDocument();
    // The brand layout names OVERDIVE, not a brand.
    expect(
      within(screen.getByRole('navigation', { name: 'Brand' })).getByText('OVERDIVE'),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('copies the full values: the licensee, the token id and the link to the page', async () => {
    serveLicense();
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderRoute('/licenses/7');
    await user.click(await screen.findByRole('button', { name: 'Copy Licensee' }));
    expect(writeText).toHaveBeenLastCalledWith(licensee);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Token ID' }));
    expect(writeText).toHaveBeenLastCalledWith('7');
    await user.click(screen.getByRole('button', { name: 'Copy Link to this page' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost/licenses/7');
  });

  it('says a refunded licence is void, and why', async () => {
    serveLicense(() => HttpResponse.json(makeLicense({ status: 'void', void_reason: 'refunded' })));
    renderRoute('/licenses/7');
    const status = await screen.findByRole('region', { name: 'Void' });
    expect(status).toHaveTextContent(
      'Refunded: the order was refunded, so this license no longer grants any rights.',
    );
    expect(screen.queryByRole('region', { name: 'Valid' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('This license was issued through OVERDIVE and is in force.'),
    ).not.toBeInTheDocument();
    // The certificate says so too; the page still offers it.
    expect(within(status).getByRole('link', { name: 'Download certificate' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the token has moved away from the wallet it was issued to', async () => {
    const holder = `0x${'9f'.repeat(20)}`;
    serveLicense(() => HttpResponse.json(makeLicense({ holder })));
    renderRoute('/licenses/7');
    await screen.findByRole('heading', { level: 1, name: 'License token #7' });
    expect(valueOf(details(), 'Current holder')).toHaveTextContent(holder);
    expect(valueOf(details(), 'Current holder')).toHaveTextContent(
      'This token has moved: a wallet other than the licensee’s now holds it.',
    );
    expect(valueOf(details(), 'Licensee')).toHaveTextContent(licensee);
  });

  it('says when the chain could not say who holds the token, and claims no move', async () => {
    serveLicense(() => HttpResponse.json(makeLicense({ holder: null })));
    renderRoute('/licenses/7');
    await screen.findByRole('heading', { level: 1, name: 'License token #7' });
    expect(valueOf(details(), 'Current holder')).toHaveTextContent('The chain could not be read just now.');
    expect(screen.queryByText(/This token has moved/)).not.toBeInTheDocument();
  });

  it('says a token OVERDIVE did not issue was not issued through OVERDIVE (404)', async () => {
    serveLicense(() => HttpResponse.json({ error: 'License not found' }, { status: 404 }));
    renderRoute('/licenses/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This license was not issued through OVERDIVE' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No license token #99 was issued through OVERDIVE. Check the number in the address.'),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it.each(['abc', '-1', '1.5', '0x07', `${2n ** 256n}`])(
    'says %s is not a licence token number, without asking the API',
    async (id) => {
      const requests = serveLicense();
      renderRoute(`/licenses/${encodeURIComponent(id)}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This is not a license token number' }),
      ).toBeInTheDocument();
      expect(requests.tokenIds).toEqual([]);
    },
  );

  it('says the same when the API refuses the number (400)', async () => {
    serveLicense(() => HttpResponse.json({ error: 'Must be a licence token id' }, { status: 400 }));
    renderRoute('/licenses/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is not a license token number' }),
    ).toBeInTheDocument();
  });

  it('shows a token written with leading zeros at its one address', async () => {
    const requests = serveLicense();
    const { router } = renderRoute('/licenses/007');
    expect(await screen.findByRole('heading', { level: 1, name: 'License token #7' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/licenses/7');
    expect(requests.tokenIds).toEqual(['7']);
  });

  it('shows a failure with Retry, which reads again', async () => {
    const requests = serveLicense((_id, attempt) =>
      attempt === 1
        ? HttpResponse.json({ error: 'Chain unreachable' }, { status: 503 })
        : HttpResponse.json(makeLicense()),
    );
    renderRoute('/licenses/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chain unreachable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'License token #7' })).toBeInTheDocument();
    expect(requests.tokenIds).toEqual(['7', '7']);
  });

  it('shows a network failure with Retry', async () => {
    serveLicense(() => HttpResponse.error());
    renderRoute('/licenses/7');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('prefetchData starts the read at start-up, and the page shows it without asking again', async () => {
    const requests = serveLicense();
    const store = makeStore({ extra: { reloadPage: jest.fn() } });
    await act(async () => {
      prefetchData(store.dispatch, store.getState, '/licenses/7');
      prefetchData(store.dispatch, store.getState, '/licenses/not-a-number');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(requests.tokenIds).toEqual(['7']);
    renderRoute('/licenses/7', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'License token #7' })).toBeInTheDocument();
    expect(requests.tokenIds).toEqual(['7']);
  });
});
