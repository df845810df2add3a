// The public face of the orders feature (docs/architecture.md): other features, app/ and
// the tests import it from here, never from its files.
export { OrderStatusBadge } from './components/OrderStatusBadge';
export { defaultOrderFilter, serializeOrderFilter } from './orderFilters';
export type { OrderStats, OrderStatus } from './orderTypes';
export { useGetOrderStatsQuery, useListOrdersQuery, type OrderListArgs, ordersApi } from './ordersApi';
export { liveOrderReads } from './liveOrders';
export type { RevenueRow } from './orderTypes';
