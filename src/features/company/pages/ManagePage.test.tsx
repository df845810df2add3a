import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  serveCompany,
  serveCompanyChanges,
  serveCompanyLookup,
  serveRefresh,
  serveSignOut,
} from '@tests/msw/serve/company';
import { serveIssuer } from '@tests/msw/serve/story';
import { renderRoute } from '@tests/renderWithProviders';
import { companyId, companyOf } from '@tests/support/companyFixtures';
import { allowFormDataFromForms } from '@tests/support/formData';
import { signedInState, signedInWallet } from '@tests/support/signedIn';
import { serveNonces, verifyAsServerSignedCall } from '@tests/support/signedCalls';
import { issuerOn } from '@tests/support/storyFixtures';
import { tokenValidFor, walletA as wallet } from '@tests/support/tokens';
import { setViewportWidth } from '@tests/viewport';
import ManagePage from './ManagePage';

// Whole forms re-render and validate on every key press; give jsdom room under a parallel run.
jest.setTimeout(30_000);
// findBy… and waitFor wait longer than the 1 s default: a loaded two-core machine is slow, not wrong.
configure({ asyncUtilTimeout: 5_000 });
beforeAll(() => import('./ManagePage'));

allowFormDataFromForms();

const otherAddress = '0x8ba1f109551bd432803012645ac136ddd64dba72';

// walletA's company (Acme Studio, companyOf) and this tab's session are the default handlers' (tests/msw/handlers);
// a wallet signed in through the fake wallet has its company served by serveCompany.

