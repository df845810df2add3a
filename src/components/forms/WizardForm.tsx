import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from './Button';
import { FormError } from './FormError';
import { FormActions, formClassName } from './FormLayout';
import { useFieldErrors } from './useFieldErrors';
import { type FieldProblems, hasProblems } from './validators';

/** Why a wizard's submission failed: the message over the form, the server's reason, and its verdict per field. */
export interface WizardFormFailure<F extends string> {
  message: string;
  detail?: string;
  problems: FieldProblems<F>;
}

/** When and which problems the fields show (useFieldErrors), handed to the wizard's own fields. */
export type WizardFormErrors<F extends string> = ReturnType<typeof useFieldErrors<F>>;

/**
 * Step 1 of a creation wizard (docs/product.md §9: /create and /productcreate): the form with its error over it and
 * Discard / Create under it. Creating with problems left shows them all, focuses the first and says to fix them;
 * a failed submission's field verdicts show at once. The wizard owns only its fields (`children`) and texts.
 */
export function WizardForm<F extends string>({
  problems,
  failure,
  fixErrorsMessage,
  discardLabel,
  submitLabel,
  onDiscard,
  onSubmit,
  children,
}: {
  problems: FieldProblems<F>;
  failure: WizardFormFailure<F> | null;
  /** Shown over the form when Create is pressed with problems left. */
  fixErrorsMessage: string;
  discardLabel: string;
  submitLabel: string;
  onDiscard: () => void;
  /** Called only when no field has a problem. */
  onSubmit: () => void;
  children: (errors: WizardFormErrors<F>) => ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors(problems, formRef);
  const [clientFailure, setClientFailure] = useState(false);

  // A failed submission comes back with the server's verdict on fields: show it and focus the first.
  const { showServerProblems } = errors;
  useEffect(() => {
    if (failure) showServerProblems(failure.problems);
  }, [failure, showServerProblems]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasProblems(problems)) {
      setClientFailure(true);
      errors.revealAll();
      return;
    }
    setClientFailure(false);
    onSubmit();
  };

  const formError = clientFailure && hasProblems(problems) ? { message: fixErrorsMessage } : failure;

  return (
    <form ref={formRef} className={formClassName} onSubmit={submit} noValidate>
      <FormError
        message={formError?.message}
        detail={formError && 'detail' in formError ? formError.detail : null}
      />
      {children(errors)}
      <FormActions>
        <Button
          variant="ghost"
          onClick={() => {
            onDiscard();
            errors.reset();
            setClientFailure(false);
          }}
        >
          {discardLabel}
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </FormActions>
    </form>
  );
}
