import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/forms';
import { describeError } from '../../../services/api';
import { isAbort } from '../../../services/api/fetchWithReauth';
import { useFeatureDispatch } from '../../../services/hooks';
import { useI18n } from '../../../services/i18n';
import { type OrderFilter } from '../orderFilters';
import { downloadOrdersExport, orderExportQuery } from '../ordersExport';
import styles from './OrdersScreen.module.css';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number }
  | { kind: 'done'; rows: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string; detail?: string };

/** The live region says the count at most this often: a screen reader must not read every arriving chunk. */
const progressEveryMs = 250;

/**
 * The CSV of every order of the screen's filters and sort (docs/product.md §9), written by the API and received here
 * with its progress: the orders received against the list's count (`total`), or only the orders received when that
 * count is the database's estimate. Cancel stops the download; a failure is said beside the button and the list
 * stays as it was.
 */
export function ExportOrdersButton({
  filter,
  total,
  totalIsEstimate,
  disabled,
}: {
  filter: OrderFilter;
  total: number;
  totalIsEstimate: boolean;
  disabled: boolean;
}) {
  const { t, formatNumber, locale } = useI18n();
  const dispatch = useFeatureDispatch();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Leaving the screen stops the download.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', rows: 0 });
    let shownAt = 0;
    try {
      const outcome = await dispatch(
        downloadOrdersExport(orderExportQuery(filter, locale), {
          signal: abort.signal,
          onRows: (rows) => {
            const now = Date.now();
            if (abort.signal.aborted || now - shownAt < progressEveryMs) return;
            shownAt = now;
            setState({ kind: 'running', rows });
          },
        }),
      );
      if (abort.signal.aborted) return;
      if (outcome.kind === 'saved') {
        setState({ kind: 'done', rows: outcome.rows });
      } else {
        const { message, detail } = describeError(t, outcome.error);
        setState({ kind: 'failed', message: t('orders.export.failed', { reason: message }), detail });
      }
    } catch (error) {
      if (isAbort(error) || abort.signal.aborted) return;
      const { message, detail } = describeError(t, error);
      setState({ kind: 'failed', message: t('orders.export.failed', { reason: message }), detail });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setState({ kind: 'cancelled' });
    // The Cancel button goes away: the keyboard stays on the export button.
    button.current?.focus();
  };

  const running = state.kind === 'running';
  let status: string | null = null;
  if (state.kind === 'running')
    status = totalIsEstimate
      ? t('orders.export.progressEstimate', { loaded: formatNumber(state.rows), total: formatNumber(total) })
      : t('orders.export.progress', {
          loaded: formatNumber(Math.min(state.rows, total)),
          total: formatNumber(total),
        });
  else if (state.kind === 'done') status = t('orders.export.done', { count: formatNumber(state.rows) });
  else if (state.kind === 'cancelled') status = t('orders.export.cancelled');

  return (
    <div className={styles.export}>
      <Button
        ref={button}
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
        {status}
      </p>
      {state.kind === 'running' && !totalIsEstimate && total > 0 ? (
        <progress
          className={styles.exportProgress}
          max={total}
          value={Math.min(state.rows, total)}
          aria-label={t('orders.export.running')}
        />
      ) : null}
      {state.kind === 'failed' ? (
        <p className={styles.exportError} role="alert">
          {state.message}
          {state.detail ? ` (${state.detail})` : null}
        </p>
      ) : null}
    </div>
  );
}
