import { Tabs } from '../../../components/Tabs';
import { useI18n } from '../../../services/i18n';
import { type OrderStatus, orderStatuses } from '../orderTypes';

type Tab = OrderStatus | null;
const statuses: readonly Tab[] = [null, ...orderStatuses];

export function tabId(status: Tab): string {
  return `orders-tab-${status ?? 'all'}`;
}
export const ordersPanelId = 'orders-panel';

/**
 * Status tabs with counts (components/Tabs: ARIA tabs, automatic activation). Counts come from the stats endpoint
 * under the same filters; while they load, or when they fail, the tabs still work without them. Under a search or
 * date range matching over 10 000 orders the counts are the database's estimates, and each badge says so.
 */
export function OrderStatusTabs({
  selected,
  counts,
  total,
  estimate,
  onSelect,
}: {
  selected: OrderStatus | null;
  counts: Record<OrderStatus, number> | undefined;
  total: number | undefined;
  estimate: boolean;
  onSelect: (status: OrderStatus | null) => void;
}) {
  const { t, formatNumber } = useI18n();
  return (
    <Tabs
      label={t('orders.tabs.label')}
      tabs={statuses.map((status) => {
        const count = status === null ? total : counts?.[status];
        return {
          value: status,
          label: status === null ? t('orders.tabs.all') : t(`orders.status.${status}`),
          badge:
            count === undefined
              ? undefined
              : estimate
                ? t('orders.tabs.estimate', { count: formatNumber(count) })
                : formatNumber(count),
        };
      })}
      selected={selected}
      onSelect={onSelect}
      tabId={tabId}
      panelId={ordersPanelId}
    />
  );
}
