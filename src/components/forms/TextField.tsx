import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, useFieldIds } from './fieldIds';
import { FieldShell, splitFieldProps, type FieldTextProps } from './FieldShell';
import styles from './forms.module.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldTextProps {
  /** Fixed text before the input, e.g. a URL prefix; not part of the value. */
  prefix?: string;
  /** Content after the input on the same line, e.g. a unit. */
  suffix?: ReactNode;
}

/** A labelled text input whose hint, status and error are tied to it (aria-describedby, aria-invalid). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, prefix, suffix, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  const [shell, input] = splitFieldProps(props);
  const { hint, status, error } = shell;
  const control = (
    <input
      ref={ref}
      id={ids.controlId}
      className={`${styles.input} ${prefix || suffix ? styles.inputInGroup : ''}`}
      aria-invalid={error ? true : undefined}
      {...input}
      aria-describedby={describedBy(ids, { hint, status, error, extra: input['aria-describedby'] })}
    />
  );
  return (
    <FieldShell {...ids} {...shell}>
      {prefix || suffix ? (
        <div className={`${styles.group} ${error ? styles.groupInvalid : ''}`}>
          {prefix ? (
            <span className={styles.affix} aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          {control}
          {suffix ? <span className={styles.affix}>{suffix}</span> : null}
        </div>
      ) : (
        control
      )}
    </FieldShell>
  );
});
