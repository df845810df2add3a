import styles from './forms.module.css';

/**
 * Where a wizard is: "Step 2 of 3: Sign and submit" as text (read by screen readers), with a bar of one segment
 * per step for the eye.
 */
export function WizardProgress({
  step,
  steps,
  label,
}: {
  step: number;
  steps: readonly string[];
  label: string;
}) {
  return (
    <div className={styles.wizardProgress}>
      <p className={styles.wizardLabel}>{label}</p>
      <ol className={styles.wizardSteps} aria-hidden="true">
        {steps.map((name, index) => (
          <li
            key={name}
            className={`${styles.wizardStep} ${index + 1 < step ? styles.wizardStepDone : ''} ${
              index + 1 === step ? styles.wizardStepCurrent : ''
            }`}
          >
            <span className={styles.wizardStepName}>{name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
