import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/forms';
import { describeError } from '../../../services/api';
import { useFeatureDispatch } from '../../../services/hooks';
import { useI18n } from '../../../services/i18n';
import { downloadTextFile } from '../csv';
import {
  ExportCancelled,
  exportFileName,
  type ExportProgress,
  fetchAllOrders,
  ordersCsv,
  type OrdersCsvLabels,
} from '../exportOrders';
import { type OrderFilter } from '../orderFilters';
import styles from './OrdersScreen.module.css';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress | null }
  | { kind: 'done'; count: number }
  | { kind: 'failed'; message: string; detail?: string };

/** CSV of every order of the current filter (all pages), built in the browser. */
export function ExportOrdersButton({
  wallet,
  filter,
  disabled,
}: {
  wallet: string;
  filter: OrderFilter;
  disabled: boolean;
}) {
  const { t, formatNumber } = useI18n();
  const dispatch = useFeatureDispatch();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', progress: null });
    const labels: OrdersCsvLabels = {
      header: {
        number: t('orders.csv.number'),
        createdAt: t('orders.csv.createdAt'),
        status: t('orders.csv.status'),
        product: t('orders.csv.product'),
        quantity: t('orders.csv.quantity'),
        unitPrice: t('orders.csv.unitPrice'),
        total: t('orders.csv.total'),
        token: t('orders.csv.token'),
        buyer: t('orders.csv.buyer'),
        buyerEmail: t('orders.csv.buyerEmail'),
        paymentTx: t('orders.csv.paymentTx'),
        paidAt: t('orders.csv.paidAt'),
        note: t('orders.csv.note'),
      },
      status: (order) => t(`orders.status.${order.status}`),
    };
    try {
      const orders = await fetchAllOrders(dispatch, wallet, filter, {
        signal: abort.signal,
        onProgress: (progress) => {
          if (!abort.signal.aborted) setState({ kind: 'running', progress });
        },
      });
      if (abort.signal.aborted) return;
      downloadTextFile(exportFileName(filter), ordersCsv(orders, labels));
      setState({ kind: 'done', count: orders.length });
    } catch (error) {
      if (error instanceof ExportCancelled || abort.signal.aborted) return;
      const { message, detail } = describeError(t, error);
      setState({ kind: 'failed', message: t('orders.export.failed', { reason: message }), detail });
    }
  };

  const cancel = () => {
    controller.current?.abort();
    setState({ kind: 'idle' });
  };

  const running = state.kind === 'running';
  return (
    <div className={styles.export}>
      <Button
        variant="secondary"
        onClick={() => void run()}
        busy={running}
        busyLabel={t('orders.export.running')}
        disabled={disabled && !running}
      >
        {t('orders.export.button')}
      </Button>
      {running ? (
        <Button variant="ghost" onClick={cancel}>
          {t('orders.export.cancel')}
        </Button>
      ) : null}
      <p className={styles.exportStatus} role="status">
        {state.kind === 'running' && state.progress
          ? t('orders.export.progress', {
              loaded: formatNumber(state.progress.loaded),
              total: formatNumber(state.progress.total),
            })
          : state.kind === 'done'
            ? t('orders.export.done', { count: formatNumber(state.count) })
            : null}
      </p>
      {state.kind === 'failed' ? (
        <p className={styles.exportError} role="alert">
          {state.message}
          {state.detail ? ` (${state.detail})` : null}
        </p>
      ) : null}
    </div>
  );
}
