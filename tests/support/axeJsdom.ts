import axe from 'axe-core';

// The WCAG 2.0/2.1 A and AA rules of the browser suites' scans (tests/support/axe.ts), run on a component test's DOM.
// jsdom lays nothing out and the tests stub the stylesheets, so colour contrast is left to the browser scans.

/** Each violation inside `root`, as "rule: target — help"; an empty list when there is none. */
export async function axeViolations(root: Element): Promise<string[]> {
  const { violations } = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`),
  );
}
