const controls = 'input, select, textarea, button, [tabindex]';

/**
 * Moves focus to the first control marked aria-invalid inside `container`, in document order, so a keyboard or
 * screen-reader user lands on what needs fixing after a failed submit. A marked group (a radiogroup) passes focus
 * to its checked option, else its first. Returns whether one was found.
 */
export function focusFirstInvalid(container: ParentNode | null | undefined): boolean {
  const marked = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return false;
  const target = marked.matches(controls)
    ? marked
    : (marked.querySelector<HTMLElement>('input:checked') ?? marked.querySelector<HTMLElement>(controls));
  if (!target) return false;
  target.focus();
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
  return true;
}
