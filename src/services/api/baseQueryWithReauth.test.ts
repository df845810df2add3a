import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { sessionStarted } from '../events';
import { apiUrl, server } from '../../../tests/msw/server';
import { tokenValidFor, walletA } from '../../../tests/support/tokens';
import { api } from './api';

// A throwaway endpoint so the baseQuery is exercised exactly as features use it.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: number }, number>({ query: (n) => `probe/${n}/` }),
    publicProbe: build.query<{ ok: boolean }, void>({
      query: () => 'public-probe/',
      extraOptions: { public: true },
    }),
    createProbe: build.mutation<unknown, void>({
      query: () => ({ url: 'probe/', method: 'POST', body: {} }),
    }),
  }),
});

function signedInStore() {
  const store = makeStore({ extra: { reloadPage: jest.fn() } });
  const token = tokenValidFor(3600);
  store.dispatch(sessionStarted({ token, walletAddress: walletA }));
  return { store, token };
}

const bearer = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;

describe('baseQueryWithReauth (docs/product.md §19, §17)', () => {
  it('sends the bearer token and reads JSON', async () => {
    const { store, token } = signedInStore();
    let seen: string | null = null;
    server.use(
      http.get(apiUrl('probe/1/'), ({ request }) => {
        seen = bearer(request);
        return HttpResponse.json({ ok: 1 });
      }),
    );
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(result.data).toEqual({ ok: 1 });
    expect(seen).toBe(token);
  });

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const { store, token } = signedInStore();
    const fresh = tokenValidFor(3600);
    const refreshes: (string | null)[] = [];
    server.use(
      http.get(apiUrl('probe/1/'), ({ request }) =>
        bearer(request) === fresh
          ? HttpResponse.json({ ok: 1 })
          : HttpResponse.json({ error: 'expired' }, { status: 401 }),
      ),
      http.post(apiUrl('auth/refresh/'), ({ request }) => {
        refreshes.push(bearer(request));
        return HttpResponse.json({ token: fresh });
      }),
    );
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(result.data).toEqual({ ok: 1 });
    expect(refreshes).toEqual([token]);
    expect(store.getState().session.token).toBe(fresh);
    expect(store.getState().session.walletAddress).toBe(walletA);
  });

  it('logs out with the expiry message when the retry meets a 401 again', async () => {
    const { store } = signedInStore();
    server.use(
      http.get(apiUrl('probe/1/'), () => HttpResponse.json({ error: 'revoked' }, { status: 401 })),
      http.post(apiUrl('auth/refresh/'), () => HttpResponse.json({ token: tokenValidFor(3600) })),
    );
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(result.error).toMatchObject({ status: 401, key: 'errors.tokenExpired' });
    const state = store.getState();
    expect(state.session).toMatchObject({ token: null, walletAddress: null, lastLogoutReason: 'expired' });
    expect(state.ui.notices.map((notice) => notice.key)).toContain('errors.tokenExpired');
  });

  it('logs out when the refresh itself is refused', async () => {
    const { store } = signedInStore();
    server.use(
      http.get(apiUrl('probe/1/'), () => HttpResponse.json({}, { status: 401 })),
      http.post(apiUrl('auth/refresh/'), () => HttpResponse.json({ error: 'revoked' }, { status: 401 })),
    );
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(result.error).toMatchObject({ key: 'errors.tokenExpired' });
    expect(store.getState().session.token).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server (no logout loop while the API is down)', async () => {
    const { store, token } = signedInStore();
    server.use(
      http.get(apiUrl('probe/1/'), () => HttpResponse.json({}, { status: 401 })),
      http.post(apiUrl('auth/refresh/'), () => HttpResponse.error()),
    );
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', key: 'errors.network' });
    expect(store.getState().session.token).toBe(token);
  });

  it('shares one refresh among 20 concurrent 401s and retries each call once', async () => {
    const { store } = signedInStore();
    const fresh = tokenValidFor(3600);
    let refreshCount = 0;
    const calls = new Map<string, number>();
    server.use(
      http.get(apiUrl('probe/:n/'), ({ request, params }) => {
        const n = String(params.n);
        calls.set(n, (calls.get(n) ?? 0) + 1);
        return bearer(request) === fresh
          ? HttpResponse.json({ ok: Number(n) })
          : HttpResponse.json({ error: 'expired' }, { status: 401 });
      }),
      http.post(apiUrl('auth/refresh/'), async () => {
        refreshCount += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ token: fresh });
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => store.dispatch(probeApi.endpoints.probe.initiate(index))),
    );
    expect(results.map((result) => result.data)).toEqual(
      Array.from({ length: 20 }, (_, index) => ({ ok: index })),
    );
    expect(refreshCount).toBe(1);
    expect([...calls.values()]).toEqual(Array(20).fill(2));
  });

  it('answers a missing token with the no-token message without calling the server', async () => {
    const store = makeStore({ extra: { reloadPage: jest.fn() } });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(result.error).toMatchObject({ status: 'NO_TOKEN', key: 'errors.noToken' });
  });

  it('lets public calls through without a session', async () => {
    const store = makeStore({ extra: { reloadPage: jest.fn() } });
    server.use(http.get(apiUrl('public-probe/'), () => HttpResponse.json({ ok: true })));
    const result = await store.dispatch(probeApi.endpoints.publicProbe.initiate());
    expect(result.data).toEqual({ ok: true });
  });

  it('turns a 404 on a read into null data, and on a write into an error', async () => {
    const { store } = signedInStore();
    server.use(
      http.get(apiUrl('probe/7/'), () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.post(apiUrl('probe/'), () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    );
    const read = await store.dispatch(probeApi.endpoints.probe.initiate(7));
    expect(read.data).toBeNull();
    expect(read.error).toBeUndefined();
    const write = await store.dispatch(probeApi.endpoints.createProbe.initiate());
    expect('error' in write && write.error).toMatchObject({
      status: 404,
      key: 'errors.apiCallFailed',
      params: { status: 404 },
    });
  });

  it('describes other failures: a 500 with its server text, a malformed body, a network error', async () => {
    const { store } = signedInStore();
    server.use(
      http.get(apiUrl('probe/1/'), () =>
        HttpResponse.json({ error: 'database unavailable' }, { status: 500 }),
      ),
      http.get(
        apiUrl('probe/2/'),
        () => new HttpResponse('{"broken', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
      http.get(apiUrl('probe/3/'), () => HttpResponse.error()),
      http.get(
        apiUrl('probe/4/'),
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const serverError = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(serverError.error).toEqual({
      status: 500,
      key: 'errors.apiCallFailed',
      params: { status: 500 },
      detail: 'database unavailable',
    });
    expect((await store.dispatch(probeApi.endpoints.probe.initiate(2))).error).toMatchObject({
      status: 'PARSING_ERROR',
      key: 'errors.malformedResponse',
    });
    expect((await store.dispatch(probeApi.endpoints.probe.initiate(3))).error).toMatchObject({
      key: 'errors.network',
    });
    expect((await store.dispatch(probeApi.endpoints.probe.initiate(4))).error).toMatchObject({
      status: 502,
      key: 'errors.apiCallFailed',
    });
  });
});
