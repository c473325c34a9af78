#!/usr/bin/env node
// `npm test`'s checks (root package.json `check`: lint, typecheck, unit and story tests, builds, budgets, e2e) with
// their output as usual, then the figures read from it (summarize.mjs): the sweep's routes, themes and languages
// (issue 19) and the line counting every runner's tests. Exits with the checks' status.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'frontoffice-check-'));
const logPath = join(dir, 'check.log');
const log = createWriteStream(logPath);

const check = spawn('pnpm', ['run', 'check', ...process.argv.slice(2)], { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
for (const [stream, out] of [[check.stdout, process.stdout], [check.stderr, process.stderr]]) {
  stream.on('data', (chunk) => {
    out.write(chunk);
    log.write(chunk);
  });
}
check.on('close', (code) => {
  log.end(() => {
    const summary = spawn(process.execPath, [join(root, 'tooling/scripts/summarize.mjs'), logPath], { stdio: 'inherit' });
    summary.on('close', () => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(code ?? 1);
    });
  });
});
