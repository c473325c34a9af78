#!/usr/bin/env node
// Reads the log of the checks and prints one closing line counting the tests of every runner: vitest
// ("Tests  N passed | M failed") and Playwright ("N passed", "M failed"). CI reads that line. Before it, the figures of
// the accessibility and policy sweep (issue 19): the routes of the app the tour reaches, and the routes drawn in each
// theme and language without a violation (lines printed by apps/frontoffice/e2e/csp-routes.spec.ts and a11y-sweep.spec.ts).
// Last, right above that line, what failed by name: the turbo tasks, vitest's failed files and tests with the first line
// of their error, Playwright's failed and flaky tests and the stories that passed only on their CI retry
// (tooling/vitest-config/flaky.js). CI keeps only the end of a long log, so the names and reasons must be there.
// Between the sweep's figures and the failures, where the time went (issue 30, timings.mjs): the turbo tasks with their wall times, read from the
// run summaries turbo writes with --summarize, the install's time from setup.mjs, and each runner's slowest files.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSlowestFiles, formatTurboTable, setupLines, slowestFiles, turboLine, turboSummaryPaths, turboTable } from './timings.mjs';

const log = readFileSync(process.argv[2], 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let appRoutes = 0;
const sweep = new Map(); // theme -> { visits, languages }
const failedTasks = new Set();
const failedTests = new Set();
const reasons = new Map(); // failed test -> the first line of its error, as vitest prints it under the FAIL header(s)
let awaitingReason = []; // FAIL headers read since the last error line (vitest groups tests that failed alike)
const flakyTests = new Set();
let playwrightList = null; // the Set that Playwright's closing "N failed" or "N flaky" list is being read into
for (const line of log.split('\n')) {
  const { task, text } = turboLine(line);
  const turboFailed = /^Failed:\s+(\S+)/.exec(text);
  if (turboFailed) failedTasks.add(turboFailed[1]);
  const vitestFailed = /^FAIL\s+(.+)$/.exec(text);
  if (vitestFailed) {
    const name = `${task ? `${task} ` : ''}${vitestFailed[1]}`;
    failedTests.add(name);
    awaitingReason.push(name);
    continue;
  }
  if (awaitingReason.length > 0 && /^\w*(Error|Exception)\b.*:/.test(text)) {
    for (const name of awaitingReason) if (!reasons.has(name)) reasons.set(name, text.slice(0, 240));
    awaitingReason = [];
  }
  const vitestFlaky = /^FLAKY\s+(.+)$/.exec(text); // tooling/vitest-config/flaky.js
  if (vitestFlaky) {
    flakyTests.add(`${task ? `${task} ` : ''}${vitestFlaky[1]}`);
    continue;
  }
  if (playwrightList && /^\[[\w-]+\] › /.test(text)) {
    playwrightList.add(`${task ? `${task} ` : ''}${text.replace(/\s*─+$/, '')}`);
    continue;
  }
  playwrightList = /^\d+ failed$/.test(text) ? failedTests : /^\d+ flaky$/.test(text) ? flakyTests : null;
  const tour = /^route tour: (\d+) routes of the app/.exec(text);
  if (tour) appRoutes = Number(tour[1]);
  const swept = /^a11y sweep: (\d+) routes in theme ([\w-]+) \((\w+)\), no violation/.exec(text);
  if (swept) {
    const entry = sweep.get(swept[2]) ?? { visits: 0, languages: new Set() };
    entry.visits += Number(swept[1]);
    entry.languages.add(swept[3]);
    sweep.set(swept[2], entry);
  }
  const vitest = /^Tests\s+(?:(\d+) failed\s*\|\s*)?(\d+) passed/.exec(text);
  if (vitest) {
    failed += Number(vitest[1] ?? 0);
    passed += Number(vitest[2]);
    continue;
  }
  const pwPassed = /^(\d+) passed \(/.exec(text);
  if (pwPassed) passed += Number(pwPassed[1]);
  const pwFailed = /^(\d+) failed$/.exec(text);
  if (pwFailed) failed += Number(pwFailed[1]);
  // node's own test runner (tooling/scripts), in its TAP form: `# pass N`, `# fail N`, and `not ok N - name` per failure.
  const nodeCount = /^# (pass|fail) (\d+)$/.exec(text);
  if (nodeCount) {
    if (nodeCount[1] === 'pass') passed += Number(nodeCount[2]);
    else failed += Number(nodeCount[2]);
  }
  const nodeFailed = /^not ok \d+ - (.+)$/.exec(text);
  if (nodeFailed) failedTests.add(`${task ? `${task} ` : ''}${nodeFailed[1]}`);
}
if (sweep.size > 0) {
  const visits = [...sweep.values()].reduce((total, entry) => total + entry.visits, 0);
  const languages = [...new Set([...sweep.values()].flatMap((entry) => [...entry.languages]))].sort();
  const themes = [...sweep.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([theme, entry]) => `${theme} ${entry.visits}`);
  console.info(
    `\naxe (WCAG 2.2 AA) and CSP sweep: ${appRoutes || '?'} routes of the app, ${visits} route views without a violation, ` +
      `${sweep.size} themes (${themes.join(', ')}), languages ${languages.join(' and ')}`,
  );
}
const root = fileURLToPath(new URL('../..', import.meta.url));
/** A JSON file written by turbo or setup.mjs; null when it is missing or unreadable, which only drops its lines. */
const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
};
const summaries = turboSummaryPaths(log).map((path) => readJson(resolve(root, path))); // turbo runs at the root
const timings = [
  formatTurboTable(turboTable(summaries.filter(Boolean))),
  setupLines(readJson(join(root, 'node_modules/.cache/frontoffice/setup.json')), Date.now()),
  formatSlowestFiles(slowestFiles(log)),
].filter((lines) => lines.length > 0);
for (const lines of timings) console.info(`\n${lines.join('\n')}`);
const list = (title, names) => {
  if (names.size > 0) console.info(`\n${title}:\n${[...names].map((name) => `  ${name}`).join('\n')}`);
};
list('failed tasks', failedTasks);
list('failed tests', new Set([...failedTests].map((name) => (reasons.has(name) ? `${name}\n      ${reasons.get(name)}` : name))));
list('flaky tests (failed, then passed on retry)', flakyTests);
console.info(`\ntests: ${passed} passed, ${failed} failed${flakyTests.size > 0 ? `, ${flakyTests.size} flaky` : ''}`);
