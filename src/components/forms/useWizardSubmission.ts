import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type WizardStep } from '../../services/routing';

/** Thrown by `next` when the page was left mid-submission: the run stops without another call or navigation. */
class WizardLeft extends Error {}

export interface WizardRun<Phase extends string> {
  /** Moves the busy step to its next phase (the company wizard: signing → submitting). */
  next: (phase: Phase) => void;
}

export interface WizardSubmission<Result, Failure, Phase extends string> {
  /** The heading each step renders; it takes the focus whenever the step changes (not on the first render). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** 'idle', or the phase of the submission in flight. */
  phase: 'idle' | Phase;
  /** What the last submission made (step 3 shows it). */
  result: Result | null;
  setResult: (result: Result | null) => void;
  /** Why the last submission failed, for the form it returned to. */
  failure: Failure | null;
  /** Set while a failed submission walks back from step 2 to the form's history entry. */
  returning: boolean;
  /**
   * Step 1 → 2 (pushed) → the task → 3 (replacing 2) with the result; on failure back to the form's own history
   * entry (the one step 2 was pushed on) with the failure, everything still filled in.
   */
  submit: (first: Phase, task: (run: WizardRun<Phase>) => Promise<Result>) => Promise<void>;
}

/**
 * The submission machinery of the three-step creation wizards (docs/product.md §9): results arrive after awaits, so a
 * page the user has left neither navigates nor sets state any more; focus follows the step, so a screen reader
 * hears where the wizard went.
 */
export function useWizardSubmission<Result, Failure, Phase extends string = 'submitting'>({
  step,
  stepPath,
  failureOf,
}: {
  step: WizardStep;
  stepPath: (step: WizardStep) => string;
  failureOf: (error: unknown) => Failure;
}): WizardSubmission<Result, Failure, Phase> {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<'idle' | Phase>('idle');
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [returning, setReturning] = useState(false);
  if (returning && step !== 2) setReturning(false);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const stepRef = useRef<WizardStep>(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // The latest describer, so `submit` keeps one identity however the page builds it.
  const failureOfRef = useRef(failureOf);
  useEffect(() => {
    failureOfRef.current = failureOf;
  }, [failureOf]);

  const submit = useCallback(
    async (first: Phase, task: (run: WizardRun<Phase>) => Promise<Result>) => {
      setFailure(null);
      setPhase(first);
      navigate(stepPath(2));
      const run: WizardRun<Phase> = {
        next: (next) => {
          if (!mounted.current) throw new WizardLeft();
          setPhase(next);
        },
      };
      try {
        const made = await task(run);
        if (!mounted.current) return;
        setResult(made);
        setPhase('idle');
        navigate(stepPath(3), { replace: true });
      } catch (error) {
        if (!mounted.current) return;
        setPhase('idle');
        setFailure(failureOfRef.current(error));
        if (stepRef.current === 2) {
          setReturning(true);
          navigate(-1);
        } else navigate(stepPath(1), { replace: true });
      }
    },
    [navigate, stepPath],
  );

  return { headingRef, phase, result, setResult, failure, returning, submit };
}
