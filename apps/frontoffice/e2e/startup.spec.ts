import { expect, type Page, test } from '@playwright/test';
import { consentToCookies, useTenant } from './support.ts';

// Issue 18: what only improves a page (the web font, and on a first visit the cookie-consent dialog's code) is asked
// for once that page is on screen, so that on a phone's network it does not share the bandwidth with what the page
// needs before it can be drawn.

/** When the first text was painted, and when each file matching `pattern` was asked for (ms since navigation). */
async function timings(page: Page, pattern: RegExp) {
  return page.evaluate((source) => {
    const test = new RegExp(source);
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const asked = performance
      .getEntriesByType('resource')
      .filter((entry) => test.test(new URL(entry.name).pathname))
      .map((entry) => ({ file: new URL(entry.name).pathname.replace(/^.*\//, ''), at: entry.startTime }));
    return { paint, asked };
  }, pattern.source);
}

test('issue 18, spec §1: a first visit draws the sign-in page, then asks for the consent dialog, which opens at once; then for the font', async ({ page }) => {
  await useTenant(page, 'cityshare');
  await page.goto('login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Drawn without its entrance animation (no element of the dialog is still animating in).
  expect(await dialog.evaluate((element) => element.closest('[data-entering]') === null && element.getAnimations({ subtree: true }).length === 0)).toBe(true);
  await page.waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Inter') && face.status === 'loaded'));
  const { paint, asked } = await timings(page, /\/assets\/(CookieConsentDialog-[\w-]+\.js|inter-latin-wght-normal-[\w-]+\.woff2)$/);
  expect(paint).toBeGreaterThan(0);
  expect(asked.map(({ file }) => file.replace(/-[\w-]{8}\.(\w+)$/, '.$1')).sort()).toEqual(['CookieConsentDialog.js', 'inter-latin-wght-normal.woff2']);
  for (const { file, at } of asked) expect(at, `${file} is asked for after the first paint`).toBeGreaterThan(paint);
});

test('issue 18, spec §2: a first visit to the search page draws the consent dialog with the page: its code and the HTTP library come with the page’s own files', async ({
  page,
}) => {
  await useTenant(page, 'cityshare');
  await page.goto('search');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Rechercher un véhicule' })).toBeAttached();
  expect(await dialog.evaluate((element) => element.closest('[data-entering]') === null && element.getAnimations({ subtree: true }).length === 0)).toBe(true);
  const { paint, asked } = await timings(page, /\/assets\/(CookieConsentDialog|ky|searchStart)-[\w-]+\.js$/);
  expect(asked.map(({ file }) => file.replace(/-[\w-]{8}\.(\w+)$/, '.$1')).sort()).toEqual(['CookieConsentDialog.js', 'ky.js', 'searchStart.js']);
  for (const { file, at } of asked) expect(at, `${file} is asked for before the first paint`).toBeLessThan(paint);
});

test('issue 18: a returning visitor’s page is drawn in the system font, then in Inter once it has arrived', async ({ page, context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
  await useTenant(page, 'demo');
  await page.goto('search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Inter') && face.status === 'loaded'));
  const { paint, asked } = await timings(page, /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  expect(asked).toHaveLength(1);
  expect(asked[0]?.at).toBeGreaterThan(paint);
  // The heading is drawn in Inter now.
  expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily)).toMatch(/^"?Inter Variable"?/);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"', 'Réservez'))).toBe(true);
});

test('issue 18 item 2: the page’s first script asks for the search page’s files and messages while the entry script downloads, each once', async ({
  page,
}) => {
  await useTenant(page, 'cityshare');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname.replace(/^.*\//, '')));
  await page.goto('search');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Rechercher un véhicule' })).toBeAttached();
  // The tenant's settings are asked for by the entry script once it runs: the page's files were asked for before.
  const tenant = asked.indexOf('tenant');
  expect(tenant).toBeGreaterThan(0);
  for (const file of [/^searchStart-[\w-]+\.js$/, /^searchStart-[\w-]+\.css$/, /^AppShell-[\w-]+\.js$/, /^fr-[\w-]+\.js$/, /^feature-search-[\w-]+\.js$/]) {
    const at = asked.findIndex((name) => file.test(name));
    expect(at, `${file} is asked for before GET /tenant`).toBeGreaterThanOrEqual(0);
    expect(at, `${file} is asked for before GET /tenant`).toBeLessThan(tenant);
    expect(asked.filter((name) => file.test(name)), `${file} is downloaded once`).toHaveLength(1);
  }
  expect(await page.locator('link[rel="modulepreload"][href*="/assets/searchStart-"]').count()).toBe(1);
});
