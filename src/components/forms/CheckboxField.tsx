import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, useFieldIds } from './fieldIds';
import styles from './forms.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled checkbox; the whole row is the click target (44 px high for touch). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { id, label, hint, error, className, ...input },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={`${styles.checkField} ${className ?? ''}`}>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          {...input}
          aria-describedby={describedBy(ids, { hint, error, extra: input['aria-describedby'] })}
        />
        <label htmlFor={ids.controlId} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={ids.hintId} className={`${styles.hint} ${styles.checkHint}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={`${styles.error} ${styles.checkHint}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
