import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useSelector } from 'react-redux';
import { api, describeError } from '../../services/api';
import { SignInError } from '../../services/auth';
import { useFeatureDispatch } from '../../services/hooks';
import { useI18n, useT } from '../../services/i18n';
import { type TokenRef } from '../../services/tokenAmount';
import { useTokenFormat } from '../../services/useTokenFormat';
import { toWalletError, walletRequest } from '../../services/wallet';
// Straight from its module, not the wallet's index: the index is in /auth's first load and this is not.
import { encodeTransferCall } from '../../services/wallet/erc20';
import { waitForReceipt, transactionAdded } from '../transactions';
import { selectConnectedAddress, selectIsWrongNetwork } from '../wallet';
import {
  type CheckoutState,
  checkoutReducer,
  initialCheckout,
  isBusy,
  isReusableOrder,
  orderProblem,
  totalOf,
} from './checkout';
import { classifyOrderFailure, classifyPaymentFailure } from './checkoutFailures';
import { type Funds, type FundsNeeded, readFunds, shortfallFailure, shortfallOf } from './fundsCheck';
import { completeSignIn } from '../session';
import { hasSessionOf, selectBuyerSession } from './buyerSession';
import { restoreCheckout, saveCheckout } from './checkoutStorage';
import { useCreateOrderMutation, usePayOrderMutation } from './storefrontApi';
import { type BuyerOrder, type StorefrontProduct } from './storefrontTypes';

const txHashPattern = /^0x[0-9a-fA-F]{64}$/;

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
 * Runs the buy flow of one brand page (checkout.ts). The flow lives with the page, not the dialog: closing the
 * dialog never stops a payment. Each run has a generation; leaving the page or starting over makes older runs'
 * late answers harmless.
 */
