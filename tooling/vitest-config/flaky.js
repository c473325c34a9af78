import { relative } from 'node:path';

// The browser story runs (ui's stories, the storybook app's screens) share CI's two cores: under CI a story that fails
// is run once more, as Playwright's `retries: CI ? 1 : 0` does for the e2e tests. A story that fails twice still fails
// the run, and one that passed only on its second attempt is printed by FlakyReporter, so that a retry never hides it:
// tooling/scripts/summarize.mjs lists those lines with Playwright's flaky tests.

/** The `test.retry` of a browser story project: one more attempt under CI, none elsewhere. */
export const ciRetry = process.env.CI ? 1 : 0;

/** A vitest reporter that prints `FLAKY <project> <file> > <test>` for each test that passed after a failed attempt. */
export class FlakyReporter {
  onTestCaseResult(testCase) {
    if (!testCase.diagnostic()?.flaky) return;
    const file = relative(testCase.project.config.root, testCase.module.moduleId);
    process.stdout.write(`FLAKY ${testCase.project.name} ${file} > ${testCase.fullName}\n`);
  }
}
