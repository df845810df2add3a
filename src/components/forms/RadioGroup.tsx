import { type ReactNode } from 'react';
import { describedBy, useFieldIds } from './fieldIds';
import styles from './forms.module.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  /** The group's name (form field name) and the base of its ids. */
  name: string;
  id?: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  value: V;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  disabled?: boolean;
  /** Options side by side when there is room (short labels), stacked otherwise. */
  inline?: boolean;
}

/** A fieldset of radio buttons with a legend; arrow keys move between options as the browser provides. */
export function RadioGroup<V extends string>({
  name,
  id,
  legend,
  hint,
  error,
  value,
  options,
  onChange,
  disabled,
  inline = false,
}: RadioGroupProps<V>) {
  const ids = useFieldIds(id ?? name);
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend id={`${ids.controlId}-legend`} className={styles.label}>
        {legend}
      </legend>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div
        role="radiogroup"
        aria-labelledby={`${ids.controlId}-legend`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        className={inline ? styles.radiosInline : styles.radios}
      >
        {options.map((option) => {
          const optionId = `${ids.controlId}-${option.value}`;
          const descriptionId = `${optionId}-description`;
          return (
            <div key={option.value} className={styles.radioOption}>
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                className={styles.radio}
                aria-describedby={option.description ? descriptionId : undefined}
              />
              <label htmlFor={optionId} className={styles.radioLabel}>
                <span className={styles.radioTitle}>{option.label}</span>
                {option.description ? (
                  <span id={descriptionId} className={styles.radioDescription}>
                    {option.description}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
