import { useRef, useState } from 'react';
import { useFieldErrors } from './useFieldErrors';
import { type FieldProblems, hasProblems } from './validators';

/**
 * A form that saves in place (/manage's company profile, a product's edit): its form-level error, when its fields
 * show their problems, and the check before saving. With problems left, `readyToSave` says to fix them
 * (`fixErrorsMessage`), shows them all, focuses the first and answers false.
 */
export function useEditForm<F extends string>(problems: FieldProblems<F>, fixErrorsMessage: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors(problems, formRef);
  const [formError, setFormError] = useState<{ message: string; detail?: string } | null>(null);

  const readyToSave = (): boolean => {
    if (!hasProblems(problems)) return true;
    setFormError({ message: fixErrorsMessage });
    errors.revealAll();
    return false;
  };

  return { formRef, errors, formError, setFormError, readyToSave };
}
