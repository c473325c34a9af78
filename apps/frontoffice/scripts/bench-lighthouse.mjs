#!/usr/bin/env node
// The Lighthouse benchmark (issues 18 and 32; a benchmark, not a test: `pnpm bench:lighthouse` at the root). It builds
// the app, serves `dist/` as an operator's host would (scripts/operatorServer.mjs: compressed, hashed assets cached a
// year, index.html revalidated; HTTP/1.1, or HTTP/2 over TLS with --http2) in front of the demo operator API, runs
// Lighthouse's default mobile audit (a mid-range phone: simulated slow 4G, a processor 4x slower) on every page below,
// one run at a time, and prints each page's median performance score, FCP, LCP, TBT, CLS and bytes transferred beside
// its target and the figures measured when the issues were opened.
//
//   pnpm bench:lighthouse [--runs 3] [--no-build | --dist <a built dist/>] [--only <pages>] [--tenant <tenants>]
//                         [--http2] [--lantern] [--devtools-throttling] [--out <folder>]
//
// --only and --tenant take comma-separated filters: `--only signup` (the three signup steps), `--only signup:phone`,
// `--only account/bookings` (the list and a booking's detail, not the history), `--only account` (every account page),
// `--only login,search` (issue 18's pages); `--tenant demo`.
//
// issue 32: how each page is visited, so that it shows what a driver meets there, on a cold HTTP cache every run:
// - first visit: nothing stored (/login, /search, /faqs on campus). /login on demo opens its cookie-consent dialog.
// - returning visitor (the registration step of /signup): the cookie consent answered (budget/budget.spec.ts's
//   `cookie_consent` cookie), and what the app stored at an unmeasured visit before (its tenant frame).
// - signed-in driver: the demo driver's session in the storage before the app's first script runs, as the app restores
//   a session at start-up (spec §1, §4; §9: `access_token`, `refresh_token`, and the api-client's `token_type`,
//   packages/api-client/src/tokens.ts), with a token taken for each run by the password grant the login page sends;
//   besides, the consent answered and what the app stored at the visit before (a welcome dialog that opened then was
//   closed, decision D19). The phone and upload steps of /signup are signed in the same way, as accounts made for the
//   run and taken to that step through the demo API with the calls the steps make (scripts/bench-accounts.mjs): the
//   signup shows the step the account is at (spec §4).
// Each run is a new browser context (no cookie, storage, HTTP cache or connection of another run), in one Chromium
// driven through Puppeteer (Lighthouse's own puppeteer-core and chrome-launcher), the storage written by a script that
// runs before the page's own (`evaluateOnNewDocument`). After each run the page is checked (its address, the session
// still signed in, no dialog open on a returning visit, the signup's step heading): a run that did not show the page
// it measures fails loudly, is left out of the medians, and the benchmark exits 1.
//
// --lantern writes beside each report (`<report>.lantern.json`) what Lighthouse's simulation (lantern) made of the run:
// for its FCP and LCP estimates, each graph's requests (address, bytes) and main-thread tasks (their scripts) with their
// simulated start and end, in milliseconds. Lantern's LCP is the mean of the ends of its optimistic and pessimistic
// graphs (and no less than its FCP): which requests end last, and what each waited for, is what holds a page back
// (docs/performance.md, eighteenth pass).
//
// Lighthouse's simulated throttling multiplies the processor time it measures, so TBT grows when the machine is busy:
// the load average is printed beside every run. Compare figures taken under the same conditions only.
// Ports: BENCH_PORT (default 4921) for the demo API, the next ones for one server per tenant.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_DRIVER, demoApi } from './bench-accounts.mjs';
import { appDir, load, median, option, run, waitFor } from './benchSupport.mjs';
import { BASE_PATH, makeCertificate, serveOperatorBuild } from './operatorServer.mjs';

const repoDir = join(appDir, '../..');

