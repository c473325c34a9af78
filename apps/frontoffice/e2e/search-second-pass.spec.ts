import { expect, type Locator, type Page, test } from '@playwright/test';
import { appPath, consentToCookies, restoreSession, retryDays, useTenant, utcAt } from './support.ts';

// Issue 17 "Done when", against the demo API: results that stay put when the tab is hidden and shown, the carpooling
// box that survives Discard, the station list used with the keyboard alone, no geolocation prompt until asked, and
// the daylight-saving night of America/Montreal.

const DAY = 24 * 60 * 60 * 1000;

/** A /search URL from parameters, as the app writes them (strings as they are, numbers and lists as JSON). */
function searchUrl(params: Record<string, string | number | number[]>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return `search?${query.toString()}`;
}

/** The names of the vehicles listed, in order. */
async function resultNames(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: /^(Résultats|Results)$/ });
  await expect(list.getByRole('article').first()).toBeVisible();
  return list.getByRole('article').getByRole('heading').allTextContents();
}

/** Runs a test in a browser without WebGL (maplibre drawn by a software renderer costs seconds of CPU per view). */
async function withoutWebGL(page: Page) {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
      value(this: HTMLCanvasElement, type: string, options?: unknown) {
        return type === 'webgl' || type === 'webgl2' ? null : getContext.call(this, type as '2d', options as CanvasRenderingContext2DSettings);
      },
    });
  });
}

/** Books a vehicle as another demo driver, through the demo API, as if from another browser. */
async function bookAsSomeoneElse(page: Page, body: Record<string, unknown>) {
  const base = '/tenants/demo/api';
  const grant = await page.request.post(`${base}/oauth2/token`, {
    headers: { 'Accept-Language': 'fr' },
    data: { grant_type: 'password', username: 'backoffice@example.com', password: 'demo-password', client_id: 'frontoffice', client_secret: 'frontoffice-secret' },
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr', Accept: 'application/json' };
  const user = (await (await page.request.get(`${base}/user`, { headers })).json()) as { user?: { id: number }; id?: number };
  const created = await page.request.post(`${base}/user/rentals`, {
    headers: { ...headers, Accept: 'application/vnd.api.v0.3+json' },
    data: { ...body, driver_id: user.user?.id ?? user.id },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** The vehicle searches the page sends. */
function countSearches(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/vehicles/search')) counter.count += 1;
  });
  return counter;
}

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
});

test('issue 17 item 1: the results do not change when the tab is hidden and shown, nor when the network comes back', async ({ page, context }) => {
  await withoutWebGL(page);
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  const searches = countSearches(page);
  const day = 8 + retryDays();
  const start = utcAt(day, 15);
  const end = utcAt(day, 18);
  await page.goto(searchUrl({ station: 1, start, end }));
  const before = await resultNames(page);
  expect(before).toContain('Toyota Corolla Hybride (2023)');
  expect(searches.count).toBe(1);

  // Meanwhile another driver books one of the cars listed: a search sent again would no longer list it.
  await bookAsSomeoneElse(page, { vehicle_id: 1001, start_station_id: 1, reservation_start_time: start, reservation_end_time: end, geotracking: false, carpooling: false });
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
    window.dispatchEvent(new Event('focus'));
  });
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForTimeout(1000);
  expect(searches.count).toBe(1);
  expect(await resultNames(page)).toEqual(before);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog')).toHaveCount(0);

  // The vehicle view keeps the answer too; the review finds out at confirm, and says so.
  await page.getByRole('button', { name: /^Voir Toyota Corolla Hybride/ }).click();
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await page.getByRole('dialog', { name: 'Géolocalisation du véhicule' }).getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Ce véhicule a été réservé depuis votre recherche');
  expect(searches.count).toBe(1);
  await page.getByRole('button', { name: 'Voir les résultats à jour' }).click();
  await expect.poll(() => searches.count).toBe(2);
  await expect.poll(async () => (await resultNames(page)).includes('Toyota Corolla Hybride (2023)')).toBe(false);
});

