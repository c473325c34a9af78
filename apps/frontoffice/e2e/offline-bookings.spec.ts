import { expect, type Page, test } from '@playwright/test';
import { workerReady } from './offlineSupport.ts';
import { consentToCookies, restoreSession, type TenantId, useTenant } from './support.ts';

// Issue 33 "Done when" (decision D42): after one visit online, the driver's current and upcoming bookings are readable
// with no network at all (the offline worker of the operator build keeps the app, IndexedDB keeps the data), say when
// they were last updated, disable what needs the network with the reason, and come back to life without a reload;
// after a logout nothing of the driver is left for an offline reload.

// These tests are about the worker: the others run without it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const OFFLINE = {
  fr: 'Vous êtes hors ligne : vos saisies sont conservées, les actions qui demandent le réseau reviendront avec lui.',
  en: 'You are offline: what you typed is kept, and actions that need the network come back with it.',
};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface ServerRental {
  id: number;
  status: string;
  vehicle_id: number;
  start_station_id: number;
  reservation_start_time: string;
}

test.beforeEach(async ({ context, baseURL }) => {
  // The worker keeps the app's files and the bookings are asked for in the background before the network is cut.
  test.setTimeout(120_000);
  await consentToCookies(context, baseURL ?? '');
});

/** The demo API as the page's signed-in driver. */
async function asDriver(page: Page, tenant: TenantId, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  // spec §7: the rentals' calls are versioned v0.3, a vehicle v0.4, the others plain JSON.
  const accept = path.startsWith('/user/rentals') ? 'application/vnd.api.v0.3+json' : path.startsWith('/vehicles/') ? 'application/vnd.api.v0.4+json' : 'application/json';
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr', Accept: accept };
  const response = await page.request.fetch(`/tenants/${tenant}/api${path}`, { method, headers, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.status() === 204 ? {} : ((await response.json()) as Record<string, unknown>);
}

/** The driver's bookings of the in-progress and upcoming lists, soonest first, as the server has them. */
async function activeBookings(page: Page, tenant: TenantId): Promise<ServerRental[]> {
  const { rentals } = (await asDriver(page, tenant, 'GET', '/user/rentals?statuses=check_in,check_out,in_progress,locking,pending,prepared&limit=50')) as { rentals: ServerRental[] };
  return rentals;
}

/** The ids of the queries kept for offline use (IndexedDB `frontoffice-offline`), by part. */
function keptQueries(page: Page, api: string) {
  return page.evaluate(
    async (key) => {
      // Opened only once the app made it: opening it first would make it without its store.
      if (!(await indexedDB.databases()).some((database) => database.name === 'frontoffice-offline')) return [];
      return new Promise<string[]>((resolve) => {
        const open = indexedDB.open('frontoffice-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve([]);
          const read = db.transaction('kept').objectStore('kept').get(key);
          read.onsuccess = () => {
            const kept = read.result as { state: { queries: { queryKey: unknown[] }[] } } | undefined;
            resolve(kept ? kept.state.queries.map((query) => JSON.stringify(query.queryKey)) : []);
          };
          read.onerror = () => resolve([]);
        };
      });
    },
    `${api}|account`,
  );
}

/**
 * Waits until the app can be read offline: the worker has kept its files and controls the page, and the account's
 * bookings (the lists and these bookings' details) are kept.
 */
async function readyOffline(page: Page, tenant: TenantId, ids: number[]) {
  await workerReady(page);
  await expect
    .poll(() => keptQueries(page, `/tenants/${tenant}/api`), { timeout: 30_000, message: 'the bookings kept in IndexedDB' })
    .toEqual(expect.arrayContaining([...ids.map((id) => JSON.stringify(['rentals', 'detail', id])), JSON.stringify(['user', 'current'])]));
}

test('issue 33 item 3 (D42), demo in French: offline, the bookings, a booking and the root are read from what was kept, "à jour à", actions disabled with the reason; online again, a booking made meanwhile shows without a reload', async ({ page, context }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  const bookings = await activeBookings(page, 'demo');
  expect(bookings.length, 'driver@ has current or upcoming bookings on demo').toBeGreaterThan(0);
  const first = bookings.find((rental) => ['pending', 'prepared'].includes(rental.status)) ?? bookings[0]!;
  const vehicle = ((await asDriver(page, 'demo', 'GET', `/vehicles/${first.vehicle_id}`)) as { vehicle: { make: string; model: string; license_plate: string } }).vehicle;
  const station = ((await asDriver(page, 'demo', 'GET', `/stations/${first.start_station_id}`)) as { station: { name: string; address: string } }).station;

  // One visit online: the bookings page (any page would do: the bookings are asked for in the background).
  await page.goto('account/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  // The booking an offline root shows: the one in progress, else the next one.
  const soonest = [...bookings].sort((a, b) => {
    const started = (rental: ServerRental) => (['pending', 'prepared'].includes(rental.status) ? 1 : 0);
    return started(a) - started(b) || Date.parse(a.reservation_start_time) - Date.parse(b.reservation_start_time);
  })[0]!;
  // (Other tests book for driver@ meanwhile: the ones this test reads are waited for.)
  await readyOffline(page, 'demo', [first.id, soonest.id]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE.fr })).toBeVisible();
  await expect(page.getByText(/^Hors ligne · à jour à \d\dh\d\d$/)).toBeVisible();
  await expect(page.locator(`a[href*="/account/bookings/${first.id}?"]`).first()).toBeVisible();

  // A booking's detail, opened offline by its address.
  await page.goto(`account/bookings/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${vehicle.make} ${vehicle.model}`);
  await expect(page.getByText(vehicle.license_plate, { exact: true })).toBeVisible();
  await expect(page.getByText(station.name).first()).toBeVisible();
  await expect(page.getByText(station.address).first()).toBeVisible();
  await expect(page.getByText(/^Hors ligne · à jour à \d\dh\d\d$/)).toBeVisible();
  // The map needs the network: the address takes its place.
  await expect(page.getByRole('note').filter({ hasText: `Hors ligne, la carte reviendra avec le réseau. Adresse : ${station.address}` })).toBeVisible();
  // An upcoming booking of the driver's own: both actions are there, and need the network.
  for (const name of ['Modifier les horaires', 'Annuler la réservation']) {
    const action = page.getByRole('button', { name, exact: true });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription(OFFLINE.fr);
  }

  // The root: the search needs the network; the booking in progress or the next one shows instead.
  await page.goto('');
  await expect(page).toHaveURL(new RegExp(`/frontofficev2/account/bookings/${soonest.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Chargement/);

  // Meanwhile, a booking is made elsewhere (another device, the operator): online again, the list shows it, without a
  // reload of this page.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const day = 40 + Math.floor(Math.random() * 40);
  const start = new Date(Date.now() + day * DAY);
  start.setUTCHours(13 + Math.floor(Math.random() * 4), 0, 0, 0);
  const me = ((await asDriver(page, 'demo', 'GET', '/user')) as { user: { id: number } }).user;
  const { rental: made } = (await asDriver(page, 'demo', 'POST', '/user/rentals', {
    vehicle_id: 1009,
    driver_id: me.id,
    start_station_id: 7,
    reservation_start_time: start.toISOString().replace('.000Z', 'Z'),
    reservation_end_time: new Date(start.getTime() + 2 * HOUR).toISOString().replace('.000Z', 'Z'),
    geotracking: false,
    carpooling: false,
  })) as { rental: { id: number } };
  try {
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE.fr })).toHaveCount(0);
    await page.getByRole('link', { name: /Retour/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
    await expect(page.locator(`a[href*="/account/bookings/${made.id}?"]`)).toBeVisible();
    await expect(page.getByText(/^Hors ligne · à jour/)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  } finally {
    await asDriver(page, 'demo', 'DELETE', `/user/rentals/${made.id}`);
  }
});

test('issue 33 item 3 (D42), cityshare in English: offline, the bookings and a booking as last kept, "as of"', async ({ page, context }) => {
  await useTenant(page, 'cityshare');
  await page.addInitScript(() => window.localStorage.setItem('lng', 'en'));
  await restoreSession(page, 'cityshare', 'driver@example.com');
  const bookings = await activeBookings(page, 'cityshare');
  expect(bookings.length, 'driver@ has current or upcoming bookings on cityshare').toBeGreaterThan(0);
  const first = bookings[0]!;
  const vehicle = ((await asDriver(page, 'cityshare', 'GET', `/vehicles/${first.vehicle_id}`)) as { vehicle: { license_plate: string } }).vehicle;

  // One visit online, of the search (the public root): the bookings are kept all the same.
  await page.goto('search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await readyOffline(page, 'cityshare', [first.id]);

  await context.setOffline(true);
  await page.goto('account/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE.en })).toBeVisible();
  await expect(page.getByText(/^Offline · as of \d\d:\d\d$/)).toBeVisible();
  await page.goto(`account/bookings/${first.id}`);
  await expect(page.getByText(vehicle.license_plate, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Offline · as of \d\d:\d\d$/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The root: a booking's detail instead of the search, which needs the network.
  await page.goto('');
  await expect(page).toHaveURL(/\/frontofficev2\/account\/bookings\/\d+$/);
  await expect(page.getByText(/^Offline · as of \d\d:\d\d$/)).toBeVisible();
});

test('issue 33 item 5 (D42): after a logout, an offline reload shows the login page of the kept app and nothing of the driver', async ({ page, context }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  const bookings = await activeBookings(page, 'demo');
  await page.goto('account/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  await readyOffline(page, 'demo', [bookings[0]!.id]);

  // The footer's logout (spec §4).
  await page.getByRole('contentinfo').getByRole('button', { name: 'Se déconnecter' }).or(page.getByRole('contentinfo').getByRole('link', { name: 'Se déconnecter' })).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptQueries(page, '/tenants/demo/api'), { message: 'the account part is removed' }).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('offline_account'))).toBeNull();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
  await page.goto('account/bookings');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Mes réservations')).toHaveCount(0);
  for (const rental of bookings) await expect(page.locator(`a[href*="/account/bookings/${rental.id}"]`)).toHaveCount(0);
});
