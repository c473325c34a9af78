import { expect, type Page, type Request, test } from '@playwright/test';
import { consentToCookies, restoreSession, type TenantId, useTenant } from './support.ts';

// Issue 32: nothing a driver sees moves once drawn (Lighthouse's Cumulative Layout Shift). A benchmark of the build
// before the issue measured 0.15 on the help pages and the account (the app frame's footer pushed down by the page's
// content), 0.58 to 0.84 on a booking's detail (its parts drawn as each answer came) and 0.05 to 0.13 on the bookings
// list. Each test holds back what the page waits for (an answer of the API, a chunk, a photo) until the page's loading
// state is on screen, as a phone's network does, then lets it come, and reads the layout shifts of the whole visit
// (Layout Instability API) with what moved.

// support.ts's `useTenant` is no React hook; the alias keeps the hooks rule from reading it as one in a helper.
const pointAtTenant = useTenant;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Shift {
  value: number;
  moved: string[];
}

/** Records the layout shifts of the visit from its first script on, each with the start of the text of what moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[]) {
        shifts.push({ value: entry.value, moved: entry.sources.map((source) => (source.node?.textContent ?? '').slice(0, 40)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}

/**
 * Holds back the requests matching `pattern` until `release` is called (then lets them all through, and the later
 * ones at once).
 */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: Request[] = [];
  await page.route(pattern, async (route) => {
    asked.push(route.request());
    await held;
    await route.continue();
  });
  return { release, asked };
}

/** Waits until the browser has painted what is on screen now (two frames). */
async function painted(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A signed-in demo driver on a tenant, the consent answered; the web font kept away (its arrival is another matter). */
async function signedIn(page: Page, tenant: TenantId, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await pointAtTenant(page, tenant);
  await restoreSession(page, tenant, 'driver@example.com');
  // When Inter arrives it changes every line's height (startup.spec checks the stand-in's metrics in the full Chromium).
  await page.route(/\.woff2$/, (route) => route.abort());
}

/** A booking of the demo driver in progress or upcoming, as the benchmark picks one (scripts/bench-accounts.mjs). */
async function driverBooking(page: Page, tenant: TenantId): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`/tenants/${tenant}/api/user/rentals?page=1&limit=50`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr', Accept: 'application/vnd.api.v0.3+json' },
  });
  const { rentals } = (await response.json()) as { rentals: { id: number; status: string }[] };
  const booking = ['in_progress', 'prepared', 'pending'].map((status) => rentals.find((r) => r.status === status)).find(Boolean);
  if (!booking) throw new Error(`the demo driver of ${tenant} has a booking in progress or upcoming`);
  return booking.id;
}

const footerOf = (page: Page) => page.locator('footer');

test.beforeEach(async ({ context, baseURL }) => {
  test.slow();
  await consentToCookies(context, baseURL ?? '');
});

