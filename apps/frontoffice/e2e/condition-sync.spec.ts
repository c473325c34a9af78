import { expect, type Page, test } from '@playwright/test';
import { workerReady } from './offlineSupport.ts';
import { PNG } from './signupSupport.ts';
import { consentToCookies, createValidatedDriver, demoControl, fileChoosers, memberApi, restoreSession, skipWelcomeOfSession, useTenant } from './support.ts';

// Issue 35 item 4 (decision D47): the worker's half of Background Sync. A report made in a car park waits on the
// device; when the browser's Background Sync fires, the built offline worker (worker/sw.ts) asks the open pages to
// send, and the page sends the report, once.
//
// What this test covers, and why so: the page also retries by itself on `online` (feature-rentals autoSend.ts), and
// that retry would send the report before any sync event. Background Sync exists for when that retry did not do it:
// here the network is back (`online` fires, the page tries at once) but its first try fails (a car park's exit, a weak
// signal: the photo's upload dies on the way), so the report still waits and nothing in the page tries again by
// itself. Then a real `sync` event is dispatched to the built worker through the DevTools protocol (a Playwright
// context is an incognito profile, where Chromium turns Background Sync's own registration off: it never fires by
// itself here, so the only sync event is the test's), and the report arrives once.

// The worker is the subject: the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The Background Sync tag of the waiting condition reports (feature-rentals autoSend.ts, worker/sw.ts). */
const SYNC_TAG = 'condition-reports';
const HOUR = 3_600_000;

/**
 * Cars of demo that no other test books in the coming hours (tenants/demo/vehicles.json: their stations are nobody's
 * first search, and the other tests book them months ahead), tried in turn: each run of this test books one of them
 * for the next hour and a quarter, where a booking of demo can no longer be cancelled (cancellation_minimal_delay).
 */
const FREE_CARS = [
  { vehicle_id: 1010, start_station_id: 8 },
  { vehicle_id: 1008, start_station_id: 6 },
  { vehicle_id: 1006, start_station_id: 4 },
  { vehicle_id: 1007, start_station_id: 5 },
  { vehicle_id: 1009, start_station_id: 7 },
  { vehicle_id: 1005, start_station_id: 3 },
];

test.beforeEach(async ({ context, baseURL }) => {
  // The worker keeps the app's files before it controls the page; two busy cores in CI.
  test.setTimeout(120_000);
  await consentToCookies(context, baseURL ?? '');
});

/**
 * A booking of the trip's own, for a new driver of demo (condition reports `required`): its pick-up window is open now
 * (D47: from the start minus prepare_delay), so the report can be made; no other test reads this driver's reports.
 */
async function bookingOfItsOwn(page: Page): Promise<{ email: string; id: number }> {
  const email = await createValidatedDriver(page, 'demo', 'condition-sync');
  const driver = await memberApi(page, 'demo', email);
  // demo books with a payment card only (D15).
  const intent = (await (await driver.post('/user/stripe_setup_intents', {})).json()) as { stripe_setup_intent: { id: string } };
  const card = await driver.post('/user/stripe_cards', { stripe_card: { stripe_setup_intent_id: intent.stripe_setup_intent.id, stripe_payment_method_id: 'pm_card_visa' } });
  expect(card.ok(), await card.text()).toBe(true);
  const { user } = (await driver.get('/user')) as { user: { id: number } };
  // The earliest start demo accepts (D39: prepare_delay 900 s from the API's clock, a minute's tolerance), less a
  // little: the pick-up window (start minus 900 s) is open from now on.
  const { now } = (await demoControl(page, 'demo', 'clock')) as { now: string };
  const start = Date.parse(now) + 900_000 - 40_000;
  const refusals: string[] = [];
  for (const car of FREE_CARS) {
    const answer = await driver.post('/user/rentals', {
      ...car,
      driver_id: user.id,
      reservation_start_time: new Date(start).toISOString(),
      reservation_end_time: new Date(start + HOUR).toISOString(),
      geotracking: false,
      carpooling: false,
    });
    if (answer.status() === 201) return { email, id: ((await answer.json()) as { rental: { id: number } }).rental.id };
    refusals.push(`${car.vehicle_id}: ${answer.status()} ${await answer.text()}`);
  }
  throw new Error(`No car free for the next hour on demo:\n${refusals.join('\n')}`);
}

