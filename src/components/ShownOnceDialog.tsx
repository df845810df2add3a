import { type ReactNode, useEffect, useRef } from 'react';
import { Dialog } from './Dialog';
import { Button, CopyButton, FormActions } from './forms';
import styles from './ShownOnceDialog.module.css';

export interface ShownOnceDialogProps {
  title: string;
  closeLabel: string;
  intro: ReactNode;
  /** What the value is ("Signing secret", "API key"). */
  label: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
  /** That it will not be shown again. */
  warning: string;
  doneLabel: string;
  onClose: () => void;
}

/**
 * A secret the API answers once (a webhook's signing secret, docs/product.md §12.1; an API key, §12.2): shown with a
 * Copy button, which takes the focus, and a warning that it is not shown again. It lives in this dialog's props
 * alone, never in the store, and is gone when the dialog closes.
 */
export function ShownOnceDialog(props: ShownOnceDialogProps) {
  const copyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // What is left to do is to copy it.
    copyRef.current?.querySelector('button')?.focus();
  }, []);
  return (
    <Dialog open onClose={props.onClose} title={props.title} closeLabel={props.closeLabel} size="wide">
      <div className={styles.body}>
        <p className={styles.intro}>{props.intro}</p>
        <div className={styles.box} ref={copyRef}>
          <p className={styles.label}>{props.label}</p>
          <code className={styles.value}>{props.value}</code>
          <CopyButton text={props.value} label={props.copyLabel} copiedLabel={props.copiedLabel} />
        </div>
        <p className={styles.warning}>{props.warning}</p>
        <FormActions>
          <Button onClick={props.onClose}>{props.doneLabel}</Button>
        </FormActions>
      </div>
    </Dialog>
  );
}
