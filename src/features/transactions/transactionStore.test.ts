import {
  assertValidTransaction,
  capFinished,
  decodeTransactionStore,
  maxFinishedTransactions,
  readTransactionStore,
  type Transaction,
  transactionProblems,
  withStatus,
  withTransactionAdded,
  withTransactionsOf,
  writeTransactionStore,
} from './transactionStore';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('transaction validation (docs/product.md §17, exact messages)', () => {
  it('accepts a valid record, an empty description and hex of either case', () => {
    expect(transactionProblems({ hash: hash(1), description: 'Pay' })).toEqual([]);
    expect(transactionProblems({ hash: hash(1).toUpperCase().replace('0X', '0x'), description: '' })).toEqual(
      [],
    );
    expect(transactionProblems({ hash: hash(1), description: 'x', confirmations: 3 })).toEqual([]);
  });

  it('names each problem', () => {
    expect(transactionProblems({ hash: '0x1234', description: 'x' })).toEqual(['Invalid transaction hash']);
    expect(transactionProblems({ hash: hash(1), description: 5 })).toEqual([
      'Transaction must have a description',
    ]);
    for (const confirmations of [0, -1, 1.5, '2', Number.NaN]) {
      expect(transactionProblems({ hash: hash(1), description: 'x', confirmations })).toEqual([
        'Transaction confirmations must be a positiver integer',
      ]);
    }
  });

  it('throws one error with every problem on its own line after "Unable to add transaction"', () => {
    expect(() => assertValidTransaction({ hash: 'nope', description: null, confirmations: 0 })).toThrow(
      new Error(
        [
          'Unable to add transaction',
          'Invalid transaction hash',
          'Transaction must have a description',
          'Transaction confirmations must be a positiver integer',
        ].join('\n'),
      ),
    );
    expect(() => assertValidTransaction({ hash: hash(2), description: 'ok' })).not.toThrow();
  });
});

describe('list rules (kit reference §1.4)', () => {
  const finished = (n: number, status: Transaction['status'] = 'confirmed'): Transaction => ({
    hash: hash(n),
    description: `tx ${n}`,
    status,
  });

  it('adds newest first as pending', () => {
    const list = withTransactionAdded([finished(1)], { hash: hash(2), description: 'second' });
    expect(list.map((t) => [t.hash, t.status])).toEqual([
      [hash(2), 'pending'],
      [hash(1), 'confirmed'],
    ]);
  });

  it('moves a re-added hash to the front as pending', () => {
    const list = withTransactionAdded([finished(3), finished(2, 'failed'), finished(1)], {
      hash: hash(2),
      description: 'again',
    });
    expect(list.map((t) => [t.hash, t.status, t.description])).toEqual([
      [hash(2), 'pending', 'again'],
      [hash(3), 'confirmed', 'tx 3'],
      [hash(1), 'confirmed', 'tx 1'],
    ]);
  });

  it('keeps at most 11 finished entries, dropping the oldest, and every pending one', () => {
    expect(maxFinishedTransactions).toBe(11);
    const list: Transaction[] = [
      finished(100, 'pending'),
      ...Array.from({ length: 14 }, (_, index) => finished(14 - index, index % 2 ? 'failed' : 'confirmed')),
      finished(200, 'pending'),
    ];
    const capped = capFinished(list);
    expect(capped.filter((t) => t.status !== 'pending')).toHaveLength(11);
    expect(capped.filter((t) => t.status === 'pending').map((t) => t.hash)).toEqual([hash(100), hash(200)]);
    // The oldest finished (1, 2, 3 — at the end) are the ones dropped.
    expect(capped.map((t) => t.hash)).not.toEqual(expect.arrayContaining([hash(1)]));
    expect(capped.some((t) => t.hash === hash(3))).toBe(false);
    expect(capped.some((t) => t.hash === hash(4))).toBe(true);
  });

  it('a 12th finished entry pushes the oldest out when a pending one finishes', () => {
    const list = [finished(99, 'pending'), ...Array.from({ length: 11 }, (_, index) => finished(11 - index))];
    const next = withStatus(list, hash(99), 'confirmed');
    expect(next).toHaveLength(11);
    expect(next[0]).toEqual({ hash: hash(99), description: 'tx 99', status: 'confirmed' });
    expect(next.some((t) => t.hash === hash(1))).toBe(false);
  });

  it('an empty list removes the chain key and keeps the address key', () => {
    const store = withTransactionsOf(
      { [address]: { '1514': [finished(1)], '1': [finished(2)] } },
      {
        address,
        chainId: 1514,
      },
      [],
    );
    expect(store).toEqual({ [address]: { '1': [finished(2)] } });
    expect(withTransactionsOf(store, { address, chainId: 1 }, [])).toEqual({ [address]: {} });
  });
});

describe('rk-transactions storage', () => {
  it('round-trips the documented shape with the address as the wallet reports it', () => {
    const store = {
      [address]: { '1514': [{ hash: hash(1), description: 'Pay', status: 'pending' as const }] },
    };
    writeTransactionStore(store);
    expect(JSON.parse(localStorage.getItem('rk-transactions') ?? '')).toEqual(store);
    expect(readTransactionStore()).toEqual(store);
  });

  it.each([
    ['unparsable JSON', '{"'],
    ['an array', '[]'],
    ['a string', '"x"'],
    ['null', 'null'],
    ['an object of nothing valid', '{"not-an-address": {"1514": []}}'],
    ['a number', '42'],
    ['megabytes of text', 'x'.repeat(2_000_000)],
    ['megabytes of JSON', JSON.stringify({ [address]: { '1514': 'y'.repeat(1_500_000) } })],
  ])('reads %s as empty and removes it', (_label, raw) => {
    localStorage.setItem('rk-transactions', raw);
    expect(readTransactionStore()).toEqual({});
    expect(localStorage.getItem('rk-transactions')).toBeNull();
  });

  it('writes back what it kept of a partly tampered value, and leaves a valid one as it is', () => {
    const good = { hash: hash(1), description: 'ok', status: 'confirmed' };
    localStorage.setItem(
      'rk-transactions',
      JSON.stringify({ [address]: { '1514': [good, { hash: 'bad' }], x: [good] }, junk: 1 }),
    );
    expect(readTransactionStore()).toEqual({ [address]: { '1514': [good] } });
    expect(JSON.parse(localStorage.getItem('rk-transactions') ?? '')).toEqual({
      [address]: { '1514': [good] },
    });
    const valid = JSON.stringify({ [address]: { '1514': [good] } });
    localStorage.setItem('rk-transactions', valid);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      expect(readTransactionStore()).toEqual({ [address]: { '1514': [good] } });
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });

  it('drops tampered parts down to the single record', () => {
    const good = { hash: hash(1), description: 'ok', status: 'confirmed' };
    expect(
      decodeTransactionStore({
        [address]: {
          '1514': [
            good,
            { hash: 'bad', description: 'x', status: 'pending' },
            { hash: hash(2), description: 'x', status: 'done' },
            { hash: hash(3), description: 'x', status: 'pending', confirmations: 0 },
            '<script>',
          ],
          notAChain: [good],
          '1': 'not a list',
        },
        notAnAddress: { '1514': [good] },
        '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359': ['x'],
      }),
    ).toEqual({ [address]: { '1514': [good] } });
  });
});
