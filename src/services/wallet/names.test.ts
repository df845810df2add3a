import { http, HttpResponse, delay } from 'msw';
import { apiUrl, server } from '../../../tests/msw/server';
import {
  fetchAccountName,
  nameCacheKey,
  nameCacheTtlMs,
  pruneNameCache,
  readCachedName,
  resolveAccountName,
  writeCachedName,
} from './names';

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('name cache rk-ens-name-<address>', () => {
  it('stores {ensName, expires} for 3 hours under the address as given', () => {
    writeCachedName(address, 'alice.ip', 1_000);
    expect(JSON.parse(localStorage.getItem(`rk-ens-name-${address}`) ?? 'null')).toEqual({
      ensName: 'alice.ip',
      expires: 1_000 + 3 * 60 * 60 * 1000,
    });
    expect(nameCacheTtlMs).toBe(10_800_000);
    expect(readCachedName(address, 1_000 + nameCacheTtlMs - 1)).toBe('alice.ip');
  });

  it('deletes an expired entry on read', () => {
    writeCachedName(address, 'alice.ip', 1_000);
    expect(readCachedName(address, 1_000 + nameCacheTtlMs)).toBeUndefined();
    expect(localStorage.getItem(nameCacheKey(address))).toBeNull();
  });

  it.each([
    ['not json', '{'],
    ['a name that is not a string', JSON.stringify({ ensName: 5, expires: Date.now() + 1000 })],
    ['an expiry that is not a number', JSON.stringify({ ensName: 'a.ip', expires: 'later' })],
    ['null', 'null'],
  ])('deletes %s on read', (_label, raw) => {
    localStorage.setItem(nameCacheKey(address), raw);
    expect(readCachedName(address)).toBeUndefined();
    expect(localStorage.getItem(nameCacheKey(address))).toBeNull();
  });

  it('at start-up, removes every unusable entry of any address and keeps the good ones', () => {
    const other = '0x1111111111111111111111111111111111111111';
    const third = '0x2222222222222222222222222222222222222222';
    writeCachedName(address, 'alice.ip', 1_000);
    writeCachedName(other, 'old.ip', 1_000 - nameCacheTtlMs);
    localStorage.setItem(nameCacheKey(third), 'x'.repeat(2_000_000));
    localStorage.setItem('rk-ens-name-not-an-address', JSON.stringify({ ensName: 'a.ip', expires: 9e15 }));
    localStorage.setItem('rk-ens-name-', '{}');
    localStorage.setItem('jwt_token', 'not mine to touch');
    pruneNameCache(1_000);
    expect(Object.keys(localStorage).sort()).toEqual(['jwt_token', nameCacheKey(address)]);
    expect(readCachedName(address, 1_000)).toBe('alice.ip');
  });

  it('stores nothing for an invalid address or an empty name', () => {
    writeCachedName('0x1234', 'a.ip');
    writeCachedName(address, '');
    expect(localStorage.length).toBe(0);
  });
});

describe('fetchAccountName', () => {
  it('asks the API (GET names/), which holds any name-service key, and reads name', async () => {
    const seen: { address: string | null; headers: string[] }[] = [];
    server.use(
      http.get(apiUrl('names/'), ({ request }) => {
        seen.push({
          address: new URL(request.url).searchParams.get('address'),
          headers: [...request.headers.keys()],
        });
        return HttpResponse.json({ name: 'alice.ip' });
      }),
    );
    await expect(fetchAccountName(address)).resolves.toBe('alice.ip');
    expect(seen).toEqual([{ address, headers: expect.not.arrayContaining(['x-api-key']) as string[] }]);
  });

  it('answers null when the API knows no name', async () => {
    server.use(http.get(apiUrl('names/'), () => HttpResponse.json({ name: null })));
    await expect(fetchAccountName(address)).resolves.toBeNull();
  });

  it('fails on an error status and after the timeout', async () => {
    server.use(http.get(apiUrl('names/'), () => new HttpResponse(null, { status: 500 })));
    await expect(fetchAccountName(address)).rejects.toThrow('500');
    server.use(
      http.get(apiUrl('names/'), async () => {
        await delay(200);
        return HttpResponse.json({ name: 'late.ip' });
      }),
    );
    await expect(fetchAccountName(address, { timeoutMs: 20 })).rejects.toThrow();
  });
});

describe('resolveAccountName', () => {
  it('asks the API once and answers from the cache for 3 hours', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('names/'), () => {
        calls += 1;
        return HttpResponse.json({ name: 'api.ip' });
      }),
    );
    await expect(resolveAccountName(address)).resolves.toBe('api.ip');
    await expect(resolveAccountName(address)).resolves.toBe('api.ip');
    expect(calls).toBe(1);
    expect(readCachedName(address)).toBe('api.ip');
  });

  it('caches no answer when the account has no name, so a new name shows up', async () => {
    server.use(http.get(apiUrl('names/'), () => HttpResponse.json({ name: null })));
    await expect(resolveAccountName(address)).resolves.toBeNull();
    expect(localStorage.getItem(nameCacheKey(address))).toBeNull();
  });
});
