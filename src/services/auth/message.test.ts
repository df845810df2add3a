import { verifyMessage } from 'ethers';
import {
  SIGNED_CALL_NONCE,
  buildSignInMessage as serverSignInMessage,
  parseSignInMessage,
} from '../../../server/src/auth/message';
import { signedInWallet } from '../../../tests/support/signedIn';
import { createSignedCallAuth } from '../api/signedCall';
import { resetWalletClientForTests } from '../wallet';
import { buildSignInMessage, currentDomain, signedCallNonce } from './message';

// The wallet signs the text the SPA builds; the API rebuilds it from the same template (PRODUCT.md §6). These
// tests hold the two templates side by side: any difference would make every sign-in or signed call fail.

afterEach(() => resetWalletClientForTests());

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('the sign-in message, client and server', () => {
  it('is the same text for a sign-in, and the server reads back what the client wrote', () => {
    const fields = { domain: 'app.overdive.io', nonce: 'b3f1c2d4e5a6b7c8', timestamp: 1_763_700_000_123 };
    const client = buildSignInMessage({ ...fields, address });
    const server = serverSignInMessage({
      domain: fields.domain,
      wallet: address,
      nonce: fields.nonce,
      timestampMs: fields.timestamp,
    });
    expect(client).toBe(server);
    expect(parseSignInMessage(client)).toEqual({
      domain: fields.domain,
      wallet: address,
      nonce: fields.nonce,
      timestampMs: fields.timestamp,
    });
  });

  it('is the same text for a signed call on a host with a port', () => {
    expect(signedCallNonce).toBe(SIGNED_CALL_NONCE);
    const timestamp = 1_763_700_000 * 1000;
    const client = buildSignInMessage({
      domain: 'localhost:8080',
      address,
      nonce: signedCallNonce,
      timestamp,
    });
    const server = serverSignInMessage({
      domain: 'localhost:8080',
      wallet: address,
      nonce: SIGNED_CALL_NONCE,
      timestampMs: timestamp,
    });
    expect(client).toBe(server);
    expect(parseSignInMessage(client)?.domain).toBe('localhost:8080');
  });

  it('signs for a signed call exactly the text the server rebuilds from the auth block', async () => {
    const { address: wallet } = await signedInWallet();
    const auth = await createSignedCallAuth(wallet, 1_763_700_000_987);
    expect(auth.timestamp).toBe('1763700000');
    // What server/src/auth/signedCall.ts rebuilds: the Origin's host, the signed-call nonce, seconds × 1000.
    const rebuilt = serverSignInMessage({
      domain: currentDomain(),
      wallet: auth.wallet_address,
      nonce: SIGNED_CALL_NONCE,
      timestampMs: Number(auth.timestamp) * 1000,
    });
    expect(verifyMessage(rebuilt, auth.signature).toLowerCase()).toBe(wallet);
  });
});
