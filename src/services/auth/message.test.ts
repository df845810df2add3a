import { verifyMessage } from 'ethers';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../tests/msw/server';
import { signedInWallet } from '../../../tests/support/signedIn';
import {
  serveNonces,
  verifyAsServerSignIn,
  verifyAsServerSignedCall,
} from '../../../tests/support/signedCalls';
import { makeStore } from '../../app/store';
import { createSignedCallAuth, requestPath, requestResource, signedCallStatement } from '../api/signedCall';
import { signMessage, resetWalletClientForTests } from '../wallet';
import { checksumAddress, formatEip4361Message, welcomeStatement } from './eip4361';
import { buildSignInMessage } from './message';

// The wallet signs the EIP-4361 text the SPA writes from its template; the API parses and verifies it with siwe
// (docs/product.md §6). These tests hand the SPA's messages to the API's own verifier.

afterEach(() => resetWalletClientForTests());

describe('the sign-in message', () => {
  it('is the EIP-4361 text of docs/product.md §6, line for line', () => {
    const text = formatEip4361Message({
      origin: 'https://app.overdive.io',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      statement: welcomeStatement,
      chainId: 1514,
      nonce: 'b3f1c2d4e5a6b7c8d9e0f1a2',
      issuedAtMs: Date.UTC(2026, 10, 25, 8, 0, 0),
    });
    expect(text).toBe(
      [
        'app.overdive.io wants you to sign in with your Ethereum account:',
        '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        '',
        'Welcome to OVERDIVE! Sign this message to prove you own this wallet. It does not send a transaction or cost gas.',
        '',
        'URI: https://app.overdive.io',
        'Version: 1',
        'Chain ID: 1514',
        'Nonce: b3f1c2d4e5a6b7c8d9e0f1a2',
        'Issued At: 2026-11-25T08:00:00.000Z',
        'Expiration Time: 2026-11-25T08:10:00.000Z',
      ].join('\n'),
    );
  });

  it('writes the address in EIP-55 case whatever case the wallet reports', () => {
    expect(checksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
  });

  it('is accepted by the API’s verifier when signed by the wallet, from this page, in whole seconds', async () => {
    const { address } = await signedInWallet();
    const message = await buildSignInMessage({ address, nonce: 'abcdef0123456789', chainId: 1514 });
    expect(message).toMatch(/\nIssued At: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z\n/);
    const signature = await signMessage(address, message);
    await expect(verifyAsServerSignIn(address, message, signature)).resolves.toMatchObject({
      nonce: 'abcdef0123456789',
    });
  });
});

describe('a signed call', () => {
  it('signs a message the API accepts for exactly that request, with a fresh nonce each time', async () => {
    const { address } = await signedInWallet();
    const nonces = serveNonces();
    const store = makeStore();
    const body = { name: 'Acme Studio', slug: 'acme-studio', country: 'kr', website: null };
    const request = {
      method: 'POST' as const,
      url: 'companies/',
      body,
      statement: signedCallStatement.createCompany('acme-studio'),
    };
    const auth = await createSignedCallAuth(store.dispatch, address, request, 1_795_593_600_987);
    expect(auth).toMatchObject({ wallet_address: address, timestamp: '1795593600' });
    expect(auth.message).toContain('\nCreate company acme-studio\n');
    expect(auth.message).toContain('\nIssued At: 2026-11-25T08:00:00.000Z\n');
    expect(verifyMessage(auth.message, auth.signature).toLowerCase()).toBe(address);

    // The API's verifier checks Issued At against its clock: check this one as if now were a second later.
    const then = 1_795_593_601_000;
    const call = {
      method: 'POST' as const,
      path: '/api/companies/',
      body: { ...body, auth },
      statement: request.statement,
    };
    await expect(verifyAsServerSignedCall(call, then)).resolves.toBe(nonces[0]);
    // The same signature for another body or another action is refused by the API.
    await expect(
      verifyAsServerSignedCall({ ...call, body: { ...call.body, slug: 'other-studio' } }, then),
    ).rejects.toThrow('Signature does not cover this request');
    await expect(
      verifyAsServerSignedCall({ ...call, method: 'PATCH', path: '/api/companies/x/' }, then),
    ).rejects.toThrow('Signature does not cover this request');

    const second = await createSignedCallAuth(store.dispatch, address, request);
    expect(nonces).toHaveLength(2);
    expect(second.message).toContain(`\nNonce: ${nonces[1]}\n`);
  });

  it('hashes the body as the API does, and the path the API receives', async () => {
    expect(requestPath('companies/')).toBe('/api/companies/');
    const { requestResource: serverResource } = await import('../../../server/src/auth/signedCall');
    const body = {
      payout_address: '0xabc',
      name: 'Ünïcode "quoted" 🚀',
      n: [1, 2.5, null, true],
      nested: { b: 1, a: 2 },
    };
    expect(await requestResource('PATCH', '/api/companies/1/', body)).toBe(
      serverResource('PATCH', '/api/companies/1/', body),
    );
  });

  it('fails before signing when no nonce can be had', async () => {
    const { address, fake } = await signedInWallet();
    server.use(
      http.get(apiUrl('auth/nonce/'), () =>
        HttpResponse.json({ error: 'Too many requests' }, { status: 429 }),
      ),
    );
    const request = {
      method: 'PATCH' as const,
      url: 'companies/1/',
      body: { payout_address: '0x00000000000000000000000000000000000000aa' },
      statement: signedCallStatement.changePayoutAddress('0x00000000000000000000000000000000000000aa'),
    };
    await expect(createSignedCallAuth(makeStore().dispatch, address, request)).rejects.toMatchObject({
      status: 429,
    });
    expect(fake.requests.filter((call) => call.method === 'personal_sign')).toHaveLength(0);
  });
});