describe('/manage', () => {
  // A payout change asks the API for a fresh nonce before the wallet signs (docs/product.md §6).
  beforeEach(() => serveNonces());

  it('shows the profile, the public page link, the payout address and the session', async () => {
    renderRoute('/manage', { preloadedState: signedInState(wallet) });
    expect(await screen.findByRole('heading', { name: 'Manage', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Studio');
    expect(screen.getByRole('textbox', { name: /Website/ })).toHaveValue('https://acme.example');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('KR');
    expect(screen.getByText(`${window.location.origin}/products/acme-studio`)).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open public page (opens in a new tab)' });
    expect(open).toHaveAttribute('href', '/products/acme-studio');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Copy link to the public page' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New payout address' })).toHaveValue(wallet);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // The profile form has no payout address of its own: that one changes through a signed call.
    expect(screen.queryByRole('textbox', { name: 'Payout address' })).not.toBeInTheDocument();
    // The company has no webhook yet (docs/product.md §12.1): the section says so and offers to add one.
    const webhooks = screen.getByRole('region', { name: 'Webhooks' });
    expect(await within(webhooks).findByText('No webhooks yet.')).toBeInTheDocument();
    expect(within(webhooks).getByRole('button', { name: 'Add webhook' })).toBeEnabled();
    // Nor an API key (docs/product.md §12.2): the section says so and offers to create one.
    const apiKeys = screen.getByRole('region', { name: 'API keys' });
    expect(await within(apiKeys).findByText('No API keys yet.')).toBeInTheDocument();
    expect(within(apiKeys).getByRole('button', { name: 'Create API key' })).toBeEnabled();
  });

  it('shows the issuer wallet and its balance (§11.1)', async () => {
    const issuer = '0x2222222222222222222222222222222222222222';
    serveIssuer(issuerOn({ address: issuer, balance: '2500000000000000000' }));
    renderRoute('/manage', { preloadedState: signedInState(wallet) });
    const section = await screen.findByRole('region', { name: 'Issuer wallet' });
    expect(await within(section).findByText(issuer)).toBeInTheDocument();
    expect(within(section).getByText('Balance: 2.50 IP')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry when the company cannot be read', async () => {
    serveCompanyLookup(wallet, (reads) =>
      reads === 1
        ? HttpResponse.json({ error: 'Database unreachable' }, { status: 503 })
        : HttpResponse.json(companyOf(wallet)),
    );
    const user = userEvent.setup();
    // The page alone, without the guard that would have read the company first.
    renderRoute('/manage', {
      preloadedState: signedInState(wallet),
      routes: [{ path: '/manage', element: <ManagePage /> }],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your company…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API call failed: 503');
    expect(alert).toHaveTextContent('Database unreachable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Studio');
  });

  it('saves only the changed profile fields and says so', async () => {
    const patches = serveCompanyChanges(wallet);
    const user = userEvent.setup();
    renderRoute('/manage', { preloadedState: signedInState(wallet) });
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    await user.clear(name);
    await user.type(name, 'Acme Works');
    await user.clear(screen.getByRole('textbox', { name: /Website/ }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Company profile saved.')).toBeInTheDocument();
    expect(patches).toEqual([{ name: 'Acme Works', website: null }]);
    expect(name).toHaveValue('Acme Works');
  });

  it('validates the profile before saving and maps the server’s field errors', async () => {
    const patches = serveCompanyChanges(wallet, () =>
      HttpResponse.json(
        { error: 'This slug is already taken', fields: { slug: 'Already taken' } },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderRoute('/manage', { preloadedState: signedInState(wallet) });
    const email = await screen.findByRole('textbox', { name: /Contact email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/Enter an email address/);

    await user.clear(email);
    const slug = screen.getByRole('textbox', { name: 'Public page address' });
    await user.clear(slug);
    await user.type(slug, 'acme-two');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(/This address is already taken/);
    const failure = screen
      .getAllByRole('alert')
      .find((alert) => /The profile could not be saved/.test(alert.textContent ?? ''));
    // As every form says a refusal (services/api describeErrorLine): the catalogue's message, then the server's words.
    expect(failure).toHaveTextContent(/API call failed: 409 — This slug is already taken/);
    // The invalid e-mail was never sent; the slug was, and refused.
    expect(patches).toEqual([expect.objectContaining({ slug: 'acme-two' })]);
  });

  it('tells the user when there is nothing to save', async () => {
    const patches = serveCompanyChanges(wallet);
    const user = userEvent.setup();
    renderRoute('/manage', { preloadedState: signedInState(wallet) });
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Nothing to save: no field has changed.')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('changes the payout address as a signed call', async () => {
    const signed = await signedInWallet();
    serveCompany(signed.address);
    const patches = serveCompanyChanges(signed.address);
    const user = userEvent.setup();
    renderRoute('/manage', { preloadedState: signed.preloadedState });
    const input = await screen.findByRole('textbox', { name: 'New payout address' });
    await user.clear(input);
    await user.type(input, otherAddress.toUpperCase().replace('0X', '0x'));
    await user.click(screen.getByRole('button', { name: 'Sign and change' }));
    expect(await screen.findByText('Payout address changed.')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({ payout_address: otherAddress });
    expect(patches[0]?.auth).toMatchObject({ wallet_address: signed.address });
    // The API would accept the signature for this request only: its statement names the new address.
    await expect(
      verifyAsServerSignedCall({
        method: 'PATCH',
        path: `/api/companies/${companyId}/`,
        body: patches[0] ?? {},
        statement: `Change payout address to ${otherAddress}`,
      }),
    ).resolves.toEqual(expect.any(String));
    expect(signed.fake.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(1);
    expect(screen.getByText(otherAddress)).toBeInTheDocument();
  });

  it('leaves the payout address unchanged when the signature is rejected, and refuses bad addresses', async () => {
    const signed = await signedInWallet();
    serveCompany(signed.address);
    const patches = serveCompanyChanges(signed.address);
    const user = userEvent.setup();
    renderRoute('/manage', { preloadedState: signed.preloadedState });
    const input = await screen.findByRole('textbox', { name: 'New payout address' });
    await user.click(screen.getByRole('button', { name: 'Sign and change' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('This is already your payout address.');

    await user.clear(input);
    await user.type(input, `0x${'0'.repeat(40)}`);
    await user.click(screen.getByRole('button', { name: 'Sign and change' }));
    expect(input).toHaveAccessibleDescription('The zero address cannot receive payments.');

    await user.clear(input);
    await user.type(input, otherAddress);
    signed.fake.rejectNext('personal_sign');
    await user.click(screen.getByRole('button', { name: 'Sign and change' }));
    expect(
      await screen.findByText('The signature was cancelled. The payout address is unchanged.'),
    ).toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(input).toHaveValue(otherAddress);
  });

  it('shows a refused signature (401) with the API’s reason, keeps the session and never replays the call', async () => {
    const signed = await signedInWallet();
    serveCompany(signed.address);
    const patches = serveCompanyChanges(signed.address, () =>
      HttpResponse.json({ error: 'Signature does not cover this request' }, { status: 401 }),
    );
    const refreshedToken = tokenValidFor(3600, signed.address);
    serveRefresh(() => HttpResponse.json({ token: refreshedToken }));
    const user = userEvent.setup();
    const { store, router } = renderRoute('/manage', { preloadedState: signed.preloadedState });
    const input = await screen.findByRole('textbox', { name: 'New payout address' });
    await user.clear(input);
    await user.type(input, otherAddress);
    await user.click(screen.getByRole('button', { name: 'Sign and change' }));
    const alert = await screen.findByText('The payout address could not be changed.');
    const form = alert.closest('form') as HTMLElement;
    expect(within(form).getByText(/Signature does not cover this request/)).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(store.getState().session).toMatchObject({ walletAddress: signed.address, token: refreshedToken });
    expect(router.state.location.pathname).toBe('/manage');
    expect(screen.queryByText('Token expired. Please log in again.')).not.toBeInTheDocument();
    expect(input).toHaveValue(otherAddress);
  });

  it('ends the session when a signed call’s 401 came with a token the API no longer refreshes', async () => {
    const signed = await signedInWallet();
    serveCompany(signed.address);
    const patches = serveCompanyChanges(signed.address, () =>
      HttpResponse.json({ error: 'Token revoked' }, { status: 401 }),
    );
    serveRefresh(() => HttpResponse.json({ error: 'Token revoked' }, { status: 401 }));
    const user = userEvent.setup();
    const { store, router } = renderRoute('/manage', { preloadedState: signed.preloadedState });
    const input = await screen.findByRole('textbox', { name: 'New payout address' });
    await user.clear(input);
    await user.type(input, otherAddress);
    await user.click(screen.getByRole('button', { name: 'Sign and change' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(patches).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('signs out and leaves for the start page', async () => {
    const signOuts = serveSignOut();
    const user = userEvent.setup();
    const { router, store } = renderRoute('/manage', { preloadedState: signedInState(wallet) });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(signOuts).toHaveLength(1);
    // Home is guarded, so without a session the guard takes the user on to /auth.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('stacks for a 375 px phone and keeps every control reachable', async () => {
    setViewportWidth(375);
    renderRoute('/manage', { preloadedState: signedInState(wallet), locale: 'ko' });
    expect(await screen.findByRole('heading', { name: '관리', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const name of ['프로필 저장', '서명하고 변경', '로그아웃', '공개 페이지 링크 복사']) {
      expect(within(main).getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
