import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Locator, type Page, test } from '@playwright/test';
import { DEMO_API_MARKERS, markersIn, PANEL_MARKERS } from '../budget/previewMarkers.ts';
import { appPath, consentToCookies, signIn } from '../e2e/support.ts';

// Issue 20 "Done when", against a static preview of cityshare (dist-preview/cityshare/) served by a plain static
// server: no demo API process, the preview's service worker holds the demo API and its data (IndexedDB).

const API = '/frontofficev2/api';
const DAY = 24 * 60 * 60 * 1000;

/** An instant `days` days from now at `hour`:00 UTC, as the search URL carries it. */
function utcAt(days: number, hour: number): string {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().replace('.000Z', 'Z');
}

/** A shared link to an address search on cityshare, with the destination its form requires (spec §5). */
function searchLink(days: number): string {
  const query = new URLSearchParams({
    start: utcAt(days, 9),
    end: utcAt(days, 12),
    lat: '48.8532',
    lng: '2.3691',
    address: 'Place de la Bastille, 75011 Paris',
    destLabel: 'Visite',
    destName: 'Château de Versailles',
    destPlaceId: 'demo-fr-007',
    destAddress: 'Place d’Armes, 78000 Versailles',
    destLat: '48.8049',
    destLng: '2.1204',
  });
  return `search?${query.toString()}`;
}

/** maplibre drawn by a software renderer costs seconds of CPU on each view: these tests do without the map. */
async function withoutWebGL(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
      value(this: HTMLCanvasElement, type: string, options?: unknown) {
        return type === 'webgl' || type === 'webgl2' ? null : getContext.call(this, type as '2d', options as CanvasRenderingContext2DSettings);
      },
    });
  });
}

