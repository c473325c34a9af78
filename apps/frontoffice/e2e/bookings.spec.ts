import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import { consentToCookies, demoControl, memberApi, restoreSession, useTenant, utcAt } from './support.ts';

// Issue 15 "Done when", against the demo API: the three lists and their page sizes, a booking made through the search
// found in upcoming, modified, cancelled and moved to the history (checked on the server too), the cancellation and
// modification delays, passengers and geotracking on cityshare, the .ics file and the times in another browser zone.
// Tests run in parallel on one demo API: each books its own vehicle at its own dates and never moves the clock.

const HOUR = 3_600_000;
/** A /search URL, as the app writes it. */
function searchUrl(params: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return `search?${query.toString()}`;
}

/** The demo API as one member, for checks on the server and for set-ups the test is not about. */
const api = memberApi;

interface ServerRental {
  id: number;
  status: string;
  reservation_start_time: string;
  reservation_end_time: string;
}

/** Books through the search's review (spec §4) and returns the new rental's id, read from the confirmation. */
async function bookThroughSearch(page: Page, params: Record<string, string | number>): Promise<number> {
  await page.goto(searchUrl({ view: 'booking', ...params }));
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/user/rentals'));
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  const { rental } = (await (await created).json()) as { rental: ServerRental };
  await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
  return rental.id;
}

/** A card of the detail page, by its heading. */
const card = (page: Page, name: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) });

/** The text of one fact (a `dt` and its `dd`) of a card. */
const fact = (page: Page, cardName: string, label: string) => card(page, cardName).locator('dt', { hasText: label }).locator('+ dd');

test.beforeEach(async ({ context, baseURL }) => {
  // Whole journeys, several pages each, on a two-core machine shared with other runs: three times the default time.
  test.slow();
  await consentToCookies(context, baseURL ?? '');
});

test('issue 15 on demo: the three lists with their statuses and page sizes, the history grouped by month', async ({ page }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  const asked: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/user\/rentals\?/.test(request.url())) asked.push(Object.fromEntries(new URL(request.url()).searchParams));
  });
  await page.goto('account/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  const inProgress = page.getByRole('region', { name: 'En cours' });
  const upcoming = page.getByRole('region', { name: 'À venir' });
  await expect(inProgress.getByRole('article')).toHaveCount(1);
  await expect(inProgress.getByRole('article').getByText('En cours', { exact: true })).toBeVisible();
  await expect(upcoming.getByRole('article').first()).toBeVisible();
  for (const label of await upcoming.getByRole('article').locator('span', { hasText: /^(À venir|Planifiée)$/ }).allTextContents()) {
    expect(['À venir', 'Planifiée']).toContain(label);
  }
  // spec §9: 3 in progress, 20 upcoming a page.
  expect(asked).toContainEqual(expect.objectContaining({ limit: '3', statuses: 'check_in,check_out,in_progress,locking' }));
  expect(asked).toContainEqual(expect.objectContaining({ limit: '20', statuses: 'pending,prepared' }));

  // The side menu leads to the history: 15 a page, newest first, the account's own bookings, by month.
  await page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Historique' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Historique' })).toBeVisible();
  expect(asked).toContainEqual({ page: '1', limit: '15', statuses: 'closed,expired,cancelled,refused', order: 'desc', driver_ids: '1' });
  const list = page.getByRole('region', { name: 'Réservations terminées' });
  await expect(list.getByRole('article').first()).toBeVisible();
  const months = await list.getByRole('heading', { level: 3 }).allTextContents();
  expect(months.length).toBeGreaterThanOrEqual(3);
  for (const month of months) expect(month).toMatch(/^\p{L}+ \d{4}$/u);
  const years = months.map((month) => Number(month.slice(-4)));
  expect([...years].sort((a, b) => b - a)).toEqual(years);
  await expect(list.getByText('Annulée').first()).toBeVisible();
});

