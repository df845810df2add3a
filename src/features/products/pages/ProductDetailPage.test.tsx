import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@tests/msw/server';
import { serveCompany } from '@tests/msw/serve/company';
import { serveProducts } from '@tests/msw/serve/products';
import { serveIssuer } from '@tests/msw/serve/story';
import { renderRoute } from '@tests/renderWithProviders';
import { allowFormDataFromForms } from '@tests/support/formData';
import { productOf, usdc } from '@tests/support/productFixtures';
import { signedInState, signedInWallet } from '@tests/support/signedIn';
import { issuerOn } from '@tests/support/storyFixtures';
import { walletA as wallet } from '@tests/support/tokens';

// Whole forms re-render and validate on every key press; give jsdom room under a parallel run.
jest.setTimeout(30_000);
// findBy… and waitFor wait longer than the 1 s default: a loaded two-core machine is slow, not wrong.
configure({ asyncUtilTimeout: 5_000 });
// The route's chunk is compiled once here, not inside the first test's time limit.
beforeAll(() => import('./ProductDetailPage'));

allowFormDataFromForms();

const id = 'cccccccc-0000-4000-8000-000000000001';

// walletA's company and the accepted stablecoins are the default handlers' (tests/msw/handlers); serveProducts keeps
// the product and applies PATCHes as the API does, recording them.

