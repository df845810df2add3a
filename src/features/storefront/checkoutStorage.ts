import { clearDraft, readDraft, writeDraft } from '../../components/forms';
import { type CheckoutState, initialCheckout, isBusy } from './checkout';
import { type BuyerOrder } from './storefrontTypes';

// A purchase under way survives a reload of the tab (a network switch reloads the page, docs/product.md §16, and a
// buyer may reload while the transfer is mined): the product, quantity, e-mail, the pending order and the transfer's
// hash live in sessionStorage (docs/product.md §4 keeps localStorage to its listed keys), one per brand page, gone
// with the tab. Nothing secret is in it: the order is the buyer's own public view.

export function checkoutKey(companySlug: string): string {
  return `overdive:checkout:${companySlug}`;
}

interface StoredCheckout {
  productId: string;
  quantity: number;
  email: string;
  order: BuyerOrder | null;
  txHash: string | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hash = /^0x[0-9a-fA-F]{64}$/;

function parseOrder(value: unknown): BuyerOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const order = value as Partial<BuyerOrder>;
  const valid =
    typeof order.id === 'string' &&
    uuid.test(order.id) &&
    typeof order.number === 'string' &&
    typeof order.product_id === 'string' &&
    typeof order.buyer_address === 'string' &&
    typeof order.quantity === 'number' &&
    typeof order.unit_price === 'string' &&
    typeof order.total === 'string' &&
    typeof order.pay_to === 'string' &&
    typeof order.expires_at === 'string' &&
    typeof order.status === 'string' &&
    typeof order.token === 'object' &&
    order.token !== null &&
    typeof order.token.address === 'string' &&
    typeof order.token.decimals === 'number';
  return valid ? (order as BuyerOrder) : null;
}

/** Tampered or unreadable values count as no purchase (docs/product.md §4: never a crash). */
export function parseStoredCheckout(raw: unknown): StoredCheckout | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Partial<Record<keyof StoredCheckout, unknown>>;
  if (typeof value.productId !== 'string' || !uuid.test(value.productId)) return null;
  const quantity =
    typeof value.quantity === 'number' && Number.isInteger(value.quantity) && value.quantity >= 1
      ? Math.min(100, value.quantity)
      : 1;
  const parsed = value.order === null || value.order === undefined ? null : parseOrder(value.order);
  const order = parsed && parsed.product_id === value.productId ? parsed : null;
  const txHash = typeof value.txHash === 'string' && hash.test(value.txHash) ? value.txHash : null;
  return {
    productId: value.productId,
    quantity,
    email: typeof value.email === 'string' ? value.email.slice(0, 254) : '',
    order,
    // A hash means nothing without the order it pays.
    txHash: order ? txHash : null,
  };
}

/** The state to start from after a reload: the dialog open where the purchase stood. */
export function restoreCheckout(companySlug: string): CheckoutState | null {
  const stored = readDraft(checkoutKey(companySlug), parseStoredCheckout);
  if (!stored) return null;
  return {
    ...initialCheckout,
    productId: stored.productId,
    open: true,
    quantity: stored.quantity,
    email: stored.email,
    order: stored.order,
    txHash: stored.txHash,
    // A sent transfer is checked again (checkoutFlow.ts submits it); anything else returns to the form.
    phase: stored.txHash ? 'verifying' : 'form',
  };
}

/** Keeps what a reload needs; a finished or abandoned purchase leaves nothing behind. */
export function saveCheckout(companySlug: string, state: CheckoutState): void {
  const key = checkoutKey(companySlug);
  const keep =
    state.productId !== null &&
    state.phase !== 'confirmed' &&
    state.phase !== 'expired' &&
    (state.open || state.order !== null || isBusy(state.phase));
  if (!keep) {
    clearDraft(key);
    return;
  }
  const stored: StoredCheckout = {
    productId: state.productId as string,
    quantity: state.quantity,
    email: state.email,
    order: state.order,
    txHash: state.txHash,
  };
  writeDraft(key, stored);
}