test('issue 15 on demo: a booking made through the search appears in upcoming, is modified, then cancelled and moves to the history (checked on the server)', async ({ page }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  const server = await api(page, 'demo', 'driver@example.com');
  // The Honda Civic (no geotracking consent asked) 20 days ahead, 14:00 to 18:00 UTC.
  const start = utcAt(20, 14);
  // Every later instant is counted from this one: a test running across midnight UTC keeps its day.
  const id = await bookThroughSearch(page, { vehicleId: 1004, station: 2, start, end: new Date(Date.parse(start) + 4 * HOUR).toISOString().replace('.000Z', 'Z') });
  await page.getByRole('link', { name: 'Voir ma réservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Honda Civic' })).toBeVisible();

  await page.getByRole('link', { name: 'Retour à mes réservations' }).click();
  const card20 = page.getByRole('region', { name: 'À venir' }).getByRole('article').filter({ has: page.locator(`a[href$="/account/bookings/${id}?page=bookings"]`) });
  await expect(card20.getByText('À venir', { exact: true })).toBeVisible();
  await card20.getByRole('link', { name: 'Honda Civic' }).click();

  // Modify: the return two hours later, sent once with the times unwrapped (D12).
  await page.getByRole('button', { name: 'Modifier les horaires' }).click();
  const modal = page.getByRole('dialog', { name: 'Modifier les horaires' });
  const endTime = modal.getByRole('group', { name: 'Retour' }).getByLabel('Heure', { exact: true });
  const before = await endTime.inputValue();
  const later = `${String((Number(before.slice(0, 2)) + 2) % 24).padStart(2, '0')}${before.slice(2)}`;
  await endTime.selectOption(later);
  const modified = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/user/rentals/${id}`));
  await modal.getByRole('button', { name: 'Confirmer' }).click();
  const body = (await modified).postDataJSON() as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['reservation_end_time', 'reservation_start_time']);
  expect(Date.parse(body.reservation_start_time ?? '')).toBe(Date.parse(start));
  expect(Date.parse(body.reservation_end_time ?? '')).toBe(Date.parse(start) + 6 * HOUR);
  await expect(page.getByText('Votre réservation a été modifiée.')).toBeVisible();
  await expect(fact(page, 'Votre trajet', 'Durée')).toHaveText('6 heures');
  const { rental: afterModify } = (await server.get(`/user/rentals/${id}`)) as { rental: ServerRental };
  expect(Date.parse(afterModify.reservation_end_time)).toBe(Date.parse(start) + 6 * HOUR);

  // Cancel: one DELETE, the booking cancelled at once, then in the history.
  let deletes = 0;
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().endsWith(`/user/rentals/${id}`)) deletes += 1;
  });
  await page.getByRole('button', { name: 'Annuler la réservation' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler la réservation' }).dblclick();
  await expect(page.getByText('Votre réservation a été annulée.')).toBeVisible();
  await expect(page.getByText('Annulée', { exact: true })).toBeVisible();
  expect(deletes).toBe(1);
  const { rental: afterCancel } = (await server.get(`/user/rentals/${id}`)) as { rental: ServerRental };
  expect(afterCancel.status).toBe('cancelled');
  await page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Réservations' }).click();
  await expect(page.getByRole('region', { name: 'À venir' }).getByRole('article').first()).toBeVisible();
  await expect(page.locator(`a[href$="/account/bookings/${id}?page=bookings"]`)).toHaveCount(0);
  await page.goto('account/bookings-history');
  const inHistory = page.locator(`a[href$="/account/bookings-history/${id}"]`);
  await expect(inHistory).toBeVisible({ timeout: 15_000 });
  // The account's menu marks one page as the current one: the history, not also "Réservations" (whose path it begins with).
  await expect(page.getByRole('navigation', { name: 'Mon espace' }).locator('[aria-current="page"]')).toHaveText(['Historique']);
  await expect(page.getByRole('article').filter({ has: inHistory }).getByText('Annulée')).toBeVisible();
});

test('issue 15 on demo: a booking starting inside the cancellation delay shows no cancel, and the server refuses it too; inside the modification delays, modify-delay-too-short', async ({ page }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'backoffice@example.com');
  // The earliest start the operator accepts (prepare_delay 900 s, D39) and a quarter more: within the 3,600 s delay.
  const { now } = (await demoControl(page, 'demo', 'clock')) as { now: string };
  const quarter = 15 * 60_000;
  const startAt = Math.ceil((Date.parse(now) + 900_000) / quarter) * quarter + quarter;
  const id = await bookThroughSearch(page, {
    vehicleId: 1003,
    station: 2,
    start: new Date(startAt).toISOString().replace('.000Z', 'Z'),
    end: new Date(startAt + HOUR).toISOString().replace('.000Z', 'Z'),
  });
  const clock = (await demoControl(page, 'demo', 'clock')) as { now: string };
  expect(startAt - Date.parse(clock.now)).toBeLessThan(3_600_000);
  await page.goto(`account/bookings/${id}?page=bookings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kia Niro EV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier les horaires' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);
  const server = await api(page, 'demo', 'backoffice@example.com');
  const refused = await server.delete(`/user/rentals/${id}`);
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('CANCELLATION_DELAY_TOO_SHORT');
  expect(((await server.get(`/user/rentals/${id}`)) as { rental: ServerRental }).rental.status).toBe('pending');

  // An operator whose start and end may no longer move within two hours: both bounds of this booking are inside.
  await page.route('**/tenants/demo/api/tenant', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { tenant: Record<string, unknown> };
    const delays = { reservation_start_modification_minimal_delay: 7200, reservation_end_modification_minimal_delay: 7200 };
    await route.fulfill({ response, json: { tenant: { ...body.tenant, ...delays } } });
  });
  await page.reload();
  await page.getByRole('button', { name: 'Modifier les horaires' }).click();
  const modal = page.getByRole('dialog', { name: 'Modifier les horaires' });
  await expect(modal.getByText('Il est trop tard pour modifier cette réservation.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
  await expect(modal.getByText('Il est trop tard pour modifier cet horaire.')).toHaveCount(2);
});

