import { type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { injectScreenSlice } from '../../services/screenSlices';
import { type CheckoutEvent, type CheckoutState, checkoutReducer, initialCheckout } from './checkout';
import { checkoutEntered, checkoutLeft } from './checkoutListeners';

// The checkout of the brand page on screen, in the store (the state of screens that load on demand,
// services/screenSlices.ts): its state machine is checkout.ts, its steps checkoutFlow.ts.

export interface CheckoutSliceState extends CheckoutState {
  /** The brand page this purchase belongs to; null when none is open. */
  slug: string | null;
}

const initialState: CheckoutSliceState = { ...initialCheckout, slug: null };

/** An event of the state machine (checkout.ts) as an action named after it: `checkout/opened`, `checkout/paid`… */
export function checkoutEvent(event: CheckoutEvent): PayloadAction<CheckoutEvent> {
  return { type: `checkout/${event.type}`, payload: event };
}

function isCheckoutEvent(action: UnknownAction): action is PayloadAction<CheckoutEvent> {
  const event = action.payload as { type?: unknown } | undefined;
  return typeof event?.type === 'string' && action.type === `checkout/${event.type}`;
}

function reducer(state: CheckoutSliceState = initialState, action: UnknownAction): CheckoutSliceState {
  if (checkoutEntered.match(action)) return { ...action.payload.state, slug: action.payload.slug };
  if (checkoutLeft.match(action)) return initialState;
  if (!isCheckoutEvent(action)) return state;
  const next = checkoutReducer(state, action.payload);
  return next === state ? state : { ...next, slug: state.slug };
}

injectScreenSlice({ reducerPath: 'checkout', reducer });

export interface CheckoutRoot {
  screens: { checkout?: CheckoutSliceState };
}

export const selectCheckout = (state: CheckoutRoot): CheckoutSliceState =>
  state.screens.checkout ?? initialState;

// What features read through useFeatureSelector (services/hooks.ts): the brand page's checkout, a slice of the store's
// `screens` (services/screenSlices.ts).
declare module '../../services/hooks' {
  interface FeatureState {
    screens: { checkout?: CheckoutSliceState };
  }
}