const list = (value) => (value ? value.split(',').map((item) => item.trim().replace(/^\/+/, '')).filter(Boolean) : []);
const runs = Number(option('--runs', '3'));
const only = list(option('--only', undefined));
const onlyTenants = list(option('--tenant', undefined));
const outDir = option('--out', join(appDir, 'test-results/lighthouse'));
/** Another build to measure (a copy of an earlier `dist/`, to compare under the same conditions); no build then. */
const distDir = option('--dist', undefined);
/** issue 32 item 5: the pages served over HTTP/2 (TLS, a certificate made for the run), as an operator's host does. */
const http2 = process.argv.includes('--http2');
/** Each run's simulated timings written beside its report (see above). */
const lanternTimings = process.argv.includes('--lantern');
/**
 * The network and processor slowed in the browser itself (Lighthouse's `devtools` throttling: each request held for
 * slow 4G's round trip, the bandwidth capped, the processor 4x) instead of simulated: what a page's real order of
 * requests costs, which lantern's model of six connections may not show. Figures far above the simulated ones (its
 * round trip is 562 ms); compare builds with it, not with the targets.
 */
const devtoolsThrottling = process.argv.includes('--devtools-throttling');
const basePort = Number(process.env.BENCH_PORT ?? 4921);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The targets: issue 18's for its two pages, issue 32's for every other route. */
const TARGETS = {
  login: { score: 98, lcp: 1800 },
  search: { score: 90, lcp: 2500, tbt: 200 },
  route: { score: 95, lcp: 2500, tbt: 200 },
};

/** The signup's step names (the step heading), to check that a run showed the step it measures. */
const STEP_HEADINGS = (() => {
  const messages = ['fr', 'en'].map((language) =>
    JSON.parse(readFileSync(join(repoDir, `packages/feature-signup/intl/${language}.json`), 'utf8')),
  );
  const names = (id) => messages.map((m) => m[`signup.steps.${id}`]).filter(Boolean);
  return { registration: names('registration'), phone_number: names('phoneNumber'), driver_license: names('driverLicense'), id_document: names('idDocument'), selfie_document: names('selfieDocument'), other_document: names('otherDocument') };
})();

/** The pages of issue 32 on each of its two tenants (both have signup on). */
const ROUTE_TENANTS = ['demo', 'cityshare'];
/**
 * The signed-in routes (spec §2): the driver's bookings, one booking, the history, the account, the cards, and the
 * help pages, the public ones (read by the signed-in driver) and the account's FAQ. `feature`: a tenant switch
 * without which the page does not exist (decision D7: pricing only with billing).
 */
const DRIVER_ROUTES = [
  { name: 'account/bookings' },
  { name: 'account/bookings/:id', path: ({ booking }) => `account/bookings/${booking.id}?page=bookings` },
  { name: 'account/bookings-history' },
  { name: 'account/details' },
  { name: 'account/payment-method', feature: 'use_payments' },
  { name: 'faqs' },
  { name: 'cgu' },
  { name: 'contact' },
  { name: 'pricing', feature: 'use_billing' },
  { name: 'account/help/faq' },
];
/** The signup steps (spec §2 /signup): registration for a visitor; the phone and a document upload for an account at that step. */
const SIGNUP_ROUTES = [
  { name: 'signup', path: 'signup', visit: 'visitor', step: 'registration' },
  { name: 'signup:phone', path: 'signup', visit: 'phone_number', step: 'phone_number' },
  { name: 'signup:upload', path: 'signup', visit: 'upload', step: 'upload' },
];

/**
 * Every page measured. `visit`: `first`, `visitor`, `driver`, or the signup step of the account signed in (see the top
 * of this file). `then`: the figures of the issue that asked for the page.
 */
