import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { restoreSession, skipWelcome, useTenant, type TenantId } from './support.ts';

// Decision D49, issue 32 item 4: the drivers' Core Web Vitals reach the operator through config.json's errorReporter
// beacon, sampled (vitalsSampleRate), only after the driver accepted audience measurement, one beacon a page view at
// most, with route templates and figures only. The beacon's URL is on the app's own origin (the built app's
// Content-Security-Policy admits 'self' and config.json's hosts) and answered here.

// Renamed for the helper below: a plain function, not a React hook (react-hooks/rules-of-hooks reads the name).
const pointAtTenant = useTenant;

const BEACON_PATH = '/e2e-vitals';
/** The two chunks of the measurement: the consent gate (startVitals.ts) and web-vitals with reportVitals.ts. */
const GATE_CHUNK = /\/assets\/startVitals-[\w-]+\.js$/;
const MEASUREMENT_CHUNK = /\/assets\/reportVitals-[\w-]+\.js$/;

interface Beacon {
  url: string;
  contentType: string | undefined;
  body: string;
}

/** Answers the beacon's URL and keeps what it receives; records the measurement's chunks the page asks for. */
async function collect(context: BrowserContext, page: Page) {
  const beacons: Beacon[] = [];
  await context.route(`**${BEACON_PATH}`, async (route) => {
    const request = route.request();
    beacons.push({ url: request.url(), contentType: await request.headerValue('content-type') ?? undefined, body: request.postData() ?? '' });
    await route.fulfill({ status: 204 });
  });
  const chunks: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (GATE_CHUNK.test(pathname) || MEASUREMENT_CHUNK.test(pathname)) chunks.push(pathname);
  });
  /** The vitals beacons received, once a sentinel beacon sent after everything the test did has arrived too. */
  const received = async () => {
    const sentinel = `sentinel-${beacons.length}-${Date.now()}`;
    await page.evaluate(({ path, body }) => navigator.sendBeacon(new URL(path, window.location.origin).href, body), { path: BEACON_PATH, body: sentinel });
    await expect.poll(() => beacons.some((beacon) => beacon.body === sentinel)).toBe(true);
    return beacons.filter((beacon) => !beacon.body.startsWith('sentinel-'));
  };
  return { beacons, chunks, received };
}

/** reportVitals.ts's `VITALS_MEASURED_MARK` (that module imports web-vitals, which is for the page, not this test). */
const VITALS_MEASURED_MARK = 'frontoffice:vitals-measured';

/**
 * Waits until the page view's measurement holds a figure (reportVitals.ts's mark): a page hidden before then sends
 * nothing (its chunk downloaded is not its code run, nor web-vitals' first report delivered; under CI's load the page
 * was hidden in between, and no beacon came).
 */
async function measured(page: Page) {
  await expect.poll(() => page.evaluate((name) => performance.getEntriesByName(name).length, VITALS_MEASURED_MARK), { message: 'the measurement holds a figure' }).toBe(1);
}