test('issue 15 on demo: the downloaded .ics parses, its start and end are the booking’s instants; in Asia/Tokyo the times shown do not change; issue 34, D45: its two alarms, and after the end moves (through the API) the same UID with a higher SEQUENCE', async ({ page, browser, baseURL }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  const start = utcAt(25, 15);
  const end = utcAt(25, 19);
  const id = await bookThroughSearch(page, { vehicleId: 1004, station: 2, start, end });
  await page.goto(`account/bookings/${id}?page=bookings`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${id}.ics`);
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  const downloadedAt = Date.now();
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  const event = new ICAL.Event(vevent ?? undefined);
  expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(start));
  expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(end));
  expect(event.location).toContain('Vieux-Port');
  // Issue 34, D45: two display alarms, 30 minutes before the start (the station, its access instructions) and 30
  // minutes before the end (a round trip: back to the start station); a SEQUENCE in every file.
  const alarms = vevent?.getAllSubcomponents('valarm') ?? [];
  expect(alarms).toHaveLength(2);
  expect(alarms.map((alarm) => alarm.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY']);
  expect(alarms.map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-PT30M', '-PT30M']);
  expect(alarms.map((alarm) => alarm.getFirstProperty('trigger')?.getParameter('related') ?? 'START')).toEqual(['START', 'END']);
  const [startAlarm, endAlarm] = alarms.map((alarm) => String(alarm.getFirstPropertyValue('description')));
  expect(startAlarm).toMatch(/^Votre réservation commence dans 30 minutes à Vieux-Port, 400 Rue Saint-Paul E/);
  expect(startAlarm).toContain('Stationnement du Marché Bonsecours, rangée C.');
  expect(endAlarm).toMatch(/^Votre réservation se termine dans 30 minutes : ramenez le véhicule à Vieux-Port, /);
  const sequence = event.sequence;
  expect(sequence).toBeGreaterThan(0);
  const google = new URL((await page.getByRole('link', { name: 'Ajouter à Google Agenda' }).getAttribute('href')) ?? '');
  expect(google.searchParams.get('ctz')).toBe('America/Montreal');
  const shown = [await fact(page, 'Votre trajet', 'Départ').textContent(), await fact(page, 'Votre trajet', 'Retour').textContent()];
  // Montreal is UTC-5 or UTC-4: 15:00 UTC is 10h00 or 11h00 there.
  expect(shown[0]).toMatch(/ 1[01]h00$/);

  const tokyo = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'fr-FR', baseURL });
  await consentToCookies(tokyo, baseURL ?? '');
  const other = await tokyo.newPage();
  expect(await other.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  await useTenant(other, 'demo');
  await restoreSession(other, 'demo', 'driver@example.com');
  await other.goto(`account/bookings/${id}?page=bookings`);
  await expect(fact(other, 'Votre trajet', 'Départ')).toHaveText(shown[0] ?? '');
  await expect(fact(other, 'Votre trajet', 'Retour')).toHaveText(shown[1] ?? '');
  await other.goto('account/bookings');
  const tokyoCard = other.getByRole('article').filter({ has: other.locator(`a[href$="/account/bookings/${id}?page=bookings"]`) });
  await expect(tokyoCard.getByText(/^Du .+ au .+$/)).toHaveText(/ 1[01]h00 au /);
  await tokyo.close();

  // D45: the operator (here the API, as another device would) moves the end 30 minutes later; the detail, reloaded,
  // offers a file for the same event: same UID, higher SEQUENCE, the new DTEND.
  const later = new Date(Date.parse(end) + HOUR / 2).toISOString().replace('.000Z', 'Z');
  const moved = await (await api(page, 'demo', 'driver@example.com')).put(`/user/rentals/${id}`, { reservation_start_time: start, reservation_end_time: later });
  expect(moved.status()).toBe(200);
  // A page load keeps no memory of the previous one's SEQUENCE: it writes the whole seconds since 2024 at the moment
  // it first sees these times. Two loads within the same second could write the same value (a change never follows a
  // download that closely in life, a test may): at least 1.1 s of real time between the first file and this load.
  await page.waitForTimeout(Math.max(0, downloadedAt + 1_100 - Date.now()));
  await page.reload();
  await expect(fact(page, 'Votre trajet', 'Retour')).toHaveText(/ 1[45]h30$/);
  const again = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' }).click();
  const updated = new ICAL.Event(
    new ICAL.Component(ICAL.parse(readFileSync((await (await again).path()) ?? '', 'utf8'))).getFirstSubcomponent('vevent') ?? undefined,
  );
  expect(updated.uid).toBe(event.uid);
  expect(updated.sequence).toBeGreaterThan(sequence);
  expect(updated.startDate.toJSDate().getTime()).toBe(Date.parse(start));
  expect(updated.endDate.toJSDate().getTime()).toBe(Date.parse(later));
});

test('issue 15 on cityshare: the driver adds passenger@ to a carpooling (no request before 4 characters); passenger@ sees it and cancels their participation', async ({ page, browser, baseURL }) => {
  await useTenant(page, 'cityshare');
  await restoreSession(page, 'cityshare', 'driver@example.com');
  const driver = await api(page, 'cityshare', 'driver@example.com');
  // The carpooling itself is made through the API: this test is about its passengers. Peugeot 5008 at station 104, on
  // the 14th day (faults-retry.spec books it on others), four hours of its own for each run of this test: a retry, or
  // a --repeat-each, would otherwise ask for the car the run before booked and be refused.
  const run = test.info().retry + 2 * test.info().repeatEachIndex;
  const [day, hour] = [14 + Math.floor(run / 5), 2 + 4 * (run % 5)];
  const created = await driver.post('/user/rentals', {
    vehicle_id: 2005,
    driver_id: 1,
    start_station_id: 104,
    reservation_start_time: utcAt(day, hour),
    reservation_end_time: utcAt(day, hour + 4),
    geotracking: false,
    carpooling: true,
    carpooling_destination: 'Versailles',
  });
  expect(created.status()).toBe(201);
  const { rental } = (await created.json()) as { rental: ServerRental };
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/users\?/.test(request.url())) searches.push(new URL(request.url()).searchParams.get('email') ?? '');
  });
  await page.goto('account/carpoolings');
  await page.locator(`a[href$="/account/carpoolings/${rental.id}"]`).click();
  const field = page.getByRole('combobox', { name: 'Ajouter un passager (adresse e-mail)' });
  // spec §9: no search before 4 characters, then one after the debounce: asserted with a clock in feature-rentals'
  // RentalDetailPage.carpooling.test.tsx ("no search before 4 characters"), not by waiting here (issue 30).
  await field.pressSequentially('pass');
  await page.getByRole('option', { name: /passenger@example\.com/ }).click();
  expect(searches).toEqual(['pass']);
  const added = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/rentals/${rental.id}/passengers`));
  await page.getByRole('button', { name: 'Ajouter le passager' }).click();
  expect((await added).postDataJSON()).toEqual({ passenger: { email: 'passenger@example.com' } });
  await expect(page.getByText('Le covoiturage a été mis à jour.')).toBeVisible();
  await expect(card(page, 'Conducteur et passagers').getByText('Léo Bernard')).toBeVisible();

  const other = await browser.newContext({ locale: 'fr-FR', baseURL });
  await consentToCookies(other, baseURL ?? '');
  const passengerPage = await other.newPage();
  await useTenant(passengerPage, 'cityshare');
  await restoreSession(passengerPage, 'cityshare', 'passenger@example.com');
  await passengerPage.goto('account/carpoolings');
  // passenger@ has not accepted the current terms yet (the demo accounts): the terms dialog comes first. A retry of
  // this test, on the same demo API, finds them accepted by the run before, and no dialog.
  const terms = passengerPage.getByRole('dialog', { name: 'Nouvelles conditions générales' });
  const { user } = (await (await api(passengerPage, 'cityshare', 'passenger@example.com')).get('/user')) as { user: { tos_accepted: boolean } };
  if (!user.tos_accepted) {
    await terms.getByText("J'ai lu et j'accepte les conditions générales").click();
    await terms.getByRole('button', { name: "J'accepte" }).click();
  }
  await expect(terms).toHaveCount(0);
  const mine = passengerPage.getByRole('article').filter({ has: passengerPage.locator(`a[href$="/account/carpoolings/${rental.id}"]`) });
  await expect(mine.getByText('Passager', { exact: true })).toBeVisible();
  await mine.getByRole('link').click();
  await expect(passengerPage.getByRole('heading', { level: 1, name: 'Covoiturage · Peugeot 5008' })).toBeVisible();
  await expect(passengerPage.getByRole('button', { name: 'Modifier les horaires' })).toHaveCount(0);
  await passengerPage.getByRole('button', { name: 'Annuler ma participation' }).click();
  await passengerPage.getByRole('alertdialog').getByRole('button', { name: 'Annuler ma participation' }).click();
  await expect(passengerPage.getByRole('heading', { level: 1, name: 'Mes covoiturages' })).toBeVisible();
  await expect(passengerPage.locator(`a[href$="/account/carpoolings/${rental.id}"]`)).toHaveCount(0);
  const { passengers } = (await driver.get(`/rentals/${rental.id}/passengers`)) as { passengers: { email: string }[] };
  expect(passengers.map((p) => p.email)).not.toContain('passenger@example.com');
  await other.close();
});