const ALL_PAGES = [
  // issue 18: /search is the public root of a public platform (spec §2: signed-out visitors see the map view), so its
  // two tenants are the public ones; /login on the default demo tenant (cookie consent on: a first visit opens its
  // dialog) and on cityshare.
  { name: 'login', tenant: 'demo', visit: 'first', target: 'login', then: { issue: 18, score: 92, fcp: 2380, lcp: 2830, tbt: 106, kib: 232 } },
  { name: 'login', tenant: 'cityshare', visit: 'first', target: 'login' },
  { name: 'search', tenant: 'cityshare', visit: 'first', target: 'search', then: { issue: 18, score: 39, fcp: 3840, lcp: 6440, tbt: 2454, kib: 718 } },
  { name: 'search', tenant: 'campus', visit: 'first', target: 'search' },
  ...ROUTE_TENANTS.flatMap((tenant) => [
    ...DRIVER_ROUTES.map((route) => ({ visit: 'driver', ...route, tenant, target: 'route' })),
    ...SIGNUP_ROUTES.map((route) => ({
      ...route,
      tenant,
      target: 'route',
      // issue 32 as opened: measured by issue 18's benchmark, which had no stored answer to the consent dialog.
      ...(route.name === 'signup' && tenant === 'demo' ? { then: { issue: 32, score: 59, fcp: 3400, lcp: 5350, tbt: 560, requests: 89 } } : {}),
    })),
  ]),
  // issue 32 quotes /faqs on campus (a public platform without cookie consent) as a first visitor met it.
  { name: 'faqs', tenant: 'campus', visit: 'first', target: 'route', then: { issue: 32, score: 77, lcp: 4300, cls: 0.09 } },
];

const matches = (name, filter) => name === filter || name.startsWith(`${filter}/`) || name.startsWith(`${filter}:`);
const PAGES = ALL_PAGES.filter(
  (page) => (only.length === 0 || only.some((filter) => matches(page.name, filter))) && (onlyTenants.length === 0 || onlyTenants.includes(page.tenant)),
);


/** The flags the CLI runs gave Chromium (shared/toolchain.md), beside chrome-launcher's own defaults. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The certificate made for the run is nobody's: Chromium is told to accept it.
  ...(http2 ? ['--ignore-certificate-errors'] : []),
];

/**
 * Lighthouse's Node API, and the puppeteer-core and chrome-launcher it depends on (and drives itself from its CLI):
 * the same versions, without dependencies of the app's own.
 */
async function loadLighthouse() {
  const entry = createRequire(join(appDir, 'package.json')).resolve('lighthouse');
  const lighthouseRequire = createRequire(entry);
  const load = async (name) => import(pathToFileURL(lighthouseRequire.resolve(name)).href);
  const [{ default: lighthouse }, puppeteer, chromeLauncher, lantern] = await Promise.all([
    import(pathToFileURL(entry).href),
    load('puppeteer-core'),
    load('chrome-launcher'),
    // Lighthouse's own copy of lantern, whose simulator keeps the last simulation of each graph (--lantern).
    import(pathToFileURL(join(entry, '../lib/lantern/lantern.js')).href),
  ]);
  return { lighthouse, puppeteer: puppeteer.default ?? puppeteer, chromeLauncher, lantern };
}

/**
 * The simulated timings of the last run's FCP and LCP graphs (lantern's `Simulator.allNodeTimings`, by graph: e.g.
 * `pessimisticLargestContentfulPaint`), each node as a request or a main-thread task, in simulated order.
 */
function simulatedTimings(lantern) {
  const graphs = {};
  for (const [label, timings] of lantern.Simulation.Simulator.allNodeTimings) {
    if (!/ContentfulPaint$/.test(label)) continue;
    graphs[label] = [...timings.entries()]
      .map(([node, timing]) => ({
        ...(node.type === 'network'
          ? { request: node.request.url, bytes: node.request.transferSize, priority: node.request.priority }
          : { task: Math.round(node.duration) / 1000, scripts: [...(node.getEvaluateScriptURLs?.() ?? [])] }),
        start: Math.round(timing.startTime),
        end: Math.round(timing.endTime),
      }))
      .sort((a, b) => a.start - b.start);
  }
  return graphs;
}

/** A returning visitor's answer to the cookie-consent dialog (spec §9: about 180 days), as the app writes it. */
function consentCookie(origin) {
  return {
    name: 'cookie_consent',
    value: encodeURIComponent(JSON.stringify({ technical: true, analytics: false })),
    url: `${origin}${BASE_PATH}`,
    path: BASE_PATH,
    expires: Math.round(Date.now() / 1000) + 15_552_000,
    sameSite: 'Lax',
    secure: origin.startsWith('https:'),
  };
}

