import {
  allowedActions,
  canChangeStatus,
  isFinalStatus,
  licensorTransitions,
  orderTimeline,
} from './orderStatus';
import { orderStatuses } from './orderTypes';

describe('licensor transitions (docs/product.md §8, server LICENSOR_TRANSITIONS)', () => {
  it('offers exactly the server moves', () => {
    expect(licensorTransitions).toEqual({
      pending_payment: ['cancelled', 'failed'],
      paid: ['completed'],
      completed: [],
      refunded: [],
      expired: [],
      cancelled: [],
      failed: [],
    });
  });

  it('never offers paid or expired (those come from the chain and the clock)', () => {
    for (const from of orderStatuses) {
      expect(canChangeStatus(from, 'paid')).toBe(false);
      expect(canChangeStatus(from, 'expired')).toBe(false);
      expect(canChangeStatus(from, from)).toBe(false);
    }
  });

  it('never offers refunded: a refund takes its transaction (docs/product.md §12.4)', () => {
    for (const from of orderStatuses) expect(canChangeStatus(from, 'refunded')).toBe(false);
  });

  it('knows final statuses: a completed order may still be refunded', () => {
    expect(allowedActions('paid')).toEqual(['completed']);
    expect(isFinalStatus('completed')).toBe(false);
    expect(isFinalStatus('refunded')).toBe(true);
    expect(isFinalStatus('cancelled')).toBe(true);
    expect(isFinalStatus('pending_payment')).toBe(false);
  });
});

describe('orderTimeline', () => {
  it('lists the history with the last event current, then the usual next steps', () => {
    const steps = orderTimeline(
      [
        { status: 'pending_payment', actor: 'buyer', at: '2026-11-20T10:00:00Z' },
        { status: 'paid', actor: 'buyer', at: '2026-11-20T10:05:00Z' },
      ],
      'paid',
      '2026-11-20T10:00:00Z',
    );
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['pending_payment', 'done'],
      ['paid', 'current'],
      ['completed', 'next'],
    ]);
  });

  it('ends a closed order at its final status', () => {
    const steps = orderTimeline(
      [
        { status: 'pending_payment', actor: 'buyer', at: 'a' },
        { status: 'expired', actor: 'system', at: 'b' },
      ],
      'expired',
      'a',
    );
    expect(steps.map((step) => step.state)).toEqual(['done', 'current']);
  });

  it('copes with a missing or lagging history', () => {
    expect(orderTimeline([], 'pending_payment', 'c').map((step) => [step.status, step.state])).toEqual([
      ['pending_payment', 'current'],
      ['paid', 'next'],
      ['completed', 'next'],
    ]);
    const lagging = orderTimeline([{ status: 'pending_payment', actor: 'buyer', at: 'a' }], 'cancelled', 'a');
    expect(lagging.map((step) => [step.status, step.state, step.at])).toEqual([
      ['pending_payment', 'done', 'a'],
      ['cancelled', 'current', null],
    ]);
  });
});
