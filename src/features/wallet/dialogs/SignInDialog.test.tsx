import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../../tests/msw/server';
import { tokenValidFor } from '../../../../tests/support/tokens';
import { setViewportWidth } from '../../../../tests/viewport';
import { renderWallet } from '../../../../tests/support/wallet/renderWallet';
import { mockSignature, uninstallMockWallets } from '../../../../tests/support/wallet/mockWallet';

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function api({
  nonce = () => HttpResponse.json({ nonce: 'nonce-1' }),
  verify = () => HttpResponse.json({ token: tokenValidFor(3600, address.toLowerCase()), message: 'ok' }),
}: {
  nonce?: () => Response | Promise<Response>;
  verify?: (body: unknown) => Response | Promise<Response>;
} = {}) {
  const calls = { nonce: 0, verify: [] as unknown[] };
  server.use(
    http.get(apiUrl('auth/nonce/'), () => {
      calls.nonce += 1;
      return nonce();
    }),
    http.post(apiUrl('auth/wallet-connect/'), async ({ request }) => {
      const body = await request.json();
      calls.verify.push(body);
      return verify(body);
    }),
  );
  return calls;
}

async function openSignIn(options: Parameters<typeof renderWallet>[0] = {}) {
  const rendered = await renderWallet({ authentication: true, connect: true, ...options });
  const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
  return { ...rendered, dialog, button: screen.getByRole('button', { name: /^CONNECT/ }) };
}

describe('sign-in dialog', () => {
  afterEach(() => {
    cleanup();
    uninstallMockWallets();
  });

  it('opens after a connect on a licensor page, fetches the nonce, and signs in', async () => {
    // The nonce answers only once the test has seen the dialog waiting for it: a timer would race a busy machine.
    let answerNonce: () => void = () => undefined;
    const calls = api({
      nonce: () =>
        new Promise<Response>((resolve) => {
          answerNonce = () => resolve(HttpResponse.json({ nonce: 'nonce-1' }));
        }),
    });
    const { dialog, store } = await openSignIn();
    expect(dialog).toHaveAccessibleDescription(/sign a message in your wallet/);
    const send = within(dialog).getByRole('button', { name: 'Preparing message...' });
    expect(send).toBeDisabled();
    await waitFor(() => expect(calls.nonce).toBe(1));
    answerNonce();
    const ready = await within(dialog).findByRole('button', { name: 'Sign message' });
    expect(ready).toBeEnabled();
    expect(calls.nonce).toBe(1);
    await userEvent.click(ready);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.verify).toEqual([
      {
        wallet_address: address.toLowerCase(),
        signature: mockSignature,
        // docs/product.md §6: EIP-4361 for this page, the checksummed address, 10 minutes of validity.
        message: expect.stringMatching(
          /^localhost wants you to sign in with your Ethereum account:\n0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\n\nWelcome to OVERDIVE! Sign this message to prove you own this wallet\. It does not send a transaction or cost gas\.\n\nURI: http:\/\/localhost\nVersion: 1\nChain ID: 1514\nNonce: nonce-1\nIssued At: (\S+)\nExpiration Time: \S+$/,
        ),
      },
    ]);
    expect(store.getState().session.walletAddress).toBe(address.toLowerCase());
    expect(await screen.findByRole('button', { name: /0x5a…eAed/ })).toBeInTheDocument();
  });

  it('disables Sign message while signing and verifying, with the kit labels', async () => {
    let finishVerify: () => void = () => undefined;
    api({
      verify: () =>
        new Promise<Response>((resolve) => {
          finishVerify = () => resolve(HttpResponse.json({ token: tokenValidFor(3600), message: 'ok' }));
        }),
    });
    const { dialog, wallet } = await openSignIn();
    const release = wallet?.holdNext('personal_sign');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign message' }));
    expect(within(dialog).getByRole('button', { name: 'Waiting for signature...' })).toBeDisabled();
    release?.();
    expect(await within(dialog).findByRole('button', { name: 'Verifying signature...' })).toBeDisabled();
    finishVerify();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the preparing error, stays disabled, and offers a retry that fetches the nonce again', async () => {
    let nonceUp = false;
    const calls = api({
      nonce: () =>
        nonceUp
          ? HttpResponse.json({ nonce: 'nonce-2' })
          : HttpResponse.json({ error: 'down' }, { status: 500 }),
    });
    const { dialog } = await openSignIn();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error preparing message, please retry!',
    );
    expect(within(dialog).getByRole('button', { name: 'Preparing message...' })).toBeDisabled();
    nonceUp = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: 'Sign message' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls.nonce).toBe(2);
  });

  it('returns to idle quietly when the user rejects the signature, keeping the nonce', async () => {
    const calls = api();
    const { dialog, wallet } = await openSignIn();
    wallet?.rejectNext('personal_sign');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign message' }));
    expect(await within(dialog).findByRole('button', { name: 'Sign message' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls.nonce).toBe(1);
    expect(calls.verify).toHaveLength(0);
  });

  it('shows the signing error when the wallet fails to sign', async () => {
    api();
    const { dialog, wallet } = await openSignIn();
    wallet?.failNext('personal_sign', -32603, 'Internal error');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error signing message, please retry!',
    );
    expect(within(dialog).getByRole('button', { name: 'Sign message' })).toBeEnabled();
  });

  it('shows the verifying error and fetches a fresh nonce for the retry', async () => {
    const calls = api({ verify: () => HttpResponse.json({ error: 'Nonce already used' }, { status: 401 }) });
    const { dialog, store } = await openSignIn();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign message' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error verifying signature, please retry!');
    // The server's reason is shown too (docs/product.md §19–§20).
    expect(alert).toHaveTextContent('Nonce already used');
    await waitFor(() => expect(calls.nonce).toBe(2));
    expect(await within(dialog).findByRole('button', { name: 'Sign message' })).toBeEnabled();
    expect(store.getState().session.token).toBeNull();
  });

  it('falls back to the token issuance text when the server gives no reason', async () => {
    api({ verify: () => new HttpResponse('Bad gateway', { status: 502 }) });
    const { dialog } = await openSignIn();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign message' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error verifying signature, please retry!');
    expect(alert).toHaveTextContent('Token issuance failed.');
  });

  it('Cancel closes it and disconnects the wallet, focus back on the button', async () => {
    api();
    const { dialog, store } = await openSignIn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().wallet.status).toBe('disconnected');
  });

  it('Escape closes and disconnects too; the button opens it again while the session is missing', async () => {
    api();
    const { store, wallet } = await openSignIn();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().wallet.status).toBe('disconnected');
    // Connect again: the button's CONNECT leads to sign-in once the wallet is connected.
    await userEvent.click(screen.getByRole('button', { name: /^CONNECT/ }));
    const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' });
    await userEvent.click(within(connect).getByRole('button', { name: 'Mock Wallet Recent' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your account' })).toBeInTheDocument();
    expect(store.getState().wallet.walletId).toBe(wallet?.rdns);
  });

  it('is a bottom sheet at 375 px', async () => {
    setViewportWidth(375);
    api();
    const { dialog } = await openSignIn();
    expect(dialog.className).toContain('sheet');
  });

  it('reads in Korean', async () => {
    api();
    await renderWallet({ authentication: true, connect: true, locale: 'ko' });
    const dialog = await screen.findByRole('dialog', { name: '계정 확인' });
    expect(await within(dialog).findByRole('button', { name: '메시지 서명' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeInTheDocument();
  });
});
