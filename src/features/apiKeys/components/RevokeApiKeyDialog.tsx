import { ConfirmRemovalDialog } from '@/components/ConfirmRemovalDialog';
import { useT } from '@/services/i18n';
import { type ApiKey, useRevokeApiKeyMutation } from '../apiKeysApi';

/** Revoke, confirmed first: the key is refused from its next call on, for good (docs/product.md §12.2). */
export function RevokeApiKeyDialog({
  apiKey,
  onClose,
  onRevoked,
}: {
  apiKey: ApiKey;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const t = useT();
  const [revoke, revoking] = useRevokeApiKeyMutation();
  return (
    <ConfirmRemovalDialog
      title={t('apiKeys.revoke.title')}
      body={t('apiKeys.revoke.body', { name: apiKey.name, prefix: apiKey.prefix })}
      closeLabel={t('apiKeys.close')}
      cancelLabel={t('apiKeys.cancel')}
      confirmLabel={t('apiKeys.revoke.confirm')}
      busyLabel={t('apiKeys.revoke.revoking')}
      failedMessage={t('apiKeys.revoke.failed')}
      doneNotice="apiKeys.revoke.done"
      remove={() => revoke(apiKey.id).unwrap()}
      busy={revoking.isLoading}
      onRemoved={onRevoked}
      onClose={onClose}
    />
  );
}
