import { forwardRef, type ReactNode } from 'react';
import { CheckboxField } from './CheckboxField';
import { describedBy, useFieldIds } from './fieldIds';
import groupStyles from './CheckboxGroup.module.css';
import styles from './forms.module.css';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface CheckboxGroupProps {
  /** The form field name of every checkbox, and the base of the group's ids. */
  name: string;
  legend: ReactNode;
  hint: ReactNode;
  options: readonly CheckboxOption[];
  chosen: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  error?: string | null;
  disabled?: boolean;
  /** Options in columns when there is room (many short labels), stacked otherwise. */
  columns?: boolean;
}

/**
 * A fieldset of checkboxes choosing a set (a webhook's events, a key's scopes). The group's hint and error are read
 * with each checkbox; the ref is the first one, which a form focuses when none is chosen.
 */
export const CheckboxGroup = forwardRef<HTMLInputElement, CheckboxGroupProps>(function CheckboxGroup(
  { name, legend, hint, options, chosen, onChange, error, disabled, columns = false },
  firstRef,
) {
  const ids = useFieldIds();
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={describedBy(ids, { hint, error })}
      disabled={disabled}
    >
      <legend className={styles.label}>{legend}</legend>
      <p id={ids.hintId} className={styles.hint}>
        {hint}
      </p>
      <div className={columns ? groupStyles.columns : undefined}>
        {options.map((option, index) => (
          <CheckboxField
            key={option.value}
            ref={index === 0 ? firstRef : undefined}
            name={name}
            value={option.value}
            checked={chosen.has(option.value)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.target.checked) next.add(option.value);
              else next.delete(option.value);
              onChange(next);
            }}
            label={option.label}
            hint={option.hint}
          />
        ))}
      </div>
      {error ? (
        <p id={ids.errorId} className={groupStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