test('issue 35 item 4 (D47): a report kept in the car park, whose retry on `online` failed, is sent when Background Sync wakes the built worker: the worker asks the open page, which sends it once', async ({ page, context }) => {
  const nextChooser = fileChoosers(page);
  await useTenant(page, 'demo');
  const { email, id } = await bookingOfItsOwn(page);
  await restoreSession(page, 'demo', email);
  await skipWelcomeOfSession(page, 'demo');
  const server = await memberApi(page, 'demo', email);
  const reportsOnServer = async () =>
    ((await server.get(`/user/rentals/${id}/condition_reports`)) as { condition_reports: { moment: string; damages: { zone: string; photos: unknown[] }[] }[] }).condition_reports;

  await page.goto(`account/bookings/${id}?page=bookings`);
  const condition = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'État du véhicule' }) });
  await expect(condition.getByRole('button', { name: 'État au retour' })).toBeVisible();
  await workerReady(page);

  // The worker's registration, as the DevTools protocol names it.
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const scope = new URL('/frontofficev2/', page.url()).href;
  await expect.poll(() => registrations.get(scope), { message: 'the offline worker’s registration' }).toBeDefined();
  // The messages the worker posts to this page (a probe of the test's, beside the app's own listener).
  await page.evaluate((tag) => {
    const probe = { syncMessages: 0 };
    Object.assign(window, { conditionSyncProbe: probe });
    navigator.serviceWorker.addEventListener('message', (event) => {
      if ((event.data as { type?: string } | null)?.type === tag) probe.syncMessages += 1;
    });
  }, SYNC_TAG);
  const syncMessages = () => page.evaluate(() => (window as unknown as { conditionSyncProbe: { syncMessages: number } }).conditionSyncProbe.syncMessages);

  // The extension's calls of the page: failed while the network is unusable, counted by their answers.
  let usable = true;
  const tries = { photos: 0, reports: 0 };
  const sent = { photos: 0, reports: 0 };
  await page.route(/\/user\/rentals\/\d+\/condition_(photos|reports)$/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const kind = route.request().url().endsWith('/condition_photos') ? 'photos' : 'reports';
    tries[kind] += 1;
    if (!usable) return route.abort('internetdisconnected');
    const response = await route.fetch();
    if (response.status() === 201) sent[kind] += 1;
    return route.fulfill({ response });
  });

  // The return report, made underground: a damage and its photo.
  await condition.getByRole('button', { name: 'État au retour' }).click();
  const dialog = page.getByRole('dialog', { name: 'État du véhicule au retour' });
  await dialog.getByRole('group', { name: 'Schéma du véhicule' }).getByRole('button', { name: /^Arrière/ }).click();
  await dialog.getByRole('textbox', { name: 'Description du dommage' }).fill('Pare-chocs enfoncé');
  const chooser = nextChooser();
  await dialog.getByRole('button', { name: 'Prendre ou choisir des photos' }).click();
  await (await chooser).setFiles({ name: 'pare-chocs.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Ajouter ce dommage' }).click();
  await context.setOffline(true);
  await dialog.getByRole('button', { name: "Envoyer l'état du véhicule" }).click();
  await expect(dialog).toHaveCount(0);
  const report = condition.getByRole('listitem').filter({ hasText: 'Au retour' });
  await expect(report.getByText("En attente d'envoi")).toBeVisible();
  await expect(report.getByText('Photo 1 : en attente')).toBeVisible();
  expect(tries).toEqual({ photos: 0, reports: 0 });

  // The network comes back but is not usable yet: the page's own retry (on `online`) fails on the photo.
  usable = false;
  await context.setOffline(false);
  await expect.poll(() => tries.photos, { message: 'the page’s retry on `online`' }).toBe(1);
  await expect(report.getByText("En attente d'envoi")).toBeVisible();
  await expect(report.getByText('Photo 1 : en attente')).toBeVisible();
  // The network is usable now, and nothing in the page tries again by itself (watched for a moment).
  usable = true;
  await page.waitForTimeout(1_500);
  expect(tries).toEqual({ photos: 1, reports: 0 });
  expect(await reportsOnServer()).toEqual([]);
  expect(await syncMessages()).toBe(0);

  // Background Sync fires: a real `sync` event with the reports' tag, dispatched to the built worker.
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(page.url()).origin, registrationId: registrations.get(scope) ?? '', tag: SYNC_TAG, lastChance: false });
  await expect.poll(syncMessages, { message: 'the worker’s message to the open page' }).toBe(1);
  await expect(report.getByText('Envoyé', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(report.getByRole('img')).toHaveCount(1);
  // Once: one report on the server with its one photo; the photo and the report each arrived once.
  const arrived = await reportsOnServer();
  expect(arrived.map((r) => [r.moment, r.damages.map((d) => [d.zone, d.photos.length])])).toEqual([['return', [['rear', 1]]]]);
  expect(sent).toEqual({ photos: 1, reports: 1 });
  expect(tries).toEqual({ photos: 2, reports: 1 });
});
