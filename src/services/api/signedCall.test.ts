import { withSignedCallAuth, type SignedCallAuth } from './signedCall';

const auth: SignedCallAuth = {
  wallet_address: '0x00000000000000000000000000000000000000aa',
  signature: '0xsig',
  timestamp: '1700000000',
  message: 'localhost wants you to sign in with your Ethereum account:',
};

describe('withSignedCallAuth', () => {
  it('adds the auth block to a JSON body without changing the caller’s object', () => {
    const body = { name: 'Acme', payout_address: null };
    const signed = withSignedCallAuth(body, auth);
    expect(signed).toEqual({ name: 'Acme', payout_address: null, auth });
    expect(body).toEqual({ name: 'Acme', payout_address: null });
  });
});
