import { initialCheckout } from './checkout';
import { checkoutKey, parseStoredCheckout, restoreCheckout, saveCheckout } from './checkoutStorage';

const productId = '10000000-0000-4000-8000-000000000001';
const order = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'ORD-2026-000001',
  product_id: productId,
  product_title: 'Loops',
  buyer_address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  quantity: 1,
  unit_price: '1000000',
  total: '1000000',
  token: { symbol: 'USDC.e', address: '0xf1815bd50389c46847f0bda824ec8da914045d14', decimals: 6 },
  pay_to: '0x1111111111111111111111111111111111111111',
  status: 'pending_payment' as const,
  payment_tx_hash: null,
  paid_at: null,
  expires_at: '2030-01-01T00:00:00.000Z',
  created_at: '2029-12-31T23:30:00.000Z',
};
const hash = `0x${'c'.repeat(64)}`;

describe('checkout storage (sessionStorage, per brand page)', () => {
  it('keeps an open purchase and restores it after a reload', () => {
    saveCheckout('acme', { ...initialCheckout, productId, open: true, quantity: 3, email: 'a@b.co' });
    expect(restoreCheckout('acme')).toEqual({
      ...initialCheckout,
      productId,
      open: true,
      quantity: 3,
      email: 'a@b.co',
      phase: 'form',
    });
    expect(window.localStorage.length).toBe(0);
  });

  it('resumes a sent transfer by checking it again', () => {
    saveCheckout('acme', { ...initialCheckout, productId, phase: 'waitingReceipt', order, txHash: hash });
    expect(restoreCheckout('acme')).toMatchObject({ phase: 'verifying', order, txHash: hash, open: true });
  });

  it('leaves nothing once the purchase is confirmed or abandoned', () => {
    saveCheckout('acme', { ...initialCheckout, productId, open: true });
    saveCheckout('acme', { ...initialCheckout, productId, phase: 'confirmed', order, open: true });
    expect(window.sessionStorage.getItem(checkoutKey('acme'))).toBeNull();
    saveCheckout('acme', { ...initialCheckout, productId, open: true });
    saveCheckout('acme', initialCheckout);
    expect(restoreCheckout('acme')).toBeNull();
  });

  it('treats tampered values as no purchase, never a crash', () => {
    for (const raw of ['{', '"x"', '[]', '{"productId":"../../"}', 'null']) {
      window.sessionStorage.setItem(checkoutKey('acme'), raw);
      expect(restoreCheckout('acme')).toBeNull();
    }
    expect(parseStoredCheckout({ productId, quantity: 1e9, order: { id: 'x' }, txHash: 'nope' })).toEqual({
      productId,
      quantity: 100,
      email: '',
      order: null,
      txHash: null,
    });
    expect(
      parseStoredCheckout({ productId, order: { ...order, product_id: 'other' }, txHash: hash }),
    ).toMatchObject({
      order: null,
      txHash: null,
    });
  });
});
