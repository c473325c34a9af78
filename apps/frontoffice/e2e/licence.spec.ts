import { expect, type Page, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { consentToCookies, createValidatedDriver, demoControl, fileChoosers, restoreSession, retryDays, skipWelcomeOfSession, useTenant, type TenantId } from './support.ts';

// Issue 34 item 4, "a licence that is still valid" (decision D44), "Done when": a driver whose licence expires before
// the booking's end sees the warning at review and can still book; the drawer's account entry and the account page
// say the licence expires soon; once the driver saves a new expiry date (and sends the licence photos) they go.
// On demo and campus, the two French tenants that show the licence expiry (driver_fields). Each test works on a driver
// of its own (the seeded accounts are everyone's), with dates counted from the demo API's clock, not today's.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Case {
  tenant: TenantId;
  zone: string;
  /** A vehicle of the station that asks no geotracking consent (spec §4), and its station. */
  vehicleId: number;
  station: number;
  /** The return station of a one-way tenant (spec §5: its search needs one). */
  endStation?: number;
  /** The licence's last valid day, in days from the demo clock's today: within the 30 days of D44. */
  licenceDays: number;
  /** The booking's day, drawn in this range of days ahead (within the tenant's maximum time in advance). */
  bookingDays: [number, number];
  /** demo requires a payment card to book (decision D15). */
  needsCard: boolean;
}

const CASES: Case[] = [
  { tenant: 'demo', zone: 'America/Montreal', vehicleId: 1004, station: 2, licenceDays: 10, bookingDays: [31, 80], needsCard: true },
  // campus accepts bookings 14 days ahead, one way: back to the same station.
  { tenant: 'campus', zone: 'America/Montreal', vehicleId: 4001, station: 301, endStation: 301, licenceDays: 3, bookingDays: [5, 13], needsCard: false },
];

/** The demo API as the page's driver (its stored token), for set-ups the test is not about and checks on the server. */
function asDriver(page: Page, tenant: TenantId) {
  const base = `/tenants/${tenant}/api`;
  const headers = async () => ({ Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`, 'Accept-Language': 'fr' });
  return {
    get: async (path: string, accept = 'application/json') => {
      const response = await page.request.get(base + path, { headers: { ...(await headers()), Accept: accept } });
      expect(response.ok(), `GET ${path}`).toBe(true);
      return (await response.json()) as Record<string, unknown>;
    },
    put: async (path: string, data: unknown) => expect((await page.request.put(base + path, { headers: await headers(), data })).ok(), `PUT ${path}`).toBe(true),
    post: async (path: string, data?: unknown) => {
      const response = await page.request.post(base + path, { headers: await headers(), data });
      expect(response.ok(), `POST ${path}`).toBe(true);
      return (await response.json()) as Record<string, unknown>;
    },
  };
}

/** An ISO instant without milliseconds, as the search URL carries it. */
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** A day as the product writes it in French (D25: `12 décembre 2026`). */
const frenchDay = (isoDate: string) => DateTime.fromISO(isoDate).setLocale('fr').toFormat('d MMMM yyyy');

/** A small PDF, as the licence photos may be sent (D35). */
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% ${name}\n%%EOF\n`) });

test.beforeEach(async ({ context, baseURL }) => {
  // A whole journey (review, booking, drawer, account page) on a two-core machine shared with other runs.
  test.slow();
  await consentToCookies(context, baseURL ?? '');
});

