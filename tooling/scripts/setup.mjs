#!/usr/bin/env node
// Installs everything the front office needs on a fresh Debian machine with only Node 20 and npm (README, issue 2):
// pnpm at the version pinned in package.json, the workspace's packages, and with --browser Debian's Chromium for
// the browser tests (Playwright's own browser download cannot run here, see shared/toolchain.md) and nginx for the
// production-host tests. Last, it writes when it started and how long it took to node_modules/.cache/frontoffice/
// setup.json, which summarize.mjs reads to print the install's share of `npm test`'s time (issue 30).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const startedAt = Date.now();
const root = new URL('../..', import.meta.url).pathname;
const wantBrowser = process.argv.includes('--browser');
const pinned = JSON.parse(readFileSync(new URL('package.json', `file://${root}`), 'utf8')).packageManager.split('@')[1];

function sh(command, options = {}) {
  console.info(`$ ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\nSetup failed while running: ${command}`);
    process.exit(result.status ?? 1);
  }
}

function version(command) {
  try {
    return execSync(`${command} --version`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: the front office needs Node 20.19 or newer.`);
  process.exit(1);
}

if (version('pnpm') !== pinned) {
  // corepack would need COREPACK_INTEGRITY_KEYS=0 for its first download here; npm installs the pinned pnpm directly.
  sh(`npm install --global --no-fund --no-audit pnpm@${pinned}`);
}

sh(process.env.CI ? 'pnpm install --frozen-lockfile' : 'pnpm install');

// Debian's packages for the browser tests: Chromium's headless shell, which every browser test drives (issue 30: the
// same tests take about a quarter less processor time than in the full browser), the full Chromium for the Lighthouse
// benchmark, and nginx for the production-host smoke tests (issue 19, apps/frontoffice/playwright.nginx.config.ts);
// installed together, only when missing.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const missing = wantBrowser
  ? [
      [chromium, 'chromium-headless-shell', 'CHROMIUM_PATH'],
      ['/usr/bin/chromium', 'chromium', 'CHROME_PATH'],
      [nginx, 'nginx', 'NGINX_PATH'],
    ].filter(([path]) => !existsSync(path))
  : [];
if (missing.length > 0) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const packages = missing.map(([, name]) => name).join(' ');
  sh(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`);
  for (const [path, name, variable] of missing) {
    if (!existsSync(path)) {
      console.error(`${name} was not found at ${path} after installing it; set ${variable}.`);
      process.exit(1);
    }
  }
}

const cache = new URL('node_modules/.cache/frontoffice/', `file://${root}`);
mkdirSync(cache, { recursive: true });
writeFileSync(new URL('setup.json', cache), `${JSON.stringify({ startedAt, seconds: Math.round((Date.now() - startedAt) / 100) / 10 })}\n`);
