import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules of axe (issue 19: WCAG 2.2 AA); each violation as its rule, impact and elements. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Issue 33 (the run's time): the same rules and the same violations, for a fifth less processor time in the sweep.
  // - `resultTypes`: axe works out every node of the violations only (passes and the rest keep one node each), and
  //   the answer the test worker reads back is that much smaller. Set before `withTags`, which it would replace.
  // - Without child frames, axe runs in the page itself (`setLegacyMode`), instead of running in the page and then
  //   again in a blank page opened for each check to merge the frames' results; a page with frames keeps that way,
  //   the only one that reaches a frame of another origin.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(page.frames().length === 1);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
