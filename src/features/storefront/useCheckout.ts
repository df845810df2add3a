import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFeatureDispatch, useFeatureSelector } from '../../services/hooks';
import { useI18n } from '../../services/i18n';
import { type CheckoutEvent, type CheckoutState, initialCheckout } from './checkout';
import {
  checkoutEntered,
  checkoutLeft,
  checkoutPayRequested,
  checkoutRetryRequested,
} from './checkoutListeners';
import { checkoutEvent, type CheckoutRoot, selectCheckout } from './checkoutSlice';
import { restoreCheckout, saveCheckout } from './checkoutStorage';
// The steps, which provide themselves to the checkout's listener as the brand page's code loads.
import './checkoutFlow';
import { type StorefrontProduct } from './storefrontTypes';

export interface Checkout {
  state: CheckoutState;
  product: StorefrontProduct | null;
  open: (productId: string) => void;
  close: () => void;
  setQuantity: (quantity: number) => void;
  setEmail: (email: string) => void;
  /** Create (or reuse) the order, send the transfer, wait for it and have the server verify it. */
  pay: () => void;
  /** After a failure: resubmit the same transfer, send a new one, or start a new order (checkout.ts). */
  retry: () => void;
  startNewOrder: () => void;
}

/**
 * The buy flow of one brand page, as the page sees it: the checkout's state (checkoutSlice.ts) and the buyer's
 * requests as actions. The steps run in a listener (checkoutFlow.ts), with the page, not the dialog: closing the
 * dialog never stops a payment; leaving the page stops what it waits for.
 */
export function useCheckout(
  companySlug: string,
  products: readonly StorefrontProduct[] | undefined,
): Checkout {
  // docs/product.md §11.3: the order records the checkout's language, which the buyer's mails then speak.
  const { locale } = useI18n();
  const dispatch = useFeatureDispatch();
  // What a reload left of a purchase (checkoutStorage.ts), shown until the store holds this page's checkout.
  const [restored] = useState((): CheckoutState => restoreCheckout(companySlug) ?? initialCheckout);
  const stored = useFeatureSelector((root: CheckoutRoot) => {
    const checkout = selectCheckout(root);
    return checkout.slug === companySlug ? checkout : null;
  });
  const state = stored ?? restored;

  useEffect(() => {
    dispatch(checkoutEntered({ slug: companySlug, state: restored }));
    return () => {
      dispatch(checkoutLeft());
    };
  }, [companySlug, restored, dispatch]);

  useEffect(() => saveCheckout(companySlug, state), [companySlug, state]);

  const product = useMemo(
    () => products?.find((candidate) => candidate.id === state.productId) ?? null,
    [products, state.productId],
  );
  const send = useCallback((event: CheckoutEvent) => dispatch(checkoutEvent(event)), [dispatch]);
  const request = useCallback(
    (requested: typeof checkoutPayRequested | typeof checkoutRetryRequested) => {
      if (product) dispatch(requested({ product, locale }));
    },
    [product, locale, dispatch],
  );

  return {
    state,
    product,
    open: useCallback((productId: string) => send({ type: 'opened', productId }), [send]),
    close: useCallback(() => send({ type: 'closed' }), [send]),
    setQuantity: useCallback((quantity: number) => send({ type: 'quantityChanged', quantity }), [send]),
    setEmail: useCallback((email: string) => send({ type: 'emailChanged', email }), [send]),
    pay: useCallback(() => request(checkoutPayRequested), [request]),
    retry: useCallback(() => request(checkoutRetryRequested), [request]),
    startNewOrder: useCallback(() => send({ type: 'newOrderRequested' }), [send]),
  };
}
