import { useRef, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { Button, FormActions, FormError } from '@/components/forms';
import { describeError, isApiError } from '@/services/api';
import { noticeRaised } from '@/services/events';
import { useFeatureDispatch } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { type Webhook, useDeleteWebhookMutation } from '../webhooksApi';
import styles from './Webhooks.module.css';

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
  const dispatch = useFeatureDispatch();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [remove, removing] = useDeleteWebhookMutation();
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);

  const confirm = async () => {
    if (removing.isLoading) return;
    setFailure(null);
    try {
      await remove(webhook.id).unwrap();
    } catch (error) {
      // Already gone (deleted in another tab): the refreshed list says so; anything else is shown here.
      if (!(isApiError(error) && error.status === 404)) {
        const described = describeError(t, error);
        setFailure({ message: t('webhooks.deleteFailed'), detail: described.detail ?? described.message });
        return;
      }
    }
    dispatch(noticeRaised({ tone: 'success', key: 'webhooks.deleted' }));
    onDeleted();
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('webhooks.deleteTitle')}
      closeLabel={t('webhooks.close')}
      initialFocus={cancelRef}
    >
      <div className={styles.dialogBody}>
        <p className={styles.breakAnywhere}>{t('webhooks.deleteBody', { url: webhook.url })}</p>
        <FormError message={failure?.message} detail={failure?.detail} />
        <FormActions>
          <Button ref={cancelRef} variant="ghost" onClick={onClose}>
            {t('webhooks.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={removing.isLoading}
            busyLabel={t('webhooks.deleting')}
            onClick={() => void confirm()}
          >
            {t('webhooks.deleteConfirm')}
          </Button>
        </FormActions>
      </div>
    </Dialog>
  );
}
