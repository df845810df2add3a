import { Dialog } from '../../../components/Dialog';
import { Button, FormActions } from '../../../components/forms';
import { useT } from '../../../services/i18n';
import styles from './products.module.css';

/**
 * Asks before a step that cannot be undone on one product (archiving, deleting a draft): what the step does, which
 * product, and Cancel beside the danger button.
 */
export function ConfirmProductDialog({
  open,
  title,
  body,
  productTitle,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  body: string;
  productTitle: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onCancel} title={title} closeLabel={t('common.close')}>
      <p>{body}</p>
      <p className={styles.dialogSubject}>{productTitle}</p>
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </FormActions>
    </Dialog>
  );
}
