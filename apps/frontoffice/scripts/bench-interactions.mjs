#!/usr/bin/env node
// The interactions benchmark (issue 32 item 2, "Every tap"; a benchmark, not a test: `pnpm bench:interactions` at the
// root). It builds the app, serves `dist/` as an operator's host would (scripts/operatorServer.mjs, one server per
// tenant, in front of the demo operator API), and drives Debian's Chromium with Playwright on a phone's viewport
// (412x823) with the processor slowed 4x through the DevTools protocol (Emulation.setCPUThrottlingRate). Each run of an
// interaction is a fresh page (a new browser context: no earlier tap mixes in), its state set by the URL, cookies and
// storage only (a returning visitor's cookie consent, a stored session as spec §1 restores it), then the page is left
// to settle and the interaction is made. Interaction to Next Paint is read with web-vitals' attribution build
// (`onINP`, injected before the app's scripts), and the benchmark prints, per interaction, the median of the runs, the
// values of all runs and, for the median run, the attribution: input delay, processing, presentation delay, the
// element, and the longest script (Long Animation Frames API: source file, function, what invoked it, its duration).
//
//   pnpm bench:interactions [--runs 5] [--no-build | --dist <a built dist/>] [--compare <another built dist/>]
//                           [--only time,menu] [--trace] [--profile] [--calls] [--out <folder>]
//
// INP of a run is the slowest of its interactions (web-vitals' value with fewer than 50 of them): opening and closing
// the menu, or typing six letters, count each tap or key. A run in which web-vitals reported nothing fails the
// benchmark (exit code 1): a measurement that did not happen is never printed as 0. `--trace` writes a Chromium
// performance trace of each run's interaction (open it in DevTools' Performance panel) to the output folder, and
// `--profile` a CPU profile (.cpuprofile), printing the functions with the most self time in the median run, and
// `--calls` counts the calls of each component during the interaction (V8's precise coverage), printing the most
// called: all three slow the page down, so their INP figures are not comparable with a plain run's. A build made with
// `vite build --minify false` names the components.
//
// The machine's load slows the page's main thread on top of the 4x throttling: the load average is printed beside every
// run. Compare figures taken under the same conditions only: `--dist` measures another build (an earlier one), and
// `--compare` a second build in turn with the first, run by run, each printed on its own line.
// Ports: BENCH_PORT (default 4941) for the demo API, the next ones for one server per tenant.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_DRIVER } from './bench-accounts.mjs';
import { appDir, load, median, option, run, waitFor } from './benchSupport.mjs';
import { serveOperatorBuild } from './operatorServer.mjs';

const repoDir = join(appDir, '../..');

