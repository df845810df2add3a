// An accessibility scan for component tests: axe-core's WCAG 2.0/2.1 A and AA rules on what jsdom rendered, as the
// browser suites scan pages (tests/support/axe.ts). jsdom lays nothing out, so colour contrast is left to those.
import axe from 'axe-core';

/** One line per violation, e.g. `label: #email — Form elements must have labels`; empty when there is none. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`),
  );
}