test('issue 17 item 2 on cityshare (default_enabled): an unticked carpooling box survives Discard, and Back from the confirmation does not reopen the review', async ({ page }) => {
  await withoutWebGL(page);
  await useTenant(page, 'cityshare');
  await restoreSession(page, 'cityshare', 'driver@example.com');
  await page.goto(
    searchUrl({
      start: utcAt(9, 9),
      end: utcAt(9, 12),
      lat: 48.8532,
      lng: 2.3691,
      address: 'Place de la Bastille, 75011 Paris',
      destLabel: 'Visite',
      destName: 'Château de Versailles',
      destPlaceId: 'demo-fr-007',
      destAddress: 'Place d’Armes, 78000 Versailles',
      destLat: 48.8049,
      destLng: 2.1204,
    }),
  );
  await page.getByRole('button', { name: /^Voir Renault Clio/ }).click();
  const box = page.getByRole('checkbox', { name: /covoiturage/i });
  await expect(box).toBeChecked();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).not.toBeChecked();
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre réservation' })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('checkbox', { name: /covoiturage/i })).not.toBeChecked();
  // Browser Back from the review finds it unticked too.
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre réservation' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: /covoiturage/i })).not.toBeChecked();

  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/user/rentals'));
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  expect((await created).postDataJSON()).toMatchObject({ carpooling: false });
  await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
  // Back twice: the vehicle view (now booked), then the results; never a review that could confirm again.
  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('vehicle');
  await expect(page.getByRole('button', { name: 'Confirmer la réservation' })).toHaveCount(0);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).not.toBe('vehicle');
  await expect(page.getByRole('button', { name: 'Confirmer la réservation' })).toHaveCount(0);
});

test('issue 17 items 3 and 5 on demo: no geolocation request until asked; the station list, with the keyboard alone, chooses a start station and books, nearest first once located', async ({ page, context }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  await page.addInitScript(() => {
    const calls = { count: 0 };
    Object.defineProperty(window, '__geolocationCalls', { value: calls });
    const geolocation = navigator.geolocation;
    const getCurrentPosition = geolocation.getCurrentPosition.bind(geolocation);
    const watchPosition = geolocation.watchPosition.bind(geolocation);
    geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      calls.count += 1;
      getCurrentPosition(...args);
    };
    geolocation.watchPosition = (...args: Parameters<Geolocation['watchPosition']>) => {
      calls.count += 1;
      return watchPosition(...args);
    };
  });
  const geolocationCalls = () => page.evaluate(() => (window as unknown as { __geolocationCalls: { count: number } }).__geolocationCalls.count);
  // It draws the map twice (maplibre in software: seconds of processor each), which on a busy two-core CI machine
  // took more than the default 30 s with the journey between.
  test.slow();
  // Dates of a free evening of the driver's (the demo's driver has a rental in progress now), on a day no other test
  // books them: keyboard.spec.ts books them on day 11 at the form's default time of day, which, when the run is
  // between 20:00 and 22:00 UTC, overlapped this evening of day 11 (SEARCH_TOO_MANY_RESERVATIONS, session 32's CI).
  const day = 13 + retryDays();
  await page.goto(searchUrl({ start: utcAt(day, 22), end: utcAt(day, 23) }));
  await expect.poll(() => appPath(page)).toBe('/search');
  const form = page.getByRole('form', { name: 'Critères de recherche' });
  // The map (maplibre) is drawn, and nothing has asked for the position (decision D33).
  await expect(page.getByRole('region', { name: 'Carte des stations' }).locator('canvas')).toBeVisible({ timeout: 20_000 });
  expect(await geolocationCalls()).toBe(0);

  // Keyboard only: the field opens its list on focus, before any letter; arrows and Enter choose.
  const field = form.getByRole('combobox', { name: 'Station de départ' });
  await field.focus();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option')).toHaveCount(8);
  await expect(list.getByRole('option').first()).toContainText('Gare Centrale');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('Vieux-Port');
  const submit = form.getByRole('button', { name: 'Rechercher' });
  await submit.focus();
  await page.keyboard.press('Enter');
  const choose = page.getByRole('button', { name: /^Voir Honda Civic/ });
  await choose.focus();
  await page.keyboard.press('Enter');
  const book = page.getByRole('button', { name: 'Réserver', exact: true });
  await book.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: 'Confirmer la réservation' });
  await confirm.focus();
  const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/user/rentals'));
  await page.keyboard.press('Enter');
  expect((await created).postDataJSON()).toMatchObject({ vehicle_id: 1004, start_station_id: 2 });
  await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
  expect(await geolocationCalls()).toBe(0);

  // "Locate me": the browser is asked then, once; the list then starts with the nearest station, with its distance.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 45.558, longitude: -73.552 });
  await page.goto('search');
  await expect(page.getByRole('region', { name: 'Carte des stations' }).locator('canvas')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Me localiser' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Les stations les plus proches de vous sont proposées en premier.' })).toBeVisible();
  expect(await geolocationCalls()).toBe(1);
  await page.getByRole('form', { name: 'Critères de recherche' }).getByRole('combobox', { name: 'Station de départ' }).focus();
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(/^Stade olympique0,\d\skm · /);
});