for (const c of CASES) {
  test(`issue 34, D44 on ${c.tenant}: a licence that expires before the booking's end is warned about at review and the booking goes through; the drawer and the account page say so until the driver saves a new expiry date`, async ({ page }) => {
    // The licence photos' file choosers, intercepted from the start (support.ts, fileChoosers).
    const nextChooser = fileChoosers(page);
    await useTenant(page, c.tenant);
    const email = await createValidatedDriver(page, c.tenant, 'licence');
    await restoreSession(page, c.tenant, email);
    await skipWelcomeOfSession(page, c.tenant);
    const driver = asDriver(page, c.tenant);

    // The licence's last valid day and the booking, counted from the demo API's clock.
    const { now } = (await demoControl(page, c.tenant, 'clock')) as { now: string };
    const today = DateTime.fromISO(now).setZone(c.zone);
    const expiry = today.plus({ days: c.licenceDays }).toISODate() ?? '';
    await driver.put('/user', { user: { driving_licence_expiration_time: expiry } });
    if (c.needsCard) {
      const intent = (await driver.post('/user/stripe_setup_intents')) as { stripe_setup_intent: { id: string } };
      await driver.post('/user/stripe_cards', { stripe_card: { stripe_setup_intent_id: intent.stripe_setup_intent.id, stripe_payment_method_id: 'pm_card_visa' } });
    }
    // A day and an hour of its own, so that parallel tests (and a retry) never ask for the same car at the same time.
    const [first, last] = c.bookingDays;
    const days = first + Math.floor(Math.random() * (last - first + 1)) + (c.tenant === 'demo' ? retryDays() : 0);
    const start = Math.floor((Date.parse(now) + days * DAY) / HOUR) * HOUR;
    const search = new URLSearchParams({ view: 'booking', vehicleId: String(c.vehicleId), station: String(c.station), start: iso(start), end: iso(start + 3 * HOUR) });
    if (c.endStation !== undefined) search.set('endStation', String(c.endStation));

    // The review: the warning names the licence's last day and links its fields; confirming stays possible.
    await page.goto(`search?${search.toString()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre réservation' })).toBeVisible();
    const warning = page.getByRole('status').filter({ hasText: 'Votre permis de conduire' });
    await expect(warning).toContainText(
      `Votre permis de conduire expire le ${frenchDay(expiry)}, avant la fin de cette réservation. Vous pouvez tout de même réserver ; pensez à mettre votre permis à jour.`,
    );
    const update = warning.getByRole('link', { name: 'Mettre à jour mon permis' });
    await expect(update).toHaveAttribute('href', /\/frontofficev2\/account\/details#licence$/);
    // The link lands on the licence fields: the expiry date has the focus.
    await update.click();
    await expect(page).toHaveURL(/\/account\/details#licence$/);
    await expect(page.getByRole('textbox', { name: "Date d'expiration du permis" })).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre réservation' })).toBeVisible();
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/user/rentals'));
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { rental } = (await answer.json()) as { rental: { id: number } };
    await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
    const onServer = (await driver.get(`/user/rentals/${rental.id}`, 'application/vnd.api.v0.3+json')) as { rental: { status: string } };
    expect(onServer.rental.status).toBe('pending');

    // The drawer: the account entry says it, in its name (what a screen reader hears).
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu principal' });
    const account = menu.getByRole('link', { name: /^Mon compte ?, Permis bientôt expiré$/ });
    await expect(account.getByText('Permis bientôt expiré')).toBeVisible();
    await account.click();

    // The account page: the banner at the top, its button to the fields; a new date saved makes it go at once.
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: `Votre permis expire le ${frenchDay(expiry)}.` });
    await expect(banner).toContainText('puis les photos du permis dans «\u00a0Mes documents\u00a0»');
    await banner.getByRole('button', { name: 'Mettre à jour mon permis' }).click();
    const field = page.getByRole('textbox', { name: "Date d'expiration du permis" });
    await expect(field).toBeFocused();
    const renewed = today.plus({ years: 5 });
    await field.fill(renewed.toFormat('dd/MM/yyyy'));
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText('Votre profil a été mis à jour.')).toBeVisible();
    await expect(page.getByText(/^Votre permis (expire|a expiré) le/)).toHaveCount(0);
    // The licence photos, in "My documents".
    for (const side of ['recto', 'verso']) {
      const chooser = nextChooser();
      await page.getByRole('button', { name: `Choisir un fichier: Permis de conduire, ${side}` }).click();
      await (await chooser).setFiles(pdf(`permis-${side}.pdf`));
      await expect(page.getByRole('button', { name: `Remplacer: Permis de conduire, ${side}` })).toBeVisible();
    }
    await expect(page.getByText(/^Votre permis (expire|a expiré) le/)).toHaveCount(0);

    // The drawer's entry has no badge any more.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(menu.getByRole('link', { name: 'Mon compte', exact: true })).toBeVisible();
    await expect(menu.getByText('Permis bientôt expiré')).toHaveCount(0);
    const { user } = (await driver.get('/user')) as { user: { driving_licence_expiration_time: string } };
    expect(user.driving_licence_expiration_time).toBe(renewed.toISODate());
  });
}
