// Where `npm test`'s time goes (issue 30): summarize.mjs closes the run with the turbo tasks and their wall times, read
// from the run summaries turbo writes with --summarize, and the five slowest test files of each runner, read from the
// lines vitest and Playwright print for each file or test. The durations the runners print are the only record of a
// file's time that survives the run, and turbo's summaries the only one of a task's. Pure functions of the log's text
// (without ANSI codes) and of the summaries' JSON, so that timings.test.mjs can feed them excerpts; summarize.mjs reads
// the files and prints the lines.

const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const SETUP_MAX_AGE_MS = 2 * 3_600_000; // older than that, setup.json is from another run

// vitest's line for a test file (its reporter's printTestModule), `✓  stories:campus  src/A.stories.tsx (13 tests)
// 6612ms`: `❯` for a failed file, `↓` for a skipped one (no time). The project's name is a coloured badge, ` name `
// (two spaces each side once the colours are gone), or `|name|` without colours; a package with one project prints
// none. The name may hold a space: `browser (chromium)`.
const VITEST_FILE =
  /^[✓×❯↓] (?:\|(?<plain>[^|]+)\| | (?<badge>\S.*?) {2})?(?<file>\S.*?) \((?<count>\d+) tests?(?: \|[^)]*)?\) (?<time>\d+(?:\.\d+)?)(?<unit>ms|s)\b/u;
// Playwright's list reporter, one line per attempt of a test, `✓  27 [e2e] › e2e/access.spec.ts:33:3 › title (2.2s)`:
// `✘` when the attempt failed, ` (retry #1)` before the time on a retry; skipped tests (`-`) print no time.
const PLAYWRIGHT_TEST =
  /^[✓✘] +\d+ \[(?<project>[^\]]+)\] › (?<file>.+?):\d+:\d+ › .*\((?<time>\d+(?:\.\d+)?)(?<unit>ms|s|m|h|d)\)$/u;
const PLAYWRIGHT_WORKERS = /^Running \d+ tests? using (\d+) workers?/;
const STORY_PROJECT = /stories|screens/; // the browser story runs of ui and the Storybook app

