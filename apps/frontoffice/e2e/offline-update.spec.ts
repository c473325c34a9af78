import { expect, type Page, test } from '@playwright/test';
import { apiPortOf, portsOf } from '@frontoffice/vitest-config/ports';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a script of the app, without types
import { serveOperatorBuild } from '../scripts/operatorServer.mjs';
import { workerReady } from './offlineSupport.ts';
import { consentToCookies, useTenant } from './support.ts';

// Issue 33 item 2 "Done when": a new build deployed behind the running app shows a quiet offer to reload (the offline
// worker's `prompt` updates); nothing reloads until the driver accepts; accepting reloads into the new build. The build
// is served by a server of this test (the operator's host, as the e2e server does), from a copy that the test then
// replaces with a "new build": the same files, a changed worker script and a page that says it is the new one.

test.use({ serviceWorkers: 'allow' });

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const api = `http://127.0.0.1:${apiPortOf(portsOf().e2e)}`;

interface Host {
  server: Server;
  port: number;
}

async function host(folder: string, port = 0): Promise<Host> {
  const server = (await serveOperatorBuild({ dist: folder, port, api, e2e: true })) as Server;
  return { server, port: (server.address() as AddressInfo).port };
}

const config = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')) as { oauth: { clientId: string; clientSecret: string } };

/** Signs driver@ in on this server's origin, as e2e/support.ts restoreSession does on the e2e server's. */
async function signInByToken(page: Page, base: string) {
  const response = await page.request.post(new URL('/tenants/demo/api/oauth2/token', base).href, {
    headers: { 'Accept-Language': 'fr' },
    data: { grant_type: 'password', username: 'driver@example.com', password: 'demo-password', client_id: config.oauth.clientId, client_secret: config.oauth.clientSecret },
  });
  expect(response.ok()).toBe(true);
  const tokens = (await response.json()) as { access_token: string; refresh_token?: string };
  await page.goto(`${base}config.json`);
  await page.evaluate((t) => {
    window.localStorage.setItem('access_token', t.access_token);
    window.localStorage.setItem('token_type', 'member');
    if (t.refresh_token) window.localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

function stop({ server }: Host) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
}

test('issue 33 item 2: a new build deployed behind the running app offers a reload; nothing reloads until it is accepted, then the page is the new build', async ({ page, context }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), 'frontoffice-update-'));
  cpSync(dist, folder, { recursive: true });
  let running = await host(folder);
  const base = `http://127.0.0.1:${running.port}/frontofficev2/`;
  try {
    // Cookies are the host's, whatever the port: the e2e server's config.json cookie serves this server too.
    await consentToCookies(context, base);
    await useTenant(context, 'demo');
    await signInByToken(page, base);
    await page.goto(`${base}account/bookings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
    // The worker of this build is there and controls the page.
    await workerReady(page);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // A new build is deployed: the worker script changed (its list of files would), and the page says it is new.
    await stop(running);
    const worker = join(folder, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next build\n`);
    for (const document of ['index.html', 'index-cards.html']) {
      const file = join(folder, document);
      writeFileSync(file, readFileSync(file, 'utf8').replace('<head>', '<head>\n    <meta name="frontoffice-build" content="next">'));
    }
    running = await host(folder, running.port);

    // The tab comes back to the front (the app then asks for a newer build, as the browser does on its own).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const offer = page.getByRole('status').filter({ hasText: 'Une nouvelle version du site est prête.' });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    // Nothing reloaded by itself, and the offer took no focus.
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await expect(offer.getByRole('button', { name: 'Recharger' })).not.toBeFocused();
    await expect(page.locator('meta[name="frontoffice-build"]')).toHaveCount(0);

    await offer.getByRole('button', { name: 'Recharger' }).click();
    await expect(page.locator('meta[name="frontoffice-build"]')).toHaveAttribute('content', 'next', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBeUndefined();
    await expect(page.getByRole('status').filter({ hasText: 'Une nouvelle version du site est prête.' })).toHaveCount(0);
  } finally {
    await stop(running);
    rmSync(folder, { recursive: true, force: true });
  }
});
