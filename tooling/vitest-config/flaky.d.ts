import type { TestCase } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';

/** The `test.retry` of a browser story project: one more attempt under CI, none elsewhere. */
export declare const ciRetry: number;

/** A vitest reporter that prints `FLAKY <project> <file> > <test>` for each test that passed after a failed attempt. */
export declare class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void;
}
