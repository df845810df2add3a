import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@tests/msw/server';
import { serveProducts } from '@tests/msw/serve/products';
import { renderRoute } from '@tests/renderWithProviders';
import { pageOf, productOf } from '@tests/support/productFixtures';
import { signedInState } from '@tests/support/signedIn';
import { walletA as wallet } from '@tests/support/tokens';
import { setViewportWidth } from '@tests/viewport';

// Whole forms re-render and validate on every key press; give jsdom room under a parallel run.
jest.setTimeout(30_000);
// findBy… and waitFor wait longer than the 1 s default: a loaded two-core machine is slow, not wrong.
configure({ asyncUtilTimeout: 5_000 });
// The route's chunk is compiled once here, not inside the first test's time limit.
beforeAll(() => import('./ProductsPage'));

// walletA's company, profile and the accepted stablecoins are the default handlers' (tests/msw/handlers);
// serveProducts keeps the products a test lists and records what the page sends.

describe('/product', () => {
  it('lists products with their status, price in the token’s decimals and licenses sold against the cap', async () => {
    serveProducts([
      productOf({
        title: 'Rain loops',
        status: 'published',
        price: { amount: '1234567890000', token: { symbol: 'USDC.e', address: '0xf1', decimals: 6 } },
        max_licenses: 100,
        licenses_sold: 7,
      }),
      productOf({ title: 'Night sketch', status: 'draft', max_licenses: null, licenses_sold: 0 }),
      productOf({
        title: 'Sold out pack',
        status: 'paused',
        max_licenses: 2,
        licenses_sold: 2,
        sold_out: true,
      }),
    ]);
    renderRoute('/product', { preloadedState: signedInState(wallet) });
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your products' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [rain, night, soldOut] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(rain).getByRole('link', { name: 'Rain loops' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\/9b1deb4d/),
    );
    expect(rain).toHaveTextContent('Published');
    expect(rain).toHaveTextContent('1,234,567.89 USDC.e');
    expect(rain).toHaveTextContent('7 / 100');
    expect(night).toHaveTextContent('Draft');
    expect(night).toHaveTextContent('12.50 USDC.e');
    expect(night).toHaveTextContent('0 / unlimited');
    expect(soldOut).toHaveTextContent('2 / 2');
    expect(soldOut).toHaveTextContent('Sold out');
    expect(screen.getByText('3 products')).toBeInTheDocument();
  });

  it('offers only the allowed status moves and the public link of visible products', async () => {
    serveProducts([
      productOf({ title: 'Draft one', status: 'draft' }),
      productOf({ title: 'Live one', status: 'published', slug: 'live-one' }),
      productOf({ title: 'Paused one', status: 'paused' }),
      productOf({ title: 'Old one', status: 'archived' }),
    ]);
    renderRoute('/product', { preloadedState: signedInState(wallet) });
    await screen.findByRole('table');
    const buttonsOf = (title: string) =>
      within(screen.getByRole('link', { name: title }).closest('tr') as HTMLElement)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttonsOf('Draft one')).toEqual(['Publish: Draft one']);
    await waitFor(() =>
      expect(buttonsOf('Live one')).toEqual(['Copy link: Live one', 'Pause: Live one', 'Archive: Live one']),
    );
    expect(buttonsOf('Paused one')).toEqual([
      'Copy link: Paused one',
      'Resume: Paused one',
      'Archive: Paused one',
    ]);
    expect(buttonsOf('Old one')).toEqual([]);
  });

  it('says when the profile (and so the public links) could not be read, and retries', async () => {
    serveProducts([productOf({ title: 'Live one', status: 'published', slug: 'live-one' })]);
    let profileUp = false;
    server.use(
      http.get(apiUrl('auth/profile/'), () =>
        profileUp
          ? HttpResponse.json({
              wallet_address: wallet,
              company: { id: 'c1', name: 'Acme', slug: 'acme' },
              last_login: null,
            })
          : HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    renderRoute('/product', { preloadedState: signedInState(wallet) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profile lookup failed');
    const row = () => within(screen.getByRole('link', { name: 'Live one' }).closest('tr') as HTMLElement);
    expect(row().queryByRole('button', { name: 'Copy link: Live one' })).toBeNull();
    profileUp = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await row().findByRole('button', { name: 'Copy link: Live one' })).toBeInTheDocument();
    expect(screen.queryByText('Profile lookup failed')).toBeNull();
  });

  it('publishes, pauses and archives (after confirming), refreshing the list', async () => {
    const { patches } = serveProducts([
      productOf({ id: 'aaaaaaaa-0000-4000-8000-000000000001', title: 'Draft one', status: 'draft' }),
      productOf({ id: 'aaaaaaaa-0000-4000-8000-000000000002', title: 'Live one', status: 'published' }),
    ]);
    const user = userEvent.setup();
    renderRoute('/product', { preloadedState: signedInState(wallet) });
    await user.click(await screen.findByRole('button', { name: 'Publish: Draft one' }));
    expect(await screen.findByText('Published “Draft one”.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pause: Draft one' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Archive: Live one' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this product?' });
    expect(dialog).toHaveTextContent('Live one');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(patches).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Archive: Live one' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Archive this product?' })).getByRole('button', {
        name: 'Archive product',
      }),
    );
    expect(await screen.findByText('Archived “Live one”.')).toBeInTheDocument();
    expect(patches).toEqual([
      { id: 'aaaaaaaa-0000-4000-8000-000000000001', body: { status: 'published' } },
      { id: 'aaaaaaaa-0000-4000-8000-000000000002', body: { status: 'archived' } },
    ]);
  });

  it('says which products are registered on Story, and which are issued automatically (docs/product.md §9)', async () => {
    serveProducts([
      productOf({ title: 'On chain', ip_id: `0x${'a'.repeat(40)}`, license_terms_id: '2' }),
      productOf({ title: 'Off chain' }),
      productOf({
        title: 'Automatic',
        ip_id: `0x${'b'.repeat(40)}`,
        license_terms_id: '3',
        auto_issue: true,
      }),
    ]);
    renderRoute('/product', { preloadedState: signedInState(wallet) });
    const onChain = (await screen.findByRole('link', { name: 'On chain' })).closest('tr');
    const offChain = screen.getByRole('link', { name: 'Off chain' }).closest('tr');
    const automatic = screen.getByRole('link', { name: 'Automatic' }).closest('tr');
    expect(onChain).toHaveTextContent('Registered');
    expect(onChain).not.toHaveTextContent('Not registered');
    expect(onChain).not.toHaveTextContent('issued automatically');
    expect(offChain).toHaveTextContent('Not registered');
    expect(automatic).toHaveTextContent('Registered, licences issued automatically');
  });

  it('says why a status move failed', async () => {
    const { patches } = serveProducts([productOf({ title: 'Draft one', status: 'draft' })], {
      patch: () =>
        HttpResponse.json({ error: 'Cannot change a product from draft to published' }, { status: 409 }),
    });
    const user = userEvent.setup();
    renderRoute('/product', { preloadedState: signedInState(wallet) });
    await user.click(await screen.findByRole('button', { name: 'Publish: Draft one' }));
    const alert = await screen.findByText('The change could not be saved.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('API call failed: 409');
    expect(patches.map((sent) => sent.body)).toEqual([{ status: 'published' }]);
  });

  it('filters by status in the URL, with ARIA tabs the keyboard can move', async () => {
    const { asked } = serveProducts([], {
      list: (url) =>
        HttpResponse.json(
          pageOf(
            url.searchParams.get('status') === 'paused'
              ? [productOf({ title: 'Paused one', status: 'paused' })]
              : [],
          ),
        ),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/product', { preloadedState: signedInState(wallet) });
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.getByText('Create a product to start selling licenses.')).toBeInTheDocument();

    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Published' }));
    expect(router.state.location.search).toBe('?status=published');
    expect(await screen.findByText('No products with this status')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Published' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Paused' })).toHaveFocus();
    expect(router.state.location.search).toBe('?status=paused');
    expect(await screen.findByRole('link', { name: 'Paused one' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Paused' })).toBeInTheDocument();
    expect(asked.map((url) => url.searchParams.get('status'))).toEqual([null, 'published', 'paused']);
  });

  it('pages through the list on the server', async () => {
    const { asked } = serveProducts([], {
      list: (url) => {
        const page = Number(url.searchParams.get('page'));
        return HttpResponse.json(pageOf([productOf({ title: `On page ${page}` })], 45));
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/product?status=draft', { preloadedState: signedInState(wallet) });
    expect(await screen.findByRole('link', { name: 'On page 1' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'On page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=draft&page=2');
    expect(asked.at(-1)?.searchParams.get('page_size')).toBe('20');
    expect(asked.at(-1)?.searchParams.get('status')).toBe('draft');
  });

  it('shows loading, then an error with a retry', async () => {
    const { asked } = serveProducts([productOf({ title: 'Back again' })], {
      list: (_url, products) =>
        asked.length === 1
          ? HttpResponse.json({ error: 'Database unreachable' }, { status: 503 })
          : HttpResponse.json(pageOf(products)),
    });
    const user = userEvent.setup();
    renderRoute('/product', { preloadedState: signedInState(wallet) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The products could not be loaded.');
    expect(alert).toHaveTextContent('API call failed: 503 — Database unreachable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('shows a loading state while the first page arrives', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveProducts([], {
      list: async (_url, products) => {
        await held;
        return HttpResponse.json(pageOf(products));
      },
    });
    renderRoute('/product', { preloadedState: signedInState(wallet) });
    // The list's shape, not a bare spinner (docs/product.md §9), announced once to screen readers.
    expect(await screen.findByText('Loading products…')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('skeleton-list')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
  });

  it('becomes stacked cards on a 375 px phone, in Korean', async () => {
    setViewportWidth(375);
    serveProducts([productOf({ title: '빗소리', status: 'published' })]);
    renderRoute('/product', { preloadedState: signedInState(wallet), locale: 'ko' });
    expect(await screen.findByRole('link', { name: '빗소리' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '상품', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '빗소리: 일시 중지' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '새 상품' })).toHaveAttribute('href', '/productcreate?step=1');
  });
});
