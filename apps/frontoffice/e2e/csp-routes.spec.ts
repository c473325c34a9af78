import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { consentToCookies, restoreSession, useTenant } from './support.ts';
import { appRoutes, TOUR, watchViolations } from './routeTour.ts';

// Issue 19 item 5: the built app runs under its strict Content-Security-Policy on every route, and Stripe's hosts are
// admitted only where a card form is (decision D34). The policy is derived from config.json's exact hosts
// (host/policy.mjs); the browser reports every refusal as a `securitypolicyviolation` event and a console error.

const shipped = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')) as { mapStyleUrl: string };

/** The policy of the document on screen (its <meta>). */
const documentPolicy = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '');

test('issue 19: the tour reaches every route of the app (src/routeTree.gen.ts)', () => {
  const routes = appRoutes();
  expect(routes.length).toBeGreaterThan(30);
  // The tour's paths, an id standing for each `{name}`, without their query or fragment.
  const visited = TOUR.flatMap((group) => group.paths).map((path) => `/${path.replace(/\{\w+\}/g, '7').replace(/[?#].*$/, '')}`);
  const missing = routes.filter((route) => {
    const pattern = new RegExp(`^${(route.length > 1 ? route.replace(/\/$/, '') : route).replace(/\$\w+/g, '[^/]+')}$`);
    return !visited.some((path) => pattern.test(path));
  });
  expect(missing).toEqual([]);
  // Read by tooling/scripts/summarize.mjs, which prints the sweep's figures at the end of `npm test`.
  console.info(`route tour: ${routes.length} routes of the app, all reached by ${TOUR.reduce((n, group) => n + group.paths.length, 0)} paths`);
});

// No violation on each route: every route is visited twice, in two themes and languages, with the policy's refusals
// recorded, by the sweep of a11y-sweep.spec.ts (one tour for both checks keeps the run short).

test('decision D34: the search page has no Stripe host; the menu’s payment methods load the card document, whose policy admits Stripe', { tag: '@smoke' }, async ({ page, context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
  const take = await watchViolations(page);
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  await page.goto('account/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await documentPolicy(page)).not.toContain('stripe');
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: /^Moyens? de paiement/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /paiement/i })).toBeVisible();
  // A document load of the page (not an in-app navigation), which the host answers with the card document.
  expect(loads).toContain('/frontofficev2/account/payment-method');
  const policy = await documentPolicy(page);
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com;/);
  expect(policy).toContain('https://hooks.stripe.com');
  expect(await page.locator('meta[name="frontoffice:card-document"]').count()).toBe(0);
  // Back to another page within the app: no further document load.
  await page.getByRole('link', { name: /Mes réservations|Réservations/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loads.filter((path) => path.endsWith('/payment-method'))).toHaveLength(1);
  expect(await take()).toEqual([]);
});

test('issue 17: the shipped map style’s host is admitted, and only it: a style on another host is refused and the map falls back', { tag: '@smoke' }, async ({ page, context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
  const take = await watchViolations(page);
  const styleHost = new URL(shipped.mapStyleUrl).origin;
  // No network here: OpenFreeMap's answers are a minimal style (the policy is checked before the request leaves).
  await page.route(`${styleHost}/**`, (route) =>
    route.fulfill({ json: { version: 8, name: 'stand-in', sources: {}, layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#dde' } }] } }),
  );
  await useTenant(page, 'cityshare', { mapStyleUrl: shipped.mapStyleUrl });
  const styleLoaded = page.waitForResponse((response) => response.url() === shipped.mapStyleUrl);
  await page.goto('search');
  await styleLoaded;
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  expect(await take()).toEqual([]);

  await useTenant(page, 'cityshare', { mapStyleUrl: 'https://maps.elsewhere.example/style.json' });
  await page.goto('search');
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await take()).join('\n')).toContain('maps.elsewhere.example');
});
