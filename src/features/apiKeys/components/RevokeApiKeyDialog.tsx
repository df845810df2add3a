import { useRef, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { Button, FormActions, FormError } from '@/components/forms';
import { describeError, isApiError } from '@/services/api';
import { noticeRaised } from '@/services/events';
import { useFeatureDispatch } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { type ApiKey, useRevokeApiKeyMutation } from '../apiKeysApi';
import styles from './ApiKeys.module.css';

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
  const dispatch = useFeatureDispatch();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [revoke, revoking] = useRevokeApiKeyMutation();
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);

  const confirm = async () => {
    if (revoking.isLoading) return;
    setFailure(null);
    try {
      await revoke(apiKey.id).unwrap();
    } catch (error) {
      // Already revoked (in another tab): the refreshed list says so; anything else is shown here.
      if (!(isApiError(error) && error.status === 404)) {
        const described = describeError(t, error);
        setFailure({ message: t('apiKeys.revoke.failed'), detail: described.detail ?? described.message });
        return;
      }
    }
    dispatch(noticeRaised({ tone: 'success', key: 'apiKeys.revoke.done' }));
    onRevoked();
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('apiKeys.revoke.title')}
      closeLabel={t('apiKeys.close')}
      initialFocus={cancelRef}
    >
      <div className={styles.dialogBody}>
        <p className={styles.breakAnywhere}>
          {t('apiKeys.revoke.body', { name: apiKey.name, prefix: apiKey.prefix })}
        </p>
        <FormError message={failure?.message} detail={failure?.detail} />
        <FormActions>
          <Button ref={cancelRef} variant="ghost" onClick={onClose}>
            {t('apiKeys.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={revoking.isLoading}
            busyLabel={t('apiKeys.revoke.revoking')}
            onClick={() => void confirm()}
          >
            {t('apiKeys.revoke.confirm')}
          </Button>
        </FormActions>
      </div>
    </Dialog>
  );
}
