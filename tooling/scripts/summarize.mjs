#!/usr/bin/env node
// Reads the log of the checks and prints one closing line counting the tests of every runner: vitest
// ("Tests  N passed | M failed") and Playwright ("N passed", "M failed"). CI reads that line.
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2], 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
for (const line of log.split('\n')) {
  const text = line.replace(/^[@\w/-]+:[\w-]+:\s*/, '').trim();
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
console.info(`\ntests: ${passed} passed, ${failed} failed`);
