import { ConfirmRemovalDialog } from '@/components/ConfirmRemovalDialog';
import { useT } from '@/services/i18n';
import { type Webhook, useDeleteWebhookMutation } from '../webhooksApi';

/** Delete, confirmed first: the webhook and its delivery log go at once and for good (docs/product.md §12.1). */
export function DeleteWebhookDialog({
  webhook,
  onClose,
  onDeleted,
}: {
  webhook: Webhook;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const [remove, removing] = useDeleteWebhookMutation();
  return (
    <ConfirmRemovalDialog
      title={t('webhooks.deleteTitle')}
      body={t('webhooks.deleteBody', { url: webhook.url })}
      closeLabel={t('webhooks.close')}
      cancelLabel={t('webhooks.cancel')}
      confirmLabel={t('webhooks.deleteConfirm')}
      busyLabel={t('webhooks.deleting')}
      failedMessage={t('webhooks.deleteFailed')}
      doneNotice="webhooks.deleted"
      remove={() => remove(webhook.id).unwrap()}
      busy={removing.isLoading}
      onRemoved={onDeleted}
      onClose={onClose}
    />
  );
}