for (const viewport of [PHONE, DESKTOP]) {
  const size = `${viewport.width} px`;

  test(`issue 32: a help page's content arrives after the app frame: the footer waits for it, nothing moves (/faqs, ${size})`, async ({ page }) => {
    await signedIn(page, 'demo', viewport);
    const shifts = await recordLayoutShifts(page);
    const contents = await holdBack(page, /\/api\/custom_contents\?/);
    await page.goto('faqs');
    // The page's loading state: its title in a busy frame; the footer keeps its box but is not shown yet.
    await expect(page.locator('[aria-busy="true"]').getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    await expect(footerOf(page)).toBeHidden();
    await painted(page);
    contents.release();
    await expect(page.getByRole('heading', { level: 2, name: 'Comment réserver un véhicule ?' })).toBeVisible();
    // The footer shows where the page puts it: below the content, out of the first screen of this long page.
    await expect(footerOf(page)).toBeVisible();
    const footer = await footerOf(page).boundingBox();
    expect(footer?.y).toBeGreaterThan(viewport.height);
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toEqual([]);
  });

  test(`issue 32: the account page's code arrives after the app frame: nothing moves (/account/details, ${size})`, async ({ page }) => {
    await signedIn(page, 'demo', viewport);
    const shifts = await recordLayoutShifts(page);
    // The page's own chunk: until it runs, the frame's main area is empty.
    const chunk = await holdBack(page, /\/assets\/AccountDetailsContent-[\w-]+\.js$/);
    await page.goto('account/details');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect.poll(() => chunk.asked.length).toBeGreaterThan(0);
    await expect(footerOf(page)).toBeHidden();
    await painted(page);
    chunk.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(footerOf(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toEqual([]);
  });
}

test('issue 32: a short page shows its footer at the bottom of the screen, not in the middle, once its content has come (/contact, 390 px)', async ({ page }) => {
  await signedIn(page, 'demo', PHONE);
  const shifts = await recordLayoutShifts(page);
  const contents = await holdBack(page, /\/api\/custom_contents\?/);
  await page.goto('contact');
  await expect(page.locator('[aria-busy="true"]').getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(footerOf(page)).toBeHidden();
  await painted(page);
  contents.release();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(footerOf(page)).toBeVisible();
  const footer = await footerOf(page).boundingBox();
  expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeCloseTo(PHONE.height, 0);
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toEqual([]);
});

test('issue 32: a page that stays busy still gets its footer (the sign-out, the terms) after a while', async ({ page }) => {
  await signedIn(page, 'demo', PHONE);
  // The FAQ's answer never comes within the test: the page stays in its loading state.
  await holdBack(page, /\/api\/custom_contents\?/);
  await page.goto('faqs');
  await expect(page.locator('[aria-busy="true"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footerOf(page)).toBeHidden();
  // ui's AppLayout FOOTER_WAIT_MS: 5 s.
  await expect(footerOf(page).getByRole('button', { name: 'Se déconnecter' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

for (const [tenant, viewport] of [
  ['demo', PHONE],
  ['cityshare', DESKTOP],
] as const) {
  const size = `${viewport.width} px`;

  test(`issue 32: the bookings list is drawn once its cards' vehicles have come: no list or card moves (${tenant}, ${size})`, async ({ page }) => {
    await signedIn(page, tenant, viewport);
    const shifts = await recordLayoutShifts(page);
    const vehicles = await holdBack(page, /\/api\/vehicles\/\d+$/);
    await page.goto('account/bookings');
    await expect(page.locator('[aria-busy="true"]').getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
    await expect.poll(() => vehicles.asked.length).toBeGreaterThan(0);
    await painted(page);
    // Until the vehicles have come, no list is drawn (its cards would grow with them).
    await expect(page.getByRole('region', { name: 'À venir' })).toHaveCount(0);
    vehicles.release();
    const upcoming = page.getByRole('region', { name: 'À venir' });
    await expect(upcoming.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'En cours' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toEqual([]);
  });

  test(`issue 32: a booking's head is drawn once its vehicle has come, the rest once its answers have: the photo's place kept, the trip section does not move (${tenant}, ${size})`, async ({
    page,
  }) => {
    await signedIn(page, tenant, viewport);
    const id = await driverBooking(page, tenant);
    const shifts = await recordLayoutShifts(page);
    const vehicles = await holdBack(page, /\/api\/vehicles\/\d+$/);
    const photos = await holdBack(page, /\/__demo\/assets\/vehicles\//);
    const stations = await holdBack(page, /\/api\/stations$/);
    await page.goto(`account/bookings/${id}?page=bookings`);
    await expect(page.locator('[aria-busy="true"]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => vehicles.asked.length).toBeGreaterThan(0);
    await painted(page);
    expect(stations.asked, 'the rest is asked for once the head is on screen').toEqual([]);
    vehicles.release();
    // The head (the vehicle's name, its photo's place), the page still busy: the rest is asked for after its paint.
    await expect(page.locator('[aria-busy="true"]').getByRole('heading', { level: 1, name: 'Chargement…' })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => stations.asked.length).toBeGreaterThan(0);
    await painted(page);
    const trip = page.getByRole('heading', { level: 2, name: 'Votre trajet' });
    await expect(trip).toHaveCount(0);
    stations.release();
    await expect(trip).toBeVisible();
    await expect.poll(() => photos.asked.length).toBeGreaterThan(0);
    const before = await trip.boundingBox();
    await painted(page);
    // The photo comes after the detail is drawn, into the place kept for it.
    photos.release();
    await expect(page.getByRole('img', { name: /^Photo du véhicule/ })).toHaveJSProperty('complete', true);
    await page.waitForLoadState('networkidle');
    expect(await trip.boundingBox(), 'the trip section stays where it was drawn').toEqual(before);
    expect(await shifts()).toEqual([]);
  });
}

test('issue 32: on a phone the booking’s map comes after the page, once its place is scrolled to; nothing moves when it does', async ({ page }) => {
  await signedIn(page, 'demo', PHONE);
  const id = await driverBooking(page, 'demo');
  const shifts = await recordLayoutShifts(page);
  const maplibre: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/maplibre-[\w-]+\.js$/.test(request.url())) maplibre.push(request.url());
  });
  await page.goto(`account/bookings/${id}?page=bookings`);
  await expect(page.getByRole('heading', { level: 2, name: 'Votre trajet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The map is below the first screen: its code (maplibre, about 300 kB gzip) is not even asked for.
  expect(maplibre).toEqual([]);
  const place = page.getByRole('heading', { level: 2, name: 'Station', exact: true });
  await place.scrollIntoViewIfNeeded();
  await expect.poll(() => maplibre.length).toBeGreaterThan(0);
  await expect(page.getByTestId('station-map').locator('canvas')).toBeVisible({ timeout: 20_000 });
  expect(await shifts()).toEqual([]);
});

test('issue 32: on a desktop the booking’s map, in view, comes once the page has been drawn', async ({ page }) => {
  await signedIn(page, 'demo', DESKTOP);
  const id = await driverBooking(page, 'demo');
  const shifts = await recordLayoutShifts(page);
  const vehicles = await holdBack(page, /\/api\/vehicles\/\d+$/);
  const maplibre: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/maplibre-[\w-]+\.js$/.test(request.url())) maplibre.push(request.url());
  });
  await page.goto(`account/bookings/${id}?page=bookings`);
  await expect.poll(() => vehicles.asked.length).toBeGreaterThan(0);
  await painted(page);
  // While the booking is loading, the map's code is not asked for.
  expect(maplibre).toEqual([]);
  vehicles.release();
  await expect(page.getByTestId('station-map').locator('canvas')).toBeVisible({ timeout: 20_000 });
  expect(maplibre).toHaveLength(1);
  expect(await shifts()).toEqual([]);
});
