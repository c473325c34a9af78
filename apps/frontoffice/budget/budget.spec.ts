import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { type TenantId, useTenant } from '../e2e/support.ts';

interface Budgets {
  routes: Record<string, { maxGzipKb: number }>;
  firstPaint: Record<string, { tenant: TenantId; maxGzipKb: number }>;
  firstVisit: Record<string, { maxGzipKb: number }>;
  lazyChunks: { defaultMaxGzipKb: number; overrides: Record<string, number> };
}

const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')) as Budgets;
const assetsDir = new URL('../dist/assets/', import.meta.url).pathname;
const kb = (bytes: number) => bytes / 1000;
const gzipKb = (file: string) => kb(gzipSync(readFileSync(join(assetsDir, file)), { level: 9 }).length);
const fmt = (n: number) => n.toFixed(1).padStart(7);
const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);

/**
 * The JavaScript and CSS files a route loads until the network is idle, on the default demo tenant. A returning
 * visitor has answered the cookie consent, whose dialog is its own chunk loaded on a first visit only.
 */
async function assetsLoadedBy(page: Page, baseURL: string, path: string, visit: 'returning' | 'first'): Promise<string[]> {
  if (visit === 'returning') {
    const value = encodeURIComponent(JSON.stringify({ technical: true, analytics: false }));
    await page.context().addCookies([{ name: 'cookie_consent', value, url: baseURL }]);
  }
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\/assets\/[^/]+\.(js|css)$/.test(url.pathname)) files.add(basename(url.pathname));
  });
  await page.goto(path.replace(/^\//, ''), { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A first visit's dialog is lazily loaded after the page: count its files once it shows (under load, the network
  // can be idle for a moment before its chunk is asked for).
  if (visit === 'first') await expect(page.getByRole('dialog')).toBeVisible();
  return [...files];
}

for (const [route, { maxGzipKb }] of Object.entries(budgets.routes)) {
  test(`${route} loads at most ${maxGzipKb} kB gzip of JavaScript and CSS before it is interactive`, async ({ page, baseURL }) => {
    const files = await assetsLoadedBy(page, baseURL ?? '', route, 'returning');
    const total = sum(files);
    console.info(
      [
        `\nBudget ${route} (returning visitor): ${total.toFixed(1)} kB gzip of ${maxGzipKb} kB`,
        ...files.map((file) => `  ${fmt(gzipKb(file))} kB  ${file}`),
      ].join('\n'),
    );
    expect(total, `${route} loads ${total.toFixed(1)} kB gzip, over its ${maxGzipKb} kB budget`).toBeLessThanOrEqual(maxGzipKb);
  });
}

/**
 * Issue 18 item 5: the JavaScript and CSS a route loads before its first paint: the files asked for until the page's
 * heading and the form, date pickers included, are on screen, on a phone (Lighthouse's mobile viewport), for a returning visitor. The map
 * is not among them (issue 18 item 4: it comes after the page).
 */
for (const [route, { tenant, maxGzipKb }] of Object.entries(budgets.firstPaint).filter(([key]) => !key.startsWith('$'))) {
  test(`${route} on ${tenant} loads at most ${maxGzipKb} kB gzip of JavaScript and CSS before its first paint, without the map`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await useTenant(page, tenant);
    const value = encodeURIComponent(JSON.stringify({ technical: true, analytics: false }));
    await page.context().addCookies([{ name: 'cookie_consent', value, url: baseURL ?? '' }]);
    const files = new Set<string>();
    let painted = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!painted && /\/assets\/[^/]+\.(js|css)$/.test(url.pathname)) files.add(basename(url.pathname));
    });
    await page.goto(route.replace(/^\//, ''));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The form is drawn once its date pickers are (their own chunk, the last of the form's to arrive).
    await expect(page.getByRole('group', { name: 'Départ' }).getByRole('spinbutton').first()).toBeVisible();
    painted = true;
    const loaded = [...files];
    const total = sum(loaded);
    console.info(
      [
        `\nBudget ${route} on ${tenant} before its first paint (phone, returning visitor): ${total.toFixed(1)} kB gzip of ${maxGzipKb} kB`,
        ...loaded.map((file) => `  ${fmt(gzipKb(file))} kB  ${file}`),
      ].join('\n'),
    );
    // The map's library (and its CSS) and the map component; SearchMap-*.css is the styles module its placeholder shares.
    expect(loaded.filter((file) => /^maplibre-|^SearchMap-[\w-]+\.js$/.test(file)), 'the map waits for the page').toEqual([]);
    expect(total, `${route} loads ${total.toFixed(1)} kB gzip before its first paint, over its ${maxGzipKb} kB budget`).toBeLessThanOrEqual(
      maxGzipKb,
    );
  });
}

/**
 * Issue 32 item 3: what a first visitor loads, the cookie-consent dialog open over the page (spec §1, §5: on the demo
 * tenant, which asks for consent), within the same kind of budget as a returning visitor's.
 */
for (const [route, { maxGzipKb }] of Object.entries(budgets.firstVisit).filter(([key]) => !key.startsWith('$'))) {
  test(`issue 32: a first visit of ${route} loads at most ${maxGzipKb} kB gzip of JavaScript and CSS, its cookie-consent dialog open`, async ({
    page,
    baseURL,
  }) => {
    const files = await assetsLoadedBy(page, baseURL ?? '', route, 'first');
    const total = sum(files);
    console.info(
      [
        `\nBudget ${route} (first visit, cookie-consent dialog open): ${total.toFixed(1)} kB gzip of ${maxGzipKb} kB`,
        ...files.map((file) => `  ${fmt(gzipKb(file))} kB  ${file}`),
      ].join('\n'),
    );
    expect(files.some((file) => file.startsWith('CookieConsentDialog')), "the dialog's own chunk is counted").toBe(true);
    expect(total, `a first visit of ${route} loads ${total.toFixed(1)} kB gzip, over its ${maxGzipKb} kB budget`).toBeLessThanOrEqual(maxGzipKb);
  });
}

test('every lazily loaded chunk stays within its budget', async ({ page, baseURL }) => {
  const eager = new Set(await assetsLoadedBy(page, baseURL ?? '', '/login', 'returning'));
  const chunks = readdirSync(assetsDir)
    .filter((file) => /\.(js|css)$/.test(file) && !eager.has(file))
    .map((file) => {
      const name = file.replace(/-[\w-]{8}\.(js|css)$/, '');
      const limit = budgets.lazyChunks.overrides[name] ?? budgets.lazyChunks.defaultMaxGzipKb;
      return { file, name, size: gzipKb(file), limit };
    })
    .sort((a, b) => b.size - a.size);
  console.info(
    ['\nLazily loaded chunks (kB gzip / limit):', ...chunks.map((c) => `  ${fmt(c.size)} / ${c.limit}  ${c.file}`)].join('\n'),
  );
  const over = chunks.filter((c) => c.size > c.limit).map((c) => `${c.file} ${c.size.toFixed(1)} kB > ${c.limit} kB`);
  expect(over, 'lazily loaded chunks over budget').toEqual([]);
});
