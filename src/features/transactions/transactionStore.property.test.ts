/**
 * Property tests of the `rk-transactions` codec (docs/product.md §4, docs/security.md): any JSON decodes without throwing into a
 * store of valid records only; decoding is idempotent, survives a write and a read, and reading repairs storage.
 */
import fc from 'fast-check';
import { decodeTransactionStore, readTransactionStore, transactionProblems } from './transactionStore';

const address = fc.stringMatching(/^0x[0-9a-fA-F]{40}$/);
const hash = fc.stringMatching(/^0x[0-9a-fA-F]{64}$/);
const record = fc.record(
  {
    hash: fc.oneof(hash, fc.string()),
    description: fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null)),
    status: fc.constantFrom('pending', 'confirmed', 'failed', 'lost', 5),
    confirmations: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.double(), fc.string()),
  },
  { requiredKeys: [] },
);
/** Shaped like the stored format, with every level sometimes wrong. */
const storeish = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.oneof(address, fc.string({ maxLength: 8 })),
    fc.oneof(
      fc.dictionary(
        fc.oneof(fc.constantFrom('1514', '1', '0', '-1', '01', 'x'), fc.string({ maxLength: 4 })),
        fc.oneof(fc.array(record, { maxLength: 6 }), fc.jsonValue({ maxDepth: 1 })),
        { maxKeys: 3 },
      ),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    { maxKeys: 3 },
  ),
);

afterEach(() => localStorage.clear());

describe('decodeTransactionStore', () => {
  it('never throws, keeps only valid records, and is idempotent', () => {
    fc.assert(
      fc.property(storeish, (value) => {
        const store = decodeTransactionStore(value);
        for (const [key, chains] of Object.entries(store)) {
          expect(key).toMatch(/^0x[0-9a-fA-F]{40}$/);
          for (const [chainId, list] of Object.entries(chains)) {
            expect(chainId).toMatch(/^[1-9]\d{0,15}$/);
            for (const transaction of list) {
              expect(transactionProblems(transaction)).toEqual([]);
              expect(['pending', 'confirmed', 'failed']).toContain(transaction.status);
            }
          }
        }
        expect(decodeTransactionStore(JSON.parse(JSON.stringify(store)))).toEqual(store);
      }),
      { numRuns: 500 },
    );
  });

  it('reading tampered storage returns the decoded store and leaves storage holding exactly that', () => {
    fc.assert(
      fc.property(storeish, (value) => {
        localStorage.setItem('rk-transactions', JSON.stringify(value) ?? 'undefined');
        const store = readTransactionStore();
        const stored = localStorage.getItem('rk-transactions');
        if (Object.keys(store).length === 0) expect(stored).toBeNull();
        else expect(JSON.parse(stored ?? 'null')).toEqual(store);
        // A second read finds nothing left to repair.
        expect(readTransactionStore()).toEqual(store);
        expect(localStorage.getItem('rk-transactions')).toBe(stored);
      }),
      { numRuns: 300 },
    );
  });
});