/** The next night clocks go forward (second Sunday of March) and back (first Sunday of November) in America/Montreal. */
function nextChanges(): { forward: Date; back: Date } {
  const now = Date.now() + DAY;
  const sunday = (year: number, month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return new Date(Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (nth - 1), 12));
  };
  const year = new Date().getUTCFullYear();
  const next = (month: number, nth: number) => [year, year + 1].map((y) => sunday(y, month, nth)).find((date) => date.getTime() > now) as Date;
  return { forward: next(2, 2), back: next(10, 1) };
}

/** The time options offered on a day, typed into the departure's date segments. */
async function slotsOf(page: Page, form: Locator, date: Date): Promise<string[]> {
  const departure = form.getByRole('group', { name: 'Départ' });
  const two = (n: number) => String(n).padStart(2, '0');
  // The year first: a day typed before it would name a past date for a moment, which the picker refuses.
  await departure.getByRole('spinbutton').nth(2).click();
  await page.keyboard.type(String(date.getUTCFullYear()));
  await departure.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${two(date.getUTCDate())}${two(date.getUTCMonth() + 1)}`);
  // The browser's own select (issue 32): its options are the day's slots.
  const time = departure.getByLabel('Heure', { exact: true });
  await expect(time).toBeEnabled();
  return time.locator('option').allTextContents();
}

test('issue 17 item 8 on demo (America/Montreal): the night clocks go forward offers no 02:00-02:45 slot; the night they go back offers the repeated hour once, with its offset', async ({ page }) => {
  await withoutWebGL(page);
  await useTenant(page, 'demo');
  // An operator that takes bookings a year ahead, so that both nights can be picked whatever today's date.
  await page.route('**/tenants/demo/api/tenant', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { tenant: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, tenant: { ...body.tenant, rental_maximum_time_in_advance: 366 * 86_400 } } });
  });
  await restoreSession(page, 'demo', 'driver@example.com');
  await page.goto('search');
  const form = page.getByRole('form', { name: 'Critères de recherche' });
  const { forward, back } = nextChanges();
  const spring = await slotsOf(page, form, forward);
  expect(spring).toHaveLength(92);
  expect(spring.filter((label) => label.startsWith('02:'))).toEqual([]);
  expect(spring).toEqual(expect.arrayContaining(['01:45', '03:00']));
  const autumn = await slotsOf(page, form, back);
  expect(autumn).toHaveLength(96);
  expect(autumn.filter((label) => label.startsWith('01:'))).toEqual(['01:00 (UTC-05:00)', '01:15 (UTC-05:00)', '01:30 (UTC-05:00)', '01:45 (UTC-05:00)']);
});

test('issue 17 item 4 on demo: the stations in view are a list the keyboard uses, each opening a real dialog that chooses the start station', async ({ page }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  await page.goto('search');
  const map = page.getByRole('region', { name: 'Carte des stations' });
  await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
  const toggle = page.getByRole('button', { name: 'Liste des stations' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('region', { name: 'Stations visibles sur la carte' });
  await expect(list.getByRole('button')).toHaveCount(8);
  await list.getByRole('button', { name: /^Marché Atwater/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Marché Atwater' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choisir comme départ' })).toBeVisible();
  // Focus moved into it; Escape closes it and gives the focus back to the list.
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('button', { name: /^Marché Atwater/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Marché Atwater' }).getByRole('button', { name: 'Choisir comme départ' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Critères de recherche' }).getByRole('combobox', { name: 'Station de départ' })).toHaveValue('Marché Atwater');
});

test('issue 17 item 4: a map style that cannot be loaded gives way to the bundled one within 3 s, and one quiet line says so', async ({ page }) => {
  // On the shipped style's host, the one the Content-Security-Policy admits (issue 19; a style on any other host is
  // refused before it is asked for, e2e/csp-routes.spec.ts), which never answers (a network filter holding the request).
  await useTenant(page, 'cityshare', { mapStyleUrl: 'https://tiles.openfreemap.org/styles/never.json' });
  await page.route('https://tiles.openfreemap.org/**', () => undefined);
  const styleAsked = page.waitForRequest('https://tiles.openfreemap.org/**');
  await page.goto('search');
  const map = page.getByRole('region', { name: 'Carte des stations' });
  // Counted from the moment the map asks for its style.
  await styleAsked;
  const started = Date.now();
  await expect(map.getByRole('status')).toHaveText("Le fond de carte n'a pas pu être chargé : carte simplifiée affichée.", { timeout: 3000 });
  expect(Date.now() - started).toBeLessThan(3000);
  await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
  // The bundled style drew the stations.
  await expect(map).not.toHaveAttribute('data-map-idle', '0');
});
