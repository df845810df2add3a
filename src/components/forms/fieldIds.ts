import { useId } from 'react';

/** Ids of a field's control and of the texts that describe it, tied together with aria-describedby. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  return {
    controlId,
    hintId: `${controlId}-hint`,
    statusId: `${controlId}-status`,
    errorId: `${controlId}-error`,
  };
}

/** aria-describedby for a control: its hint, its live status and its error, in reading order. */
export function describedBy(
  ids: { hintId: string; statusId: string; errorId: string },
  parts: { hint?: unknown; status?: unknown; error?: unknown; extra?: string },
): string | undefined {
  const list = [
    parts.hint ? ids.hintId : null,
    parts.status ? ids.statusId : null,
    parts.error ? ids.errorId : null,
    parts.extra ?? null,
  ].filter((value): value is string => Boolean(value));
  return list.length > 0 ? list.join(' ') : undefined;
}
