// timings.mjs against lines shaped as a real `npm test` log prints them (turbo's prefix, vitest's file lines with and
// without a project badge, Playwright's list reporter) and a run summary trimmed from turbo 2.11's --summarize file:
// the closing output is read by people deciding what to speed up, so a row silently lost or misfiled would mislead.
// Run with `node --test tooling/scripts/timings.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatSlowestFiles, formatTurboTable, setupLines, slowestFiles, turboLine, turboSummaryPaths, turboTable } from './timings.mjs';

const log = `
@frontoffice/domain:test:  ✓ src/dates/slots.test.ts (108 tests) 320ms
@frontoffice/api-client:test:  ✓  browser (chromium)  test/prepareUpload.browser.test.ts (4 tests) 2997ms
@frontoffice/feature-search:test:  ✓  shared  src/components/SearchForm/SearchForm.test.tsx (16 tests) 78499ms
@frontoffice/feature-search:test:      ✓ spec §5: a slow test inside the file, not a file 1500ms
@frontoffice/feature-search:test:  ❯ |isolated| src/components/SearchForm/SearchTimePicker.test.tsx (3 tests | 1 failed) 1.2s
@frontoffice/feature-search:test:  ↓ |isolated| src/skipped.test.ts (2 tests | 2 skipped)
@frontoffice/ui:test:  ✓  stories:default  src/components/FileUpload/FileUpload.stories.tsx (13 tests) 5913ms
@frontoffice/ui:test:  ✓  stories:campus  src/components/FileUpload/FileUpload.stories.tsx (13 tests) 6563ms
@frontoffice/ui:test:  ✓  unit  src/theme/contrast.test.ts (1 test) 625ms
@frontoffice/storybook:test:  ✓  screens:campus  ../../packages/feature-signup/src/pages/PendingValidationPage.stories.tsx (1 test) 124ms
@frontoffice/frontoffice:e2e: Running 207 tests using 2 workers
@frontoffice/frontoffice:e2e:   ✓    8 [e2e] › e2e/a11y-sweep.spec.ts:59:5 › issue 19 WCAG 2.2 AA: every route, theme minimal (en) (1.1m)
@frontoffice/frontoffice:e2e:   ✓    9 [e2e] › e2e/a11y-sweep.spec.ts:91:3 › issue 19 WCAG 2.2 AA: the search (theme default, fr) (12.8s)
@frontoffice/frontoffice:e2e:   ✘   26 [e2e] › e2e/access.spec.ts:33:3 › spec §2 root: a guest on demo goes to /login (1.6s)
@frontoffice/frontoffice:e2e:   ✓   27 [e2e] › e2e/access.spec.ts:33:3 › spec §2 root: a guest on demo goes to /login (retry #1) (2.2s)
@frontoffice/frontoffice:e2e:   -   28 [e2e] › e2e/access.spec.ts:40:3 › a skipped test
@frontoffice/frontoffice:e2e:   ✓   1 [nginx-host] › e2e-nginx/host.spec.ts:16:1 › config.json is never cached (206ms)
@frontoffice/frontoffice:e2e:   1 failed
@frontoffice/frontoffice:e2e:     [e2e] › e2e/access.spec.ts:33:3 › spec §2 root: a guest on demo goes to /login ─────────
✓ Lockfile passes supply-chain policies (852 entries in 6.6s)
`;

test('turboLine splits off turbo’s package:task prefix', () => {
  assert.deepEqual(turboLine('@frontoffice/ui:test:  ✓  unit  src/a.test.ts (1 test) 5ms'), {
    task: '@frontoffice/ui:test',
    text: '✓  unit  src/a.test.ts (1 test) 5ms',
  });
  assert.deepEqual(turboLine('Summary:    /repo/.turbo/runs/a.json'), { task: undefined, text: 'Summary:    /repo/.turbo/runs/a.json' });
});

test('slowestFiles files vitest’s lines by runner, keyed by package, project and file, slowest first', () => {
  const [unit, stories, playwright, ...rest] = slowestFiles(log, 3);
  assert.equal(playwright.runner, 'playwright');
  assert.equal(rest.length, 0);
  assert.equal(unit.runner, 'vitest (unit)');
  assert.equal(unit.files, 5, 'the skipped file has no time; the slow test inside a file is no file');
  assert.equal(unit.total, 320 + 2997 + 78_499 + 1200 + 625);
  assert.deepEqual(unit.slowest, [
    { name: 'feature-search shared src/components/SearchForm/SearchForm.test.tsx', ms: 78_499, tests: 16, retries: 0 },
    { name: 'api-client browser (chromium) test/prepareUpload.browser.test.ts', ms: 2997, tests: 4, retries: 0 },
    { name: 'feature-search isolated src/components/SearchForm/SearchTimePicker.test.tsx', ms: 1200, tests: 3, retries: 0 },
  ]);
  assert.equal(stories.runner, 'vitest stories (Chromium)');
  assert.deepEqual(
    stories.slowest.map((file) => [file.name, file.ms]),
    [
      ['ui stories:campus src/components/FileUpload/FileUpload.stories.tsx', 6563],
      ['ui stories:default src/components/FileUpload/FileUpload.stories.tsx', 5913],
      ['storybook screens:campus ../../packages/feature-signup/src/pages/PendingValidationPage.stories.tsx', 124],
    ],
  );
});

