import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

interface Budgets {
  routes: Record<string, { maxGzipKb: number }>;
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

test('a first visit adds only the cookie-consent dialog to /login (figure printed)', async ({ page, baseURL }) => {
  const files = await assetsLoadedBy(page, baseURL ?? '', '/login', 'first');
  console.info(`\nBudget /login (first visit, cookie consent dialog open): ${sum(files).toFixed(1)} kB gzip`);
  expect(files.some((file) => file.startsWith('CookieConsentDialog'))).toBe(true);
});

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