describe('/product/{id}', () => {
  it('shows the overview of a product: price, sales, license, public link', async () => {
    serveProducts([
      productOf({
        id,
        title: 'Rain loops',
        slug: 'rain-loops',
        status: 'published',
        published_at: '2026-11-02T10:00:00Z',
        max_licenses: 50,
        licenses_sold: 3,
        price: { amount: '12500000', token: usdc },
      }),
    ]);
    renderRoute(`/product/${id}`, { preloadedState: signedInState(wallet) });
    expect(await screen.findByRole('heading', { name: 'Rain loops', level: 1 })).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview).toHaveTextContent('12.50 USDC.e');
    expect(overview).toHaveTextContent('3 / 50');
    expect(overview).toHaveTextContent(
      'Commercial remix · commercial use · derivatives allowed · 10% revenue share · attribution required',
    );
    expect(
      await within(overview).findByText(`${window.location.origin}/products/acme-studio#rain-loops`),
    ).toBeInTheDocument();
    expect(screen.getByText('Published', { selector: 'span' })).toBeInTheDocument();
    // One "Copy link" on the screen (docs/product.md §9), in the product's actions.
    expect(screen.getAllByRole('button', { name: /Copy link/ })).toHaveLength(1);
    // The header's back button on /product* goes to the list (docs/product.md §5).
    expect(screen.getByRole('button', { name: 'To the list' })).toBeInTheDocument();
  });

  it('lets a published product change only its summary, description and cover image', async () => {
    const { patches } = serveProducts([productOf({ id, title: 'Rain loops', status: 'published' })]);
    const user = userEvent.setup();
    renderRoute(`/product/${id}`, { preloadedState: signedInState(wallet) });
    const summary = await screen.findByRole('textbox', { name: /Summary/ });
    expect(
      screen.getByText(
        'This product is Published: only its summary, description and cover image can change.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Price per license' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'License type' })).not.toBeInTheDocument();
    await user.clear(summary);
    await user.type(summary, 'Now with thunder.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “Rain loops”.')).toBeInTheDocument();
    expect(patches).toEqual([{ id, body: { summary: 'Now with thunder.' } }]);
  });

  it('lets a draft change everything, with validation', async () => {
    const { patches } = serveProducts([
      productOf({ id, title: 'Rain loops', status: 'draft', max_licenses: null }),
    ]);
    const user = userEvent.setup();
    renderRoute(`/product/${id}`, { preloadedState: signedInState(wallet) });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(
      screen.getByText('Drafts can be changed freely. Publish the product to sell it.'),
    ).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: 'Price per license' });
    expect(price).toHaveValue('12.5');
    await user.clear(title);
    await user.type(title, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription(/Use at least 3 characters\./);

    await user.type(title, 'c storm');
    await user.clear(price);
    await user.type(price, '20');
    await user.click(screen.getByRole('radio', { name: 'Limited' }));
    await user.type(screen.getByRole('textbox', { name: 'Maximum licenses' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “abc storm”.')).toBeInTheDocument();
    expect(patches).toEqual([
      { id, body: { title: 'abc storm', price: { amount: '20000000', token: usdc }, max_licenses: 5 } },
    ]);
  });

  it('maps the server’s field errors onto the draft’s fields', async () => {
    serveProducts([productOf({ id, title: 'Rain loops', status: 'draft' })], {
      patch: () =>
        HttpResponse.json(
          {
            error: 'Invalid field(s): license.commercial_rev_share_pct',
            fields: {
              'license.commercial_rev_share_pct': 'Must be 0 or null when derivatives are not allowed',
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderRoute(`/product/${id}`, { preloadedState: signedInState(wallet) });
    const share = await screen.findByRole('textbox', { name: /Revenue share/ });
    await user.clear(share);
    await user.type(share, '20');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(share).toHaveFocus());
    expect(share).toHaveAccessibleDescription(/Must be 0 or null when derivatives are not allowed/);
    expect(screen.getByText('The changes could not be saved.')).toBeInTheDocument();
  });

  it('deletes a draft after confirming, and goes back to the list', async () => {
    const { deleted } = serveProducts([productOf({ id, title: 'Rain loops', status: 'draft' })]);
    const user = userEvent.setup();
    const { router } = renderRoute(`/product/${id}`, { preloadedState: signedInState(wallet) });
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    expect(deleted).toEqual([id]);
    expect(await screen.findByText('Deleted the draft “Rain loops”.')).toBeInTheDocument();
  });

  it('offers no edit and no delete for an archived product', async () => {
    serveProducts([productOf({ id, title: 'Old pack', status: 'archived' })]);
    renderRoute(`/product/${id}`, { preloadedState: signedInState(wallet) });
    expect(await screen.findByText('Archived products cannot be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish|Pause|Archive/ })).not.toBeInTheDocument();
  });

  it('says when the product does not exist (or is another company’s)', async () => {
    serveProducts([]);
    renderRoute(`/product/${id}`, { preloadedState: signedInState(wallet) });
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to products' })).toHaveAttribute('href', '/product');
  });

  it('shows the detail’s shape while it loads, then the product', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveProducts([productOf({ id, title: 'Rain loops' })], {
      read: async (product) => {
        await held;
        return HttpResponse.json(product);
      },
    });
    renderRoute(`/product/${id}`, { preloadedState: signedInState(wallet) });
    const skeleton = await screen.findByTestId('skeleton-detail');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading the product…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Rain loops', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-detail')).not.toBeInTheDocument();
  });

  it('shows the detail’s shape while loading, then an error with a retry', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { reads } = serveProducts([productOf({ id, title: 'Rain loops' })], {
      read: async (product) => {
        if (reads.length > 1) return HttpResponse.json(product);
        await held;
        return HttpResponse.json({ error: 'Database unreachable' }, { status: 503 });
      },
    });
    const user = userEvent.setup();
    renderRoute(`/product/${id}`, { preloadedState: signedInState(wallet) });
    // The detail's shape while it loads (docs/product.md §9), busy and labelled for screen readers.
    const skeleton = await screen.findByTestId('skeleton-detail');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading the product…');
    release();
    const message = await screen.findByText('The product could not be loaded.');
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('API call failed: 503 — Database unreachable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Rain loops', level: 1 })).toBeInTheDocument();
  });

  it('turns on Issue licences automatically on a registered product and shows the product as the API now holds it (§11.1)', async () => {
    const connected = await signedInWallet();
    const ipId = `0x${'a1'.repeat(20)}`;
    let product = productOf({
      id,
      title: 'Rain loops',
      status: 'published',
      ip_id: ipId,
      license_terms_id: '3',
    });
    const recorded: string[] = [];
    serveCompany(connected.address);
    serveIssuer(issuerOn());
    // The page reads the product as the auto-issue record below leaves it.
    const { reads } = serveProducts([product], { read: () => HttpResponse.json(product) });
    server.use(
      http.post(apiUrl('products/products/:id/auto-issue/'), async ({ request }) => {
        recorded.push(((await request.json()) as { tx_hash: string }).tx_hash);
        product = { ...product, auto_issue: true, updated_at: '2026-11-03T00:00:00Z' };
        return HttpResponse.json(product);
      }),
    );
    const user = userEvent.setup();
    renderRoute(`/product/${id}`, { preloadedState: connected.preloadedState });
    const story = await screen.findByRole('region', { name: 'Story' });
    const toggle = await within(story).findByRole('switch', { name: 'Issue licences automatically' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(recorded).toEqual([connected.fake.sentTransactions[0]?.hash]);
    expect(connected.fake.sentTransactions).toHaveLength(1);
    // The record invalidates the product: the page reads it again.
    await waitFor(() => expect(reads).toHaveLength(2));
  });
});