test('slowestFiles sums a Playwright spec file’s tests, retries included, and reads the workers', () => {
  const playwright = slowestFiles(log).find((runner) => runner.runner === 'playwright');
  assert.deepEqual(playwright.workers, [2]);
  assert.equal(playwright.files, 3);
  assert.deepEqual(playwright.slowest, [
    { name: 'frontoffice e2e e2e/a11y-sweep.spec.ts', ms: 66_000 + 12_800, tests: 2, retries: 0 },
    { name: 'frontoffice e2e e2e/access.spec.ts', ms: 1600 + 2200, tests: 1, retries: 1 },
    { name: 'frontoffice nginx-host e2e-nginx/host.spec.ts', ms: 206, tests: 1, retries: 0 },
  ]);
  const lines = formatSlowestFiles([playwright]);
  assert.match(lines[0], /^slowest spec files of playwright \(a file's time is the sum of its tests' times, over 2 workers\): 3 files/);
  assert.match(lines[2], /^ {2}frontoffice e2e e2e\/access\.spec\.ts +3\.8 s \(1 test, 1 retried\)$/);
});

test('slowestFiles prints nothing for a log without test lines', () => {
  assert.deepEqual(slowestFiles('@frontoffice/ui:lint: $ eslint .\n'), []);
});

test('turboSummaryPaths finds each Summary: line once, behind a prefix too', () => {
  const summaryLog = [
    ' Tasks:    3 successful, 3 total',
    'Summary:    /repo/.turbo/runs/a.json',
    '@frontoffice/ui:test: Summary:    /repo/.turbo/runs/b.json ',
    'Summary:    /repo/.turbo/runs/a.json',
  ].join('\n');
  assert.deepEqual(turboSummaryPaths(summaryLog), ['/repo/.turbo/runs/a.json', '/repo/.turbo/runs/b.json']);
});

// Two turbo commands, as check.mjs runs them side by side; trimmed from a real .turbo/runs/<id>.json.
const summaries = [
  {
    execution: {
      command: 'turbo run lint typecheck test --filter=!@frontoffice/ui --filter=!@frontoffice/storybook',
      startTime: 1_000_500,
      endTime: 1_300_000,
    },
    tasks: [
      { taskId: '@frontoffice/domain#test', cache: { status: 'MISS' }, execution: { startTime: 1_017_500, endTime: 1_020_300, exitCode: 0 } },
      { taskId: '@frontoffice/eslint-config#test', cache: { status: 'HIT' }, execution: { startTime: 1_000_600, endTime: 1_000_700, exitCode: 0 } },
      { taskId: '@frontoffice/test-utils#lint', cache: { status: 'MISS' } }, // did not run
    ],
  },
  {
    execution: { command: 'turbo run build budget e2e --filter=@frontoffice/frontoffice', startTime: 1_000_000, endTime: 1_980_000 },
    tasks: [
      { taskId: '@frontoffice/frontoffice#e2e', cache: { status: 'MISS' }, execution: { startTime: 1_040_000, endTime: 1_980_000, exitCode: 1 } },
      { taskId: '@frontoffice/frontoffice#build', cache: { status: 'MISS' }, execution: { startTime: 1_000_100, endTime: 1_030_000, exitCode: 0 } },
    ],
  },
];

test('turboTable sorts every command’s tasks by start, from the first command’s start', () => {
  const table = turboTable(summaries);
  assert.deepEqual(table.tasks, [
    { task: 'frontoffice:build', start: 100, wall: 29_900, cached: false, exitCode: 0 },
    { task: 'eslint-config:test', start: 600, wall: 100, cached: true, exitCode: 0 },
    { task: 'domain:test', start: 17_500, wall: 2800, cached: false, exitCode: 0 },
    { task: 'frontoffice:e2e', start: 40_000, wall: 940_000, cached: false, exitCode: 1 },
  ]);
  assert.equal(table.notRun, 1);
  assert.deepEqual(table.phases, [
    { command: 'build budget e2e --filter=frontoffice', start: 0, wall: 980_000 },
    { command: 'lint typecheck test --filter=!ui --filter=!storybook', start: 500, wall: 299_500 },
  ]);
  assert.equal(table.wall, 980_000);
  const lines = formatTurboTable(table);
  assert.match(lines[2], /^ {2}frontoffice:build +\+0\.1 s +29\.9 s {2}miss$/);
  assert.match(lines[5], /^ {2}frontoffice:e2e +\+40\.0 s +940\.0 s {2}miss, failed \(exit 1\)$/);
  assert.equal(lines.at(-1), "checks in all (first turbo command's start to the last one's end): 980.0 s (16 min 20 s)");
});

test('turboTable is null without a readable summary', () => {
  assert.equal(turboTable([]), null);
  assert.deepEqual(formatTurboTable(turboTable([{ tasks: [] }])), []);
});

test('setupLines prints the install’s and npm test’s times only for a setup of the last two hours', () => {
  const now = 10_000_000;
  assert.deepEqual(setupLines({ startedAt: now - 1_300_000, seconds: 41.3 }, now), [
    'setup (install): 41.3 s',
    'npm test in all: 1300.0 s (21 min 40 s)',
  ]);
  assert.deepEqual(setupLines({ startedAt: now - 3 * 3_600_000, seconds: 41.3 }, now), []);
  assert.deepEqual(setupLines({ startedAt: now + 1000, seconds: 41.3 }, now), []);
  assert.deepEqual(setupLines(null, now), []);
  assert.deepEqual(setupLines({ startedAt: 'yesterday', seconds: 41.3 }, now), []);
});
