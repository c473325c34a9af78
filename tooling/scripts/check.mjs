#!/usr/bin/env node
// `npm test`'s checks (lint, typecheck, unit and story tests, builds, budgets, e2e) with their output as usual, then
// the figures read from it (summarize.mjs): the sweep's routes, themes and languages (issue 19) and the line counting
// every runner's tests. Exits with the checks' status.
//
// The checks run as turbo tasks in two phases, so that the app's e2e run never shares the machine's two cores with the
// story tests, which drive five browsers (on a two-core CI machine, the e2e run beside the Storybook tests' five browsers made both
// several times slower: a screen's story waited past its 20 s, the accessibility sweep past its limit):
// 1. the front office's build, then its budgets beside its e2e tests (`e2e-app`, one core), and beside them every
//    package's lint, typecheck and unit tests except ui's and the Storybook app's, then those two's lint, typecheck and
//    Storybook builds (the other core); the e2e run, the longest, starts right after the build;
// 2. the story tests (the one Storybook's: ui's stories and the screens, one browser per theme) beside ui's unit
//    tests (both cores), and beside them the e2e tests of the build as hosts serve it (`e2e-hosts`: nginx, then the
//    static preview; 25 tests, light), which start as soon as `e2e-app` has ended: the story tests no longer wait
//    for them (ci57: 50 s of the critical path, while the other lane had ended).
// Where the processor time goes (each part alone on the quiet two-core machine, session 32): the e2e run 569
// core-seconds in 397 s (72 % of the two cores: it waits for pages and timers), the other packages' checks 266, the
// story tests 325 in 167 s (98 %), the hosts' tests 74, the build 13: about 1,300 in all, so no schedule brings a run
// under about 650 s. The hosts' tests beside the e2e run instead (in the time it leaves idle) took 695 then 744 s
// (this layout: 701 and 707 s).
// A failure in the first phase ends the run after it. Arguments are passed to every turbo command.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopLeftServers } from './servers.mjs';

const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'frontoffice-check-'));
const logPath = join(dir, 'check.log');
const log = createWriteStream(logPath);
const extra = process.argv.slice(2);
// A failed task does not cancel the others (turbo's default): the run reports every failure at once, and a package
// whose tests failed does not hide whether the next ones pass.
// `--summarize` writes each command's tasks with their start and end (.turbo/runs/), read back by summarize.mjs for the
// table of where the time went (issue 30).
const output = ['--output-logs=new-only', '--log-order=grouped', '--continue=dependencies-successful', '--summarize'];
const BROWSER_PACKAGES = ['@frontoffice/ui', '@frontoffice/storybook'];

// Issue 30 item 4: a run that fails or is interrupted leaves no server behind. Each turbo command runs in a process
// group of its own, to which an interruption of this script (Ctrl-C, a CI's SIGTERM) is passed on: turbo stops its
// tasks, and Playwright its web servers. Servers of this checkout still listening on the run's ports (servers.mjs)
// are stopped before the checks start (an earlier run was killed outright) and after they end, and named.
const children = new Set();
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    console.error(`\n${signal}: stopping the checks and the servers they started`);
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already ended
      }
    }
  });
}

async function stopServers(when) {
  const { stopped, others } = await stopLeftServers(resolve(root));
  for (const server of stopped) console.error(`${when}: stopped a server left listening on port ${server.port}: ${server.pid} ${server.command}`);
  for (const server of others) {
    console.error(`port ${server.port} is used by ${server.pid} ${server.command} (in ${server.cwd}): set E2E_PORT to run beside it`);
  }
  return others.length === 0;
}

/** Runs one turbo command, its output to the terminal and the log; resolves with its exit code. */
function turbo(args) {
  return new Promise((resolve) => {
    if (interrupted) return resolve(130);
    const child = spawn('pnpm', ['exec', 'turbo', 'run', ...args, ...output, ...extra], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    child.on('close', () => children.delete(child));
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      stream.on('data', (chunk) => {
        out.write(chunk);
        log.write(chunk);
      });
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

if (!(await stopServers('before the checks'))) process.exit(1);

const browserPackages = BROWSER_PACKAGES.map((name) => `--filter=${name}`);
const otherPackages = BROWSER_PACKAGES.map((name) => `--filter=!${name}`);
// Issue 33: the budgets (sizes of the built files, read by a Playwright run on ports of its own) beside the e2e run,
// not before it: the e2e run starts 6 s sooner.
const app = turbo(['build', 'budget', 'e2e-app', '--filter=@frontoffice/frontoffice', '--concurrency=2']);
// The hosts' e2e tests need the build and the ports of the app's e2e run, not its machine to themselves.
const hosts = app.then((code) => (code === 0 ? turbo(['e2e-hosts', '--filter=@frontoffice/frontoffice']) : code));
const first = await Promise.all([
  app,
  (async () => {
    const others = await turbo(['lint', 'typecheck', 'test', ...otherPackages, '--concurrency=1']);
    // The one Storybook's build (apps/storybook) holds ui's stories too: ui's own build would be the same work again.
    const browsersBuilt = await turbo(['lint', 'typecheck', ...browserPackages, '--concurrency=1']);
    return others || browsersBuilt || (await turbo(['build-storybook', '--filter=@frontoffice/storybook']));
  })(),
]);
const failed = first.find((code) => code !== 0);
const stories = failed ?? (await turbo(['test', ...browserPackages, '--concurrency=2']));
const hostsCode = await hosts;
const code = [stories, hostsCode].find((status) => status !== 0) ?? 0;
await stopServers('after the checks');

log.end(() => {
  const summary = spawn(process.execPath, [join(root, 'tooling/scripts/summarize.mjs'), logPath], { stdio: 'inherit' });
  summary.on('close', () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  });
});
