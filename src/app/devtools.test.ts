import { tokenValidFor, walletA } from '../../tests/support/tokens';
import { maskSecrets } from './devtools';
import type * as StoreModule from './store';
import type * as EventsModule from '../services/events';

type Compose = (options: Record<string, unknown>) => (...enhancers: unknown[]) => unknown;

describe('Redux DevTools (docs/product.md §17.5)', () => {
  afterEach(() => {
    delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown })
      .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  });

  it('connects with sanitizers that mask the JWT and signatures in actions and state', () => {
    let options: Record<string, unknown> = {};
    const compose: Compose = (given) => {
      options = given;
      return (...enhancers) =>
        (enhancers as ((next: unknown) => unknown)[]).reduceRight<unknown>(
          (composed, enhancer) => (next: unknown) => enhancer((composed as (n: unknown) => unknown)(next)),
          (next: unknown) => next,
        );
    };
    (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
      compose;
    // Redux Toolkit looks for the extension when it is first loaded, so load the store afresh after installing it.
    let loaded: { store: typeof StoreModule; events: typeof EventsModule } | undefined;
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module instance is the point */
      loaded = {
        store: require('./store') as typeof StoreModule,
        events: require('../services/events') as typeof EventsModule,
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    if (!loaded) throw new Error('modules not loaded');
    const { sessionStarted, tokenRefreshed } = loaded.events;
    const store = loaded.store.makeStore({ extra: { reloadPage: jest.fn() } });
    expect(options.name).toBe('OVERDIVE');

    const token = tokenValidFor(3600);
    const action = sessionStarted({ token, walletAddress: walletA });
    store.dispatch(action);
    const actionSanitizer = options.actionSanitizer as (value: unknown) => unknown;
    const stateSanitizer = options.stateSanitizer as (value: unknown) => unknown;
    expect(JSON.stringify(actionSanitizer(action))).not.toContain(token);
    expect(actionSanitizer(action)).toEqual({
      ...action,
      payload: { token: '«masked»', walletAddress: walletA },
    });
    const state = stateSanitizer(store.getState()) as { session: { token: string; walletAddress: string } };
    expect(state.session.token).toBe('«masked»');
    expect(state.session.walletAddress).toBe(walletA);
    expect(JSON.stringify(stateSanitizer(store.getState()))).not.toContain(token);
    // The live state is untouched.
    expect(store.getState().session.token).toBe(token);
    expect(actionSanitizer(tokenRefreshed({ token }))).toMatchObject({ payload: { token: '«masked»' } });
  });

  it('masks nested signatures, e.g. a signed call body in an RTK Query action', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          originalArgs: {
            name: 'Acme',
            auth: { wallet_address: walletA, signature: '0xabc', timestamp: '1' },
          },
        },
      },
    };
    expect(maskSecrets(action)).toEqual({
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          originalArgs: {
            name: 'Acme',
            auth: { wallet_address: walletA, signature: '«masked»', timestamp: '1' },
          },
        },
      },
    });
  });

  it("masks a new webhook's signing secret in the answer's action (docs/product.md §12.1)", () => {
    const action = {
      type: 'api/executeMutation/fulfilled',
      payload: { id: 'w1', url: 'https://hooks.example/x', secret: 'whsec_abc', events: ['order.paid'] },
    };
    expect(maskSecrets(action)).toEqual({
      type: 'api/executeMutation/fulfilled',
      payload: { id: 'w1', url: 'https://hooks.example/x', secret: '«masked»', events: ['order.paid'] },
    });
  });

  it("masks a new API key in the answer's action, and keeps a notice's text key (docs/product.md §12.2)", () => {
    const key = `od_${'Ab3_-'.repeat(8)}xyz`;
    const action = {
      type: 'api/executeMutation/fulfilled',
      payload: { id: 'k1', name: 'Warehouse sync', prefix: key.slice(0, 11), scopes: ['orders:read'], key },
    };
    expect(maskSecrets(action)).toEqual({
      type: 'api/executeMutation/fulfilled',
      payload: {
        id: 'k1',
        name: 'Warehouse sync',
        prefix: key.slice(0, 11),
        scopes: ['orders:read'],
        key: '«masked»',
      },
    });
    const notice = { type: 'ui/noticeRaised', payload: { tone: 'success', key: 'apiKeys.revoke.done' } };
    expect(maskSecrets(notice)).toEqual(notice);
  });

  it('keeps values that are not secrets, and empty secrets, as they are', () => {
    expect(maskSecrets({ token: null, signature: '', list: [1, { jwt: 'x' }] })).toEqual({
      token: null,
      signature: '',
      list: [1, { jwt: '«masked»' }],
    });
  });
});
