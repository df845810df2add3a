import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { draftKey } from '@/components/forms';
import { apiUrl, server } from '@tests/msw/server';
import { serveCompany } from '@tests/msw/serve/company';
import { serveProducts } from '@tests/msw/serve/products';
import { renderRoute } from '@tests/renderWithProviders';
import { allowFormDataFromForms } from '@tests/support/formData';
import { productOf, usdc } from '@tests/support/productFixtures';
import { signedInState } from '@tests/support/signedIn';
import { walletA as wallet, walletB } from '@tests/support/tokens';
import { setViewportWidth } from '@tests/viewport';

// Whole forms re-render and validate on every key press; give jsdom room under a parallel run.
jest.setTimeout(30_000);
// findBy… and waitFor wait longer than the 1 s default: a loaded two-core machine is slow, not wrong.
configure({ asyncUtilTimeout: 5_000 });
// The route's chunk is compiled once here, not inside the first test's time limit.
beforeAll(() => import('./ProductCreatePage'));

allowFormDataFromForms();

// walletA's company and the accepted stablecoins (USDC.e) are the default handlers' (tests/msw/handlers); a product
// created is served by serveProducts, which records what the wizard sends.

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});
afterEach(() => jest.restoreAllMocks());

/** Pastes rather than types: these tests are about the wizard, and every key press re-renders the whole form. */
async function fillValidProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('textbox', { name: 'Title' }));
  await user.paste('Rain loops');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'audio');
  await user.type(screen.getByRole('textbox', { name: 'Price per license' }), '12.5');
}

