import { LICENSOR_TRANSITIONS, REFUNDABLE_STATUSES } from '../../../contract/orderValues';
import { type OrderEvent, type OrderStatus } from './orderTypes';

/**
 * The moves a licensor makes (docs/product.md §8), the API's own rule (contract/orderValues.ts): pending_payment →
 * cancelled | failed, paid → completed. pending → paid happens only through a verified payment, → expired only through
 * time and → refunded only through a verified refund (§12.4, Refund), so none of them is offered as a status change.
 */
export const licensorTransitions = LICENSOR_TRANSITIONS;

export function allowedActions(status: OrderStatus): readonly OrderStatus[] {
  return licensorTransitions[status] ?? [];
}

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return allowedActions(from).includes(to);
}

/** A status nothing can change any more: no status change, and no refund (docs/product.md §12.4). */
export function isFinalStatus(status: OrderStatus): boolean {
  return allowedActions(status).length === 0 && !REFUNDABLE_STATUSES.includes(status);
}

/** How a status is shown: its tone for the badge (text always carries the meaning, never colour alone). */
export type StatusTone = 'warning' | 'info' | 'success' | 'neutral' | 'error';

export const statusTone: Readonly<Record<OrderStatus, StatusTone>> = {
  pending_payment: 'warning',
  paid: 'info',
  completed: 'success',
  refunded: 'neutral',
  expired: 'neutral',
  cancelled: 'neutral',
  failed: 'error',
};

export interface TimelineStep {
  status: OrderStatus;
  actor: string | null;
  at: string | null;
  state: 'done' | 'current' | 'next';
}

/**
 * The status timeline of the detail page: every recorded event in order (the last one current), then the steps a
 * still-open order would normally take next, so the licensor sees where it stands. An order whose history is
 * missing (an older record) still shows its creation and current status.
 */
export function orderTimeline(
  history: readonly OrderEvent[],
  current: OrderStatus,
  createdAt: string,
): TimelineStep[] {
  const events: { status: OrderStatus; actor: string | null; at: string | null }[] =
    history.length > 0
      ? history.map((event) => ({ status: event.status, actor: event.actor, at: event.at }))
      : [{ status: 'pending_payment', actor: 'buyer', at: createdAt }];
  if (events[events.length - 1]?.status !== current) events.push({ status: current, actor: null, at: null });
  const steps: TimelineStep[] = events.map((event, index) => ({
    ...event,
    state: index === events.length - 1 ? 'current' : 'done',
  }));
  const upcoming: OrderStatus[] =
    current === 'pending_payment' ? ['paid', 'completed'] : current === 'paid' ? ['completed'] : [];
  for (const status of upcoming) steps.push({ status, actor: null, at: null, state: 'next' });
  return steps;
}
