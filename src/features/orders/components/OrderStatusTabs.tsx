import { useRef, type KeyboardEvent } from 'react';
import { useI18n } from '../../../services/i18n';
import { type OrderStatus, orderStatuses } from '../orderTypes';
import styles from './OrdersScreen.module.css';

type Tab = OrderStatus | null;
const tabs: readonly Tab[] = [null, ...orderStatuses];

export function tabId(status: Tab): string {
  return `orders-tab-${status ?? 'all'}`;
}
export const ordersPanelId = 'orders-panel';

/**
 * Status tabs with counts (ARIA tabs, automatic activation): arrow keys, Home and End move between them, and only
 * the selected tab is in the Tab order. Counts come from the stats endpoint under the same filters; while they
 * load, or when they fail, the tabs still work without them.
 */
export function OrderStatusTabs({
  selected,
  counts,
  total,
  onSelect,
}: {
  selected: OrderStatus | null;
  counts: Record<OrderStatus, number> | undefined;
  total: number | undefined;
  onSelect: (status: OrderStatus | null) => void;
}) {
  const { t, formatNumber } = useI18n();
  const refs = useRef(new Map<Tab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(selected);
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const status = tabs[next] ?? null;
    refs.current.get(status)?.focus();
    onSelect(status);
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={t('orders.tabs.label')}>
      {tabs.map((status) => {
        const count = status === null ? total : counts?.[status];
        const isSelected = status === selected;
        return (
          <button
            key={status ?? 'all'}
            ref={(element) => {
              if (element) refs.current.set(status, element);
              else refs.current.delete(status);
            }}
            type="button"
            role="tab"
            id={tabId(status)}
            aria-selected={isSelected}
            aria-controls={ordersPanelId}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(status)}
            onKeyDown={onKeyDown}
          >
            {status === null ? t('orders.tabs.all') : t(`orders.status.${status}`)}
            {count === undefined ? null : <span className={styles.count}>{formatNumber(count)}</span>}
          </button>
        );
      })}
    </div>
  );
}
