#!/usr/bin/env node
// The search map benchmark (issue 8, item 8; not a timed test): for 100, 1,000 and 10,000 stations seeded in the demo
// API with --scale, opens the search map in Chromium and prints the time to the first rendered map and to the end of
// a pan, for the clustered GeoJSON layer the product uses and for the same stations drawn as HTML markers.
//
//   node apps/frontoffice/scripts/bench-map.mjs [--scales 100,1000,10000] [--runs 1] [--screenshots <folder>]
//
// The page is packages/feature-search/bench (the map alone, built once with Vite and served by `vite preview`, /api
// proxied to the demo API). Times are read in the page: "first map" is performance.now() at the map's first `idle`
// (from navigation start: page load, station list, map drawing); "pan" is from the start of a 300 px mouse drag to
// the first `idle` after the mouse is released.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const benchDir = join(root, 'packages/feature-search/bench');
const vite = join(root, 'packages/feature-search/node_modules/vite/bin/vite.js');
const apiPort = Number(process.env.BENCH_API_PORT ?? 4710);
const pagePort = Number(process.env.BENCH_PAGE_PORT ?? 4711);

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
}
const scales = option('--scales', '100,1000,10000').split(',').map(Number);
const runs = Number(option('--runs', '1'));
/** A folder to save a screenshot of each map in, once drawn. */
const screenshots = option('--screenshots', undefined);

/** Starts a command in its own process group, so that it and its children can be stopped together. */
function start(command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ } } };
}

function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function measure(browser, markers, expectedStations, shot) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`http://127.0.0.1:${pagePort}/?markers=${markers}`);
    await page.waitForFunction(() => window.__benchIdle?.length >= 1, null, { timeout: 300_000 });
    const stations = await page.evaluate(() => window.__benchStations);
    if (stations !== expectedStations) throw new Error(`the page drew ${stations} stations, ${expectedStations} expected`);
    // Let the first drawing settle (late tiles of the clustered source) before panning.
    await page.waitForTimeout(500);
    const firstMap = await page.evaluate(() => window.__benchIdle[0]);
    if (shot) await page.screenshot({ path: shot });
    const before = await page.evaluate(() => window.__benchIdle.length);
    const started = await page.evaluate(() => performance.now());
    await page.mouse.move(800, 450);
    await page.mouse.down();
    await page.mouse.move(500, 350, { steps: 12 });
    await page.mouse.up();
    const released = await page.evaluate(() => performance.now());
    await page.waitForFunction(
      ([count, after]) => window.__benchIdle.length > count && window.__benchIdle.at(-1) >= after,
      [before, released],
      { timeout: 300_000 },
    );
    const panEnd = await page.evaluate(() => window.__benchIdle.at(-1));
    return { firstMap, pan: panEnd - started };
  } finally {
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

console.log('Building the benchmark page…');
await run(process.execPath, [vite, 'build', '--config', join(benchDir, 'vite.config.ts'), '--logLevel', 'warn']);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
const rows = [];
try {
  for (const scale of scales) {
    const api = start(process.execPath, [join(root, 'packages/demo-api/scripts/start.mjs'), '--scale', String(scale)], { DEMO_API_PORT: String(apiPort), DEMO_TENANT: 'demo' });
    const preview = start(process.execPath, [vite, 'preview', '--config', join(benchDir, 'vite.config.ts'), '--port', String(pagePort)], { BENCH_API_PORT: String(apiPort) });
    try {
      await waitFor(`http://127.0.0.1:${apiPort}/api/__demo`);
      await waitFor(`http://127.0.0.1:${pagePort}/`);
      const result = {};
      for (const markers of ['clustered', 'html']) {
        const samples = [];
        for (let i = 0; i < runs; i += 1) {
          const shot = screenshots && i === 0 ? join(resolve(screenshots), `map-${scale}-${markers}.png`) : undefined;
          samples.push(await measure(browser, markers, scale, shot));
        }
        result[markers] = { firstMap: median(samples.map((s) => s.firstMap)), pan: median(samples.map((s) => s.pan)) };
        console.log(`  ${scale} stations, ${markers}: first map ${seconds(result[markers].firstMap)}, pan ${seconds(result[markers].pan)}`);
      }
      rows.push({ scale, ...result });
    } catch (error) {
      console.error(api.output(), preview.output());
      throw error;
    } finally {
      preview.stop();
      api.stop();
    }
  }
} finally {
  await browser.close();
}

const header = ['stations', 'first map: clustered', 'first map: HTML markers', 'ratio', 'pan: clustered', 'pan: HTML markers', 'ratio'];
const table = rows.map(({ scale, clustered, html }) => [
  scale.toLocaleString('en'),
  seconds(clustered.firstMap),
  seconds(html.firstMap),
  `${(html.firstMap / clustered.firstMap).toFixed(1)}×`,
  seconds(clustered.pan),
  seconds(html.pan),
  `${(html.pan / clustered.pan).toFixed(1)}×`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\nSearch map, headless Chromium (SwiftShader), 1280×800, median of ${runs} run(s); ratio = HTML markers / clustered\n`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table) console.log(line(row));
