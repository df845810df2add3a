import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Button, FormActions, FormError } from '../../../components/forms';
import { describeError } from '../../../services/api';
import { useT } from '../../../services/i18n';
import { allowedActions } from '../orderStatus';
import { useUpdateOrderMutation } from '../ordersApi';
import { type OrderDetail, type OrderStatus } from '../orderTypes';
import { isRefundable } from '../refund';
import styles from './OrderDetail.module.css';
import { RefundAction } from './RefundAction';

/**
 * Only the moves the server allows from the current status (orderStatus.ts), each confirmed in a dialog, and Refund,
 * which sends the money back before the order may say refunded (docs/product.md §12.4).
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const t = useT();
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [changed, setChanged] = useState<OrderStatus | null>(null);
  const [updateOrder, update] = useUpdateOrderMutation();
  const actions = allowedActions(order.status);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The button that opened the dialog is gone once the status moved on: keyboard focus goes to the outcome.
  useEffect(() => {
    if (changed && pending === null) statusRef.current?.focus();
  }, [changed, pending]);

  const close = () => {
    setPending(null);
    update.reset();
  };
  const confirm = async () => {
    if (!pending) return;
    const result = await updateOrder({ id: order.id, changes: { status: pending } });
    if (!('error' in result)) {
      setChanged(pending);
      setPending(null);
    }
  };
  const failure = update.isError ? describeError(t, update.error) : null;

  return (
    <>
      {actions.length === 0 && !isRefundable(order) ? (
        <p className={styles.muted}>{t('orders.detail.noActions')}</p>
      ) : null}
      <div className={styles.actions}>
        {actions.map((status) => (
          <Button
            key={status}
            variant={status === 'completed' ? 'primary' : 'danger'}
            onClick={() => {
              update.reset();
              setChanged(null);
              setPending(status);
            }}
          >
            {t(`orders.action.${status}`)}
          </Button>
        ))}
        <RefundAction order={order} />
      </div>
      <p role="status" className={styles.muted} ref={statusRef} tabIndex={-1}>
        {changed ? t('orders.detail.statusChanged', { status: t(`orders.status.${changed}`) }) : null}
      </p>
      <Dialog
        open={pending !== null}
        onClose={close}
        title={pending ? t(`orders.confirm.${pending}.title`, { number: order.number }) : ''}
        closeLabel={t('common.close')}
      >
        {pending ? (
          <div className={styles.confirm}>
            <p>{t(`orders.confirm.${pending}.body`)}</p>
            <FormError message={failure?.message} detail={failure?.detail} />
            <FormActions>
              <Button variant="secondary" onClick={close}>
                {t('orders.confirm.keep')}
              </Button>
              <Button
                variant={pending === 'completed' ? 'primary' : 'danger'}
                busy={update.isLoading}
                busyLabel={t('orders.confirm.working')}
                onClick={() => void confirm()}
                data-autofocus
              >
                {t(`orders.action.${pending}`)}
              </Button>
            </FormActions>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
