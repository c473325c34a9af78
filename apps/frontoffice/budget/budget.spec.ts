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

/** The JavaScript and CSS files a route loads until the network is idle, in the order they came. */
async function assetsLoadedBy(page: Page, path: string): Promise<string[]> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\/assets\/[^/]+\.(js|css)$/.test(url.pathname)) files.add(basename(url.pathname));
  });
  await page.goto(path.replace(/^\//, ''), { waitUntil: 'networkidle' });
  return [...files];
}

const loadedByRoute = new Map<string, string[]>();

for (const [route, { maxGzipKb }] of Object.entries(budgets.routes)) {
  test(`${route} loads at most ${maxGzipKb} kB gzip of JavaScript and CSS before it is interactive`, async ({
    page,
  }) => {
    const files = await assetsLoadedBy(page, route);
    await expect(page.locator('main')).toBeVisible();
    loadedByRoute.set(route, files);
    const rows = files.map((file) => ({ file, size: gzipKb(file) }));
    const total = rows.reduce((sum, row) => sum + row.size, 0);
    console.info(
      [`\nBudget ${route}: ${total.toFixed(1)} kB gzip of ${maxGzipKb} kB`, ...rows.map((r) => `  ${fmt(r.size)} kB  ${r.file}`)].join(
        '\n',
      ),
    );
    expect(total, `${route} loads ${total.toFixed(1)} kB gzip, over its ${maxGzipKb} kB budget`).toBeLessThanOrEqual(
      maxGzipKb,
    );
  });
}

test('every lazily loaded chunk stays within its budget', async ({ page }) => {
  const eager = new Set(await assetsLoadedBy(page, '/login'));
  const chunks = readdirSync(assetsDir)
    .filter((file) => /\.(js|css)$/.test(file) && !eager.has(file))
    .map((file) => {
      const name = file.replace(/-[\w-]{8}\.(js|css)$/, '');
      const limit = budgets.lazyChunks.overrides[name] ?? budgets.lazyChunks.defaultMaxGzipKb;
      return { file, name, size: gzipKb(file), limit };
    })
    .sort((a, b) => b.size - a.size);
  console.info(
    ['\nLazily loaded chunks (kB gzip / limit):', ...chunks.map((c) => `  ${fmt(c.size)} / ${c.limit}  ${c.file}`)].join(
      '\n',
    ),
  );
  const over = chunks.filter((c) => c.size > c.limit).map((c) => `${c.file} ${c.size.toFixed(1)} kB > ${c.limit} kB`);
  expect(over, 'lazily loaded chunks over budget').toEqual([]);
});
