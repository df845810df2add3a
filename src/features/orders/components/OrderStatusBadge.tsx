import { Badge } from '../../../components/Badge';
import { useT } from '../../../services/i18n';
import { statusTone } from '../orderStatus';
import { type OrderStatus } from '../orderTypes';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <Badge tone={statusTone[status] ?? 'neutral'}>{t(`orders.status.${status}`)}</Badge>;
}