const runs = Number(option('--runs', '5'));
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${option('--runs')}: a whole number of runs, at least 1`);
const only = option('--only', undefined)?.split(',');
const outDir = option('--out', join(appDir, 'test-results/interactions'));
/** Another build to measure (a copy of an earlier `dist/`, to compare under the same conditions); no build then. */
const distDir = option('--dist', undefined);
/** A second build measured in turn with the first, run by run, so that both meet the same load (e.g. main's). */
const compareDir = option('--compare', undefined);
const tracing = process.argv.includes('--trace');
/** A CPU profile of each run's interaction (DevTools' .cpuprofile), and the hottest functions of the median run. */
const profiling = process.argv.includes('--profile');
/** The calls of each component during the interaction (V8's precise coverage), the most called of the median run. */
const counting = process.argv.includes('--calls');
const basePort = Number(process.env.BENCH_PORT ?? 4941);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** "Good" INP (web.dev's threshold, issue 32's target for every interaction at the median). */
const TARGET_MS = 200;
/** A phone (Lighthouse's mobile viewport) with its processor 4x slower than this machine's. */
const VIEWPORT = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;
/** How long the page must have had no long animation frame and no request in flight before a tap: "settled". */
const QUIET_MS = 1000;
/** Between two keys typed: a driver typing on a phone's keyboard. */
const KEY_DELAY_MS = 200;

const DAY = 24 * 60 * 60 * 1000;
/** An instant `days` days from now at `hour`:00 UTC (what the search URL carries). */
function utcAt(days, hour) {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().replace('.000Z', 'Z');
}
/** A /search URL from parameters, as the app writes them (strings as they are, numbers and lists as JSON). */
function searchPath(params) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return `search?${query}`;
}
/** An address search on cityshare with its destination (spec §5: cityshare needs both), as e2e/search.spec.ts's. */
const cityshareSearch = (extra = {}) =>
  searchPath({
    start: utcAt(7, 9),
    end: utcAt(7, 12),
    lat: 48.8532,
    lng: 2.3691,
    address: 'Place de la Bastille, 75011 Paris',
    destLabel: 'Visite',
    destName: 'Château de Versailles',
    destPlaceId: 'demo-fr-007',
    destAddress: 'Place d’Armes, 78000 Versailles',
    destLat: 48.8049,
    destLng: 2.1204,
    ...extra,
  });

const searchForm = (page) => page.getByRole('form', { name: 'Critères de recherche' });
const departure = (page) => searchForm(page).getByRole('group', { name: 'Départ' });

/**
 * The interactions a driver makes most (issue 32 item 2). `path` is the page opened (its state in the URL), `session`
 * signs driver@example.com in by the stored token (spec §1), `ready` waits for what the tap needs, `act` makes the
 * interaction (with `settle` between two taps, as a driver's pause) and waits for what it shows.
 */
const INTERACTIONS = [
  {
    id: 'time',
    label: 'a. open the departure time list, choose a slot',
    tenant: 'cityshare',
    path: () => 'search',
    ready: (page) => departure(page).getByLabel('Heure', { exact: true }).waitFor(),
    act: async (page, { settle }) => {
      // The browser's own select (issue 32). A tap opens the browser's list (the page handles the press and the
      // focus); the choice made in that list reaches the page as a `change` event, which the Event Timing API does not
      // count as an interaction. So the list is closed again (Escape) and the choice is made from the keyboard on the
      // closed select: the arrow key changes the time at once, and that key's next paint holds the `change`'s work
      // (the picker, then the search form's render by a transition), as a choice from the list does.
      const select = departure(page).getByLabel('Heure', { exact: true });
      const before = await select.inputValue();
      await select.click();
      await settle();
      await page.keyboard.press('Escape');
      await settle();
      await page.keyboard.press('ArrowDown');
      await until(async () => (await select.inputValue()) !== before, `the departure time to change from ${before}`);
    },
  },
  {
    id: 'date',
    label: 'a. open the departure calendar, choose a day',
    tenant: 'cityshare',
    path: () => 'search',
    ready: (page) => departure(page).getByRole('button', { name: /^Calendrier/ }).waitFor(),
    act: async (page, { settle }) => {
      await departure(page).getByRole('button', { name: /^Calendrier/ }).click();
      const calendar = page.getByRole('dialog').getByRole('grid');
      await calendar.waitFor();
      await settle();
      // Two open days after the selected one (or the last open day of the month shown).
      const days = calendar.locator('[role="gridcell"]:not([aria-disabled="true"]) [role="button"]:not([aria-disabled="true"])');
      const names = await days.evaluateAll((buttons) => buttons.map((b) => `${b.getAttribute('aria-label')}|${b.closest('[role="gridcell"]')?.getAttribute('aria-selected')}`));
      const selected = names.findIndex((name) => name.endsWith('|true'));
      await days.nth(Math.min(selected + 2, names.length - 1)).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    },
  },
  {
    id: 'address',
    label: 'b. type six letters in the address field',
    tenant: 'cityshare',
    path: () => 'search',
    ready: (page) => searchForm(page).getByRole('combobox', { name: 'Adresse de départ' }).waitFor(),
    act: async (page, { settle }) => {
      // Focused by the page, not by a tap: the six keys are the interactions measured.
      await searchForm(page).getByRole('combobox', { name: 'Adresse de départ' }).focus();
      await settle();
      await page.keyboard.type('Bastil', { delay: KEY_DELAY_MS });
      await page.getByRole('option', { name: /Bastille/ }).first().waitFor();
    },
    taps: 6,
  },
  {
    id: 'label',
    label: 'b. type six letters in the destination name field',
    tenant: 'cityshare',
    path: () => 'search',
    ready: (page) => searchForm(page).getByRole('textbox', { name: 'Nom de la destination' }).waitFor(),
    act: async (page, { settle }) => {
      const field = searchForm(page).getByRole('textbox', { name: 'Nom de la destination' });
      await field.focus();
      await settle();
      await page.keyboard.type('Bureau', { delay: KEY_DELAY_MS });
      await settle();
      await until(async () => (await field.inputValue()) === 'Bureau', 'the destination name to read Bureau');
    },
    taps: 6,
  },
  {
    id: 'station',
    label: 'b. type six letters in the station field',
    tenant: 'demo',
    session: true,
    path: () => 'search',
    ready: (page) => searchForm(page).getByRole('combobox', { name: 'Station de départ' }).waitFor(),
    act: async (page, { settle }) => {
      // Focused by the page (the list opens on focus, issue 17), not by a tap: the six keys are measured.
      await searchForm(page).getByRole('combobox', { name: 'Station de départ' }).focus();
      await page.getByRole('listbox').waitFor();
      await settle();
      await page.keyboard.type('Centra', { delay: KEY_DELAY_MS });
      await until(async () => (await page.getByRole('listbox').getByRole('option').count()) === 1, 'the station list to hold Gare Centrale alone');
    },
    taps: 6,
  },
  {
    id: 'vehicle',
    label: 'c. open a vehicle from the results',
    tenant: 'cityshare',
    path: () => cityshareSearch(),
    ready: (page) => page.getByRole('region', { name: 'Résultats' }).getByRole('button', { name: /^Voir / }).first().waitFor(),
    // On a phone the results are below the form: the driver scrolls to them (not an interaction), then taps.
    before: (page) => page.getByRole('region', { name: 'Résultats' }).getByRole('button', { name: /^Voir / }).first().scrollIntoViewIfNeeded(),
    act: async (page) => {
      await page.getByRole('region', { name: 'Résultats' }).getByRole('button', { name: /^Voir / }).first().click();
      await page.getByRole('button', { name: 'Réserver', exact: true }).waitFor();
    },
  },
  {
    id: 'menu',
    label: 'd. open and close the drawer menu',
    tenant: 'demo',
    session: true,
    path: () => 'search',
    ready: (page) => searchForm(page).getByRole('combobox', { name: 'Station de départ' }).waitFor(),
    act: async (page, { settle }) => {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu principal' });
      await menu.waitFor();
      await settle();
      await menu.getByRole('button', { name: 'Fermer' }).click();
      await menu.waitFor({ state: 'hidden' });
    },
    taps: 2,
  },
  {
    id: 'chip',
    label: 'e. remove a filter chip',
    tenant: 'cityshare',
    path: () => cityshareSearch({ gears: 'automatic' }),
    ready: async (page) => {
      await page.getByRole('region', { name: 'Résultats' }).getByRole('button', { name: /^Voir / }).first().waitFor();
      await page.getByRole('button', { name: 'Supprimer Automatique' }).waitFor();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Supprimer Automatique' }).click();
      await page.getByRole('grid', { name: 'Filtres actifs' }).waitFor({ state: 'detached' });
    },
  },
  {
    id: 'booking',
    label: 'f. open a booking from the list',
    tenant: 'demo',
    session: true,
    path: () => 'account/bookings',
    ready: (page) => page.getByRole('main').getByRole('article').getByRole('link').first().waitFor(),
    before: (page) => page.getByRole('main').getByRole('article').getByRole('link').first().scrollIntoViewIfNeeded(),
    act: async (page) => {
      const link = page.getByRole('main').getByRole('article').getByRole('link').first();
      const name = (await link.textContent())?.trim() ?? '';
      await link.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('link', { name: 'Retour à mes réservations' }).waitFor();
    },
  },
  {
    id: 'terms',
    label: 'g. tick the terms box at signup',
    tenant: 'demo',
    path: () => 'signup',
    ready: (page) => page.getByRole('checkbox', { name: /conditions générales/ }).waitFor({ state: 'attached' }),
    act: async (page) => {
      const box = page.getByRole('checkbox', { name: /conditions générales/ });
      // The box's label, as a finger taps it (react-aria's input is visually hidden).
      await page.locator('label').filter({ has: box }).click();
      await until(() => box.isChecked(), 'the terms box to be ticked');
    },
  },
].filter((interaction) => !only || only.includes(interaction.id));

if (only && INTERACTIONS.length !== only.length) {
  throw new Error(`--only ${only.join(',')}: unknown interaction (known: time, date, address, label, station, vehicle, menu, chip, booking, terms)`);
}

async function until(check, what, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const ms = (value) => (value === undefined || value === null ? '?' : `${Math.round(value)} ms`);
const pad = (text, width) => String(text).padEnd(width);

/**
 * Runs in the page before its own scripts (after web-vitals' attribution build, `window.__benchVitals`): records every
 * INP report with its attribution, the interactions Event Timing saw (16 ms and more), and when the last long
 * animation frame ended (to know when the page has settled).
 */
function recorder() {
  if (window.location.protocol !== 'http:' && window.location.protocol !== 'https:') return;
  const bench = { reports: [], interactions: {}, lastLongFrameEnd: 0, taps: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lastLongFrameEnd = Math.max(bench.lastLongFrameEnd, entry.startTime + entry.duration);
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = bench.interactions[entry.interactionId];
      if (!known || entry.duration > known.duration) {
        bench.interactions[entry.interactionId] = { name: entry.name, startTime: entry.startTime, duration: entry.duration };
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  /** The tapped element as a reader finds it: its tag, role and name (web-vitals' CSS path otherwise). */
  const describe = (element) => {
    if (!(element instanceof Element)) return undefined;
    // The control the tap landed in (a button's icon or text is a span inside it).
    const control = element.closest('button, a, input, select, textarea, label, [role]') ?? element;
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const role = control.getAttribute('role');
    return `${control.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${name ? ` "${name}"` : ''}`;
  };
  // The element of each tap and key, as it was when touched: web-vitals names none once it has left the page (an
  // option of a list that closed, a button the next view replaced).
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, (event) => bench.taps.push({ time: event.timeStamp, target: describe(event.target) }), { capture: true });
  }
  const touched = (time) => bench.taps.findLast((tap) => tap.time <= time + 1)?.target;
  window.__benchVitals.onINP(
    (metric) => {
      const a = metric.attribution;
      const script = a.longestScript;
      bench.reports.push({
        value: metric.value,
        interactionTime: a.interactionTime,
        target: a.interactionTarget || (a.interactionTime === undefined ? undefined : touched(a.interactionTime)),
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processing: a.processingDuration,
        presentation: a.presentationDelay,
        longFrames: a.longAnimationFrameEntries.length,
        scripts: a.totalScriptDuration,
        styleAndLayout: a.totalStyleAndLayoutDuration,
        paint: a.totalPaintDuration,
        unattributed: a.totalUnattributedDuration,
        events: metric.entries.map((entry) => `${entry.name} ${Math.round(entry.duration)}`),
        longestScript: script && {
          subpart: script.subpart,
          intersecting: script.intersectingDuration,
          duration: script.entry.duration,
          forcedStyleAndLayout: script.entry.forcedStyleAndLayoutDuration,
          invoker: script.entry.invoker,
          invokerType: script.entry.invokerType,
          sourceURL: script.entry.sourceURL,
          sourceFunctionName: script.entry.sourceFunctionName,
          sourceCharPosition: script.entry.sourceCharPosition,
        },
      });
    },
    // Every change (the value grows with each slower interaction); interactions from 16 ms (Event Timing's least).
    { reportAllChanges: true, durationThreshold: 16, generateTarget: describe },
  );
}

const webVitalsScript = `(() => {\n${readFileSync(join(appDir, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'), 'utf8')}\nwindow.__benchVitals = webVitals;\n})();`;

/** Signs driver@example.com in through the API (the password grant, as the login page does): the tokens to store. */
async function sessionOf(origin, tenant, oauth) {
  const base = `${origin}/tenants/${tenant}/api`;
  const response = await fetch(`${base}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    body: JSON.stringify({ grant_type: 'password', username: DEMO_DRIVER.email, password: DEMO_DRIVER.password, client_id: oauth.clientId, client_secret: oauth.clientSecret }),
  });
  if (!response.ok) throw new Error(`password grant for driver@example.com on ${tenant}: ${response.status}`);
  const tokens = await response.json();
  const user = await fetch(`${base}/user`, { headers: { authorization: `Bearer ${tokens.access_token}`, 'accept-language': 'fr' } });
  const { user: account } = await user.json();
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? null, userId: account.id };
}

/**
 * Resolves once the page has had no long animation frame and no request in flight for `QUIET_MS` (at least that long
 * after it is called: also a driver's pause between two taps).
 */
async function settled(page, inFlight, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  let lastBusy = Date.now();
  while (Date.now() < end) {
    const sinceLongFrame = await page.evaluate(() => performance.now() - window.__bench.lastLongFrameEnd);
    if (inFlight.size > 0) lastBusy = Date.now();
    if (sinceLongFrame >= QUIET_MS && Date.now() - lastBusy >= QUIET_MS) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.warn(`    (the page did not settle within ${timeoutMs / 1000} s: ${inFlight.size} request(s) in flight; measured anyway)`);
}

/** One run of an interaction on a fresh page; returns its INP report (the slowest interaction, with attribution). */
async function measure(browser, interaction, origin, oauth, index) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: false, locale: 'fr-FR' });
  try {
    // A returning visitor: the cookie consent answered (no dialog).
    const consent = encodeURIComponent(JSON.stringify({ technical: true, analytics: false }));
    await context.addCookies([{ name: 'cookie_consent', value: consent, url: `${origin}/frontofficev2/` }]);
    if (interaction.session) {
      // spec §1: the app restores the stored session (spec §9's keys); the welcome dialog is seen (decision D19).
      const session = await sessionOf(origin, interaction.tenant, oauth);
      await context.addInitScript((s) => {
        if (window.location.protocol !== 'http:') return;
        window.localStorage.setItem('access_token', s.accessToken);
        window.localStorage.setItem('token_type', 'member');
        if (s.refreshToken) window.localStorage.setItem('refresh_token', s.refreshToken);
        window.localStorage.setItem('welcome_seen', String(s.userId));
      }, session);
    }
    await context.addInitScript(webVitalsScript);
    await context.addInitScript(recorder);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const inFlight = new Set();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${origin}/frontofficev2/${interaction.path()}`);
    await interaction.ready(page);
    await interaction.before?.(page);
    await settled(page, inFlight);

    const state = () => page.evaluate(() => ({ count: performance.interactionCount ?? null, now: performance.now() }));
    const start = await state();
    if (tracing) await browser.startTracing(page, { path: join(outDir, `${interaction.id}-${index}.trace.json`), screenshots: true });
    if (counting) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
      // Taking the coverage resets the counters: what comes next is the interaction's.
      await cdp.send('Profiler.takePreciseCoverage');
    }
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await interaction.act(page, { settle: () => settled(page, inFlight) });
    let hottest;
    let calls;
    if (counting) {
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      await cdp.send('Profiler.stopPreciseCoverage');
      calls = callsOf(result);
    }
    if (profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(outDir, `${interaction.id}-${index}.cpuprofile`), JSON.stringify(profile));
      hottest = hottestOf(profile);
    }
    await settled(page, inFlight);
    // web-vitals reports in an idle callback after the interaction's entries: wait until a report has come and none
    // came for a moment.
    let seen = -1;
    let bench;
    const end = Date.now() + 10_000;
    while (Date.now() < end) {
      bench = await page.evaluate(() => ({ reports: window.__bench.reports, interactions: Object.values(window.__bench.interactions) }));
      if (bench.reports.length > 0 && bench.reports.length === seen) break;
      seen = bench.reports.length;
      await new Promise((r) => setTimeout(r, 500));
    }
    if (tracing) await browser.stopTracing();
    const after = await state();

    const earlier = bench.reports.filter((report) => report.interactionTime !== undefined && report.interactionTime < start.now);
    if (earlier.length > 0) throw new Error(`${interaction.id}: an interaction before the one measured (${earlier[0].target}) mixes in`);
    const report = bench.reports.at(-1);
    const taps = after.count !== null && start.count !== null ? after.count - start.count : null;
    if (!report) {
      throw new Error(
        `${interaction.id} run ${index}: web-vitals reported no INP (${bench.interactions.length} interaction(s) seen by Event Timing, ` +
          `interactionCount ${start.count} -> ${after.count}${errors.length ? `, page errors: ${errors.join('; ')}` : ''}): the measurement did not happen`,
      );
    }
    if (taps !== null && taps < (interaction.taps ?? 1)) {
      throw new Error(`${interaction.id} run ${index}: ${taps} interaction(s) counted, ${interaction.taps ?? 1} expected`);
    }
    return {
      ...report,
      taps,
      hottest,
      calls,
      all: bench.interactions.filter((i) => i.startTime >= start.now).map((i) => `${i.name} ${Math.round(i.duration)}`),
    };
  } finally {
    await context.close();
  }
}

/**
 * The components (functions named like one, which a build made with `--minify false` keeps) called most often, from a
 * precise coverage's call counts.
 */
const NOT_COMPONENTS = new Set(['ReactElement', 'FiberNode', 'SyntheticBaseEvent', 'Wrapper']);
function callsOf(scripts, count = 16) {
  const calls = [];
  for (const script of scripts) {
    for (const fn of script.functions) {
      const times = fn.ranges[0]?.count ?? 0;
      // react-aria's bundled names carry their module's hash (`$0a1b2c$var$ListBoxInner`); React's own classes are not
      // components.
      const name = fn.functionName.replace(/^\$[\da-f]+\$(?:var|export)\$/, '');
      if (times > 0 && script.url && /^[A-Z][a-z][A-Za-z\d]*$/.test(name) && !NOT_COMPONENTS.has(name)) {
        calls.push([`${name} (${script.url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')})`, times]);
      }
    }
  }
  return calls.sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, times]) => `${name} ×${times}`);
}

