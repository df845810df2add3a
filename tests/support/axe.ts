// One accessibility scan for every browser suite (the Standards: no axe violations on any route or dialog).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Dialogs fade and slide in (150–250 ms). A scan taken mid-animation reads half-transparent text and reports a
 * contrast failure the user never sees once the dialog is open, so the scan waits for running animations to end.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** WCAG 2.0/2.1 A and AA on the page as it is now, or only inside `include` (a CSS selector). */
export async function expectNoAxeViolations(page: Page, include?: string | string[]): Promise<void> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of include === undefined ? [] : [include].flat()) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  const report = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${violation.help}` +
        (node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''),
    ),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
