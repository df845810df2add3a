import { useId, type ReactNode } from 'react';
import styles from './forms.module.css';

/** A whole form's class: its error, sections and actions stacked 20 px apart (every feature's forms look alike). */
export const formClassName = styles.form;

/** A titled part of a long form (Basics, License, Price), a landmark-free region labelled by its heading. */
export function FormSection({
  title,
  description,
  children,
  headingLevel = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionTitle}>
        {title}
      </Heading>
      {description ? <p className={styles.sectionDescription}>{description}</p> : null}
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

/** Two fields side by side on wide screens, stacked below 768 px. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** The buttons at the end of a form: primary last on wide screens, full width and primary first on phones. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
