import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/renderWithProviders';
import { type SignedInSession } from '../../../services/api/sessionsApi';
import { signedInState } from '../../../../tests/support/signedIn';
import { SessionsSection } from './SessionsSection';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const wallet = '0x1111111111111111111111111111111111111111';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const thisTab: SignedInSession = {
  id: '11111111-0000-4000-8000-000000000001',
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-25T08:00:00.000Z',
  user_agent: MAC_CHROME,
  ip: '203.0.113.7',
  current: true,
};
const phone: SignedInSession = {
  id: '22222222-0000-4000-8000-000000000002',
  created_at: '2026-11-18T21:30:00.000Z',
  last_used_at: '2026-11-24T22:10:00.000Z',
  user_agent: IPHONE_SAFARI,
  ip: '198.51.100.23',
  current: false,
};
const script: SignedInSession = {
  id: '33333333-0000-4000-8000-000000000003',
  created_at: '2026-11-19T10:00:00.000Z',
  last_used_at: '2026-11-19T10:00:00.000Z',
  user_agent: '',
  ip: null,
  current: false,
};

const pageOf = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

/** The sessions the server holds; DELETE ends one of them. */
function sessionsServer(initial: SignedInSession[]) {
  let live = [...initial];
  const deleted: string[] = [];
  server.use(
    http.get(apiUrl('auth/sessions/'), () => HttpResponse.json(pageOf(live))),
    http.delete(apiUrl('auth/sessions/:id/'), ({ params }) => {
      deleted.push(String(params.id));
      const before = live.length;
      live = live.filter((session) => session.id !== params.id);
      return live.length < before
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ error: 'Session not found' }, { status: 404 });
    }),
  );
  return { deleted };
}

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
    sessionsServer([thisTab, phone, script]);
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
    const { deleted } = sessionsServer([thisTab, phone]);
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
    sessionsServer([thisTab]);
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
    sessionsServer([thisTab, phone]);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('auth/logout/'), async ({ request }) => {
        bodies.push(await request.text());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    const { store, router } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Sign out Chrome on macOS/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.token).toBeNull();
    expect(bodies).toEqual(['']);
  });

  it('signs out everywhere: every session ends on the server and this tab leaves', async () => {
    sessionsServer([thisTab, phone]);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('auth/logout/'), async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    const { store, router } = renderSection();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ everywhere: true }]);
    expect(store.getState().session).toMatchObject({ token: null, lastLogoutReason: 'user' });
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    sessionsServer([thisTab, phone]);
    server.use(
      http.post(apiUrl('auth/logout/'), () =>
        HttpResponse.json({ error: 'Database unreachable' }, { status: 503 }),
      ),
    );
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
    sessionsServer([thisTab, phone]);
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
    server.use(
      http.get(apiUrl('companies/:wallet/'), () =>
        HttpResponse.json({
          id: '4a0c7c1e-0000-4000-8000-000000000001',
          wallet_address: wallet,
          name: 'Acme Studio',
          slug: 'acme-studio',
          description: '',
          website: null,
          contact_email: null,
          country: 'KR',
          logo_url: null,
          payout_address: wallet,
          created_at: '2026-11-01T00:00:00Z',
          updated_at: '2026-11-01T00:00:00Z',
        }),
      ),
      http.get(apiUrl('companies/slug-available/'), () => HttpResponse.json({ available: true })),
      http.get(apiUrl('auth/sessions/'), () => HttpResponse.json(pageOf([thisTab, phone]))),
    );
    const user = userEvent.setup();
    const { store, router } = renderRoute('/manage', { preloadedState: signedInState(wallet) });
    const signOutPhone = await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ });

    // Another device signed this one out (DELETE auth/sessions/{id}/ or logout everywhere): from now on the server
    // refuses this tab's token, and its refresh too.
    let refreshes = 0;
    const ended = () => HttpResponse.json({ error: 'Session ended' }, { status: 401 });
    server.use(
      http.delete(apiUrl('auth/sessions/:id/'), ended),
      http.get(apiUrl('auth/sessions/'), ended),
      http.get(apiUrl('companies/:wallet/'), ended),
      http.post(apiUrl('auth/refresh/'), () => {
        refreshes += 1;
        return ended();
      }),
    );
    await user.click(signOutPhone);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(refreshes).toBe(1);
    expect(store.getState().session).toMatchObject({ token: null, lastLogoutReason: 'expired' });
    expect(store.getState().ui.notices.map((notice) => notice.key)).toContain('errors.tokenExpired');
    expect(await screen.findByText('Token expired. Please log in again.')).toBeInTheDocument();
  });
});
