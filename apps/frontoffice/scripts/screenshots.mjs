#!/usr/bin/env node
// Takes screenshots of pages of the running front office in several tenants, languages and widths, to look at.
// Usage: node scripts/screenshots.mjs --base http://127.0.0.1:4173/frontofficev2/ --out ../../screenshots \
//          --tenants demo,cityshare --langs fr,en --widths 390,1280 --paths login,faqs [--login driver@example.com]
// The tenant is chosen per page by answering config.json with apiBaseUrl /tenants/<id>/api (the demo API's
// per-tenant base), so one build and one server show every tenant.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:4173/frontofficev2/' },
    out: { type: 'string', default: '../../screenshots' },
    tenants: { type: 'string', default: 'demo,cityshare' },
    langs: { type: 'string', default: 'fr,en' },
    widths: { type: 'string', default: '390,1280' },
    paths: { type: 'string', default: 'login' },
    login: { type: 'string' },
    full: { type: 'boolean', default: false },
  },
});

const config = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
mkdirSync(values.out, { recursive: true });

for (const tenant of values.tenants.split(',')) {
  for (const lang of values.langs.split(',')) {
    for (const width of values.widths.split(',').map(Number)) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        deviceScaleFactor: 1,
        locale: lang,
      });
      await context.addInitScript((lng) => window.localStorage.setItem('lng', lng), lang);
      await context.route('**/frontofficev2/config.json', (route) =>
        route.fulfill({ json: { ...config, apiBaseUrl: `/tenants/${tenant}/api` } }),
      );
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[${tenant} ${lang} ${width}] page error: ${error.message}`));
      if (values.login) {
        await page.goto(new URL('login', values.base).href);
        await page.getByLabel(/e-mail/i).fill(values.login);
        await page.getByLabel(/mot de passe|password/i).first().fill('demo-password');
        await page.getByRole('button', { name: /connexion|se connecter|sign in|log in/i }).click();
        await page.waitForLoadState('networkidle');
      }
      for (const path of values.paths.split(',')) {
        await page.goto(new URL(path, values.base).href, { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        const file = join(values.out, `${path.replace(/[/?=&]+/g, '_') || 'root'}-${tenant}-${lang}-${width}.png`);
        await page.screenshot({ path: file, fullPage: values.full });
        console.info(file);
      }
      await context.close();
    }
  }
}
await browser.close();
