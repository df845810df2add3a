import { useEffect, useRef, type ReactNode } from 'react';
import { Confetti } from '../../../components/Confetti';
import { Dialog } from '../../../components/Dialog';
import { ExternalLink } from '../../../components/ExternalLink';
import { Button, FormActions } from '../../../components/forms';
import { Spinner } from '../../../components/Spinner';
import { config, explorerTxUrl } from '../../../services/config';
import { useI18n } from '../../../services/i18n';
import { useTokenFormat } from '../../../services/useTokenFormat';
import { type Checkout } from '../useCheckout';
import { OrderForm } from './CheckoutOrderForm';
import styles from './storefront.module.css';
import { DoneIcon } from '../../../components/icons';

function Progress({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className={styles.progress}>
      <Spinner label={label} size="large" />
      <p className={styles.progressText} aria-hidden="true">
        {label}
      </p>
      {children}
    </div>
  );
}

function TxLink({ hash }: { hash: string | null }) {
  const { t } = useI18n();
  if (!hash) return null;
  return (
    <ExternalLink href={explorerTxUrl(hash)} newTabLabel={t('storefront.newTab')}>
      {t('storefront.checkout.viewTx')}
    </ExternalLink>
  );
}

/** The buy flow's dialog: the form, then each step of the payment, then the outcome (checkout.ts). */
export function CheckoutDialog({
  checkout,
  companyName,
  onConnect,
}: {
  checkout: Checkout;
  companyName: string;
  onConnect: () => void;
}) {
  const { t } = useI18n();
  const tokens = useTokenFormat();
  const { state, product } = checkout;
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownPhase = useRef(state.phase);
  // Each step replaces the controls the user was on: keep keyboard focus in the dialog, on the step's main action
  // when it has one (the dialog's own focus trap only places focus when it opens).
  useEffect(() => {
    if (!state.open) {
      shownPhase.current = state.phase;
      return;
    }
    if (shownPhase.current === state.phase) return;
    shownPhase.current = state.phase;
    const body = bodyRef.current;
    const active = document.activeElement;
    // A control inside keeps focus; the container itself only held it while a step had nothing to press.
    if (!body || (active !== body && body.contains(active))) return;
    // The step's main action first (a selector list would pick whichever comes first in the page, such as Close).
    const target =
      body.querySelector<HTMLElement>('[data-autofocus]') ?? body.querySelector<HTMLElement>('input, button');
    (target ?? body).focus({ preventScroll: true });
  }, [state.open, state.phase]);
  if (!product) return null;
  const order = state.order;
  const total = order ? tokens.money(order.total, order.token) : '';

  let body: ReactNode;
  switch (state.phase) {
    case 'form':
      body = (
        <OrderForm checkout={checkout} product={product} companyName={companyName} onConnect={onConnect} />
      );
      break;
    case 'checkingFunds':
      body = (
        <Progress
          label={t('storefront.checkout.checkingFunds', {
            token: product.price.token.symbol,
            native: config.chain.nativeCurrency.symbol,
          })}
        />
      );
      break;
    case 'signingIn':
      body = <Progress label={t('storefront.checkout.signingIn')} />;
      break;
    case 'creating':
      body = <Progress label={t('storefront.checkout.creating')} />;
      break;
    case 'confirmInWallet':
      body = (
        <Progress label={t('storefront.checkout.confirmInWallet', { total })}>
          {order ? (
            <p className={styles.muted}>{t('storefront.checkout.orderNumber', { number: order.number })}</p>
          ) : null}
        </Progress>
      );
      break;
    case 'waitingReceipt':
    case 'verifying':
      body = (
        <Progress
          label={t(
            state.phase === 'waitingReceipt'
              ? 'storefront.checkout.waiting'
              : 'storefront.checkout.verifying',
          )}
        >
          <TxLink hash={state.txHash} />
        </Progress>
      );
      break;
    case 'confirmed':
      body = (
        <div className={styles.outcome}>
          <Confetti />
          <DoneIcon className={styles.success} />
          <div role="status">
            <h3 className={styles.outcomeTitle}>{t('storefront.checkout.confirmed')}</h3>
            <p>
              {t('storefront.checkout.confirmedBody', { number: order?.number ?? '', name: companyName })}
            </p>
          </div>
          <p className={styles.outcomeTotal}>{total}</p>
          <TxLink hash={state.txHash} />
          <FormActions>
            <Button onClick={checkout.close} data-autofocus>
              {t('storefront.checkout.done')}
            </Button>
          </FormActions>
        </div>
      );
      break;
    case 'paymentFailed':
      body = (
        <div className={styles.outcome}>
          <div role="alert" className={styles.failure}>
            <h3 className={styles.outcomeTitle}>{t(state.failure?.title ?? 'storefront.payFailed.title')}</h3>
            {state.failure ? <p>{t(state.failure.key, state.failure.params)}</p> : null}
            {state.failure?.detail ? <p className={styles.detail}>{state.failure.detail}</p> : null}
          </div>
          {order ? <p>{t('storefront.payFailed.unpaid', { number: order.number })}</p> : null}
          <TxLink hash={state.txHash} />
          <FormActions>
            <Button variant="secondary" onClick={checkout.close}>
              {t('storefront.checkout.close')}
            </Button>
            <Button onClick={checkout.retry} data-autofocus>
              {t(`storefront.payFailed.${state.failure?.retry ?? 'repay'}`)}
            </Button>
          </FormActions>
        </div>
      );
      break;
    case 'expired':
      body = (
        <div className={styles.outcome}>
          <div role="alert" className={styles.failure}>
            <h3 className={styles.outcomeTitle}>{t('storefront.expired.title')}</h3>
            <p>{t('storefront.expired.body', { number: order?.number ?? '' })}</p>
            {state.failure?.detail ? <p className={styles.detail}>{state.failure.detail}</p> : null}
          </div>
          <TxLink hash={state.txHash} />
          <FormActions>
            <Button variant="secondary" onClick={checkout.close}>
              {t('storefront.checkout.close')}
            </Button>
            <Button onClick={checkout.startNewOrder} data-autofocus>
              {t('storefront.payFailed.newOrder')}
            </Button>
          </FormActions>
        </div>
      );
      break;
  }

  return (
    <Dialog
      open={state.open}
      onClose={checkout.close}
      title={t('storefront.checkout.title', { title: product.title })}
      closeLabel={t('storefront.checkout.close')}
    >
      <div className={styles.checkout} ref={bodyRef} tabIndex={-1}>
        {body}
      </div>
    </Dialog>
  );
}
