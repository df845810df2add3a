import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { type RouteObject } from 'react-router-dom';
import { draftKey } from '@/components/forms';
import {
  serveCompanyCreation,
  serveCompanyLookup,
  serveNoCompany,
  serveRefresh,
  serveSlugCheck,
} from '@tests/msw/serve/company';
import { renderRoute } from '@tests/renderWithProviders';
import { companyOf } from '@tests/support/companyFixtures';
import { allowFormDataFromForms } from '@tests/support/formData';
import { signedInState, signedInWallet } from '@tests/support/signedIn';
import { serveNonces, verifyAsServerSignedCall } from '@tests/support/signedCalls';
import { tokenValidFor, walletA, walletB } from '@tests/support/tokens';
import CompanyCreatePage from './CompanyCreatePage';

// Whole forms re-render and validate on every key press; give jsdom room under a parallel run.
jest.setTimeout(30_000);
// findBy… and waitFor wait longer than the 1 s default: a loaded two-core machine is slow, not wrong.
configure({ asyncUtilTimeout: 5_000 });
beforeAll(() => import('./CompanyCreatePage'));

allowFormDataFromForms();

// By default walletA has a company and every slug is free (tests/msw/handlers/company.ts): a test of the wizard
// says first that no wallet has one (serveNoCompany), or serves the creation (serveCompanyCreation), after which the
// lookup finds the company as the API's would.

/** The wizard alone, with stand-ins for where it may send the user. */
const wizardRoutes: RouteObject[] = [
  { path: '/create', element: <CompanyCreatePage /> },
  { path: '/', element: <h1>Home page</h1> },
  { path: '/product', element: <h1>Products page</h1> },
  { path: '/start', element: <p>start</p> },
];

/** Pastes rather than types: these tests are about the wizard, and every key press re-renders the whole form. */
async function fillValidCompany(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: 'Company name' }));
  await user.paste('Acme Studio');
  await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'KR');
  await user.click(screen.getByRole('textbox', { name: /Contact email/ }));
  await user.paste('hello@acme.example');
}

describe('/create step 1: the company form', () => {
  it('labels every field, names countries in the locale and starts the payout address at the wallet', async () => {
    serveNoCompany();
    renderRoute('/create?step=1', { preloadedState: signedInState(walletA), locale: 'ko' });
    expect(await screen.findByRole('heading', { name: '회사 만들기' })).toBeInTheDocument();
    for (const name of [
      '회사 이름',
      '공개 페이지 주소',
      /소개/,
      /웹사이트/,
      /연락용 이메일/,
      /로고 이미지 URL/,
      '정산 주소',
    ]) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    const country = screen.getByRole('combobox', { name: /국가/ });
    expect(within(country).getByRole('option', { name: '대한민국' })).toHaveValue('KR');
    expect(screen.getByRole('textbox', { name: '정산 주소' })).toHaveValue(walletA);
    // The header's back button on step 1 is Home (docs/product.md §5).
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows every problem on submit, ties it to its field and focuses the first', async () => {
    serveNoCompany();
    const user = userEvent.setup();
    renderRoute('/create?step=1', {
      preloadedState: signedInState(walletA),
    });
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    await user.type(screen.getByRole('textbox', { name: /Website/ }), 'http://acme.example');
    await user.type(screen.getByRole('textbox', { name: /Contact email/ }), 'acme@');
    const payout = screen.getByRole('textbox', { name: 'Payout address' });
    await user.clear(payout);
    await user.type(payout, '0x1234');
    await user.click(screen.getByRole('button', { name: 'Continue and sign' }));

    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByRole('textbox', { name: 'Public page address' })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(screen.getByRole('textbox', { name: /Website/ })).toHaveAccessibleDescription(
      /Enter a full address starting with https:\/\//,
    );
    expect(screen.getByRole('textbox', { name: /Contact email/ })).toHaveAccessibleDescription(
      /Enter an email address/,
    );
    expect(payout).toHaveAccessibleDescription(/Enter a wallet address/);
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(screen.getByRole('button', { name: 'Use my wallet' })).toBeInTheDocument();
  });

  it('shows a field problem once the user leaves the field, not while typing the first time', async () => {
    serveNoCompany();
    const user = userEvent.setup();
    renderRoute('/create?step=1', {
      preloadedState: signedInState(walletA),
    });
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    await user.type(name, 'A');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Use at least 2 characters\./);
  });

  it('suggests the slug from the name and checks it live, once typing pauses', async () => {
    serveNoCompany();
    const asked = serveSlugCheck(['taken-name']);
    const user = userEvent.setup();
    renderRoute('/create?step=1', {
      preloadedState: signedInState(walletA),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Acme Studio');
    const slug = screen.getByRole('textbox', { name: 'Public page address' });
    expect(slug).toHaveValue('acme-studio');
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/This address is free\./));
    // Debounced: one question for the settled slug, not one per key press.
    expect(asked).toEqual(['acme-studio']);

    await user.clear(slug);
    await user.type(slug, 'taken-name');
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/This address is already taken\. Try another one\./),
    );
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue and sign' }));
    expect(slug).toHaveFocus();
    // Editing the name no longer overwrites a slug the user wrote.
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 's');
    expect(slug).toHaveValue('taken-name');
  });
});