export function useCheckout(
  companySlug: string,
  products: readonly StorefrontProduct[] | undefined,
): Checkout {
  const t = useT();
  // docs/product.md §11.3: the order records the checkout's language, which the buyer's mails then speak.
  const { locale } = useI18n();
  const tokens = useTokenFormat();
  const dispatch = useFeatureDispatch();
  const address = useSelector(selectConnectedAddress);
  const wrongNetwork = useSelector(selectIsWrongNetwork);
  const session = useSelector(selectBuyerSession);
  const [state, send] = useReducer(
    checkoutReducer,
    companySlug,
    (slug): CheckoutState => restoreCheckout(slug) ?? initialCheckout,
  );
  const [createOrder] = useCreateOrderMutation();
  const [payOrder] = usePayOrderMutation();

  const generation = useRef(0);
  const receiptWait = useRef<AbortController | null>(null);
  const latest = useRef({ state, products, address, wrongNetwork, session });
  useEffect(() => {
    latest.current = { state, products, address, wrongNetwork, session };
  });

  useEffect(() => saveCheckout(companySlug, state), [companySlug, state]);

  const submit = useCallback(
    async (order: BuyerOrder, hash: string, run: number) => {
      send({ type: 'verificationStarted' });
      const result = await payOrder({ id: order.id, tx_hash: hash });
      if (run !== generation.current) return;
      if ('error' in result) {
        const { failure, expired } = classifyPaymentFailure(result.error);
        send({ type: 'paymentRefused', failure, expired });
        return;
      }
      send({ type: 'paid', order: result.data });
    },
    [payOrder],
  );

  /**
   * docs/product.md §9: the USDC and gas balance are checked before anything is sent (fundsCheck.ts). True when the
   * purchase may go on; false when something is missing (said on the form) or a newer run took over. A node that
   * cannot answer does not block the payment: the wallet then judges the transfer itself.
   */
  const fundsSuffice = useCallback(
    async (run: number, needed: FundsNeeded, token: TokenRef): Promise<boolean> => {
      send({ type: 'fundsCheckStarted' });
      let funds: Funds;
      try {
        funds = await readFunds((method, params) => walletRequest(method, params), needed);
      } catch {
        return run === generation.current;
      }
      if (run !== generation.current) return false;
      const short = shortfallOf(funds, needed.total);
      if (short === null) return true;
      send({ type: 'fundsShort', failure: shortfallFailure(short, funds, token, tokens) });
      return false;
    },
    [tokens],
  );

  const pay = useCallback(async () => {
    const { state: current, products: list, address: buyer, wrongNetwork: wrongChain } = latest.current;
    const product = list?.find((candidate) => candidate.id === current.productId);
    if (!product || !buyer || wrongChain || isBusy(current.phase)) return;
    const run = ++generation.current;
    const purchase = { productId: product.id, quantity: current.quantity, buyer };

    let order: BuyerOrder | null = current.order;
    if (!order || !isReusableOrder(order, purchase)) {
      const sameOrder =
        order !== null &&
        order.status === 'pending_payment' &&
        order.product_id === product.id &&
        order.quantity === current.quantity &&
        order.buyer_address.toLowerCase() === buyer.toLowerCase();
      if (sameOrder && order && current.phase === 'form' && current.failure === null) {
        // The buyer comes back to an order that ran out of time: say so before making a new one.
        if (Date.parse(order.expires_at) <= Date.now()) {
          send({ type: 'orderExpired' });
          return;
        }
      }
      // Before any signature or order: a buyer who cannot pay is told now, and holds no licences meanwhile. The
      // order's payee is not known yet, so a transfer to the buyer's own address is priced; the check before sending
      // prices the real one.
      const total = totalOf(product, current.quantity);
      if (total !== null && total > 0n) {
        const needed = { buyer, token: product.price.token.address, payTo: buyer, total };
        if (!(await fundsSuffice(run, needed, product.price.token))) return;
      }
      // docs/product.md §7: an order needs the buyer's session. The buyer signs in with the same sign-in as licensors,
      // once: a valid session of this wallet is reused, so checkout adds at most this one signature.
      if (!hasSessionOf(latest.current.session, buyer)) {
        send({ type: 'signInRequested' });
        try {
          await completeSignIn(dispatch, { address: buyer });
          if (run !== generation.current) return;
        } catch (error) {
          if (run !== generation.current) return;
          const declined = error instanceof SignInError && error.failure === 'rejected';
          send({
            type: 'signInRefused',
            failure: declined
              ? null
              : {
                  key: 'storefront.checkout.signInFailed',
                  ...(error instanceof SignInError && error.detail ? { detail: error.detail } : {}),
                },
          });
          return;
        }
      }
      send({ type: 'orderRequested' });
      const result = await createOrder({
        product_id: product.id,
        quantity: current.quantity,
        buyer_address: buyer.toLowerCase(),
        ...(current.email.trim() ? { buyer_email: current.email.trim() } : {}),
        locale,
      });
      if (run !== generation.current) return;
      if ('error' in result) {
        let failure = classifyOrderFailure(result.error);
        if (failure.key === 'storefront.checkout.insufficientBalance' && total !== null) {
          // The server read less of the token than the wallet's node did a moment ago (a transfer out meanwhile):
          // read again and say exactly what is missing, as the check above does; its own words if that fails.
          const needed = { buyer, token: product.price.token.address, payTo: buyer, total };
          const funds = await readFunds((method, params) => walletRequest(method, params), needed).catch(
            () => null,
          );
          if (run !== generation.current) return;
          const short = funds && shortfallOf(funds, total);
          if (funds && short) failure = shortfallFailure(short, funds, product.price.token, tokens);
        }
        send({ type: 'orderRefused', failure });
        // Sold out or paused meanwhile: show the page as it is now.
        dispatch(api.util.invalidateTags([{ type: 'Storefront', id: companySlug }]));
        return;
      }
      order = result.data;
      send({ type: 'orderCreated', order });
    }
    if (orderProblem(order, product)) {
      send({ type: 'orderRefused', failure: { key: 'storefront.checkout.mismatch' } });
      return;
    }

    // Again against the order itself (its payee and total), right before the wallet is asked.
    const needed = { buyer, token: order.token.address, payTo: order.pay_to, total: BigInt(order.total) };
    if (!(await fundsSuffice(run, needed, order.token))) return;

    send({ type: 'transferRequested', order });
    let hash: string;
    try {
      const answer = await walletRequest<unknown>('eth_sendTransaction', [
        { from: buyer, to: order.token.address, data: encodeTransferCall(order.pay_to, BigInt(order.total)) },
      ]);
      if (typeof answer !== 'string' || !txHashPattern.test(answer)) {
        throw new Error('The wallet did not return a transaction hash.');
      }
      hash = answer;
    } catch (error) {
      if (run !== generation.current) return;
      const walletError = toWalletError(error);
      if (walletError.kind === 'rejected') send({ type: 'walletRejected' });
      else
        send({
          type: 'walletFailed',
          failure: { key: 'storefront.checkout.walletFailed', detail: describeError(t, walletError).message },
        });
      return;
    }
    // The money has left the wallet: record the hash whatever happens next, so it can always be resubmitted.
    send({ type: 'transferSent', hash });
    try {
      dispatch(
        transactionAdded({ hash, description: t('storefront.txDescription', { number: order.number }) }),
      );
    } catch {
      // The recent-transactions list only takes the offered chains; the payment itself goes on.
    }
    if (run !== generation.current) return;

    const controller = new AbortController();
    receiptWait.current?.abort();
    receiptWait.current = controller;
    try {
      await waitForReceipt(hash, {
        request: (method, params) => walletRequest(method, params),
        signal: controller.signal,
      });
    } catch {
      // Stopped or the wallet went away: the server reads the chain itself below.
    }
    if (run !== generation.current) return;
    // Whatever the wallet's node said, the server decides from the chain (a revert, a timeout, a wrong amount).
    await submit(order, hash, run);
  }, [createOrder, dispatch, fundsSuffice, submit, t, tokens, companySlug, locale]);

  const retry = useCallback(() => {
    const { failure, order, txHash } = latest.current.state;
    if (failure?.retry === 'resubmit' && order && txHash) void submit(order, txHash, ++generation.current);
    else if (failure?.retry === 'newOrder') send({ type: 'newOrderRequested' });
    else void pay();
  }, [pay, submit]);

  // After a reload with a transfer already sent (restoreCheckout): have the server check it again.
  useEffect(() => {
    const { state: restored } = latest.current;
    const run = generation.current;
    if (restored.phase === 'verifying' && restored.order && restored.txHash) {
      void submit(restored.order, restored.txHash, run);
    }
    return () => {
      generation.current += 1;
      receiptWait.current?.abort();
    };
  }, [submit]);

  const product = useMemo(
    () => products?.find((candidate) => candidate.id === state.productId) ?? null,
    [products, state.productId],
  );

  return {
    state,
    product,
    open: useCallback((productId: string) => send({ type: 'opened', productId }), []),
    close: useCallback(() => send({ type: 'closed' }), []),
    setQuantity: useCallback((quantity: number) => send({ type: 'quantityChanged', quantity }), []),
    setEmail: useCallback((email: string) => send({ type: 'emailChanged', email }), []),
    pay: useCallback(() => void pay(), [pay]),
    retry,
    startNewOrder: useCallback(() => send({ type: 'newOrderRequested' }), []),
  };
}
