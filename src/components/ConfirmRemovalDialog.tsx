import { useRef, useState } from 'react';
import { describeError, isApiError } from '../services/api';
import { noticeRaised } from '../services/events';
import { useFeatureDispatch } from '../services/hooks';
import { useT } from '../services/i18n';
import { Dialog } from './Dialog';
import { Button, FormActions, FormError } from './forms';
import styles from './cardList.module.css';

export interface ConfirmRemovalDialogProps {
  title: string;
  body: string;
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  failedMessage: string;
  /** The notice once it is gone. */
  doneNotice: string;
  /** The removal; a 404 means it went already (in another tab), which the refreshed list says. */
  remove: () => Promise<unknown>;
  busy: boolean;
  onRemoved: () => void;
  onClose: () => void;
}

/**
 * A removal confirmed first (a webhook deleted, docs/product.md §12.1; an API key revoked, §12.2): Cancel has the
 * focus, a failure stays in the dialog, and once it is gone a notice says so.
 */
export function ConfirmRemovalDialog(props: ConfirmRemovalDialogProps) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);

  const confirm = async () => {
    if (props.busy) return;
    setFailure(null);
    try {
      await props.remove();
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) {
        const described = describeError(t, error);
        setFailure({ message: props.failedMessage, detail: described.detail ?? described.message });
        return;
      }
    }
    dispatch(noticeRaised({ tone: 'success', key: props.doneNotice }));
    props.onRemoved();
    props.onClose();
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      title={props.title}
      closeLabel={props.closeLabel}
      initialFocus={cancelRef}
    >
      <div className={styles.dialogBody}>
        <p className={styles.breakAnywhere}>{props.body}</p>
        <FormError message={failure?.message} detail={failure?.detail} />
        <FormActions>
          <Button ref={cancelRef} variant="ghost" onClick={props.onClose}>
            {props.cancelLabel}
          </Button>
          <Button
            variant="danger"
            busy={props.busy}
            busyLabel={props.busyLabel}
            onClick={() => void confirm()}
          >
            {props.confirmLabel}
          </Button>
        </FormActions>
      </div>
    </Dialog>
  );
}