/** The session's storage keys (spec §9; packages/api-client/src/tokens.ts). */
function sessionEntries({ accessToken, refreshToken }) {
  return [
    ['access_token', accessToken],
    ...(refreshToken ? [['refresh_token', refreshToken]] : []),
    ['token_type', 'member'],
  ];
}
const SESSION_KEYS = new Set(['access_token', 'refresh_token', 'token_type']);

/**
 * Opens a page in a new browser context whose storage, before the app's first script runs, holds `entries` (written
 * once per tab, so that a document load the app makes itself keeps what it changed), and whose cookies hold the consent
 * answer unless this is a first visit.
 */
async function openPage(browser, origin, { entries = [], consent = false } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (consent) await context.setCookie(consentCookie(origin));
  if (entries.length > 0) {
    await page.evaluateOnNewDocument(
      (expectedOrigin, stored) => {
        if (location.origin !== expectedOrigin || sessionStorage.getItem('bench_storage_written')) return;
        sessionStorage.setItem('bench_storage_written', '1');
        localStorage.clear();
        for (const [key, value] of stored) localStorage.setItem(key, value);
      },
      origin,
      entries,
    );
  }
  return { context, page };
}

/** What the page shows at the end of a run, for the checks. */
function pageState(page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
    return {
      path: location.pathname,
      tokenType: localStorage.getItem('token_type'),
      dialog: dialog ? (dialog.getAttribute('aria-label') ?? dialog.textContent?.trim().slice(0, 60) ?? 'a dialog') : null,
      step: document.querySelector('[data-step-heading]')?.textContent?.trim() ?? null,
    };
  });
}

