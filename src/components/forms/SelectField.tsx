import { forwardRef, type SelectHTMLAttributes } from 'react';
import { describedBy, useFieldIds } from './fieldIds';
import { FieldShell, splitFieldProps, type FieldTextProps } from './FieldShell';
import styles from './forms.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>, FieldTextProps {
  options: readonly SelectOption[];
  /** A first, empty choice (value ""), e.g. "Choose a country". */
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, options, placeholder, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  const [shell, select] = splitFieldProps(props);
  const { hint, status, error } = shell;
  return (
    <FieldShell {...ids} {...shell}>
      <select
        ref={ref}
        id={ids.controlId}
        className={`${styles.input} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        {...select}
        aria-describedby={describedBy(ids, { hint, status, error, extra: select['aria-describedby'] })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
