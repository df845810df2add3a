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
  /** Text typed exactly as it is (a slug, an address): no auto-capitalising, auto-correcting or spell-checking. */
  verbatim?: boolean;
}

const verbatimInput = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

/** A labelled text input whose hint, status and error are tied to it (aria-describedby, aria-invalid). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, prefix, suffix, verbatim, ...props },
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
      {...(verbatim ? verbatimInput : null)}
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

/** A web address: the URL keyboard, and `https://` shown until the user types (the forms take https only). */
export const UrlField = forwardRef<HTMLInputElement, TextFieldProps>(function UrlField(props, ref) {
  return <TextField ref={ref} type="url" inputMode="url" placeholder="https://" {...props} />;
});
