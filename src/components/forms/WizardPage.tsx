import { type ReactNode, type Ref } from 'react';
import { useT } from '../../services/i18n';
import { Confetti } from '../Confetti';
import { Spinner } from '../Spinner';
import { WizardProgress } from './WizardProgress';
import styles from './WizardPage.module.css';
import { DoneIcon } from '../icons';

// The shell every creation wizard shares (docs/product.md §9: /create and /productcreate, steps 1–3 in the URL): the
// progress bar over the page, the form step's heading, the busy panel of step 2 and the done panel of step 3. The
// wizards own only what differs: their form, what step 2 does, and the actions after success. Each heading takes
// the wizard's heading ref, which useWizardSubmission focuses when the step changes.

export interface WizardPageProps {
  step: 1 | 2 | 3;
  /** The message keys of the three step names. */
  stepNames: readonly string[];
  /** The message key of what a screen reader hears for the progress bar ("Step {step} of 3: {name}"). */
  progressKey: string;
  children: ReactNode;
}

export function WizardPage({ step, stepNames, progressKey, children }: WizardPageProps) {
  const t = useT();
  const steps = stepNames.map((key) => t(key));
  return (
    <div className={styles.page}>
      <WizardProgress
        step={step}
        steps={steps}
        label={t(progressKey, { step, name: steps[step - 1] ?? '' })}
      />
      {children}
    </div>
  );
}

/** Step 1's heading: the wizard's title and a line on what it creates. */
export function WizardHeading({
  title,
  intro,
  headingRef,
}: {
  title: string;
  intro: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={styles.heading}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
    </div>
  );
}

/** Step 2 while it works (signing, submitting): a spinner and what is happening; the page has no back button. */
export function WizardBusyPanel({
  id,
  title,
  body,
  headingRef,
}: {
  /** The heading's id, which labels the panel. */
  id: string;
  title: string;
  body?: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id} aria-busy="true">
      <Spinner size="large" label={title} />
      <h1 id={id} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {title}
      </h1>
      {body}
    </section>
  );
}

/** Step 3: the success mark, what was created, and where to go next (`actions`), with confetti. */
export function WizardDonePanel({
  id,
  title,
  children,
  actions,
  headingRef,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <section className={styles.panel} aria-labelledby={id}>
        <DoneIcon className={styles.doneIcon} />
        <h1 id={id} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          {title}
        </h1>
        {children}
        <div className={styles.buttons}>{actions}</div>
      </section>
      <Confetti />
    </>
  );
}
