import { type RefObject, useCallback, useEffect, useMemo, useState } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid';
import { type FieldProblem, type FieldProblems } from './validators';

/**
 * When a form shows its problems: a field's own problem once the user has left it (blur) or tried to submit, and
 * a server's verdict on a field until that field changes. `focusFirstInvalid` runs after the next render, when
 * the new errors are in the DOM.
 */
export function useFieldErrors<F extends string>(
  problems: FieldProblems<F>,
  formRef: RefObject<HTMLElement | null>,
) {
  const [showAll, setShowAll] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [server, setServer] = useState<FieldProblems<F>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest, formRef]);

  const touch = useCallback((field: F) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);

  const changed = useCallback((field: F) => {
    setServer((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);

  /** After a submit attempt: show every problem and move focus to the first. */
  const revealAll = useCallback(() => {
    setShowAll(true);
    setFocusRequest((count) => count + 1);
  }, []);

  /** The server's field errors: shown at once, first one focused. */
  const showServerProblems = useCallback((next: FieldProblems<F>) => {
    setServer(next);
    setShowAll(true);
    setFocusRequest((count) => count + 1);
  }, []);

  const reset = useCallback(() => {
    setShowAll(false);
    setTouched(new Set());
    setServer({});
  }, []);

  const visible = useMemo(() => {
    const result: FieldProblems<F> = {};
    for (const [field, found] of Object.entries(problems) as [F, FieldProblem][]) {
      if (showAll || touched.has(field)) result[field] = found;
    }
    return { ...result, ...server };
  }, [problems, showAll, touched, server]);

  return { visible, touch, changed, revealAll, showServerProblems, reset };
}