/** `@frontoffice/ui` → `ui`: every package of the workspace has the same scope, which only lengthens the lines. */
const unscoped = (name) => name.replace(/@[\w-]+\//g, '');

/** `84.2 s`. */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** `1203.4 s (20 min 3 s)` past a minute, so that a total reads at a glance. */
const longSeconds = (ms) => {
  if (ms < 60_000) return seconds(ms);
  const whole = Math.round(ms / 1000);
  return `${seconds(ms)} (${Math.floor(whole / 60)} min ${whole % 60} s)`;
};

/**
 * Splits a line of the log into turbo's `package:task: ` prefix, if any, and the text the task printed.
 * @param {string} line a line of the log, without ANSI codes
 * @returns {{ task: string | undefined, text: string }}
 */
export function turboLine(line) {
  const prefix = /^([@\w/-]+:[\w-]+):\s*/.exec(line);
  return { task: prefix?.[1], text: line.slice(prefix?.[0].length ?? 0).trim() };
}

/**
 * The run summaries turbo wrote, from its `Summary:    <path>.json` lines (one per turbo command run with --summarize),
 * in the order of the log, each once.
 * @param {string} log the log, without ANSI codes
 */
export function turboSummaryPaths(log) {
  return [...new Set([...log.matchAll(/\bSummary:\s+(\S.*?\.json)/g)].map((match) => match[1]))];
}

/**
 * The tasks of turbo's run summaries, sorted by start, and the commands (phases) that ran them, with times in ms from
 * the start of the first command; null when no summary has an execution.
 * @param {object[]} summaries turbo's run summaries (`.turbo/runs/<id>.json`), parsed
 */
export function turboTable(summaries) {
  const runs = summaries.filter((summary) => Number.isFinite(summary?.execution?.startTime));
  if (runs.length === 0) return null;
  const origin = Math.min(...runs.map((run) => run.execution.startTime));
  const end = Math.max(...runs.map((run) => run.execution.endTime ?? run.execution.startTime));
  const all = runs.flatMap((run) => run.tasks ?? []);
  const ran = all.filter((task) => Number.isFinite(task.execution?.startTime) && Number.isFinite(task.execution?.endTime));
  const tasks = ran
    .map((task) => ({
      task: unscoped(task.taskId).replace('#', ':'),
      start: task.execution.startTime - origin,
      wall: task.execution.endTime - task.execution.startTime,
      cached: task.cache?.status === 'HIT',
      exitCode: task.execution.exitCode ?? 0,
    }))
    .sort((a, b) => a.start - b.start || a.task.localeCompare(b.task));
  const phases = runs
    .map((run) => ({
      command: unscoped(run.execution.command ?? '?').replace(/^turbo (run )?/, ''),
      start: run.execution.startTime - origin,
      wall: (run.execution.endTime ?? run.execution.startTime) - run.execution.startTime,
    }))
    .sort((a, b) => a.start - b.start);
  return { tasks, notRun: all.length - ran.length, phases, wall: end - origin };
}

/**
 * The lines that print a turboTable: a row per task, a line per command, and the checks' wall time.
 * @param {ReturnType<typeof turboTable>} table
 */
export function formatTurboTable(table) {
  if (!table) return [];
  const rows = [
    ['task', 'start', 'wall', 'cache'],
    ...table.tasks.map((task) => [
      task.task,
      `+${seconds(task.start)}`,
      seconds(task.wall),
      `${task.cached ? 'hit' : 'miss'}${task.exitCode === 0 ? '' : `, failed (exit ${task.exitCode})`}`,
    ]),
  ];
  const [width, startWidth, wallWidth] = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  const commandWidth = Math.max(...table.phases.map((phase) => phase.command.length));
  const notRun = table.notRun > 0 ? ` (${table.notRun} more did not run)` : '';
  return [
    `turbo tasks by start (start: since the first turbo command started)${notRun}:`,
    ...rows.map(([task, start, wall, cache]) => `  ${task.padEnd(width)}  ${start.padStart(startWidth)}  ${wall.padStart(wallWidth)}  ${cache}`),
    'turbo commands (phases):',
    ...table.phases.map((phase) => `  ${phase.command.padEnd(commandWidth)}  from +${seconds(phase.start)}  ${longSeconds(phase.wall)}`),
    `checks in all (first turbo command's start to the last one's end): ${longSeconds(table.wall)}`,
  ];
}

/**
 * The install's time and `npm test`'s, from the file setup.mjs writes at its end; nothing when it is missing, malformed,
 * or older than two hours (a later `pnpm run check` alone reads the file of an earlier `npm test`).
 * @param {{ startedAt: number, seconds: number } | null} setup node_modules/.cache/frontoffice/setup.json, parsed
 * @param {number} now the time the checks ended, in ms
 */
export function setupLines(setup, now) {
  if (!Number.isFinite(setup?.startedAt) || !Number.isFinite(setup?.seconds)) return [];
  const age = now - setup.startedAt;
  if (age < 0 || age > SETUP_MAX_AGE_MS) return [];
  return [`setup (install): ${seconds(setup.seconds * 1000)}`, `npm test in all: ${longSeconds(age)}`];
}

/** @typedef {{ name: string, ms: number, tests: number, retries: number }} SlowFile a test file, its time in ms */

/**
 * Every runner's test files with their times, and its slowest: vitest's unit tests (api-client's `browser` project,
 * one file of photo scaling run beside the unit tests, counts with them), vitest's browser story runs, and Playwright's
 * spec files, whose time is the sum of their tests' (attempts included).
 * @param {string} log the log, without ANSI codes
 * @param {number} [n=5] how many files to keep per runner
 * @returns {{ runner: string, files: number, total: number, workers: number[], slowest: SlowFile[] }[]} total in ms
 */
export function slowestFiles(log, n = 5) {
  const runners = new Map([
    ['vitest (unit)', new Map()],
    ['vitest stories (Chromium)', new Map()],
    ['playwright', new Map()],
  ]);
  const workers = new Set();
  /** Adds a test file's line; a name seen twice is a Playwright file's next test, or a retry, which took time too. */
  const add = (runner, name, ms, tests, retries) => {
    const files = runners.get(runner);
    const file = files.get(name) ?? { name, ms: 0, tests: 0, retries: 0 };
    file.ms += ms;
    file.tests += tests;
    file.retries += retries;
    files.set(name, file);
  };
  for (const line of log.split('\n')) {
    const { task, text } = turboLine(line);
    const packageName = task ? unscoped(task.split(':')[0]) : '';
    const vitest = VITEST_FILE.exec(text);
    if (vitest) {
      const { plain, badge, file, count, time, unit } = vitest.groups;
      const project = (plain ?? badge ?? '').trim();
      const runner = STORY_PROJECT.test(project) ? 'vitest stories (Chromium)' : 'vitest (unit)';
      add(runner, [packageName, project, file].filter(Boolean).join(' '), Number(time) * UNIT_MS[unit], Number(count), 0);
      continue;
    }
    const playwright = PLAYWRIGHT_TEST.exec(text);
    if (playwright) {
      const { project, file, time, unit } = playwright.groups;
      const retry = / \(retry #\d+\) \(/.test(text);
      add('playwright', [packageName, project, file].filter(Boolean).join(' '), Number(time) * UNIT_MS[unit], retry ? 0 : 1, retry ? 1 : 0);
      continue;
    }
    const running = PLAYWRIGHT_WORKERS.exec(text);
    if (running) workers.add(Number(running[1]));
  }
  return [...runners]
    .filter(([, files]) => files.size > 0)
    .map(([runner, files]) => {
      const all = [...files.values()];
      return {
        runner,
        files: all.length,
        total: all.reduce((sum, file) => sum + file.ms, 0),
        workers: runner === 'playwright' ? [...workers].sort((a, b) => a - b) : [],
        slowest: all.sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name)).slice(0, n),
      };
    });
}

/**
 * The lines that print slowestFiles: per runner a heading with its file count and summed time, then its slowest files.
 * @param {ReturnType<typeof slowestFiles>} runners
 */
export function formatSlowestFiles(runners) {
  return runners.flatMap(({ runner, files, total, workers, slowest }) => {
    const playwright = runner === 'playwright';
    const over = workers.length > 0 ? `, over ${workers.join(' or ')} worker${workers.at(-1) > 1 ? 's' : ''}` : '';
    const heading = playwright
      ? `slowest spec files of playwright (a file's time is the sum of its tests' times${over}): ${files} files, ${longSeconds(total)} summed`
      : `slowest test files of ${runner}: ${files} files, ${longSeconds(total)} summed`;
    const width = Math.max(...slowest.map((file) => file.name.length));
    const timeWidth = Math.max(...slowest.map((file) => seconds(file.ms).length));
    return [
      heading,
      ...slowest.map((file) => {
        const tests = `${file.tests} test${file.tests === 1 ? '' : 's'}${file.retries > 0 ? `, ${file.retries} retried` : ''}`;
        return `  ${file.name.padEnd(width)}  ${seconds(file.ms).padStart(timeWidth)} (${tests})`;
      }),
    ];
  });
}