/** The signed-in driver's upcoming rentals, asked of the preview's demo API from the page (its service worker). */
async function upcomingRentals(page: Page): Promise<Array<{ id: number; vehicle_id: number; reservation_start_time: string }>> {
  return page.evaluate(async (api) => {
    const response = await fetch(`${api}/user/rentals?statuses=pending,prepared&limit=20`, {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}`, 'accept-language': 'fr', accept: 'application/vnd.api.v0.3+json' },
    });
    return ((await response.json()) as { rentals: Array<{ id: number; vehicle_id: number; reservation_start_time: string }> }).rentals;
  }, API);
}

/** Turns a switch of the panel over, as a pointer does: on its label (react-aria hides the input itself). */
async function flip(panel: Locator, name: string) {
  await panel.getByRole('switch', { name, exact: true }).locator('xpath=ancestor::label[1]').click();
}

/** Opens the switch panel. */
async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Réglages de l’aperçu' }).click();
  const panel = page.getByRole('dialog', { name: 'Aperçu de CityShare : réglages' });
  await expect(panel.getByRole('switch', { name: 'Covoiturage' })).toBeVisible();
  return panel;
}

async function newPreviewContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  await consentToCookies(context, baseURL);
  await withoutWebGL(context);
  return context;
}

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
  await withoutWebGL(context);
  // The strict Content-Security-Policy holds in a preview too (e2e/csp.spec.ts): the worker is a same-origin script.
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
});

test.afterEach(async ({ page }) => {
  if (page.url().startsWith('http')) expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('issue 20 on a static preview of cityshare: log in, search, book; the booking outlives a reload, a restarted worker, a deep link and a second tab', async ({ page, context }) => {
  // A deep link on a host without a fallback (its 404.html is the app), before the worker is even installed.
  await signIn(page, 'driver@example.com');
  await expect.poll(() => appPath(page)).toBe('/search');

  await page.goto(searchLink(9));
  await page.getByRole('button', { name: /^Voir Renault Clio/ }).click();
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre réservation' })).toBeVisible();
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`${API}/user/rentals`));
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  // spec §4: cityshare asks for geotracking consent when the vehicle uses it.
  const consent = page.getByRole('dialog', { name: 'Géolocalisation du véhicule' });
  if (await consent.isVisible({ timeout: 2000 }).catch(() => false)) await consent.getByRole('button', { name: 'Accepter et réserver' }).click();
  const answer = await created;
  // Answered by the preview's service worker: there is no API server behind the static host.
  expect(answer.fromServiceWorker()).toBe(true);
  expect(answer.status()).toBe(201);
  const booking = ((await answer.json()) as { rental: { id: number } }).rental;
  await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();

  // A reload keeps the session and the booking.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Réglages de l’aperçu' })).toBeVisible();
  expect((await upcomingRentals(page)).map((rental) => rental.id)).toContain(booking.id);

  // The worker stopped (as browsers do with idle workers): the booking comes back from IndexedDB.
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.goto('search');
  expect((await upcomingRentals(page)).map((rental) => rental.id)).toContain(booking.id);

  // A second tab, opened on a deep link: the same driver, the same data.
  const second = await context.newPage();
  await second.goto(searchLink(10));
  // A worker started again compiles the contract's validators on its first calls: slower than a warm one.
  await expect(second.getByRole('button', { name: /^Voir Renault Clio/ })).toBeVisible({ timeout: 20_000 });
  expect((await upcomingRentals(second)).map((rental) => rental.id)).toContain(booking.id);
});

test('decision D43: a preview registers no offline worker: its one worker is the demo API\'s, alone at its scope, and the preview has no sw.js', async ({ page, request }) => {
  await signIn(page, 'driver@example.com');
  await expect.poll(() => appPath(page)).toBe('/search');
  // The operator build registers its offline worker 3 s after the first page of the app frame (src/offline/OfflineSupport.tsx).
  await page.goto('account/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  await page.waitForTimeout(4000);
  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL((registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? '').pathname),
  );
  expect(workers).toEqual(['/frontofficev2/preview-sw.js']);
  expect((await request.get('sw.js')).status()).toBe(404);
});

test('decision D38 on cityshare: the switch panel turns carpooling off and the carpooling box disappears at once; the resets return to the fixtures', async ({ page }) => {
  await signIn(page, 'driver@example.com');
  await expect.poll(() => appPath(page)).toBe('/search');
  await page.goto(searchLink(11));
  await page.getByRole('button', { name: /^Voir Renault Clio/ }).click();
  const box = page.getByRole('checkbox', { name: 'Proposer des places en covoiturage' });
  // decision D20: cityshare's carpooling mode is default_enabled.
  await expect(box).toBeChecked();

  const panel = await openPanel(page);
  await expect(panel.getByText('Écrans : Formulaire et résultats de recherche, Fiche véhicule et réservation, Mes covoiturages et Menu')).toBeVisible();
  const tenantReloaded = page.waitForResponse((response) => response.url().endsWith(`${API}/tenant`));
  await flip(panel, 'Covoiturage');
  await expect(panel.getByRole('status')).toHaveText('Réglage appliqué : Covoiturage.');
  expect(((await (await tenantReloaded).json()) as { tenant: { use_carpooling: boolean } }).tenant.use_carpooling).toBe(false);
  await panel.getByRole('button', { name: 'Fermer les réglages' }).click();
  await expect(box).toHaveCount(0);
  // The same vehicle view, not a reload.
  await expect(page.getByRole('button', { name: 'Réserver', exact: true })).toBeVisible();

  // Back to the tenant's settings: the box comes back.
  await (await openPanel(page)).getByRole('button', { name: 'Revenir aux réglages du tenant' }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Réglages du tenant rétablis.');
  await page.getByRole('button', { name: 'Fermer les réglages' }).click();
  await expect(box).toBeChecked();

  // The demo data back to the fixtures: the session goes with it, the app starts again at the root (a guest on a
  // public platform sees the search view).
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  // The reset clears the session, then opens the root in a new document: the vehicle view was at /search already, so
  // what follows waits for that document (the old one, its tokens gone, could be read in its last moments, and an
  // evaluation begun then was destroyed by the navigation: seen once in 24 runs).
  const restarted = page.waitForEvent('load');
  await (await openPanel(page)).getByRole('button', { name: 'Réinitialiser les données de démo' }).click();
  await restarted;
  await expect.poll(() => appPath(page)).toBe('/search');
  await expect(page.getByRole('button', { name: 'Réglages de l’aperçu' })).toBeVisible();
  // The reset reloads the page: read the stored token type once the page answers again (not during the reload).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('token_type') ?? 'none').catch(() => 'navigating'))
    .toMatch(/^(?!member$|navigating$)/);
  const refused = await page.evaluate(async ([api, old]) => (await fetch(`${api}/user`, { headers: { authorization: `Bearer ${old}`, 'accept-language': 'fr' } })).status, [API, token] as const);
  expect(refused).toBe(401);
});

test('decision D38 on cityshare: registration off hides the signup link, a private platform sends a guest to login, and the shared link reproduces both in a new context', async ({ page, browser, baseURL }) => {
  await page.goto('login');
  // spec §2: the login form's signup link (and the landing's signup button) need registration and auto-register.
  const signupLink = page.getByRole('link', { name: 'Créer un compte' });
  await expect(page.locator('#main-content').getByRole('link', { name: 'Créer un compte' })).toBeVisible();

  let panel = await openPanel(page);
  await flip(panel, 'Inscription');
  await expect(panel.getByRole('status')).toHaveText('Réglage appliqué : Inscription.');
  await panel.getByRole('button', { name: 'Fermer les réglages' }).click();
  await expect(signupLink).toHaveCount(0);

  // cityshare is public: a guest on the root sees the search view.
  await page.goto('');
  await expect.poll(() => appPath(page)).toBe('/search');
  panel = await openPanel(page);
  await panel.getByRole('button', { name: /Type de plateforme/ }).click();
  await page.getByRole('option', { name: 'Privée (connexion obligatoire)' }).click();
  await expect(panel.getByRole('status')).toHaveText('Réglage appliqué : Type de plateforme.');
  // spec §2: on a private platform the search view needs a signed-in driver: the guard runs again at once.
  await expect.poll(() => appPath(page)).toBe('/login');
  const link = await panel.getByRole('textbox', { name: 'Lien qui ouvre l’aperçu avec ces réglages' }).inputValue();
  expect(JSON.parse(new URL(link).searchParams.get('preview') ?? '{}')).toEqual({ platform_type: 'private', use_registration: false });
  await panel.getByRole('button', { name: 'Fermer les réglages' }).click();
  // spec §2 root behaviour: a signed-out visitor on a private platform goes to login.
  await page.goto('');
  await expect.poll(() => appPath(page)).toBe('/login');

  // The shared link in a new context (no IndexedDB, no worker yet): the same switches.
  const other = await newPreviewContext(browser, baseURL ?? '');
  const shared = await other.newPage();
  await shared.goto(link);
  await expect.poll(() => appPath(shared)).toBe('/login');
  await expect(shared.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(shared.getByRole('link', { name: 'Créer un compte' })).toHaveCount(0);
  // Applied once: the parameter leaves the address, the settings stay in the preview's data.
  expect(new URL(shared.url()).searchParams.has('preview')).toBe(false);
  await shared.goto('');
  await expect.poll(() => appPath(shared)).toBe('/login');
  const sharedPanel = await openPanel(shared);
  await expect(sharedPanel.getByRole('switch', { name: 'Inscription', exact: true })).not.toBeChecked();
  await expect(sharedPanel.getByRole('switch', { name: 'Covoiturage' })).toBeChecked();
  await other.close();
});

test('decision D38 at 390 px: the panel is reachable by keyboard, passes axe, changes the theme at once and the language with a reload', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('login');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  const themeBefore = await page.evaluate(() => document.documentElement.className);

  // By keyboard: the button is a real button, the panel a dialog with its focus inside.
  await page.getByRole('button', { name: 'Réglages de l’aperçu' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Aperçu de CityShare : réglages' });
  await expect(panel).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  await panel.getByRole('button', { name: /Thème/ }).click();
  await page.getByRole('option', { name: 'fleetco' }).click();
  await expect(panel.getByRole('status')).toHaveText('Réglage appliqué : Thème.');
  await expect.poll(() => page.evaluate(() => document.documentElement.className)).not.toBe(themeBefore);
  await expect(panel.getByText('Écrans : Tous les écrans (modifié)').first()).toBeVisible();

  // The languages are read once at start-up (spec §1): English without multi-language reloads the page in English.
  let reloaded = page.waitForEvent('load');
  await flip(panel, 'Plusieurs langues');
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByRole('button', { name: 'Réglages de l’aperçu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Langue/ }).click();
  reloaded = page.waitForEvent('load');
  await page.getByRole('option', { name: 'Anglais' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('group', { name: /Langue|Language/ })).toHaveCount(0);
});

test('issue 20: every marker the operator build must not contain is in the preview, so their absence from dist/ means something', () => {
  const preview = fileURLToPath(new URL('../dist-preview/cityshare/', import.meta.url));
  expect(markersIn(preview, PANEL_MARKERS)).toHaveLength(PANEL_MARKERS.length);
  expect(markersIn(preview, DEMO_API_MARKERS)).toHaveLength(DEMO_API_MARKERS.length);
});
