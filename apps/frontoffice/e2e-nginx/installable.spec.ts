import { chromium, expect, test } from '@playwright/test';
import { fullChromiumLaunchOptions } from '@frontoffice/vitest-config/chromium';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pngSize, type WebAppManifest } from '../host/manifest.mjs';

// Issue 33 item 1: the operator build, served by nginx with the file the build ships, is an installable web app:
// Chromium's own check (the DevTools protocol's Page.getInstallabilityErrors) finds nothing missing, the manifest is
// the tenant's (`pnpm build` writes the demo API's default tenant's, spec §1) and its icons load.

const demo = JSON.parse(readFileSync(new URL('../../../tenants/demo/tenant.json', import.meta.url), 'utf8')) as { human_name: string; language: string };

test('issue 33: Chromium reports no installability error on the operator build, and reads the demo tenant’s manifest', async ({ baseURL }) => {
  // The full Chromium: the headless shell of the other tests has no web app installer (its check answers nothing for
  // any page). A persistent profile: Playwright's usual contexts are off the record, where Chromium installs nothing
  // ("in-incognito").
  const profile = mkdtempSync(join(tmpdir(), 'installable-'));
  const context = await chromium.launchPersistentContext(profile, { ...fullChromiumLaunchOptions, baseURL, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.goto('');
    await expect(page.locator('#root')).not.toBeEmpty();
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest', {});
    expect(manifest.url).toBe(`${baseURL}manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: demo.human_name,
      lang: demo.language,
      start_url: '/frontofficev2/',
      scope: '/frontofficev2/',
      display: 'standalone',
    });
    // The list itself, so that a failure says which check failed (Chromium 156 asks for no service worker).
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map(({ errorId, errorArguments }) => [errorId, ...errorArguments.map(({ name, value }) => `${name}=${value}`)])).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('issue 33: the check is a real one: a page without a manifest, or a poor one, is not installable', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'installable-'));
  const context = await chromium.launchPersistentContext(profile, { ...fullChromiumLaunchOptions, baseURL });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const errors = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map(({ errorId }) => errorId);
    await page.route('**/frontofficev2/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }));
    await page.goto('');
    expect(await errors()).toEqual(['no-manifest']);
    await page.unroute('**/frontofficev2/');
    await page.route('**/manifest.webmanifest', (route) => route.fulfill({ contentType: 'application/manifest+json', body: '{"name":"x","icons":[]}' }));
    await page.goto('');
    expect(await errors()).toEqual(expect.arrayContaining(['manifest-missing-suitable-icon']));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('issue 33: the manifest and its icons as nginx serves them: the manifest type, never cached; PNG icons of their sizes, revalidated', async ({ request }) => {
  const response = await request.get('manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-store');
  const manifest = (await response.json()) as WebAppManifest;
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  const links = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(await (await request.get('')).text());
  const icons = [...manifest.icons.map(({ src, sizes }) => ({ src, sizes })), { src: links?.[1] ?? 'missing apple-touch-icon link', sizes: '180x180' }];
  for (const { src, sizes } of icons) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
    expect(icon.headers()['cache-control'], src).toBe('no-cache');
    const size = pngSize(await icon.body());
    expect(`${size?.width}x${size?.height}`, src).toBe(sizes);
  }
  // A missing icon is a 404, never the app's page.
  expect((await request.get('icons/pwa-1024x1024.png')).status()).toBe(404);
});

test('issue 33: the service worker script, the documents and config.json are never cached', async ({ request }) => {
  const worker = await request.get('sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-store');
  for (const path of ['index.html', 'index-cards.html', 'config.json']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-store');
  }
});