describe('/productcreate step 1: the product form', () => {
  it('labels every control and offers the accepted stablecoins from the API', async () => {
    renderRoute('/productcreate?step=1', { preloadedState: signedInState(wallet) });
    expect(await screen.findByRole('heading', { name: 'New product', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    for (const name of [/Product address/, /Summary/, /Description/, /Cover image URL/, 'Territory']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'License type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Non-commercial remix/ })).toBeChecked();
    const token = screen.getByRole('combobox', { name: 'Stablecoin' });
    expect(within(token).getByRole('option', { name: 'USDC.e' })).toHaveValue(usdc.address);
    expect(screen.getByRole('textbox', { name: 'Price per license' })).toHaveAccessibleDescription(
      'In USDC.e, with up to 6 decimals.',
    );
    expect(screen.getByRole('radio', { name: 'Unlimited' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Story IP asset ID/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it('validates on submit, focusing the first problem', async () => {
    const user = userEvent.setup();
    renderRoute('/productcreate?step=1', { preloadedState: signedInState(wallet) });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(screen.getByRole('textbox', { name: /Cover image URL/ }), 'http://img.example/a.png');
    await user.type(screen.getByRole('textbox', { name: 'Price per license' }), '1.0000001');
    await user.click(screen.getByRole('radio', { name: 'Limited' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose a category.',
    );
    expect(screen.getByRole('textbox', { name: /Cover image URL/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Price per license' })).toHaveAccessibleDescription(
      /USDC\.e has 6 decimals; use at most that many\./,
    );
    expect(screen.getByRole('textbox', { name: 'Maximum licenses' })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
  });

  it('follows the license rules: presets fix the switches, a revenue share needs commercial use and derivatives', async () => {
    const user = userEvent.setup();
    renderRoute('/productcreate?step=1', { preloadedState: signedInState(wallet) });
    const commercial = await screen.findByRole('checkbox', { name: 'Commercial use allowed' });
    const derivatives = screen.getByRole('checkbox', { name: 'Derivatives (remixes) allowed' });
    expect(commercial).not.toBeChecked();
    expect(commercial).toBeDisabled();
    expect(derivatives).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Revenue share/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(/No revenue share: it needs both commercial use and derivatives/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Commercial remix/ }));
    expect(commercial).toBeChecked();
    const share = screen.getByRole('textbox', { name: /Revenue share/ });
    await user.type(share, '12.345');
    await user.tab();
    expect(share).toHaveAccessibleDescription(/Use at most two decimals\./);

    await user.click(screen.getByRole('radio', { name: /^Commercial use/ }));
    expect(derivatives).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Revenue share/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Custom/ }));
    expect(commercial).toBeEnabled();
    await user.click(derivatives);
    expect(screen.getByRole('textbox', { name: /Revenue share/ })).toBeInTheDocument();
    await user.click(commercial);
    expect(screen.queryByRole('textbox', { name: /Revenue share/ })).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry, for the accepted stablecoins', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(apiUrl('config/'), async () => {
        calls += 1;
        if (calls > 1) return HttpResponse.json({ chain_id: 1514, accepted_tokens: [usdc] });
        await held;
        return HttpResponse.json({ error: 'boom' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/productcreate?step=1', { preloadedState: signedInState(wallet) });
    expect(
      await screen.findByText('Loading the accepted stablecoins…', { selector: '[aria-hidden]' }),
    ).toBeInTheDocument();
    release();
    const message = await screen.findByText('The accepted stablecoins could not be loaded.');
    const alert = message.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });
});

describe('/productcreate steps 2 and 3', () => {
  it('submits the product with base units, hides the back button meanwhile, and publishes from step 3', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { created: bodies, patches } = serveProducts([], {
      create: async (body) => {
        await held;
        return HttpResponse.json(
          productOf({ id: 'bbbbbbbb-0000-4000-8000-000000000001', title: body.title, slug: 'rain-loops' }),
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/productcreate?step=1', { preloadedState: signedInState(wallet) });
    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByRole('heading', { name: 'Creating your product…' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.queryByRole('button', { name: 'Home' })).not.toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { name: 'Product created' })).toHaveFocus();
    expect(router.state.location.search).toBe('?step=3');
    expect(bodies[0]).toEqual({
      title: 'Rain loops',
      summary: '',
      description: '',
      category: 'audio',
      cover_image_url: null,
      ip_id: null,
      license: {
        flavor: 'non_commercial_remix',
        commercial_use: false,
        derivatives_allowed: true,
        attribution_required: true,
        commercial_rev_share_pct: null,
        territory: 'Worldwide',
        ai_learning_allowed: false,
      },
      price: { amount: '12500000', token: usdc },
      max_licenses: null,
    });
    expect(bodies[0]).not.toHaveProperty('auth');
    expect(
      await screen.findByText(`${window.location.origin}/products/acme-studio#rain-loops`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link: Rain loops' })).toBeInTheDocument();
    expect(screen.getByText(/is saved as a draft/)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(draftKey('product', wallet))).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('“Rain loops” is published on your public page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    expect(patches).toEqual([{ id: 'bbbbbbbb-0000-4000-8000-000000000001', body: { status: 'published' } }]);
    expect(screen.getByRole('link', { name: 'View product' })).toHaveAttribute(
      'href',
      '/product/bbbbbbbb-0000-4000-8000-000000000001',
    );

    await user.click(screen.getByRole('button', { name: 'Create another product' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(router.state.location.search).toBe('?step=1');
  });

  it('returns to step 1 with “Product creation failed”, the form intact and the server’s field errors', async () => {
    const { created } = serveProducts([], {
      create: () =>
        HttpResponse.json(
          {
            error: 'This slug is already used by another of your products',
            fields: { slug: 'Already taken' },
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/productcreate?step=1', { preloadedState: signedInState(wallet) });
    await fillValidProduct(user);
    await user.type(screen.getByRole('textbox', { name: /Product address/ }), 'rain');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    const slug = await screen.findByRole('textbox', { name: /Product address/ });
    await waitFor(() => expect(slug).toHaveFocus());
    expect(router.state.location.search).toBe('?step=1');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Product creation failed');
    expect(alert).toHaveTextContent('This slug is already used by another of your products');
    expect(slug).toHaveAccessibleDescription(/Another of your products already uses this address\./);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Rain loops');
    expect(screen.getByRole('textbox', { name: 'Price per license' })).toHaveValue('12.5');
    expect(created).toHaveLength(1);
  });

  it('says 상품 생성 실패 in Korean when the server cannot be reached', async () => {
    serveProducts([], { create: () => HttpResponse.error() });
    const user = userEvent.setup();
    renderRoute('/productcreate?step=1', { preloadedState: signedInState(wallet), locale: 'ko' });
    await user.type(await screen.findByRole('textbox', { name: '제목' }), 'Rain loops');
    await user.selectOptions(screen.getByRole('combobox', { name: '분류' }), 'audio');
    await user.type(screen.getByRole('textbox', { name: '라이선스 1개 가격' }), '3');
    await user.click(screen.getByRole('button', { name: '상품 만들기' }));
    expect(await screen.findByText('상품 생성 실패')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('Rain loops');
  });

  it('sends step 2 without a submission, and step 3 without a created product, to step 1', async () => {
    const { router } = renderRoute('/productcreate?step=2', { preloadedState: signedInState(wallet) });
    await screen.findByRole('heading', { name: 'New product', level: 1 });
    expect(router.state.location.search).toBe('?step=1');
    await act(() => router.navigate('/productcreate?step=3'));
    await screen.findByRole('heading', { name: 'New product', level: 1 });
    expect(router.state.location.search).toBe('?step=1');
  });
});

describe('/productcreate drafts', () => {
  it('survives a reload in sessionStorage, per wallet', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/productcreate?step=1', { preloadedState: signedInState(wallet) });
    await fillValidProduct(user);
    await user.click(screen.getByRole('radio', { name: /^Commercial remix/ }));
    await user.type(screen.getByRole('textbox', { name: /Revenue share/ }), '15');
    first.unmount();

    const again = renderRoute('/productcreate?step=1', { preloadedState: signedInState(wallet) });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Rain loops');
    expect(screen.getByRole('radio', { name: /^Commercial remix/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Revenue share/ })).toHaveValue('15');
    expect(screen.getByRole('textbox', { name: 'Price per license' })).toHaveValue('12.5');
    expect(window.localStorage.length).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Clear the form' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(window.sessionStorage.getItem(draftKey('product', wallet))).toBeNull();
    again.unmount();

    window.sessionStorage.setItem(draftKey('product', wallet), JSON.stringify({ title: 'Kept for A' }));
    serveCompany(walletB);
    renderRoute('/productcreate?step=1', { preloadedState: signedInState(walletB) });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('is usable at 375 px', async () => {
    setViewportWidth(375);
    renderRoute('/productcreate?step=1', { preloadedState: signedInState(wallet) });
    expect(await screen.findByRole('button', { name: 'Create product' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Price per license' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
  });
});
