import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';
import { AppBrandLayout } from '@/app/layouts';
import { makeStore } from '@/app/store';
import { appStarted } from '@/services/events';
import { connectWallet, startDiscovery } from '@/services/wallet';
import { decodeTransferCall } from '@/services/wallet/erc20';
import { apiUrl, server } from '@tests/msw/server';
import { serveCatalogue, serveStorefront } from '@tests/msw/serve/storefront';
import { type FakeWallet, installFakeWallet } from '@tests/support/fakeEip1193';
import { payoutAddress, usdc } from '@tests/support/orderFixtures';
import {
  brand,
  brandSlug,
  buyerOrder,
  buyerOrderId,
  licensorInfo,
  ownOrder,
  storefrontProduct,
} from '@tests/support/storefrontFixtures';
import { signedInState } from '@tests/support/signedIn';
import { tokenValidFor } from '@tests/support/tokens';
import { setViewportWidth } from '@tests/viewport';
import { renderRoute } from '@tests/renderWithProviders';
import { checkoutKey } from '../checkoutStorage';
import StorefrontPage, { prefetchData } from './StorefrontPage';

const slug = brandSlug;

/** The page in its brand layout (wallet button, locale switch), with the app started as src/index.tsx does. */
async function renderStorefront({
  wallet = null,
  path = `/products/${slug}`,
  locale = 'en',
}: { wallet?: FakeWallet | null; path?: string; locale?: 'en' | 'ko' } = {}) {
  let preloadedState = {};
  if (wallet) {
    wallet.authorise();
    startDiscovery();
    const connection = await connectWallet(wallet.rdns, { prompt: false });
    const chainId = parseInt(String(await wallet.provider.request({ method: 'eth_chainId' })), 16);
    const state = signedInState(
      '0x0000000000000000000000000000000000000000',
      connection?.address,
      wallet.rdns,
    );
    preloadedState = { wallet: { ...state.wallet, chainId } };
  }
  const store = makeStore({ preloadedState, extra: { reloadPage: jest.fn() } });
  await new Promise<void>((resolve) => persistStore(store, null, resolve));
  const result = renderRoute(path, {
    store,
    locale,
    routes: [
      {
        element: <AppBrandLayout />,
        children: [{ path: '/products/:companySlug', element: <StorefrontPage /> }],
      },
    ],
  });
  act(() => {
    store.dispatch(appStarted());
  });
  return result;
}

async function openCheckout(title = 'Sunset Loop Pack') {
  await userEvent.click(await screen.findByRole('button', { name: `Buy a license for ${title}` }));
  return screen.findByRole('dialog', { name: `Buy ${title}` });
}

// The flows go through the real store, wallet client, receipt polling and lazy wallet dialogs.
jest.setTimeout(20_000);

let getContext: jest.SpyInstance;
beforeEach(() => {
  // jsdom draws nothing; the confetti removes itself without a canvas context.
  getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});
afterEach(() => getContext.mockRestore());

