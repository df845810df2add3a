import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { sessionStarted } from '../events';
import { apiUrl, server } from '../../../tests/msw/server';
import { tokenValidFor, walletA } from '../../../tests/support/tokens';
import { api } from './api';
import type { Issuer } from '../../../contract/api/story';
import { allOf, pageOf, recordOf } from './responseShape';

// docs/security.md: an answer that is not what the screens read is the `errors.malformedResponse` error they show with Retry.
const shapedApi = api.injectEndpoints({
  endpoints: (build) => ({
    shapedPage: build.query<unknown, void>({
      query: () => 'shaped/',
      extraOptions: { expect: pageOf(recordOf({ id: 'string' })) },
    }),
    shapedRecord: build.query<unknown, void>({
      query: () => 'record/',
      extraOptions: { expect: allOf(recordOf({ id: 'string' }), recordOf({ history: 'array' })) },
    }),
  }),
});

function signedInStore() {
  const store = makeStore({ extra: { reloadPage: jest.fn() } });
  store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: walletA }));
  return store;
}

describe('expected answer shapes', () => {
  it('passes a fitting answer through and keeps a 404 as null', async () => {
    const store = signedInStore();
    const page = { count: 1, next: null, previous: null, results: [{ id: 'a', extra: true }] };
    server.use(
      http.get(apiUrl('shaped/'), () => HttpResponse.json(page)),
      http.get(apiUrl('record/'), () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    );
    expect((await store.dispatch(shapedApi.endpoints.shapedPage.initiate())).data).toEqual(page);
    const missing = await store.dispatch(shapedApi.endpoints.shapedRecord.initiate());
    expect(missing.data).toBeNull();
    expect(missing.error).toBeUndefined();
  });

  it('turns null, arrays, missing keys and wrong types into the malformed-answer error', async () => {
    const store = signedInStore();
    for (const body of [
      null,
      [],
      {},
      { count: '1', results: [] },
      { count: 1, results: {} },
      { count: 1, results: [{ id: 5 }] },
      { count: 1, next: 3, results: [] },
    ]) {
      server.use(http.get(apiUrl('shaped/'), () => HttpResponse.json(body)));
      const result = await store.dispatch(
        shapedApi.endpoints.shapedPage.initiate(undefined, { forceRefetch: true }),
      );
      expect([body, result.error]).toEqual([
        body,
        { status: 'PARSING_ERROR', key: 'errors.malformedResponse' },
      ]);
    }
  });

  it('never throws and agrees with a hand-written check, for any JSON', () => {
    const shape = allOf(recordOf({ id: 'string', n: 'number|null' }), recordOf({ list: 'array' }));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ id: fc.jsonValue(), n: fc.jsonValue(), list: fc.jsonValue() }, { requiredKeys: [] }),
        ),
        (value) => {
          const v = value as Record<string, unknown> | null;
          const expected =
            typeof v === 'object' &&
            v !== null &&
            !Array.isArray(v) &&
            typeof v.id === 'string' &&
            (v.n === null || (typeof v.n === 'number' && Number.isFinite(v.n))) &&
            Array.isArray(v.list);
          expect(shape(value)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names the API contract’s fields with their own kinds, and checks them', () => {
    // The contract's answer type decides which fields and kinds a shape may list (the type checker holds it).
    const issuerShape = recordOf<Issuer>({
      address: 'string|null',
      enabled: 'boolean',
      min_balance: 'string',
    });
    // @ts-expect-error `enabled` is a boolean in the contract, not a string.
    recordOf<Issuer>({ enabled: 'string' });
    // @ts-expect-error the contract's Issuer has no `owner`.
    recordOf<Issuer>({ owner: 'string' });
    const issuer: Issuer = {
      address: null,
      enabled: false,
      balance: null,
      min_balance: '1000',
      low_balance: false,
    };
    expect(issuerShape(issuer)).toBe(true);
    expect(issuerShape({ ...issuer, enabled: 'false' })).toBe(false);
    expect(issuerShape({ ...issuer, min_balance: 1000 })).toBe(false);
  });
});
