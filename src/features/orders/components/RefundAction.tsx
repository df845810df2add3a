import { amountPaid } from '@contract/orderValues.js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { ExternalLink } from '@/components/ExternalLink';
import { Button, FormActions, FormError, TextField } from '@/components/forms';
import { describeErrorLine } from '@/services/api';
import { explorerTxUrl } from '@/services/config';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { useTokenFormat } from '@/services/useTokenFormat';
import { selectConnectedAddress, selectIsWrongNetwork } from '../../wallet';
import { useRefundOrderMutation } from '../ordersApi';
import { type OrderDetail } from '../orderTypes';
import {
  RefundStopped,
  isRefundable,
  isTxHash,
  keepsHash,
  recordFailure,
  sendRefund,
  walletFailure,
  type RefundFailure,
} from '../refund';
import styles from './OrderDetail.module.css';

type Stage = 'wallet' | 'mining' | 'recording';

/** A stopped refund (docs/product.md §9: errors stay and say what to do): what happened, and the transaction if sent. */
function RefundFailureView({ failure }: { failure: RefundFailure }) {
  const t = useT();
  let detail: string | null = null;
  if (failure.kind === 'wallet') detail = failure.detail;
  if (failure.kind === 'refused' && failure.reason) detail = t(`orders.refund.reason.${failure.reason}`);
  if (failure.kind === 'api') detail = describeErrorLine(t, failure.error);
  const hash = 'hash' in failure ? failure.hash : null;
  return (
    <div className={styles.confirm}>
      <FormError message={t(`orders.refund.failure.${failure.kind}`)} detail={detail} />
      {hash ? (
        <ExternalLink href={explorerTxUrl(hash)} newTabLabel={t('orders.newTab')} trusted>
          {t('orders.refund.viewTx')}
        </ExternalLink>
      ) : null}
    </div>
  );
}

/**
 * /order/{id} **Refund** (docs/product.md §12.4) on a paid or completed order: the dialog says how much goes back to
 * whom before the wallet opens, the licensor's wallet sends it from the payout address (the only address refund/
 * accepts it from) and refund/ records it. A mined refund whose record failed is recorded again with the same hash,
 * never sent twice. A wallet that is not the payout address is told to send it from that address and enter its hash.
 */