describe('/products/{companySlug}: the brand page', () => {
  it('shows the brand and its products with price, license terms and what is left', async () => {
    const api = serveStorefront();
    await renderStorefront();
    expect(screen.getAllByText('Loading the brand page…').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Studio' })).toBeInTheDocument();
    expect(screen.getByText('Loops and fonts for creators.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Studio logo' })).toHaveAttribute('src', brand.logo_url);
    const website = screen.getByRole('link', { name: /acme\.example/ });
    expect(website).toHaveAttribute('href', 'https://acme.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    // The brand navigation names the licensor too, beside the wallet button.
    const nav = screen.getByRole('navigation', { name: 'Brand' });
    expect(await within(nav).findByText('Acme Studio')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /^CONNECT/ })).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Sunset Loop Pack' });
    expect(within(card).getByText('12.50 USDC.e')).toBeInTheDocument();
    expect(within(card).getByText('Commercial remix')).toBeInTheDocument();
    expect(within(card).getByText('5%')).toBeInTheDocument();
    expect(within(card).getByText('42 of 50 licenses left')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Buy a license for Sunset Loop Pack' })).toBeEnabled();

    const sold = screen.getByRole('article', { name: 'Neon Font' });
    expect(within(sold).getByText('Sold out')).toBeInTheDocument();
    expect(within(sold).getByRole('button', { name: 'Buy a license for Neon Font' })).toBeDisabled();
    const pausedCard = screen.getByRole('article', { name: 'Paper Textures' });
    expect(within(pausedCard).getByText('Paused')).toBeInTheDocument();
    expect(
      within(pausedCard).getByRole('button', { name: 'Buy a license for Paper Textures' }),
    ).toBeDisabled();
    // The public page needs no session.
    expect(api.infoAuth).toEqual([null]);
  });

  it("prefetchData starts the brand's read at start-up, and the page shows it without asking again", async () => {
    const api = serveStorefront();
    const store = makeStore({ extra: { reloadPage: jest.fn() } });
    prefetchData(store.dispatch, store.getState, `/products/${slug}`);
    // A path that is not a brand page, or a malformed slug, starts nothing.
    prefetchData(store.dispatch, store.getState, '/products/');
    prefetchData(store.dispatch, store.getState, '/products/Not%20a%20slug!');
    await waitFor(() => expect(api.infoCalls).toBe(1));
    renderRoute(`/products/${slug}`, {
      store,
      locale: 'en',
      routes: [{ path: '/products/:companySlug', element: <StorefrontPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Studio' })).toBeInTheDocument();
    expect(api.infoCalls).toBe(1);
  });

  it('never links a website or shows images that are not https', async () => {
    serveStorefront({
      licensor: () =>
        HttpResponse.json(
          licensorInfo({
            company: { ...brand, website: 'javascript:alert(1)', logo_url: 'http://acme.example/logo.png' },
            products: [storefrontProduct({ cover_image_url: 'data:image/png;base64,AAAA' })],
          }),
        ),
    });
    const { container } = await renderStorefront();
    await screen.findByRole('heading', { level: 1, name: 'Acme Studio' });
    const main = container.querySelector('main') as HTMLElement;
    expect(within(main).queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('says when the brand does not exist, without asking the API for a malformed slug', async () => {
    const api = serveStorefront({
      licensor: () => HttpResponse.json({ error: 'No licensor with this slug' }, { status: 404 }),
    });
    await renderStorefront();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This brand page does not exist' }),
    ).toBeInTheDocument();
    const calls = api.infoCalls;
    await renderStorefront({ path: '/products/NOT..valid' });
    expect(
      await screen.findAllByRole('heading', { level: 1, name: 'This brand page does not exist' }),
    ).toHaveLength(2);
    expect(api.infoCalls).toBe(calls);
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    serveStorefront({
      licensor: () =>
        fail
          ? HttpResponse.json({ error: 'database unavailable' }, { status: 500 })
          : HttpResponse.json(licensorInfo()),
    });
    await renderStorefront();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API call failed: 500');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Studio' })).toBeInTheDocument();
  });

  it('says when nothing is for sale yet', async () => {
    serveStorefront({ licensor: () => HttpResponse.json(licensorInfo({ products: [] })) });
    await renderStorefront();
    expect(await screen.findByText('No licenses for sale yet')).toBeInTheDocument();
  });

  it('shows 50 products at first and the next 50 with each "Show more" (docs/product.md §7)', async () => {
    const catalogue = Array.from({ length: 101 }, (_, i) =>
      storefrontProduct({
        id: `20000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        slug: `pack-${i}`,
        title: `Pack ${i}`,
      }),
    );
    const pagesAsked = serveCatalogue(catalogue);
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    expect(await screen.findByRole('article', { name: 'Pack 49' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(pagesAsked).toEqual(['1']);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Pack 99' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Pack 100' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(101);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(pagesAsked).toEqual(['1', '2', '3']);

    // A product of a later page can be bought like one of the first.
    expect(await openCheckout('Pack 100')).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await renderStorefront({ locale: 'ko' });
    expect(await screen.findByRole('heading', { level: 2, name: '판매 중인 라이선스' })).toBeInTheDocument();
    expect(screen.getByText('50개 중 42개 남음')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunset Loop Pack 라이선스 구매' })).toBeEnabled();
  });
});

describe('#{productSlug}: a link to one product (docs/product.md §9)', () => {
  const korean = storefrontProduct({
    id: '10000000-0000-4000-8000-000000000010',
    slug: '달빛-캐릭터-팩',
    title: '달빛 캐릭터 팩',
  });
  const japanese = storefrontProduct({
    id: '10000000-0000-4000-8000-000000000011',
    slug: '夜空のイラスト集',
    title: '夜空のイラスト集',
  });
  let scrolled: { title: string | null; options: ScrollIntoViewOptions | boolean | undefined }[];
  beforeEach(() => {
    scrolled = [];
    // jsdom has no layout: record where the page scrolls instead.
    Element.prototype.scrollIntoView = function scrollIntoView(options) {
      scrolled.push({ title: this.querySelector('h3')?.textContent ?? null, options });
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  const linkTo = (productSlug: string) => `/products/${slug}#${encodeURIComponent(productSlug)}`;

  it('scrolls to the product once the page has loaded, marks it in words and moves focus to it', async () => {
    serveStorefront({
      licensor: () => HttpResponse.json(licensorInfo({ products: [storefrontProduct(), korean, japanese] })),
    });
    await renderStorefront({ path: linkTo('달빛-캐릭터-팩') });
    const card = await screen.findByRole('article', { name: '달빛 캐릭터 팩' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByText('Linked product')).toBeInTheDocument();
    expect(scrolled).toEqual([{ title: '달빛 캐릭터 팩', options: { block: 'center', behavior: 'smooth' } }]);
    const other = screen.getByRole('article', { name: 'Sunset Loop Pack' });
    expect(other).not.toHaveAttribute('aria-current');
    expect(within(other).queryByText('Linked product')).not.toBeInTheDocument();
  });

  it('lands on the next product when the fragment changes, and again on the same one', async () => {
    serveStorefront({
      licensor: () => HttpResponse.json(licensorInfo({ products: [storefrontProduct(), korean, japanese] })),
    });
    const { router } = await renderStorefront({ path: linkTo('달빛-캐릭터-팩') });
    await waitFor(() => expect(scrolled).toHaveLength(1));
    await act(() => router.navigate({ hash: encodeURIComponent('夜空のイラスト集') }));
    const card = screen.getByRole('article', { name: '夜空のイラスト集' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('article', { name: '달빛 캐릭터 팩' })).not.toHaveAttribute('aria-current');
    await act(() => router.navigate({ hash: encodeURIComponent('夜空のイラスト集') }));
    expect(scrolled.map((entry) => entry.title)).toEqual([
      '달빛 캐릭터 팩',
      '夜空のイラスト集',
      '夜空のイラスト集',
    ]);
  });

  it('does not animate the scroll for a buyer who asked for reduced motion', async () => {
    const matchMedia = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) =>
        query.includes('prefers-reduced-motion')
          ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
          : matchMedia(query),
    });
    try {
      serveStorefront({
        licensor: () => HttpResponse.json(licensorInfo({ products: [storefrontProduct(), korean] })),
      });
      await renderStorefront({ path: linkTo('달빛-캐릭터-팩') });
      await waitFor(() => expect(scrolled).toHaveLength(1));
      expect(scrolled[0]?.options).toEqual({ block: 'center', behavior: 'auto' });
    } finally {
      Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    }
  });

  it('takes the slugs of the earlier ASCII rule as they are', async () => {
    await renderStorefront({ path: `/products/${slug}#sunset-loops` });
    const card = await screen.findByRole('article', { name: 'Sunset Loop Pack' });
    await waitFor(() => expect(card).toHaveAttribute('aria-current', 'true'));
  });

  it('finds a product on a later page', async () => {
    const catalogue = Array.from({ length: 60 }, (_, i) =>
      storefrontProduct({
        id: `30000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        slug: `팩-${i}`,
        title: `팩 ${i}`,
      }),
    );
    serveCatalogue(catalogue);
    await renderStorefront({ path: linkTo('팩-57') });
    const card = await screen.findByRole('article', { name: '팩 57' });
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('says when the linked product is not on the page, and leaves the skip link’s #main alone', async () => {
    const { router } = await renderStorefront({ path: linkTo('없는-상품') });
    expect(
      await screen.findByText('The product this link names is not on sale on this page.'),
    ).toBeInTheDocument();
    expect(scrolled).toEqual([]);
    await act(() => router.navigate({ hash: 'main' }));
    expect(
      screen.queryByText('The product this link names is not on sale on this page.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { current: true })).not.toBeInTheDocument();
  });

  it('ignores a malformed escape instead of failing', async () => {
    await renderStorefront({ path: `/products/${slug}#%E0%A4%A` });
    expect(await screen.findByRole('article', { name: 'Sunset Loop Pack' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { current: true })).not.toBeInTheDocument();
  });
});

describe('the USDC and gas check before sending (docs/product.md §9)', () => {
  it('says exactly how much USDC is missing, before any signature or order, and sends nothing', async () => {
    const api = serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    wallet.setTokenBalance(11_500_000n);
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(
      await within(dialog).findByText(
        'You need 1.00 USDC.e more: this wallet holds 11.50 USDC.e. Nothing was sent.',
      ),
    ).toBeInTheDocument();
    expect(api.signIns).toEqual([]);
    expect(api.created).toEqual([]);
    expect(wallet.sentTransactions).toHaveLength(0);
    expect(wallet.requests.some((request) => request.method === 'personal_sign')).toBe(false);

    // Topped up, the same Pay goes through.
    wallet.setTokenBalance(12_500_000n);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
    expect(api.created).toHaveLength(1);
  });

  it('says the wallet needs some IP for gas, from the transfer’s estimate × the fee, and sends nothing', async () => {
    const api = serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    // 52,000 gas × (2 × 1 gwei base fee + 1 gwei tip) = 0.000156 IP; 0.0001 IP is held.
    wallet.setNativeBalance(100_000_000_000_000n);
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(
      await within(dialog).findByText('You need some IP for gas: about 0.000056 IP more. Nothing was sent.'),
    ).toBeInTheDocument();
    expect(wallet.requests.map((request) => request.method)).toEqual(
      expect.arrayContaining(['eth_estimateGas', 'eth_getBlockByNumber', 'eth_maxPriorityFeePerGas']),
    );
    expect(api.created).toEqual([]);
    expect(wallet.sentTransactions).toHaveLength(0);
  });

  it('names both when both are missing', async () => {
    serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    wallet.setTokenBalance(0n);
    wallet.setNativeBalance(0n);
    await renderStorefront({ wallet, locale: 'ko' });
    await userEvent.click(await screen.findByRole('button', { name: /Sunset Loop Pack/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /12\.50 USDC\.e/ }));
    // The transfer cannot be estimated with no USDC: a typical transfer's 100,000 gas is priced instead.
    expect(
      await within(dialog).findByText(
        '12.50 USDC.e이(가) 더 필요하고(이 지갑에는 0.00 USDC.e), 가스비용 IP도 약 0.0003 IP 더 필요합니다. 아무것도 보내지 않았습니다.',
      ),
    ).toBeInTheDocument();
    expect(wallet.sentTransactions).toHaveLength(0);
  });

  it('checks again against the order before the wallet is asked, and keeps that order for the next try', async () => {
    const api = serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    // The gas runs out between the first check and the transfer (another transaction of this wallet).
    const request = wallet.provider.request.bind(wallet.provider);
    let created = false;
    wallet.provider.request = async (args) => {
      if (args.method === 'eth_getBalance' && api.created.length > 0 && !created) {
        created = true;
        wallet.setNativeBalance(0n);
      }
      return request(args);
    };
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(
      await within(dialog).findByText('You need some IP for gas: about 0.000156 IP more. Nothing was sent.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Order ORD-2026-000001 is waiting for payment until/),
    ).toBeInTheDocument();
    expect(wallet.sentTransactions).toHaveLength(0);
    wallet.setNativeBalance(10n ** 18n);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
    expect(api.created).toHaveLength(1);
  });
});

describe('the buy flow', () => {
  it('creates the order, sends the ERC-20 transfer, tracks it, waits for the receipt and confirms', async () => {
    const api = serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Licenses' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'buyer@example.com');
    expect(within(dialog).getByText('25.00 USDC.e')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay 25.00 USDC.e' }));

    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Order ORD-2026-000001 is paid\. Acme Studio will complete it/),
    ).toBeInTheDocument();
    expect(api.created).toEqual([
      {
        product_id: storefrontProduct().id,
        quantity: 2,
        buyer_address: wallet.address().toLowerCase(),
        buyer_email: 'buyer@example.com',
        // docs/product.md §11.3: the checkout's language, which the buyer's mails speak.
        locale: 'en',
      },
    ]);
    expect(wallet.sentTransactions).toHaveLength(1);
    const [sent] = wallet.sentTransactions;
    expect(sent?.from).toBe(wallet.address());
    expect(sent?.to).toBe(usdc.address);
    expect(decodeTransferCall(sent?.data ?? '')).toEqual({ to: payoutAddress, amount: 25_000_000n });
    expect(wallet.requests.some((request) => request.method === 'eth_getTransactionReceipt')).toBe(true);
    expect(api.paid).toEqual([{ tx_hash: sent?.hash }]);
    // Tracked in the wallet's recent transactions (rk-transactions).
    const stored = JSON.parse(window.localStorage.getItem('rk-transactions') ?? '{}');
    expect(stored[wallet.address()]['1514'][0]).toMatchObject({
      hash: sent?.hash,
      description: 'Pay ORD-2026-000001',
    });
    expect(within(dialog).getByRole('link', { name: /View the transaction/ })).toHaveAttribute(
      'href',
      `https://www.storyscan.io/tx/${sent?.hash}`,
    );
    // Keyboard focus follows the steps to the outcome's action.
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(checkoutKey(slug))).toBeNull();

    // docs/product.md §7: the buyer signed in once (one signature beside the transfer) and ordered with that session.
    expect(api.signIns).toEqual([wallet.address().toLowerCase()]);
    expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(1);
    expect(api.orderAuth).toEqual([expect.stringMatching(/^Bearer /)]);
    // The buyer's own orders, read with the session, show the paid order.
    const myOrders = await screen.findByRole('region', { name: 'My orders' });
    const row = (await within(myOrders).findByText('ORD-2026-000001')).closest('li') as HTMLElement;
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('Sunset Loop Pack')).toBeInTheDocument();
    expect(api.mineAuth.every((header) => header?.startsWith('Bearer '))).toBe(true);
  });

  it('shows why a payment failed, keeps the order unpaid, and pays the same order again', async () => {
    const api = serveStorefront({
      pay: (order, txHash, attempt) =>
        attempt === 1
          ? HttpResponse.json(
              {
                error: 'Payment rejected: amount too low (received 12500000 of 25000000 base units)',
                fields: { tx_hash: 'amount too low' },
              },
              { status: 409 },
            )
          : HttpResponse.json({ ...order, status: 'paid', payment_tx_hash: txHash }),
    });
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The payment was not accepted');
    expect(alert).toHaveTextContent('The amount paid is less than the order total.');
    expect(alert).toHaveTextContent('received 12500000 of 25000000 base units');
    expect(within(dialog).getByText('Order ORD-2026-000001 is still unpaid.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay again' }));
    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
    expect(api.created).toHaveLength(1);
    expect(wallet.sentTransactions).toHaveLength(2);
    expect(api.paid.map((call) => call.tx_hash)).toEqual(wallet.sentTransactions.map((tx) => tx.hash));
  });

  it('resubmits the same transfer (never pays twice) when the check could not be made', async () => {
    const api = serveStorefront({
      pay: (order, txHash, attempt) =>
        attempt === 1
          ? HttpResponse.error()
          : HttpResponse.json({ ...order, status: 'paid', payment_tx_hash: txHash }),
    });
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(
      await within(dialog).findByText('Your payment could not be checked right now.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
    expect(wallet.sentTransactions).toHaveLength(1);
    expect(api.paid).toHaveLength(2);
  });

  it('says a payment declined in the wallet (4001) was not sent, and Pay again pays the same order', async () => {
    const api = serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    wallet.rejectNext('eth_sendTransaction');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Payment cancelled in your wallet');
    expect(alert).toHaveTextContent('You declined the payment in your wallet, so nothing was sent.');
    expect(within(dialog).getByText('Order ORD-2026-000001 is still unpaid.')).toBeInTheDocument();
    const again = within(dialog).getByRole('button', { name: 'Pay again' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(wallet.sentTransactions).toHaveLength(0);
    await userEvent.click(again);
    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
    expect(api.created).toHaveLength(1);
    expect(wallet.sentTransactions).toHaveLength(1);
    expect(api.paid.map((call) => call.tx_hash)).toEqual([wallet.sentTransactions[0]?.hash]);
  });

  it('says when the wallet could not send the payment, with its words, and retries the same order', async () => {
    const api = serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    wallet.failNext('eth_sendTransaction', -32603, 'nonce too low');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The payment was not sent');
    expect(alert).toHaveTextContent('The wallet could not send the payment.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay again' }));
    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
    expect(api.created).toHaveLength(1);
  });

  it('says a transfer that reverted on chain failed, and pays the same order again', async () => {
    const api = serveStorefront({
      pay: (order, txHash, attempt) =>
        attempt === 1
          ? HttpResponse.json(
              { error: 'Payment rejected: transaction failed', fields: { tx_hash: 'transaction failed' } },
              { status: 409 },
            )
          : HttpResponse.json({ ...order, status: 'paid', payment_tx_hash: txHash }),
    });
    const wallet = installFakeWallet({ accountIndex: 1 });
    wallet.setReceiptOutcome('reverted');
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The transaction failed on the network.',
    );
    wallet.setReceiptOutcome('success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay again' }));
    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
    expect(api.created).toHaveLength(1);
    expect(wallet.sentTransactions).toHaveLength(2);
  });

  it.each(['a@b.c', 'a..b@x.io', '.a@x.io', 'a@x'])(
    'refuses the receipt email %s, as the API’s z.email() does, before any order is made',
    async (email) => {
      const api = serveStorefront();
      const wallet = installFakeWallet({ accountIndex: 1 });
      await renderStorefront({ wallet });
      const dialog = await openCheckout();
      const field = within(dialog).getByRole('textbox', { name: /Email/ });
      await userEvent.type(field, email);
      await userEvent.tab();
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Enter an email address such as name@example.com.'),
      );
      const pay = within(dialog).getByRole('button', { name: /^Pay / });
      expect(pay).toBeDisabled();
      await userEvent.clear(field);
      await userEvent.type(field, 'a@b.co');
      expect(pay).toBeEnabled();
      expect(api.created).toEqual([]);
    },
  );

  it('offers the network switch on the wrong network (the page reloads on the chain change)', async () => {
    serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1, chainId: 1 });
    const { store } = await renderStorefront({ wallet });
    const dialog = await openCheckout();
    expect(
      within(dialog).getByText('Your wallet is on another network. Switch to Story to pay.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Story' }));
    await waitFor(() => expect(store.getState().wallet.chainId).toBe(1514));
    expect(wallet.requests).toContainEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x5ea' }],
    });
    // The purchase survives the reload the chain change causes (docs/product.md §16).
    expect(JSON.parse(window.sessionStorage.getItem(checkoutKey(slug)) ?? 'null')).toMatchObject({
      productId: storefrontProduct().id,
    });
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeEnabled();
  });

  it('says when the order expired before the payment arrived, and starts a new one', async () => {
    serveStorefront({
      pay: () =>
        HttpResponse.json(
          {
            error: 'Payment rejected: order expired (it expired at …)',
            fields: { tx_hash: 'order expired' },
          },
          { status: 409 },
        ),
    });
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByText('This order expired')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start a new order' }));
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeEnabled();
  });

  it('explains a product that sold out meanwhile, and refreshes the page', async () => {
    const api = serveStorefront({
      create: () => HttpResponse.json({ error: 'This product is sold out' }, { status: 409 }),
    });
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByText('This product sold out.')).toBeInTheDocument();
    await waitFor(() => expect(api.infoCalls).toBe(2));
    expect(wallet.sentTransactions).toHaveLength(0);
  });

  it('says the wallet holds too little USDC when the API refuses the order (409), before anything is sent', async () => {
    serveStorefront({
      create: () =>
        HttpResponse.json(
          {
            error: 'Insufficient USDC.e balance',
            fields: { quantity: 'The total is 12500000 USDC.e base units; the wallet holds 0' },
          },
          { status: 409 },
        ),
    });
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(
      await within(dialog).findByText(
        'This wallet holds less USDC.e than the total, so nothing was sent. Add USDC.e to it or buy fewer licenses.',
      ),
    ).toBeInTheDocument();
    expect(wallet.sentTransactions).toHaveLength(0);
    // Still the form: the buyer can change the quantity and try again.
    expect(within(dialog).getByRole('spinbutton', { name: 'Licenses' })).toBeEnabled();
  });

  it('says exactly what is missing when USDC left the wallet between the check and the order (409)', async () => {
    const wallet = installFakeWallet({ accountIndex: 1 });
    serveStorefront({
      create: () => {
        wallet.setTokenBalance(10_000_000n);
        return HttpResponse.json({ error: 'Insufficient USDC.e balance' }, { status: 409 });
      },
    });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(
      await within(dialog).findByText(
        'You need 2.50 USDC.e more: this wallet holds 10.00 USDC.e. Nothing was sent.',
      ),
    ).toBeInTheDocument();
    expect(wallet.sentTransactions).toHaveLength(0);
  });

  it('says when the wallet already has 3 unpaid orders (429)', async () => {
    serveStorefront({
      create: () =>
        HttpResponse.json(
          { error: 'This wallet already has 3 unpaid orders; pay one of them or wait until one expires' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
    });
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(
      await within(dialog).findByText(
        'This wallet already has 3 unpaid orders. Pay one of them (see My orders) or wait until one expires.',
      ),
    ).toBeInTheDocument();
    expect(wallet.sentTransactions).toHaveLength(0);
  });

  it('returns quietly to the form, with no order, when the buyer declines the sign-in', async () => {
    const api = serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    wallet.rejectNext('personal_sign');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByRole('button', { name: /^Pay / })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).toBeEmptyDOMElement();
    expect(api.created).toEqual([]);
    expect(api.orderAuth).toEqual([]);
    expect(wallet.sentTransactions).toHaveLength(0);
  });

  it('does not ask a buyer who is already signed in with this wallet to sign again', async () => {
    const api = serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    window.localStorage.setItem('jwt_token', tokenValidFor(3600, wallet.address().toLowerCase()));
    window.localStorage.setItem('wallet_address', wallet.address().toLowerCase());
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
    expect(api.signIns).toEqual([]);
    expect(wallet.requests.some((request) => request.method === 'personal_sign')).toBe(false);
    expect(api.orderAuth).toEqual([expect.stringMatching(/^Bearer /)]);
  });

  it('shows My orders after a sign-in the buyer asks for, without ordering', async () => {
    const api = serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    const { router } = await renderStorefront({ wallet });
    const myOrders = await screen.findByRole('region', { name: 'My orders' });
    expect(
      within(myOrders).getByText('Sign in with your wallet to see the orders it placed.'),
    ).toBeInTheDocument();
    await userEvent.click(within(myOrders).getByRole('button', { name: 'Show my orders' }));
    expect(
      await within(myOrders).findByText('This wallet has not ordered anything yet.'),
    ).toBeInTheDocument();
    expect(api.signIns).toEqual([wallet.address().toLowerCase()]);
    expect(api.mineAuth).toEqual([expect.stringMatching(/^Bearer /)]);
    // A buyer without a company stays on the public page: never sent to the licensor screens.
    expect(router.state.location.pathname).toBe(`/products/${slug}`);
  });

  it('shows a signed-in buyer their own orders, and the licence tokens once the API has them', async () => {
    serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    const buyer = wallet.address().toLowerCase();
    const mintTx = `0x${'b'.repeat(64)}`;
    const base = ownOrder({
      buyer_address: buyer,
      quantity: 2,
      total: '25000000',
      status: 'completed',
      payment_tx_hash: `0x${'a'.repeat(64)}`,
      paid_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-11-20T10:15:00.000Z',
      created_at: '2026-11-20T09:59:00.000Z',
      license_tokens: {
        ip_id: `0x${'c'.repeat(40)}`,
        license_terms_id: '3',
        token_ids: ['7', '8'],
        mint_tx_hash: mintTx,
      },
    });
    const unminted = {
      ...base,
      id: `${buyerOrderId.slice(0, -2)}bb`,
      number: 'ORD-2026-000008',
      status: 'paid' as const,
      license_tokens: null,
    };
    server.use(
      http.get(apiUrl('products/orders/mine/'), () =>
        HttpResponse.json({ count: 2, next: null, previous: null, results: [unminted, base] }),
      ),
    );
    window.localStorage.setItem('jwt_token', tokenValidFor(3600, buyer));
    window.localStorage.setItem('wallet_address', buyer);
    const { router } = await renderStorefront({ wallet });
    const myOrders = await screen.findByRole('region', { name: 'My orders' });
    const rows = await within(myOrders).findAllByRole('listitem');
    const completed = rows.find((row) => row.textContent?.includes('ORD-2026-000007'));
    const paid = rows.find((row) => row.textContent?.includes('ORD-2026-000008'));
    if (!completed || !paid) throw new Error('both orders are listed');
    expect(within(completed).getByText('Story license tokens: 2')).toBeInTheDocument();
    // Each token id links to its public verification page (docs/product.md §11.2), which has the explorer links.
    for (const id of ['7', '8']) {
      expect(within(completed).getByRole('link', { name: `License token #${id}` })).toHaveAttribute(
        'href',
        `/licenses/${id}`,
      );
    }
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).queryByText(/license token/i)).not.toBeInTheDocument();
    await userEvent.click(within(completed).getByRole('link', { name: 'License token #8' }));
    expect(router.state.location.pathname).toBe('/licenses/8');
  });

  it('connects a wallet first when none is connected, then opens the checkout', async () => {
    serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1, name: 'Jsdom Wallet' });
    await renderStorefront();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy a license for Sunset Loop Pack' }));
    const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 5000 });
    await userEvent.click(await within(connect).findByRole('button', { name: /Jsdom Wallet/ }));
    expect(await screen.findByRole('dialog', { name: 'Buy Sunset Loop Pack' })).toBeInTheDocument();
    expect(
      screen.getByText(`${wallet.address().slice(0, 6)}…${wallet.address().slice(-4)}`),
    ).toBeInTheDocument();
  });

  it('checks a transfer sent before a reload again, and confirms it', async () => {
    const api = serveStorefront({
      pay: (_order, txHash) =>
        HttpResponse.json({
          ...storedOrder,
          status: 'paid',
          payment_tx_hash: txHash,
          paid_at: new Date().toISOString(),
        }),
    });
    const hash = `0x${'d'.repeat(64)}`;
    const storedOrder = buyerOrder();
    window.sessionStorage.setItem(
      checkoutKey(slug),
      JSON.stringify({
        productId: storefrontProduct().id,
        quantity: 1,
        email: '',
        txHash: hash,
        order: storedOrder,
      }),
    );
    await renderStorefront();
    const dialog = await screen.findByRole('dialog', { name: 'Buy Sunset Loop Pack' });
    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
    expect(within(dialog).getByText(/Order ORD-2026-000007 is paid/)).toBeInTheDocument();
    expect(api.paid.at(-1)).toEqual({ tx_hash: hash });
  });

  it('works at 375 px', async () => {
    setViewportWidth(375);
    serveStorefront();
    const wallet = installFakeWallet({ accountIndex: 1 });
    await renderStorefront({ wallet });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByText('Payment confirmed')).toBeInTheDocument();
  });
});
