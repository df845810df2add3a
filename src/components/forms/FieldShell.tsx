import { type ReactNode } from 'react';
import styles from './forms.module.css';

export interface FieldTextProps {
  /** The visible label; every control has one. */
  label: ReactNode;
  /** A short help text under the label, read with the control. */
  hint?: ReactNode;
  /** The validation message; when set the control is aria-invalid and describes itself with it. */
  error?: string | null;
  /** A live status under the control (e.g. an availability check), announced politely. */
  status?: ReactNode;
  /** Text shown beside the label of an optional field, e.g. "(optional)". */
  optionalLabel?: string;
}

/** A field's props split into its shell's (label, hint, error, status, optional mark, class) and its control's. */
export function splitFieldProps<P extends FieldTextProps & { className?: string }>({
  label,
  hint,
  error,
  status,
  optionalLabel,
  className,
  ...control
}: P): [FieldTextProps & { className?: string }, Omit<P, keyof FieldTextProps | 'className'>] {
  return [{ label, hint, error, status, optionalLabel, className }, control];
}

/** Label, hint, control, status and error of one field, laid out the same way everywhere. */
export function FieldShell({
  controlId,
  hintId,
  statusId,
  errorId,
  label,
  hint,
  error,
  status,
  optionalLabel,
  children,
  className,
}: FieldTextProps & {
  controlId: string;
  hintId: string;
  statusId: string;
  errorId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {optionalLabel ? <span className={styles.optional}> {optionalLabel}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <p id={statusId} className={styles.status} aria-live="polite">
        {status}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className={styles.errorIcon}>
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path d="M10 5v6M10 14v.5" stroke="var(--color-surface)" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}