export function RefundAction({ order }: { order: OrderDetail }) {
  const t = useT();
  const tokens = useTokenFormat();
  const dispatch = useFeatureDispatch();
  const connected = useFeatureSelector(selectConnectedAddress);
  const wrongNetwork = useFeatureSelector(selectIsWrongNetwork);
  const [recordRefund] = useRefundOrderMutation();
  const [open, setOpen] = useState(false);
  const [run, setRun] = useState<{ busy: boolean; stage: Stage | null; failure: RefundFailure | null }>({
    busy: false,
    stage: null,
    failure: null,
  });
  const [done, setDone] = useState(false);
  const [hashInput, setHashInput] = useState('');
  const [hashError, setHashError] = useState<string | null>(null);
  /** The refund's transaction once there is one: sent by this dialog, or typed by hand. */
  const kept = useRef<{ hash: string; sentHere: boolean } | null>(null);
  const running = useRef(false);
  const live = useRef(true);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const paid = amountPaid(order);
  const amount = tokens.money(paid, order.token);
  const fromPayout = connected !== null && connected.toLowerCase() === order.pay_to.toLowerCase();
  const update = (next: Partial<typeof run>) => {
    if (live.current) setRun((current) => ({ ...current, ...next }));
  };

  /** Sends the refund (or takes `given`, a hash sent elsewhere, or the one kept), then records it. */
  const refund = async (given?: string) => {
    const from = connected;
    if (running.current || (given === undefined && kept.current === null && from === null)) return;
    running.current = true;
    update({ busy: true, stage: null, failure: null });
    try {
      let hash = given ?? kept.current?.hash ?? null;
      if (given !== undefined) kept.current = { hash: given, sentHere: false };
      if (hash === null && from !== null) {
        update({ stage: 'wallet' });
        const description = t('orders.refund.txDescription', { number: order.number });
        hash = await sendRefund(dispatch, from, order, description, {
          stage: (stage) => update({ stage }),
          // Kept before the receipt: a Retry after anything that follows records it, never sends the money again.
          sent: (sentHash) => (kept.current = { hash: sentHash, sentHere: true }),
        });
      }
      if (hash === null) return;
      update({ stage: 'recording' });
      const result = await recordRefund({ id: order.id, tx_hash: hash });
      if ('error' in result) {
        const failure = recordFailure(result.error, hash);
        if (!keepsHash(failure, kept.current?.sentHere ?? false)) kept.current = null;
        throw new RefundStopped(failure);
      }
      kept.current = null;
      if (live.current) {
        setDone(true);
        setOpen(false);
      }
    } catch (error) {
      update({ failure: walletFailure(error) });
    } finally {
      running.current = false;
      update({ busy: false, stage: null });
    }
  };

  const recordGiven = (event: FormEvent) => {
    event.preventDefault();
    const hash = hashInput.trim();
    if (!isTxHash(hash)) {
      setHashError(t('orders.refund.hashInvalid'));
      return;
    }
    setHashError(null);
    void refund(hash);
  };

  const hashForm = (
    <form className={styles.confirm} onSubmit={recordGiven} noValidate>
      <TextField
        label={t('orders.refund.hash')}
        hint={t('orders.refund.hashHint')}
        error={hashError}
        value={hashInput}
        onChange={(event) => setHashInput(event.target.value)}
        verbatim
        autoComplete="off"
      />
      <div>
        <Button type="submit" variant="secondary" busy={run.busy}>
          {t('orders.refund.record')}
        </Button>
      </div>
    </form>
  );

  let walletNote: string | null = null;
  if (connected === null) walletNote = t('orders.refund.noWallet', { payTo: order.pay_to });
  else if (!fromPayout)
    walletNote = t('orders.refund.switchWallet', {
      payTo: order.pay_to,
      wallet: connected.toLowerCase(),
      amount,
      buyer: order.buyer_address,
    });
  else if (wrongNetwork) walletNote = t('orders.refund.wrongNetwork');

  return (
    <>
      {isRefundable(order) ? (
        <Button
          variant="danger"
          busy={run.busy && !open}
          busyLabel={t(`orders.refund.stage.${run.stage ?? 'wallet'}`)}
          onClick={() => setOpen(true)}
        >
          {t('orders.refund.action')}
        </Button>
      ) : null}
      <p role="status" className={styles.muted} ref={doneRef} tabIndex={-1}>
        {done ? t('orders.refund.done') : null}
      </p>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('orders.refund.title', { number: order.number })}
        closeLabel={t('common.close')}
      >
        <div className={`${styles.confirm} ${styles.refund}`}>
          <p>
            <strong>{t('orders.refund.summary', { amount, buyer: order.buyer_address })}</strong>
          </p>
          <p>{t('orders.refund.body', { payTo: order.pay_to })}</p>
          {paid > BigInt(order.total) ? (
            <p>
              {t('orders.refund.overpaid', {
                overpaid: tokens.money(paid - BigInt(order.total), order.token),
              })}
            </p>
          ) : null}
          {walletNote ? <p>{walletNote}</p> : null}
          {run.failure ? <RefundFailureView failure={run.failure} /> : null}
          {run.busy ? (
            <p className={styles.muted} aria-live="polite">
              {t(`orders.refund.stage.${run.stage ?? 'wallet'}`)}
            </p>
          ) : null}
          <FormActions>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('orders.confirm.keep')}
            </Button>
            {fromPayout ? (
              <Button
                variant="danger"
                busy={run.busy}
                busyLabel={t(`orders.refund.stage.${run.stage ?? 'wallet'}`)}
                disabled={wrongNetwork}
                onClick={() => void refund()}
              >
                {t(run.failure ? 'orders.refund.retry' : 'orders.refund.send')}
              </Button>
            ) : null}
          </FormActions>
          {fromPayout ? (
            <details>
              <summary>{t('orders.refund.recordSent')}</summary>
              {hashForm}
            </details>
          ) : (
            hashForm
          )}
        </div>
      </Dialog>
    </>
  );
}
