import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { pageOf } from '@tests/msw/apiUrl';
import { apiUrl, server } from '@tests/msw/server';
import { serveRefresh, serveSessions, serveSignOut } from '@tests/msw/serve/company';
import { renderRoute } from '@tests/renderWithProviders';
import {
  phoneSession as phone,
  scriptSession as script,
  thisDevice as thisTab,
} from '@tests/support/companyFixtures';
import { signedInState } from '@tests/support/signedIn';
import { walletA as wallet } from '@tests/support/tokens';
import { SessionsSection } from './SessionsSection';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

/** The section alone on /manage, and a start page to land on after signing this tab out. */
function renderSection(locale: 'en' | 'ko' = 'en') {
  return renderRoute('/manage', {
    locale,
    preloadedState: signedInState(wallet),
    routes: [
      { path: '/manage', element: <SessionsSection /> },
      { path: '/', element: <h1>Start</h1> },
    ],
  });
}

describe('Signed-in sessions on /manage', () => {
  it('lists each session with its device, IP, sign-in and last use, and marks this device', async () => {
    serveSessions([thisTab, phone, script]);
    renderSection();
    expect(screen.getByRole('heading', { name: 'Signed-in sessions' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading sessions…' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Chrome on macOS');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('203.0.113.7');
    expect(first).toHaveTextContent('Nov 20, 2026');
    expect(second).toHaveTextContent('Safari on iPhone');
    expect(second).not.toHaveTextContent('This device');
    expect(second).toHaveTextContent('198.51.100.23');
    expect(second).toHaveTextContent('Nov 24, 2026');
    expect(third).toHaveTextContent('Unknown device');
    expect(third).toHaveTextContent('Not recorded');
    expect(
      within(second).getByRole('button', { name: /^Sign out Safari on iPhone \(signed in/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
  });

  it('signs another device out and lists what is left, keeping this tab signed in', async () => {
    const { deleted } = serveSessions([thisTab, phone]);
    const user = userEvent.setup();
    const { store } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    // The app's notice area (outside this section) says so.
    expect(store.getState().ui.notices.map((notice) => notice.key)).toEqual([
      'company.manage.sessions.ended',
    ]);
    expect(deleted).toEqual([phone.id]);
    expect(screen.getByRole('listitem')).toHaveTextContent('This device');
    expect(store.getState().session.token).not.toBeNull();
  });

  it('refreshes the list when the device was already signed out elsewhere', async () => {
    serveSessions([thisTab]);
    let listed = [thisTab, phone];
    server.use(http.get(apiUrl('auth/sessions/'), () => HttpResponse.json(pageOf(listed))));
    const user = userEvent.setup();
    renderSection();
    const signOut = await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ });
    listed = [thisTab];
    await user.click(signOut);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('signing out this device ends only its session and signs this tab out', async () => {
    serveSessions([thisTab, phone]);
    const bodies = serveSignOut();
    const user = userEvent.setup();
    const { store, router } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Sign out Chrome on macOS/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.token).toBeNull();
    expect(bodies).toEqual(['']);
  });

  it('signs out everywhere: every session ends on the server and this tab leaves', async () => {
    serveSessions([thisTab, phone]);
    const bodies = serveSignOut();
    const user = userEvent.setup();
    const { store, router } = renderSection();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies.map((body) => JSON.parse(body) as unknown)).toEqual([{ everywhere: true }]);
    expect(store.getState().session).toMatchObject({ token: null, lastLogoutReason: 'user' });
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    serveSessions([thisTab, phone]);
    const bodies = serveSignOut(() => HttpResponse.json({ error: 'Database unreachable' }, { status: 503 }));
    const user = userEvent.setup();
    const { store, router } = renderSection();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not sign out everywhere. You are still signed in here; try again.',
    );
    expect(alert).toHaveTextContent('Database unreachable');
    expect(store.getState().session.token).not.toBeNull();
    expect(router.state.location.pathname).toBe('/manage');
    expect(bodies).toHaveLength(1);
  });

  it('shows an error with a retry when the sessions cannot be read', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('auth/sessions/'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Database unreachable' }, { status: 503 })
          : HttpResponse.json(pageOf([thisTab]));
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const message = await screen.findByText('The sessions could not be loaded.');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (alert === null) throw new Error('the error is not announced');
    expect(alert).toHaveTextContent('Database unreachable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('This device');
  });

  it('speaks Korean', async () => {
    serveSessions([thisTab, phone]);
    renderSection('ko');
    expect(screen.getByRole('heading', { name: '로그인된 세션' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('macOS의 Chrome');
    expect(items[0]).toHaveTextContent('이 기기');
    expect(screen.getByRole('button', { name: '모든 기기에서 로그아웃' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^iPhone의 Safari 로그아웃/ })).toBeInTheDocument();
  });
});

describe('a tab whose session was ended elsewhere', () => {
  it('goes to /auth on its next call: one refresh, refused, then logout (the real store and routes)', async () => {
    // walletA's company is the default handlers' (tests/msw/handlers/company.ts).
    serveSessions([thisTab, phone]);
    const user = userEvent.setup();
    const { store, router } = renderRoute('/manage', { preloadedState: signedInState(wallet) });
    const signOutPhone = await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ });

    // Another device signed this one out (DELETE auth/sessions/{id}/ or logout everywhere): from now on the server
    // refuses this tab's token, and its refresh too.
    const ended = () => HttpResponse.json({ error: 'Session ended' }, { status: 401 });
    server.use(
      http.delete(apiUrl('auth/sessions/:id/'), ended),
      http.get(apiUrl('auth/sessions/'), ended),
      http.get(apiUrl('companies/:wallet/'), ended),
    );
    const refreshes = serveRefresh(ended);
    await user.click(signOutPhone);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(refreshes.calls).toBe(1);
    expect(store.getState().session).toMatchObject({ token: null, lastLogoutReason: 'expired' });
    expect(store.getState().ui.notices.map((notice) => notice.key)).toContain('errors.tokenExpired');
    expect(await screen.findByText('Token expired. Please log in again.')).toBeInTheDocument();
  });
});
