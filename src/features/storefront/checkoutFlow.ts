import { api, describeError } from '../../services/api';
import { SignInError } from '../../services/auth';
import { createI18n, type I18n, type Locale, loadBundle, loadMessages } from '../../services/i18n';
import { type AppListenerApi } from '../../services/listenerTypes';
import { type TokenRef } from '../../services/tokenAmount';
import { tokenFormat, type TokenFormat } from '../../services/useTokenFormat';
import { toWalletError, walletRequest } from '../../services/wallet';
// Straight from its module, not the wallet's index: the index is in /auth's first load and this is not.
import { encodeTransferCall } from '../../services/wallet/erc20';
import { completeSignIn } from '../session';
import { transactionAdded, waitForReceipt } from '../transactions';
import { selectConnectedAddress, selectIsWrongNetwork, type WalletState } from '../wallet';
import { hasSessionOf, selectBuyerSession } from './buyerSession';
import { type CheckoutEvent, isBusy, isReusableOrder, orderProblem, totalOf } from './checkout';
import { classifyOrderFailure, classifyPaymentFailure } from './checkoutFailures';
import {
  type CheckoutFlowRequest,
  type CheckoutRequest,
  checkoutEntered,
  checkoutPayRequested,
  checkoutRetryRequested,
  provideCheckoutFlow,
} from './checkoutListeners';
import { type CheckoutRoot, checkoutEvent, selectCheckout } from './checkoutSlice';
import { type Funds, type FundsNeeded, readFunds, shortfallFailure, shortfallOf } from './fundsCheck';
import { storefrontApi } from './storefrontApi';
import { type BuyerOrder } from './storefrontTypes';

// The steps of the buy flow (checkout.ts's state machine records where it stands): funds check → sign-in → order →
// transfer → receipt → the server's verification. One run at a time: a newer request cancels the run under way
// (cancelActiveListeners), leaving the page cancels it too (checkoutListeners.ts), and every wait goes through the
// listener's `pause` or `signal`, so a cancelled run's late answers change nothing. Closing the dialog is not leaving:
// a payment goes on with it closed.

type FlowState = CheckoutRoot & {
  wallet: WalletState;
  session: { token: string | null; walletAddress: string | null };
};

const txHashPattern = /^0x[0-9a-fA-F]{64}$/;

const request = (method: string, params: unknown[]) => walletRequest(method, params);

/** Runs what the page asked for (checkoutListeners.ts). */
async function runCheckout(action: CheckoutFlowRequest, listenerApi: AppListenerApi): Promise<void> {
  const state = selectCheckout(listenerApi.getState() as FlowState);
  if (checkoutEntered.match(action)) {
    // After a reload with a transfer already sent (restoreCheckout): have the server check it again.
    if (state.phase === 'verifying' && state.order && state.txHash) {
      listenerApi.cancelActiveListeners();
      await verify(listenerApi, state.order, state.txHash);
    }
    return;
  }
  if (checkoutRetryRequested.match(action)) {
    const { failure, order, txHash } = state;
    if (failure?.retry === 'resubmit' && order && txHash) {
      listenerApi.cancelActiveListeners();
      await verify(listenerApi, order, txHash);
      return;
    }
    if (failure?.retry === 'newOrder') {
      listenerApi.dispatch(checkoutEvent({ type: 'newOrderRequested' }));
      return;
    }
  }
  if (checkoutPayRequested.match(action) || checkoutRetryRequested.match(action)) {
    await pay(listenerApi, action.payload);
  }
}

provideCheckoutFlow(runCheckout);

/** The buyer's language on the brand page: the core texts and the page's own, both loaded with the page. */
async function textsIn(locale: Locale): Promise<I18n> {
  const messages = await Promise.all([loadMessages(locale), loadBundle('storefront', locale)]).then(
    ([core, storefront]) => ({ ...core, ...storefront }),
    () => ({}),
  );
  return createI18n(locale, messages);
}