describe('/create steps 2 and 3: signing and submitting', () => {
  // Every signed call asks the API for a fresh nonce first (docs/product.md §6).
  beforeEach(() => serveNonces());

  it('signs the call, submits it, hides the back button meanwhile and celebrates on step 3', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const signed = await signedInWallet();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = serveCompanyCreation(signed.address, {
      answer: async (_body, company) => {
        await held;
        return HttpResponse.json(company, { status: 201 });
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/create?step=1', { preloadedState: signed.preloadedState });
    await screen.findByRole('textbox', { name: 'Company name' });
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue and sign' }));

    expect(await screen.findByRole('heading', { name: 'Creating your company…' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.queryByRole('button', { name: 'Home' })).not.toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { name: 'Your company is ready' })).toHaveFocus();
    expect(router.state.location.search).toBe('?step=3');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Create a product' })).toHaveAttribute(
      'href',
      '/productcreate?step=1',
    );
    expect(screen.getByTestId('confetti')).toHaveAttribute('aria-hidden', 'true');

    const [body] = bodies;
    expect(body).toMatchObject({
      name: 'Acme Studio',
      slug: 'acme-studio',
      country: 'KR',
      contact_email: 'hello@acme.example',
      website: null,
      payout_address: signed.address,
    });
    expect(body?.auth).toMatchObject({
      wallet_address: signed.address,
      timestamp: expect.stringMatching(/^\d+$/),
    });
    // The API would accept it for exactly this request: its statement names the company, its resource the body.
    await expect(
      verifyAsServerSignedCall({
        method: 'POST',
        path: '/api/companies/',
        body: body ?? {},
        statement: 'Create company acme-studio',
      }),
    ).resolves.toEqual(expect.any(String));
    // The draft is gone once the company exists.
    expect(window.sessionStorage.getItem(draftKey('company', signed.address))).toBeNull();
  });

  it('lets the guard see the new company at once: the next licensor page opens instead of /create', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const signed = await signedInWallet();
    serveCompanyCreation(signed.address);
    const user = userEvent.setup();
    const { router } = renderRoute('/create?step=1', { preloadedState: signed.preloadedState });
    await screen.findByRole('textbox', { name: 'Company name' });
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue and sign' }));
    await user.click(await screen.findByRole('link', { name: 'Create a product' }));
    expect(await screen.findByRole('heading', { name: 'New product', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/productcreate');
  });

  it('returns to step 1 with the form intact when the signature is rejected', async () => {
    const signed = await signedInWallet();
    const posted = serveCompanyCreation(signed.address);
    signed.fake.rejectNext('personal_sign');
    const user = userEvent.setup();
    const { router } = renderRoute('/create?step=1', { preloadedState: signed.preloadedState });
    await screen.findByRole('textbox', { name: 'Company name' });
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue and sign' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The signature was cancelled in the wallet. Your details are still here',
    );
    expect(router.state.location.search).toBe('?step=1');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Studio');
    expect(screen.getByRole('textbox', { name: /Contact email/ })).toHaveValue('hello@acme.example');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('KR');
    expect(posted).toEqual([]);
    // Browser back from here leaves the wizard instead of replaying step 2.
    expect(router.state.historyAction).toBe('POP');
  });

  it('shows a refused signature (401) on step 1 with the API’s reason, without a sign-out or a second post', async () => {
    const signed = await signedInWallet();
    const posted = serveCompanyCreation(signed.address, {
      answer: () => HttpResponse.json({ error: 'Signature does not cover this request' }, { status: 401 }),
    });
    serveRefresh(() => HttpResponse.json({ token: tokenValidFor(3600, signed.address) }));
    const user = userEvent.setup();
    const { router, store } = renderRoute('/create?step=1', { preloadedState: signed.preloadedState });
    await screen.findByRole('textbox', { name: 'Company name' });
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue and sign' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Signature does not cover this request');
    expect(alert).toHaveTextContent('The server refused the signature.');
    expect(router.state.location.search).toBe('?step=1');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Studio');
    expect(posted).toHaveLength(1);
    expect(store.getState().session.walletAddress).toBe(signed.address);
  });

  it('maps the server’s field errors back onto the fields and focuses the first', async () => {
    const signed = await signedInWallet();
    serveCompanyCreation(signed.address, {
      answer: () =>
        HttpResponse.json(
          { error: 'This slug is already taken', fields: { slug: 'Already taken' } },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderRoute('/create?step=1', { preloadedState: signed.preloadedState });
    await screen.findByRole('textbox', { name: 'Company name' });
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue and sign' }));

    const slug = await screen.findByRole('textbox', { name: 'Public page address' });
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(/This address is already taken/);
    expect(screen.getByRole('alert')).toHaveTextContent('The company could not be created.');
    expect(screen.getByRole('alert')).toHaveTextContent('This slug is already taken');
    // Changing the field clears the server's verdict on it.
    await user.type(slug, '-2');
    expect(slug).not.toHaveAttribute('aria-invalid');
  });

  it('finishes when the server created the company but its answer was lost (docs/security.md: network drop)', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const signed = await signedInWallet();
    // Created on the server; the connection drops before the answer arrives.
    serveCompanyCreation(signed.address, { answer: () => HttpResponse.error(), created: true });
    const user = userEvent.setup();
    const { router } = renderRoute('/create?step=1', { preloadedState: signed.preloadedState });
    await screen.findByRole('textbox', { name: 'Company name' });
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue and sign' }));
    expect(await screen.findByRole('heading', { name: 'Your company is ready' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=3');
    expect(window.sessionStorage.getItem(draftKey('company', signed.address))).toBeNull();
  });

  it('still fails, with the form intact, when the dropped request created nothing', async () => {
    const signed = await signedInWallet();
    serveCompanyCreation(signed.address, { answer: () => HttpResponse.error() });
    const user = userEvent.setup();
    const { router } = renderRoute('/create?step=1', { preloadedState: signed.preloadedState });
    await screen.findByRole('textbox', { name: 'Company name' });
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Continue and sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The company could not be created.');
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(router.state.location.search).toBe('?step=1');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Studio');
  });

  it('sends step 2 without a submission, and step 3 without a created company, to step 1', async () => {
    serveNoCompany();
    const { router } = renderRoute('/create?step=2', {
      preloadedState: signedInState(walletA),
    });
    await screen.findByRole('heading', { name: 'Create your company' });
    expect(router.state.location.search).toBe('?step=1');
    await act(() => router.navigate('/create?step=3'));
    await screen.findByRole('heading', { name: 'Create your company' });
    expect(router.state.location.search).toBe('?step=1');
  });
});

describe('/create drafts, existing companies and failed lookups', () => {
  it('keeps the draft across a reload, per wallet', async () => {
    serveNoCompany();
    const user = userEvent.setup();
    const first = renderRoute('/create?step=1', { preloadedState: signedInState(walletA) });
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Acme Studio');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'We make sounds.');
    first.unmount();

    const again = renderRoute('/create?step=1', { preloadedState: signedInState(walletA) });
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Studio');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('We make sounds.');
    expect(JSON.parse(window.sessionStorage.getItem(draftKey('company', walletA)) ?? '{}')).toMatchObject({
      name: 'Acme Studio',
    });
    expect(window.localStorage.length).toBe(0);
    again.unmount();

    renderRoute('/create?step=1', { preloadedState: signedInState(walletB) });
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Payout address' })).toHaveValue(walletB);
  });

  it('sends a wallet that already has a company to Home', async () => {
    // walletA's company is the default handlers'.
    const { router } = renderRoute('/create?step=1', {
      preloadedState: signedInState(walletA),
      routes: wizardRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the failed lookup with a Retry that returns to where the user was', async () => {
    const lookups = serveCompanyLookup(walletA, (reads) =>
      reads === 1
        ? HttpResponse.json({ error: 'Database unreachable' }, { status: 503 })
        : HttpResponse.json(companyOf(walletA)),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/start', {
      preloadedState: signedInState(walletA),
      routes: wizardRoutes,
    });
    await act(() =>
      router.navigate('/create?step=1', {
        state: {
          from: '/product',
          lookupFailed: true,
          lookupError: { status: 'FETCH_ERROR', key: 'errors.network' },
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check whether this wallet already has a company.');
    // Why, as the guard saw it (docs/security.md: a clear message).
    expect(alert).toHaveTextContent('The server could not be reached. Check your connection and try again.');
    expect(lookups.reads).toBe(0);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('API call failed: 503');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product');
  });

  it('shows the form when a retried lookup finds no company', async () => {
    serveNoCompany();
    const user = userEvent.setup();
    const { router } = renderRoute('/start', {
      preloadedState: signedInState(walletA),
      routes: wizardRoutes,
    });
    await act(() => router.navigate('/create?step=1', { state: { from: '/', lookupFailed: true } }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });
});
