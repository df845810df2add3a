import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { describedBy, useFieldIds } from './fieldIds';
import { FieldShell, splitFieldProps, type FieldTextProps } from './FieldShell';
import styles from './forms.module.css';
import { textLength } from './validators';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'maxLength'>, FieldTextProps {
  /** Shows a "used / max" counter; the limit itself is enforced by validation, so pasting never truncates. */
  maxChars?: number;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { id, maxChars, rows = 4, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  const [shell, textarea] = splitFieldProps(props);
  const { hint, status, error } = shell;
  const length = typeof textarea.value === 'string' ? textLength(textarea.value) : 0;
  const counter =
    maxChars !== undefined ? (
      <span className={`${styles.counter} ${length > maxChars ? styles.counterOver : ''}`} aria-hidden="true">
        {length} / {maxChars}
      </span>
    ) : null;
  return (
    <FieldShell {...ids} {...shell} status={status ?? counter}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        {...textarea}
        aria-describedby={describedBy(ids, {
          hint,
          status: status,
          error,
          extra: textarea['aria-describedby'],
        })}
      />
    </FieldShell>
  );
});
