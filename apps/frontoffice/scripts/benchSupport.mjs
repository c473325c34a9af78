// What the two benchmarks share (issue 32: bench-lighthouse.mjs, bench-interactions.mjs): their command-line options,
// running a command, waiting for a server, the load average and the median.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

/** The app's folder (apps/frontoffice). */
export const appDir = fileURLToPath(new URL('..', import.meta.url));

/** The value after `name` on the command line, or `fallback`. */
export function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

/** Runs a command in the app's folder, its output on the console; rejects unless it exits 0. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: appDir, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/** Waits until a URL answers 2xx. */
export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The machine's load average (1, 5, 15 minutes), printed beside each run: figures grow with it. */
export const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** The median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
