import { withSignedCallAuth, type SignedCallAuth } from './signedCall';

const auth: SignedCallAuth = {
  wallet_address: '0x00000000000000000000000000000000000000aa',
  signature: '0xsig',
  timestamp: '1700000000',
};

describe('withSignedCallAuth', () => {
  it('adds the auth block to a JSON body without changing the caller’s object', () => {
    const body = { name: 'Acme', payout_address: null };
    const signed = withSignedCallAuth(body, auth);
    expect(signed).toEqual({ name: 'Acme', payout_address: null, auth });
    expect(body).toEqual({ name: 'Acme', payout_address: null });
  });

  it('carries the auth block in form data as a JSON field, on a copy that keeps every entry', () => {
    const form = new FormData();
    form.append('title', 'Song');
    form.append('tag', 'a');
    form.append('tag', 'b');
    form.append('auth', 'stale');
    const signed = withSignedCallAuth(form, auth);
    expect(signed).toBeInstanceOf(FormData);
    expect(signed).not.toBe(form);
    expect(signed.get('title')).toBe('Song');
    expect(signed.getAll('tag')).toEqual(['a', 'b']);
    expect(signed.getAll('auth')).toEqual([JSON.stringify(auth)]);
    expect(form.get('auth')).toBe('stale');
  });
});