test('issue 15 on cityshare: the geotracking toggle during an in-progress rental, through the privacy dialog', async ({ page }) => {
  await useTenant(page, 'cityshare');
  await restoreSession(page, 'cityshare', 'driver@example.com');
  await page.goto('account/bookings');
  await page.getByRole('region', { name: 'En cours' }).getByRole('article').getByRole('link').click();
  const toggle = page.getByRole('switch', { name: 'Géolocalisation du trajet' });
  await expect(toggle).not.toBeChecked();
  const on = page.waitForRequest((request) => request.method() === 'PUT' && /\/user\/rentals\/\d+$/.test(request.url()));
  await toggle.click({ force: true });
  await page.getByRole('alertdialog', { name: 'Activer la géolocalisation ?' }).getByRole('button', { name: 'Activer' }).click();
  expect((await on).postDataJSON()).toEqual({ rental: { geotracking: true } });
  await expect(page.getByText('La géolocalisation est activée pour ce trajet.')).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Activer la géolocalisation ?' })).toHaveCount(0);
  await expect(toggle).toBeChecked();
  const off = page.waitForRequest((request) => request.method() === 'PUT' && /\/user\/rentals\/\d+$/.test(request.url()));
  await toggle.click({ force: true });
  await page.getByRole('alertdialog', { name: 'Désactiver la géolocalisation ?' }).getByRole('button', { name: 'Désactiver' }).click();
  expect((await off).postDataJSON()).toEqual({ rental: { geotracking: false } });
  await expect(page.getByText('La géolocalisation a été désactivée pour ce trajet.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
});