/** Create (or reuse) the order, send the transfer, wait for it and have the server verify it. */
async function pay(listenerApi: AppListenerApi, { product, locale }: CheckoutRequest): Promise<void> {
  const { t, intlTag } = await listenerApi.pause(textsIn(locale));
  const tokens = tokenFormat(intlTag);
  const root = listenerApi.getState() as FlowState;
  const current = selectCheckout(root);
  const buyer = selectConnectedAddress(root);
  if (product.id !== current.productId || !buyer || selectIsWrongNetwork(root) || isBusy(current.phase))
    return;
  // A newer run takes over: the one before it stops where it is.
  listenerApi.cancelActiveListeners();
  const send = (event: CheckoutEvent) => listenerApi.dispatch(checkoutEvent(event));
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
      if (!(await fundsSuffice(listenerApi, needed, product.price.token, tokens))) return;
    }
    // docs/product.md §7: an order needs the buyer's session. The buyer signs in with the same sign-in as licensors,
    // once: a valid session of this wallet is reused, so checkout adds at most this one signature.
    if (!hasSessionOf(selectBuyerSession(listenerApi.getState() as FlowState), buyer)) {
      send({ type: 'signInRequested' });
      try {
        await listenerApi.pause(completeSignIn(listenerApi.dispatch, { address: buyer }));
      } catch (error) {
        listenerApi.throwIfCancelled();
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
    const result = await listenerApi.pause(
      listenerApi.dispatch(
        storefrontApi.endpoints.createOrder.initiate(
          {
            product_id: product.id,
            quantity: current.quantity,
            buyer_address: buyer.toLowerCase(),
            ...(current.email.trim() ? { buyer_email: current.email.trim() } : {}),
            // docs/product.md §11.3: the order records the checkout's language, which the buyer's mails then speak.
            locale,
          },
          { track: false },
        ),
      ),
    );
    if ('error' in result) {
      let failure = classifyOrderFailure(result.error);
      if (failure.key === 'storefront.checkout.insufficientBalance' && total !== null) {
        // The server read less of the token than the wallet's node did a moment ago (a transfer out meanwhile):
        // read again and say exactly what is missing, as the check above does; its own words if that fails.
        const needed = { buyer, token: product.price.token.address, payTo: buyer, total };
        const funds = await listenerApi.pause(readFunds(request, needed).catch(() => null));
        const short = funds && shortfallOf(funds, total);
        if (funds && short) failure = shortfallFailure(short, funds, product.price.token, tokens);
      }
      send({ type: 'orderRefused', failure });
      // Sold out or paused meanwhile: show the page as it is now.
      if (current.slug)
        listenerApi.dispatch(api.util.invalidateTags([{ type: 'Storefront', id: current.slug }]));
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
  if (!(await fundsSuffice(listenerApi, needed, order.token, tokens))) return;

  send({ type: 'transferRequested', order });
  let hash: string;
  try {
    // Not paused: once the buyer confirms, the money leaves the wallet even if the page was left meanwhile.
    const answer = await walletRequest<unknown>('eth_sendTransaction', [
      { from: buyer, to: order.token.address, data: encodeTransferCall(order.pay_to, BigInt(order.total)) },
    ]);
    if (typeof answer !== 'string' || !txHashPattern.test(answer)) {
      throw new Error('The wallet did not return a transaction hash.');
    }
    hash = answer;
  } catch (error) {
    listenerApi.throwIfCancelled();
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
  if (!listenerApi.signal.aborted) send({ type: 'transferSent', hash });
  try {
    listenerApi.dispatch(
      transactionAdded({ hash, description: t('storefront.txDescription', { number: order.number }) }),
    );
  } catch {
    // The recent-transactions list only takes the offered chains; the payment itself goes on.
  }
  listenerApi.throwIfCancelled();

  try {
    await waitForReceipt(hash, { request, signal: listenerApi.signal });
  } catch {
    // Stopped or the wallet went away: the server reads the chain itself below.
  }
  listenerApi.throwIfCancelled();
  // Whatever the wallet's node said, the server decides from the chain (a revert, a timeout, a wrong amount).
  await verify(listenerApi, order, hash);
}

/**
 * docs/product.md §9: the USDC and gas balance are checked before anything is sent (fundsCheck.ts). True when the
 * purchase may go on; false when something is missing (said on the form). A node that cannot answer does not block
 * the payment: the wallet then judges the transfer itself.
 */
async function fundsSuffice(
  listenerApi: AppListenerApi,
  needed: FundsNeeded,
  token: TokenRef,
  tokens: TokenFormat,
): Promise<boolean> {
  listenerApi.dispatch(checkoutEvent({ type: 'fundsCheckStarted' }));
  let funds: Funds;
  try {
    funds = await listenerApi.pause(readFunds(request, needed));
  } catch {
    listenerApi.throwIfCancelled();
    return true;
  }
  const short = shortfallOf(funds, needed.total);
  if (short === null) return true;
  listenerApi.dispatch(
    checkoutEvent({ type: 'fundsShort', failure: shortfallFailure(short, funds, token, tokens) }),
  );
  return false;
}

/** The server checks the transfer on chain and marks the order paid, or says why not (checkoutFailures.ts). */
async function verify(listenerApi: AppListenerApi, order: BuyerOrder, hash: string): Promise<void> {
  listenerApi.dispatch(checkoutEvent({ type: 'verificationStarted' }));
  const result = await listenerApi.pause(
    listenerApi.dispatch(
      storefrontApi.endpoints.payOrder.initiate({ id: order.id, tx_hash: hash }, { track: false }),
    ),
  );
  if ('error' in result) {
    const { failure, expired } = classifyPaymentFailure(result.error);
    listenerApi.dispatch(checkoutEvent({ type: 'paymentRefused', failure, expired }));
    return;
  }
  listenerApi.dispatch(checkoutEvent({ type: 'paid', order: result.data }));
}
