#!/usr/bin/env node
// Reads the log of the checks and prints one closing line counting the tests of every runner: vitest
// ("Tests  N passed | M failed") and Playwright ("N passed", "M failed"). CI reads that line. Before it, the figures of
// the accessibility and policy sweep (issue 19): the routes of the app the tour reaches, and the routes drawn in each
// theme and language without a violation (lines printed by apps/frontoffice/e2e/csp-routes.spec.ts and a11y-sweep.spec.ts).
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2], 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let appRoutes = 0;
const sweep = new Map(); // theme -> { visits, languages }
for (const line of log.split('\n')) {
  const text = line.replace(/^[@\w/-]+:[\w-]+:\s*/, '').trim();
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
console.info(`\ntests: ${passed} passed, ${failed} failed`);
