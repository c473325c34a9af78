#!/usr/bin/env node
// Takes screenshots of the running front office in several tenants, languages and widths, to look at.
//
// Usage (from apps/frontoffice, after `pnpm --filter @frontoffice/frontoffice build`):
//   E2E_PORT=4273 node scripts/screenshots.mjs --serve --out /tmp/shots-e2e \
//     --tenants demo,cityshare --langs fr,en --widths 390,1280 --shots landing,login,menu --login driver@example.com
//
// --serve starts the demo API (on E2E_PORT + 1000) and `vite preview` of dist/ (on E2E_PORT) for the time of the run,
// as the end-to-end suite does; without it the front office must already answer at --base (default: E2E_PORT, or
// 4173). The tenant is chosen per page by answering config.json with apiBaseUrl /tenants/<id>/api (the demo API's
// per-tenant base), so one build and one server show every tenant.
//
// Named shots (--shots):
//   landing  /login as a guest, the first screen (the landing panel: selling points or background, logo, buttons)
//   login    /login as a guest, the whole page (on a phone the form and the footer are below the landing panel)
//   menu     the drawer menu open, signed in as --login (default driver@example.com), from the root
//   cookies  /login on a first visit, with the cookie-consent dialog
// --paths takes any other app paths, shot as they load (as a guest, or signed in as --paths-as <e-mail>).
// The cookie-consent answer and the welcome dialog are set beforehand for every shot but `cookies`, so that the
// dialogs do not hide the page.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const apiPort = Number(process.env.E2E_API_PORT ?? port + 1000);

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `http://127.0.0.1:${port}/frontofficev2/` },
    out: { type: 'string', default: '../../screenshots' },
    tenants: { type: 'string', default: 'demo,cityshare' },
    langs: { type: 'string', default: 'fr,en' },
    widths: { type: 'string', default: '390,1280' },
    shots: { type: 'string', default: 'landing,login,menu' },
    paths: { type: 'string', default: '' },
    'paths-as': { type: 'string' },
    login: { type: 'string', default: 'driver@example.com' },
    full: { type: 'boolean', default: false },
    serve: { type: 'boolean', default: false },
  },
});

const appDir = new URL('..', import.meta.url).pathname;
const config = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8'));
const servers = [];

/** Starts a server in its own process group (stopped with the whole group at the end) and waits for its URL. */
async function serve(args, env, readyUrl) {
  const child = spawn('node', args, { cwd: appDir, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  servers.push(child);
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(readyUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${args.join(' ')} did not answer ${readyUrl}`);
}

function stopServers() {
  for (const child of servers) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

if (values.serve) {
  await serve(['../../packages/demo-api/scripts/start.mjs'], { DEMO_API_PORT: String(apiPort), DEMO_TENANT: 'demo' }, `http://127.0.0.1:${apiPort}/api/__demo`);
  await serve(
    ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { DEMO_API_PORT: String(apiPort) },
    new URL('config.json', values.base).href,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
mkdirSync(values.out, { recursive: true });

const list = (value) => value.split(',').map((v) => v.trim()).filter(Boolean);
const url = (path) => new URL(path, values.base).href;
let problems = 0;

async function newPage(tenant, lang, width, { answered }) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    deviceScaleFactor: 1,
    locale: lang,
  });
  await context.addInitScript((lng) => {
    window.localStorage.setItem('lng', lng);
  }, lang);
  if (answered) {
    const value = encodeURIComponent(JSON.stringify({ technical: true, analytics: false }));
    await context.addCookies([{ name: 'cookie_consent', value, url: url('./') }]);
    // decision D19: the welcome dialog shows once per account; mark it seen for the demo accounts.
    await context.addInitScript(() => {
      window.localStorage.setItem('welcome_seen', Array.from({ length: 500 }, (_, i) => i + 1).join(','));
    });
  }
  await context.route('**/frontofficev2/config.json', (route) =>
    route.fulfill({ json: { ...config, apiBaseUrl: `/tenants/${tenant}/api` } }),
  );
  const page = await context.newPage();
  const tag = `[${tenant} ${lang} ${width}]`;
  page.on('pageerror', (error) => {
    problems += 1;
    console.error(`${tag} page error: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`${tag} console error: ${message.text()}`);
  });
  return { context, page };
}

async function signIn(page, email) {
  await page.goto(url('login'), { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: /^(Adresse e-mail|E-mail address)/ }).fill(email);
  await page.getByRole('textbox', { name: /^(Mot de passe|Password)$/ }).fill('demo-password');
  await page.getByRole('button', { name: /^(Se connecter|Log in)$/ }).click();
  await page.waitForURL((current) => !current.pathname.endsWith('/login'));
  await page.waitForLoadState('networkidle');
}

async function shoot(page, name, tenant, lang, width, options = {}) {
  await page.waitForTimeout(300);
  const file = join(values.out, `${name}-${tenant}-${lang}-${width}.png`);
  await page.screenshot({ path: file, fullPage: values.full, ...options });
  console.info(file);
}

for (const tenant of list(values.tenants)) {
  for (const lang of list(values.langs)) {
    for (const width of list(values.widths).map(Number)) {
      for (const shot of list(values.shots)) {
        const { context, page } = await newPage(tenant, lang, width, { answered: shot !== 'cookies' });
        if (shot === 'landing' || shot === 'cookies') {
          await page.goto(url('login'), { waitUntil: 'networkidle' });
          await shoot(page, shot, tenant, lang, width);
        } else if (shot === 'login') {
          await page.goto(url('login'), { waitUntil: 'networkidle' });
          await page.getByRole('main').scrollIntoViewIfNeeded();
          await shoot(page, shot, tenant, lang, width, { fullPage: true });
        } else if (shot === 'menu') {
          await signIn(page, values.login);
          await page.goto(url('./'), { waitUntil: 'networkidle' });
          await page.getByRole('button', { name: /^(Ouvrir le menu|Open the menu)$/ }).click();
          await page.getByRole('dialog').waitFor();
          await shoot(page, shot, tenant, lang, width);
        } else {
          throw new Error(`unknown shot ${shot} (landing, login, menu, cookies)`);
        }
        await context.close();
      }
      if (values.paths) {
        const { context, page } = await newPage(tenant, lang, width, { answered: true });
        if (values['paths-as']) await signIn(page, values['paths-as']);
        for (const path of list(values.paths)) {
          await page.goto(url(path), { waitUntil: 'networkidle' });
          await shoot(page, path.replace(/[/?=&]+/g, '_') || 'root', tenant, lang, width);
        }
        await context.close();
      }
    }
  }
}
await browser.close();
stopServers();
if (problems > 0) {
  console.error(`${problems} page error(s) while taking the screenshots`);
  process.exitCode = 1;
}
