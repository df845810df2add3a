import { http, HttpResponse, delay } from 'msw';
import { server } from '../../../tests/msw/server';
import { type ChainConfig } from '../config';
import {
  fetchNameFromApi,
  nameCacheKey,
  nameCacheTtlMs,
  pruneNameCache,
  readCachedName,
  resolveAccountName,
  writeCachedName,
} from './names';

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const nameApi = { url: 'https://names.example', key: 'secret-key' };
const chain = { id: 1514, name: 'Story', rpcUrl: 'https://rpc.example' } as ChainConfig;

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

describe('fetchNameFromApi', () => {
  it('sends the API key header and reads data.data', async () => {
    let seen: { key: string | null; address: string | null } = { key: null, address: null };
    server.use(
      http.get('https://names.example/v1/resolve-ens', ({ request }) => {
        seen = {
          key: request.headers.get('x-api-key'),
          address: new URL(request.url).searchParams.get('address'),
        };
        return HttpResponse.json({ data: 'alice.ip' });
      }),
    );
    await expect(fetchNameFromApi(address, nameApi)).resolves.toBe('alice.ip');
    expect(seen).toEqual({ key: 'secret-key', address });
  });

  it('answers null when the provider knows no name', async () => {
    server.use(http.get('https://names.example/v1/resolve-ens', () => HttpResponse.json({ data: null })));
    await expect(fetchNameFromApi(address, nameApi)).resolves.toBeNull();
  });

  it('fails on an error status and after the timeout', async () => {
    server.use(
      http.get('https://names.example/v1/resolve-ens', () => new HttpResponse(null, { status: 500 })),
    );
    await expect(fetchNameFromApi(address, nameApi)).rejects.toThrow('500');
    server.use(
      http.get('https://names.example/v1/resolve-ens', async () => {
        await delay(200);
        return HttpResponse.json({ data: 'late.ip' });
      }),
    );
    await expect(fetchNameFromApi(address, nameApi, { timeoutMs: 20 })).rejects.toThrow();
  });
});

describe('resolveAccountName', () => {
  it('uses the on-chain name first', async () => {
    const lookupOnChain = jest.fn().mockResolvedValue('chain.ip');
    await expect(
      resolveAccountName(address, {
        onChain: { chain, registry: '0x0000000000000000000000000000000000000001' },
        nameApi,
        lookupOnChain,
      }),
    ).resolves.toBe('chain.ip');
  });

  it('falls back to the cache, then the API (and caches its answer) when the on-chain lookup fails', async () => {
    let calls = 0;
    server.use(
      http.get('https://names.example/v1/resolve-ens', () => {
        calls += 1;
        return HttpResponse.json({ data: 'api.ip' });
      }),
    );
    const options = {
      onChain: { chain, registry: '0x0000000000000000000000000000000000000001' },
      nameApi,
      lookupOnChain: jest.fn().mockRejectedValue(new Error('no reverse record support')),
    };
    await expect(resolveAccountName(address, options)).resolves.toBe('api.ip');
    await expect(resolveAccountName(address, options)).resolves.toBe('api.ip');
    expect(calls).toBe(1);
    expect(readCachedName(address)).toBe('api.ip');
  });

  it('answers null with neither a registry nor a name API', async () => {
    await expect(resolveAccountName(address, { onChain: null, nameApi: null })).resolves.toBeNull();
  });
});
