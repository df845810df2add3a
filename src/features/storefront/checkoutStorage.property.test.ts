/**
 * Property test of the purchase kept across reloads (sessionStorage, docs/security.md): whatever the stored value is, reading
 * it never throws, and what comes out is a purchase of the documented shape or nothing.
 */
import fc from 'fast-check';
import { checkoutKey, parseStoredCheckout, restoreCheckout } from './checkoutStorage';

const uuid = fc.uuid();
const storedish = fc.oneof(
  fc.anything(),
  fc.record(
    {
      productId: fc.oneof(uuid, fc.string(), fc.integer()),
      quantity: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.double(), fc.string()),
      email: fc.oneof(fc.string({ maxLength: 400 }), fc.integer()),
      order: fc.oneof(
        fc.constant(null),
        fc.jsonValue({ maxDepth: 2 }),
        fc.record({ id: uuid, product_id: uuid }),
      ),
      txHash: fc.oneof(fc.stringMatching(/^0x[0-9a-f]{64}$/), fc.string(), fc.constant(null)),
    },
    { requiredKeys: [] },
  ),
);

afterEach(() => sessionStorage.clear());

describe('parseStoredCheckout', () => {
  it('never throws, and answers nothing or a purchase of the right shape', () => {
    fc.assert(
      fc.property(storedish, (value) => {
        const stored = parseStoredCheckout(value);
        if (stored === null) return;
        expect(stored.productId).toMatch(/^[0-9a-f-]{36}$/i);
        expect(Number.isInteger(stored.quantity) && stored.quantity >= 1 && stored.quantity <= 100).toBe(
          true,
        );
        expect(typeof stored.email === 'string' && stored.email.length <= 254).toBe(true);
        if (stored.txHash !== null) expect(stored.order).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('restores from any text in sessionStorage without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          storedish.map((v) => JSON.stringify(v) ?? ''),
        ),
        (raw) => {
          sessionStorage.setItem(checkoutKey('brand'), raw);
          const state = restoreCheckout('brand');
          expect(state === null || state.open).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});