/** The functions with the most self time in a CPU profile (idle and the profiler's own time left out). */
function hottestOf(profile, count = 8) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = byNode.get(id).callFrame;
    if (!url && ['(idle)', '(program)', '(root)'].includes(functionName)) return;
    const file = url ? url.replace(/^.*\//, '') : '';
    const key = `${file ? `${file}:${lineNumber + 1}:${columnNumber + 1} ` : ''}${functionName || '(anonymous)'}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, time]) => `${Math.round(time)} ms ${key}`);
}

function attributionOf(r) {
  const lines = [
    `input delay ${ms(r.inputDelay)}, processing ${ms(r.processing)}, presentation delay ${ms(r.presentation)} ` +
      `(${r.type ?? '?'} on ${r.target || '(element removed)'})`,
  ];
  if (r.longFrames > 0) {
    lines.push(
      `long animation frames: ${r.longFrames}; scripts ${ms(r.scripts)}, style and layout ${ms(r.styleAndLayout)}, ` +
        `paint ${ms(r.paint)}, unattributed ${ms(r.unattributed)}`,
    );
  }
  const s = r.longestScript;
  if (s) {
    const source = s.sourceURL ? s.sourceURL.replace(/^.*\/assets\//, '') : '(no source)';
    lines.push(
      `longest script: ${source}${s.sourceCharPosition >= 0 ? `:${s.sourceCharPosition}` : ''} ${s.sourceFunctionName ? `${s.sourceFunctionName}()` : '(anonymous)'}, ` +
        `invoked by ${s.invokerType} ${String(s.invoker).replace(/^https?:\/\/[^/]+/, '')}: ${ms(s.duration)}` +
        `${s.forcedStyleAndLayout ? ` (${ms(s.forcedStyleAndLayout)} forced style and layout)` : ''}, ${ms(s.intersecting)} of it in the ${s.subpart}`,
    );
  } else {
    lines.push('longest script: none over 5 ms in a long animation frame');
  }
  if (r.calls) lines.push(`components called most (precise coverage): ${r.calls.join(', ') || 'none (a minified build names none)'}`);
  if (r.hottest) lines.push(`most self time (CPU profile of the interaction): ${r.hottest.join('; ')}`);
  return lines;
}

async function main() {
  if (!distDir && !process.argv.includes('--no-build')) await run('pnpm', ['run', 'build']);
  // The build measured, and the one it is compared with (--compare), measured in turn, run by run.
  const builds = [{ name: distDir ?? 'dist', dist: distDir ?? join(appDir, 'dist') }];
  if (compareDir) builds.push({ name: compareDir, dist: compareDir });
  mkdirSync(outDir, { recursive: true });
  const { oauth } = JSON.parse(readFileSync(join(builds[0].dist, 'config.json'), 'utf8'));

  const apiPort = basePort;
  const api = spawn(process.execPath, [join(repoDir, 'packages/demo-api/scripts/start.mjs')], {
    cwd: repoDir,
    env: { ...process.env, DEMO_API_PORT: String(apiPort), DEMO_TENANT: 'demo' },
    detached: true,
    stdio: 'ignore',
  });
  const servers = [];
  let browser;
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/__demo`);
    const tenants = [...new Set(INTERACTIONS.map((interaction) => interaction.tenant))];
    let port = apiPort;
    for (const build of builds) {
      build.origins = new Map();
      for (const tenant of tenants) {
        port += 1;
        servers.push(await serveOperatorBuild({ dist: build.dist, port, api: `http://127.0.0.1:${apiPort}`, tenant }));
        build.origins.set(tenant, `http://127.0.0.1:${port}`);
      }
    }
    browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });

    console.info(
      `\nInteraction to Next Paint: Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, processor ${CPU_SLOWDOWN}x slower, ` +
        `${runs} run(s) each on a fresh page${compareDir ? `, ${builds.map((b) => b.name).join(' and ')} in turn` : ''}; load average at start: ${load()}`,
    );
    const results = [];
    for (const interaction of INTERACTIONS) {
      const measured = builds.map(() => []);
      for (let i = 1; i <= runs; i += 1) {
        for (const [b, build] of builds.entries()) {
          const before = load();
          const r = await measure(browser, interaction, build.origins.get(interaction.tenant), oauth, builds.length > 1 ? `${i}-${b + 1}` : i);
          measured[b].push(r);
          console.info(
            `  ${pad(interaction.id, 8)} run ${i}${builds.length > 1 ? ` ${build.name}` : ''}: INP ${pad(ms(r.value), 7)} ` +
              `interactions: ${r.all.join(', ') || '(under 16 ms)'}  (load ${before})`,
          );
        }
      }
      results.push({ ...interaction, measured });
    }

    console.info(`\nMedians of ${runs} run(s), target ≤ ${TARGET_MS} ms each; load average at the end: ${load()}`);
    let met = true;
    for (const { id, label, tenant, measured } of results) {
      for (const [b, build] of builds.entries()) {
        const values = measured[b].map((r) => r.value);
        const value = median(values);
        // The attribution of the run at the median (the lower middle one for an even number of runs).
        const middle = [...measured[b]].sort((x, y) => x.value - y.value)[Math.floor((values.length - 1) / 2)];
        const ok = value <= TARGET_MS;
        if (b === 0) met &&= ok;
        console.info(
          `\n${pad(id, 8)} ${pad(`${label} (${tenant})`, 58)} ${pad(ms(value), 8)} ${ok ? 'met' : 'NOT MET'}   runs: ${values.map((v) => Math.round(v)).join(', ')}` +
            `${builds.length > 1 ? `   ${build.name}` : ''}`,
        );
        for (const line of attributionOf(middle)) console.info(`         ${line}`);
      }
    }
    console.info(`${tracing || profiling ? `\nTraces and profiles: ${outDir}` : ''}${met ? '' : '\nSome targets are not met (a benchmark: the exit code stays 0).'}`);
  } finally {
    await browser?.close();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    try {
      process.kill(-api.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

await main();