/** The page as the browser hides it (another app, a locked phone): `visibilityState` hidden, `visibilitychange`. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}

async function beaconConfig(page: Page, tenant: TenantId, baseURL: string | undefined, extra: Record<string, unknown> = {}) {
  const url = new URL(BEACON_PATH, baseURL).href;
  await pointAtTenant(page, tenant, { errorReporter: { type: 'beacon', url }, vitalsSampleRate: 1, ...extra });
  return url;
}

async function answerConsent(context: BrowserContext, baseURL: string | undefined, analytics: boolean) {
  const value = encodeURIComponent(JSON.stringify({ technical: true, analytics }));
  await context.addCookies([{ name: 'cookie_consent', value, url: new URL('/frontofficev2/', baseURL).href }]);
}

const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Vos préférences de cookies' });

test('D49: audience measurement refused in the consent dialog: no vitals beacon, and web-vitals never loaded, on that page view or the next', async ({
  page,
  context,
  baseURL,
}) => {
  await beaconConfig(page, 'demo', baseURL);
  const { chunks, received } = await collect(context, page);
  await page.goto('login');
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /^Cookies de mesure d.audience/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('heading', { level: 1 }).click();
  await setVisibility(page, 'hidden');
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  expect(await received()).toEqual([]);
  expect(chunks.filter((chunk) => MEASUREMENT_CHUNK.test(chunk))).toEqual([]);

  // The next page load, the refusal stored: not even the consent gate is asked for.
  chunks.length = 0;
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await setVisibility(page, 'hidden');
  expect(await received()).toEqual([]);
  expect(chunks).toEqual([]);
});

test('D49: audience measurement accepted on a booking’s page: one beacon a page view, with the route template, the build and the figures, nothing about the driver', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const url = await beaconConfig(page, 'demo', baseURL);
  await skipWelcome(context);
  const { chunks, received } = await collect(context, page);
  await restoreSession(page, 'demo', 'driver@example.com');
  const tokens = await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
  const list = await page.request.get('/tenants/demo/api/user/rentals?page=1&limit=20', {
    headers: { Authorization: `Bearer ${tokens[0]}`, 'Accept-Language': 'fr', Accept: 'application/vnd.api.v0.3+json' },
  });
  const { rentals } = (await list.json()) as { rentals: Array<{ id: number }> };
  const id = String(rentals[0]?.id);
  expect(id).toMatch(/^\d+$/);

  // A first visit: the consent dialog opens over the booking's page, which carries an id in its path and a query.
  await page.goto(`account/bookings/${id}?page=bookings`);
  const dialog = consentDialog(page);
  await dialog.getByText(/^Cookies de mesure d.audience/).click();
  await expect(dialog.getByRole('checkbox', { name: /^Cookies de mesure d.audience/ })).toBeChecked();
  const measurement = page.waitForResponse((response) => MEASUREMENT_CHUNK.test(new URL(response.url()).pathname));
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toHaveCount(0);
  await measurement;
  await measured(page);
  // An interaction (INP) on the page.
  await page.getByRole('heading', { level: 1 }).click();
  await setVisibility(page, 'hidden');
  await expect.poll(async () => (await received()).length).toBe(1);
  const [first] = await received();
  expect(first?.url).toBe(url);
  expect(first?.contentType).toMatch(/^application\/json/);
  const report = JSON.parse(first?.body ?? '{}') as Record<string, unknown> & { metrics: Array<{ name: string; value: number; rating: string }> };
  expect(Object.keys(report).sort()).toEqual(['build', 'lastRoute', 'metrics', 'navigationType', 'route', 'type']);
  expect(report).toMatchObject({ type: 'web-vitals', route: '/account/bookings/$id', lastRoute: '/account/bookings/$id', navigationType: 'navigate' });
  expect(report.build).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const names = report.metrics.map((metric) => metric.name);
  expect(names).toEqual(expect.arrayContaining(['LCP', 'CLS']));
  expect(names.every((name) => ['LCP', 'INP', 'CLS'].includes(name))).toBe(true);
  expect(new Set(names).size).toBe(names.length);
  for (const metric of report.metrics) {
    expect(Object.keys(metric).sort()).toEqual(['name', 'rating', 'value']);
    expect(metric.value).toBeGreaterThanOrEqual(0);
    expect(['good', 'needs-improvement', 'poor']).toContain(metric.rating);
  }
  // Nothing about the driver: no e-mail, name, token, booking id, query, address, cookie.
  const body = first?.body ?? '';
  const strings = JSON.stringify(report, (_key, value: unknown) => (typeof value === 'number' ? undefined : value));
  for (const personal of ['driver@example.com', '@', 'Camille', 'Martin', ...tokens.filter((token): token is string => !!token), '?', 'page=', 'http', 'frontofficev2', 'cookie', 'analytics']) {
    expect(body, `the beacon holds "${personal}"`).not.toContain(personal);
  }
  expect(strings, 'the booking id in a text of the beacon').not.toContain(id);

  // Shown again, another route of the app, hidden again, closed: the same page view, no second beacon.
  await setVisibility(page, 'visible');
  await page.getByRole('link', { name: /^Retour à/ }).click();
  await expect(page).toHaveURL(/\/account\/bookings(\?.*)?$/);
  await setVisibility(page, 'hidden');
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  expect(await received()).toHaveLength(1);
  expect(chunks.filter((chunk) => GATE_CHUNK.test(chunk))).toHaveLength(1);

  // A new page load is a new page view, with a beacon of its own. (Playwright cannot route a beacon sent while a page
  // unloads, which Chromium does send on leaving or closing the page: reportVitals.test.ts checks `pagehide`.)
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => chunks.filter((chunk) => MEASUREMENT_CHUNK.test(chunk)).length).toBe(2);
  await measured(page);
  await page.getByRole('heading', { level: 1 }).click();
  await setVisibility(page, 'hidden');
  await expect.poll(async () => (await received()).length).toBe(2);
  const second = JSON.parse((await received())[1]?.body ?? '{}') as Record<string, unknown>;
  expect(second).toMatchObject({ type: 'web-vitals', route: '/account/bookings', lastRoute: '/account/bookings', navigationType: 'reload' });
});

test('D49: no measurement where nothing may be sent: a tenant without the consent dialog, the console reporter, a sample rate of 0', async ({
  page,
  context,
  baseURL,
}) => {
  // Audience measurement accepted (a cookie of an earlier answer) in each case: the other conditions decide.
  await answerConsent(context, baseURL, true);
  await skipWelcome(context);
  const { chunks, received } = await collect(context, page);
  const cases: Array<[string, TenantId, Record<string, unknown>]> = [
    ['campus asks no consent', 'campus', {}],
    ['the console reporter', 'demo', { errorReporter: { type: 'console' } }],
    ['vitalsSampleRate 0', 'demo', { vitalsSampleRate: 0 }],
  ];
  for (const [name, tenant, extra] of cases) {
    await beaconConfig(page, tenant, baseURL, extra);
    await page.goto('login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await setVisibility(page, 'hidden');
    expect(await received(), name).toEqual([]);
    expect(chunks, name).toEqual([]);
  }
  // The control: the same page on demo with a beacon and every load sampled does load the measurement.
  await beaconConfig(page, 'demo', baseURL);
  await page.goto('login');
  await expect.poll(() => chunks.some((chunk) => MEASUREMENT_CHUNK.test(chunk))).toBe(true);
});