/** Why a run did not show the page it measures, or nothing. */
function failureOf(page, lhr, state, expectedPath) {
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (lhr.runtimeError) return `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  if (shown !== expectedPath || state.path !== expectedPath) return `ended at ${shown} (the page at ${state.path}), not ${expectedPath}`;
  if (page.visit !== 'first' && page.visit !== 'visitor' && state.tokenType !== 'member') return `signed out (token_type ${state.tokenType})`;
  if (page.visit !== 'first' && state.dialog) return `a dialog is open (${state.dialog}) on a returning visit`;
  if (page.step) {
    const expected = STEP_HEADINGS[page.stepId];
    if (!expected?.includes(state.step ?? '')) return `the signup shows the step "${state.step}", not ${expected?.join(' / ')}`;
  }
  if (http2) {
    const document = (lhr.audits['network-requests']?.details?.items ?? []).find((item) => item.resourceType === 'Document');
    if (document?.protocol !== 'h2') return `the page came over ${document?.protocol ?? 'an unknown protocol'}, not HTTP/2`;
  }
  return null;
}

/**
 * The deepest chain of requests, each asked for once the one before it arrived (Lighthouse's network dependency tree,
 * as observed before the simulation): under slow 4G every link costs at least a round trip.
 */
function deepestChain(lhr) {
  const name = (url) => {
    const { pathname } = new URL(url);
    return pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length).replace(/^assets\//, '') || '(document)' : pathname.replace(/^\/tenants\/[^/]+/, '');
  };
  const deepest = (nodes = {}) =>
    Object.values(nodes).reduce((best, node) => {
      const chain = [name(node.url), ...deepest(node.children)];
      return chain.length > best.length ? chain : best;
    }, []);
  return deepest(lhr.audits['network-dependency-tree-insight']?.details?.items?.find((item) => item.value?.type === 'network-tree')?.value.chains);
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const protocols = {};
  for (const request of requests) protocols[request.protocol ?? '?'] = (protocols[request.protocol ?? '?'] ?? 0) + 1;
  const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((item) => item.type === 'node');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kib: audit('total-byte-weight') / 1024,
    requests: requests.length,
    // Lighthouse's measure of the machine's speed (higher is faster): TBT and the simulated LCP scale with it, so figures
    // from machines of different indices do not compare (the 4x CPU slowdown is applied to whatever the machine does).
    benchmark: lhr.environment?.benchmarkIndex ?? Number.NaN,
    protocols: Object.entries(protocols).map(([name, count]) => `${name} ×${count}`).join(', '),
    scripts: (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${String(item.url).replace(/^.*\//, '')} ${Math.round(item.scripting)} ms`),
    // What dominates, for a page that misses its target.
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} ${lcpNode.snippet ?? ''}`.trim().slice(0, 140) : 'none reported',
    chain: deepestChain(lhr),
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 2)
      .map((item) => `${item.node?.snippet ?? '?'} (${String(item.node?.nodeLabel ?? '').split('\n')[0].slice(0, 40)}) ${(item.score ?? 0).toFixed(3)}`),
    largest: [...requests]
      .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
      .slice(0, 4)
      .map((item) => `${String(item.url).replace(/^.*\/(?=[^/]+$)/, '').replace(/\?.*$/, '')} ${((item.transferSize ?? 0) / 1024).toFixed(1)} KiB`),
  };
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const pad = (text, width) => String(text).padEnd(width);

async function main() {
  if (PAGES.length === 0) throw new Error(`No page matches --only ${only.join(',')} --tenant ${onlyTenants.join(',')}`);
  if (!distDir && !process.argv.includes('--no-build')) await run('pnpm', ['run', 'build']);
  const dist = distDir ?? join(appDir, 'dist');
  mkdirSync(outDir, { recursive: true });

  const apiPort = basePort;
  const api = spawn(process.execPath, [join(repoDir, 'packages/demo-api/scripts/start.mjs')], {
    cwd: repoDir,
    env: { ...process.env, DEMO_API_PORT: String(apiPort), DEMO_TENANT: 'demo' },
    detached: true,
    stdio: 'ignore',
  });
  const servers = [];
  let chrome;
  let browser;
  let failed = false;
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/__demo`);
    const tenants = [...new Set(PAGES.map((page) => page.tenant))];
    const ports = new Map(tenants.map((tenant, index) => [tenant, apiPort + 1 + index]));
    const certificate = http2 ? makeCertificate() : undefined;
    for (const tenant of tenants) {
      servers.push(await serveOperatorBuild({ dist, port: ports.get(tenant), api: `http://127.0.0.1:${apiPort}`, tenant, http2: certificate }));
    }
    const originOf = (tenant) => `${http2 ? 'https' : 'http'}://127.0.0.1:${ports.get(tenant)}`;

    // The tenants' drivers, a booking, and the accounts at the signup steps measured (the same API the pages call).
    const apis = new Map(tenants.map((tenant) => [tenant, demoApi(`http://127.0.0.1:${apiPort}/tenants/${tenant}/api`)]));
    const accounts = new Map();
    const pages = [];
    for (const page of PAGES) {
      const demo = apis.get(page.tenant);
      const tenant = await demo.tenant();
      if (page.feature && !tenant[page.feature]) continue;
      const key = `${page.tenant} ${page.visit}`;
      if (!accounts.has(key)) {
        if (page.visit === 'driver') {
          const token = await demo.signIn(DEMO_DRIVER);
          accounts.set(key, { ...DEMO_DRIVER, booking: await demo.driverBooking(token.accessToken) });
        } else if (page.visit === 'phone_number' || page.visit === 'upload') {
          accounts.set(key, await demo.accountAtStep(page.visit));
        } else accounts.set(key, null);
      }
      const account = accounts.get(key);
      const path = typeof page.path === 'function' ? page.path(account) : (page.path ?? page.name);
      const stepId = page.step && (page.step === 'upload' ? account.step : page.step);
      const label = `/${page.name === 'account/bookings/:id' ? path.replace(/\?.*$/, '') : page.name} ${page.tenant}`;
      pages.push({ ...page, path, stepId, account, label, url: `${originOf(page.tenant)}${BASE_PATH}${path}` });
    }

    const { lighthouse, puppeteer, chromeLauncher, lantern } = await loadLighthouse();
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

    /** The storage of a returning visit: what the app stored at the visit before, and a fresh session each run. */
    const storedBefore = new Map();
    async function storageOf(page) {
      if (page.visit === 'first') return [];
      const session = page.account ? sessionEntries(await apis.get(page.tenant).signIn(page.account)) : [];
      const key = `${page.tenant} ${page.visit}`;
      if (!storedBefore.has(key)) {
        // The visit before, unmeasured: the app stores what it keeps (its tenant frame, a guest token); a dialog that
        // opens once (the welcome, decision D19) is closed as a driver closes it.
        const { context, page: tab } = await openPage(browser, originOf(page.tenant), { entries: session, consent: true });
        await tab.goto(page.url, { waitUntil: 'networkidle0', timeout: 60_000 });
        for (let i = 0; i < 3 && (await tab.$('[role="dialog"]')); i += 1) {
          await tab.keyboard.press('Escape');
          await new Promise((r) => setTimeout(r, 500));
        }
        const state = await pageState(tab);
        if (state.path !== new URL(page.url).pathname || (page.account && state.tokenType !== 'member')) {
          throw new Error(`The visit before ${page.label} ended at ${state.path}, signed ${state.tokenType === 'member' ? 'in' : 'out'}: no returning visit to measure`);
        }
        const stored = await tab.evaluate(() => Object.entries(localStorage));
        storedBefore.set(key, stored.filter(([name]) => !SESSION_KEYS.has(name) && name !== 'bench_storage_written'));
        console.info(`  (${page.tenant}, ${page.visit}: the visit before stored ${stored.map(([name]) => name).join(', ') || 'nothing'})`);
        await context.close();
      }
      return [...storedBefore.get(key), ...session];
    }

    console.info(
      `\nLighthouse ${runs} run(s) per page, one at a time, ${http2 ? 'HTTP/2 over TLS' : 'HTTP/1.1'}; ${pages.length} pages; ` +
        `load average at start: ${load()}`,
    );
    for (const [key, account] of accounts) {
      if (account?.booking) console.info(`  (${key}: a booking's detail is booking ${account.booking.id}, ${account.booking.status})`);
      else if (account) console.info(`  (${key}: ${account.email}, at the ${account.step} step)`);
    }
    const results = [];
    const benchmarks = [];
    for (const page of pages) {
      const expectedPath = new URL(page.url).pathname;
      const figures = [];
      for (let i = 1; i <= runs; i += 1) {
        const entries = await storageOf(page);
        const { context, page: tab } = await openPage(browser, originOf(page.tenant), { entries, consent: page.visit !== 'first' });
        try {
          const before = load();
          const result = await lighthouse(page.url, { output: 'json', onlyCategories: ['performance'], logLevel: 'error', ...(devtoolsThrottling ? { throttlingMethod: 'devtools' } : {}) }, undefined, tab);
          if (!result) throw new Error('Lighthouse returned no result');
          const slug = `${page.name.replace(/[/:]/g, '-')}-${page.tenant}${http2 ? '-h2' : ''}-${i}`;
          writeFileSync(join(outDir, `${slug}.json`), result.report);
          if (lanternTimings) writeFileSync(join(outDir, `${slug}.lantern.json`), JSON.stringify(simulatedTimings(lantern), null, 1));
          const failure = failureOf(page, result.lhr, await pageState(tab), expectedPath);
          const f = figuresOf(result.lhr);
          if (failure) {
            failed = true;
            console.error(`  ${page.label} run ${i}: FAILED, ${failure} (not counted; report ${slug}.json)`);
            continue;
          }
          figures.push(f);
          console.info(
            `  ${page.label} run ${i}: ${f.score}  FCP ${s(f.fcp)}  LCP ${s(f.lcp)}  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  ` +
              `${Math.round(f.kib)} KiB in ${f.requests} requests${http2 ? ` (${f.protocols})` : ''}  (load ${before}, benchmark index ${Math.round(f.benchmark)})  main thread: ${f.scripts.join(', ')}`,
          );
        } finally {
          await context.close();
        }
      }
      if (figures.length === 0) {
        results.push({ ...page, failed: true });
        continue;
      }
      const m = (key) => median(figures.map((f) => f[key]));
      // The run whose score is the median's, for what dominates.
      const typical = figures.find((f) => f.score === Math.round(m('score'))) ?? figures[0];
      benchmarks.push(...figures.map((f) => f.benchmark));
      results.push({ ...page, runs: figures.length, score: m('score'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), kib: m('kib'), requests: m('requests'), typical });
    }

    const width = Math.max(...results.map((r) => r.label.length)) + 2;
    console.info(
      `\nMedians of ${runs} run(s) (Lighthouse 13 mobile: slow 4G, 4x CPU; ${http2 ? 'HTTP/2 over TLS' : 'HTTP/1.1'}), load average at the end: ${load()}`,
    );
    const indices = benchmarks.filter(Number.isFinite);
    if (indices.length > 0) {
      console.info(
        `Lighthouse's benchmark index of this machine (higher is faster; TBT and LCP scale with it): median ${Math.round(median(indices))}, ` +
          `${Math.round(Math.min(...indices))} to ${Math.round(Math.max(...indices))}`,
      );
    }
    console.info(
      `${pad('page', width)}${pad('score', 7)}${pad('FCP', 9)}${pad('LCP', 9)}${pad('TBT', 9)}${pad('CLS', 7)}${pad('KiB', 6)}${pad('req', 5)}  target / when the issue was opened`,
    );
    const missed = [];
    for (const r of results) {
      if (r.failed) {
        console.info(`${pad(r.label, width)}FAILED: no run showed the page (see above)`);
        continue;
      }
      const target = TARGETS[r.target];
      const ok = r.score >= target.score && r.lcp <= target.lcp && (target.tbt === undefined || r.tbt <= target.tbt);
      if (!ok) missed.push(r);
      const goal = `≥ ${target.score}, LCP ≤ ${s(target.lcp)}${target.tbt ? `, TBT ≤ ${target.tbt} ms` : ''}`;
      const t = r.then;
      const then = t
        ? ` / issue ${t.issue}: ${[
            t.score,
            t.fcp && `FCP ${s(t.fcp)}`,
            t.lcp && `LCP ${s(t.lcp)}`,
            t.tbt && `TBT ${t.tbt} ms`,
            t.cls && `CLS ${t.cls}`,
            t.kib && `${t.kib} KiB`,
            t.requests && `${t.requests} requests`,
          ]
            .filter(Boolean)
            .join(', ')}`
        : '';
      console.info(
        `${pad(r.label, width)}${pad(r.score, 7)}${pad(s(r.fcp), 9)}${pad(s(r.lcp), 9)}${pad(`${Math.round(r.tbt)} ms`, 9)}${pad(r.cls.toFixed(3), 7)}` +
          `${pad(Math.round(r.kib), 6)}${pad(r.requests, 5)}  ${ok ? 'met' : 'NOT MET'}: ${goal}${then}`,
      );
    }
    if (missed.length > 0) {
      console.info('\nWhat dominates where a target is not met (the run with the median score):');
      for (const r of missed) {
        console.info(`${r.label}: LCP element ${r.typical.lcpElement}`);
        console.info(`${' '.repeat(r.label.length)}  largest transfers: ${r.typical.largest.join(', ')}`);
        console.info(`${' '.repeat(r.label.length)}  main thread: ${r.typical.scripts.join(', ')}`);
        console.info(`${' '.repeat(r.label.length)}  deepest chain (${r.typical.chain.length} requests): ${r.typical.chain.join(' → ')}`);
        if (r.typical.shifts.length > 0) console.info(`${' '.repeat(r.label.length)}  layout shifts: ${r.typical.shifts.join(', ')}`);
      }
    }
    console.info(
      `\nReports: ${outDir}${missed.length === 0 ? '' : '\nSome targets are not met (a benchmark: the exit code stays 0).'}` +
        `${failed ? '\nSome runs did not show the page they measure: exit code 1.' : ''}`,
    );
  } finally {
    await browser?.disconnect().catch(() => undefined);
    chrome?.kill();
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
  if (failed) process.exitCode = 1;
}

await main();
