import { Badge, type BadgeTone } from '../../../components/Badge';
import { useT } from '../../../services/i18n';
import { type ProductStatus } from '../productTypes';

const tones: Record<ProductStatus, BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  paused: 'warning',
  archived: 'info',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const t = useT();
  return <Badge tone={tones[status]}>{t(`products.status.${status}`)}</Badge>;
}
