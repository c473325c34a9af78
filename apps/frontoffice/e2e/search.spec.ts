import { expect, type Locator, type Page, test } from '@playwright/test';
import { appPath, consentToCookies, demoControl, retryDays, seededAt, signIn, type TenantId, useTenant, utcAt } from './support.ts';

// Issue 8 "Done when", against the demo API: searches and bookings on demo, cityshare and campus, the guest's sign-in
// menu, every search error in the user's language, and a search URL that restores its results after a reload.

const DAY = 24 * 60 * 60 * 1000;

/** The calendar date (year, month, day) of an instant in a time zone. */
function calendarDate(time: number, zone: string): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(time).split('-');
  return { year, month, day };
}

/** A /search URL from parameters, as the app writes them (strings as they are, numbers and lists as JSON). */
function searchUrl(params: Record<string, string | number | number[]>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return `search?${query.toString()}`;
}

/** Chooses an option of a react-aria combobox by typing part of it. */
async function choose(page: Page, combobox: Locator, text: string, option: string | RegExp) {
  await combobox.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Chooses the first option offered for a typed text, typing again until it is listed: text typed before the
 * tenant's stations arrived is answered "no station matches" until it changes.
 */
async function chooseOffered(page: Page, combobox: Locator, text: string, option: string | RegExp) {
  await expect(async () => {
    await combobox.fill('');
    await combobox.fill(text);
    await page.getByRole('option', { name: option }).first().click({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/** Sets a departure (date typed into the date segments, time chosen in its list) in the tenant's zone. */
async function setDeparture(page: Page, form: Locator, time: number, zone: string, hour: string) {
  const { year, month, day } = calendarDate(time, zone);
  const departure = form.getByRole('group', { name: /^(Départ|Departure)$/ });
  await departure.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
  await departure.getByLabel(/^(Heure|Time)$/).selectOption(hour);
}

/** The names of the vehicles listed, in order. */
async function resultNames(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: /^(Résultats|Results)$/ });
  await expect(list.getByRole('article').first()).toBeVisible();
  return list.getByRole('article').getByRole('heading').allTextContents();
}

/**
 * Runs a test in a browser without WebGL: the search view then says the map cannot show and works without it (issue
 * 8). maplibre drawn by a software renderer takes seconds of CPU on each view; only the test about the map keeps it.
 */
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

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
});

test('issue 8 on demo: a station search from the form, the URL restoring the same results after a reload, then a booking with the privacy consent (spec §4, §5)', { tag: '@smoke' }, async ({ page }) => {
  await withoutWebGL(page);
  await useTenant(page, 'demo');
  await signIn(page, 'driver@example.com');
  await expect.poll(() => appPath(page)).toBe('/search');
  const form = page.getByRole('form', { name: 'Critères de recherche' });
  const submit = form.getByRole('button', { name: 'Rechercher' });
  // spec §5: no start station, no search.
  await expect(submit).toBeDisabled();
  await choose(page, form.getByRole('combobox', { name: 'Station de départ' }), 'Gare', 'Gare Centrale');
  await setDeparture(page, form, seededAt() + (5 + retryDays()) * DAY, 'America/Montreal', '10:00');
  // spec §5: the return follows the departure (the minimum duration later).
  await expect(form.getByRole('group', { name: 'Retour' }).getByLabel('Heure', { exact: true })).not.toHaveValue('10:00');
  const searched = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/vehicles/search'));
  await submit.click();
  const body = (await searched).postDataJSON() as { search: Record<string, unknown> };
  // spec §7: numbers, and a round trip ends at its start station.
  expect(body.search).toMatchObject({ start_station_id: 1, end_station_id: 1, page: 1, limit: 50, radius: 30 });
  expect(String(body.search.start_time)).toMatch(/T10:00:00-05:00$/);
  const names = await resultNames(page);
  expect(names.length).toBeGreaterThan(0);
  // The answer is brought into view below the form (on a phone it is a screen away).
  await expect(page.getByRole('region', { name: 'Résultats' })).toBeInViewport();

  // issue 8: the search lives in the URL; a reload shows the same results, Back returns to the empty form.
  const url = page.url();
  expect(new URL(url).searchParams.get('station')).toBe('1');
  await page.reload();
  expect(await resultNames(page)).toEqual(names);
  expect(page.url()).toBe(url);

  await page.getByRole('button', { name: /^Voir Toyota Corolla Hybride/ }).click();
  await expect(page.getByRole('heading', { name: /Toyota Corolla Hybride/, level: 2 }).or(page.getByRole('heading', { name: /Toyota Corolla Hybride/ }).first())).toBeVisible();
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre réservation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lire les conditions de location' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  // spec §4: tenant and vehicle both ask for geotracking consent before the rental is created.
  const consent = page.getByRole('dialog', { name: 'Géolocalisation du véhicule' });
  const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/user/rentals'));
  await consent.getByRole('button', { name: 'Accepter et réserver' }).click();
  expect((await created).postDataJSON()).toMatchObject({ vehicle_id: 1001, start_station_id: 1, geotracking: true, carpooling: false });
  await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Questions fréquentes' })).toBeVisible();
  // spec §4: the review was replaced by the confirmation, so Back cannot confirm again.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Confirmer la réservation' })).toHaveCount(0);
});

test('issue 8 on cityshare: an address search with a destination shows the carpooling offer first, and the driver joins it (spec §2, §4, §5)', async ({ page }) => {
  await withoutWebGL(page);
  await useTenant(page, 'cityshare');
  await signIn(page, 'driver@example.com');
  await expect.poll(() => appPath(page)).toBe('/search');
  // The colleague's seeded carpooling leaves Bastille in three days, 08:00 to 18:00 UTC.
  await page.goto(searchUrl({ start: utcAt(3, 10), end: utcAt(3, 12) }));
  const form = page.getByRole('form', { name: 'Critères de recherche' });
  const submit = form.getByRole('button', { name: 'Rechercher' });
  await choose(page, form.getByRole('combobox', { name: 'Adresse de départ' }), 'Bastille', 'Place de la Bastille');
  // spec §5: with the destination field, the destination and its label are required.
  await expect(submit).toBeDisabled();
  await choose(page, form.getByRole('combobox', { name: 'Adresse de destination' }), 'Versailles', 'Château de Versailles');
  await expect(submit).toBeDisabled();
  await form.getByRole('textbox', { name: 'Nom de la destination' }).fill('Réunion client');
  const searched = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/vehicles/search'));
  await submit.click();
  expect((await searched).postDataJSON()).toMatchObject({
    search: { latitude: expect.any(Number), longitude: expect.any(Number), destination_label: 'Réunion client', destination_name: 'Château de Versailles' },
  });
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Covoiturage proposé');
  await page.getByRole('button', { name: 'Rejoindre ce covoiturage' }).first().click();
  await page.getByRole('button', { name: 'Réserver le covoiturage' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre covoiturage' })).toBeVisible();
  const joined = page.waitForRequest((request) => request.method() === 'POST' && /\/user\/rentals\/\d+\/passengers$/.test(request.url()));
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await joined;
  await expect(page.getByRole('heading', { name: 'Covoiturage confirmé' })).toBeVisible();
});

test('issue 8 on campus: a one-way station search sends the end station and shows it on the vehicle (spec §2, §5)', async ({ page }) => {
  await useTenant(page, 'campus');
  // campus is public: a guest searches.
  await page.goto(searchUrl({ start: utcAt(6, 14), end: utcAt(6, 17) }));
  // The map (maplibre, lazily loaded) draws the stations.
  await expect(page.getByRole('region', { name: 'Carte des stations' }).locator('canvas')).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: 'Critères de recherche' });
  const submit = form.getByRole('button', { name: 'Rechercher' });
  await choose(page, form.getByRole('combobox', { name: 'Station de départ' }), 'Poly', 'Polytechnique');
  // spec §5: a one-way search needs its end station.
  await expect(submit).toBeDisabled();
  await choose(page, form.getByRole('combobox', { name: 'Station de retour' }), 'HEC', 'HEC Montréal');
  const searched = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/vehicles/search'));
  await submit.click();
  expect((await searched).postDataJSON()).toMatchObject({ search: { start_station_id: 302, end_station_id: 303 } });
  await page.getByRole('button', { name: /^Voir Hyundai Ioniq 5/ }).click();
  await expect(page.getByText('Retour : HEC Montréal')).toBeVisible();
  await expect(page.getByText('Départ : Polytechnique')).toBeVisible();
});

test('decision D6 on cityshare: a guest pressing book gets the sign-in menu and comes back to the vehicle after logging in', async ({ page }) => {
  await withoutWebGL(page);
  await useTenant(page, 'cityshare');
  // A shared link to an address search with its destination (spec §5: cityshare needs both).
  await page.goto(
    searchUrl({
      start: utcAt(7, 9),
      end: utcAt(7, 12),
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
  // The vehicle's view, and its address, come once the pressed button has been painted pending (issue 32,
  // afterNextPaint): the address read at once was sometimes the results' (CI ci48, passed on its retry).
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('vehicle');
  const vehicleUrl = page.url();
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Connectez-vous pour réserver' });
  await expect(menu.getByRole('button', { name: 'Créer un compte' })).toBeVisible();
  await menu.getByRole('button', { name: 'Se connecter' }).click();
  await expect.poll(() => appPath(page)).toBe('/login');
  await page.getByLabel(/^Adresse e-mail/).fill('driver@example.com');
  await page.getByLabel(/^Mot de passe$/).fill('demo-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // decision D6: back to the vehicle they were booking, now able to book.
  await expect.poll(() => page.url()).toBe(vehicleUrl);
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre réservation' })).toBeVisible();
});

// spec §8 search errors and decision D23, forced through the demo API's fault control on fleetco (English by default,
// French on the toggle; a station search that needs a rental label; nothing else in this file searches there).
const ERRORS: Array<[code: string, en: string, fr: string]> = [
  ['WRONG_PARAMETER', 'Some search criteria are not valid.', 'Certains critères de recherche ne sont pas valides.'],
  ['EXPIRED_DISCOUNT_CODE', 'This discount code has expired.', 'Ce code de réduction a expiré.'],
  ['INVALID_DISCOUNT_CODE', 'This discount code is not valid.', "Ce code de réduction n'est pas valide."],
  ['DISCOUNT_CODE_MAX_LIMIT_REACHED', 'This discount code has reached its maximum number of uses.', "Ce code de réduction a atteint son nombre maximal d'utilisations."],
  ['SEARCH_END_TIME_TOO_LONG', 'The requested rental is too long.', 'La durée de location demandée est trop longue.'],
  ['SEARCH_END_TIME_TOO_SHORT', 'The requested rental is too short.', 'La durée de location demandée est trop courte.'],
  ['SEARCH_START_TIME_TOO_FAR_IN_ADVANCE', 'The start is too far ahead: book closer to the date.', "Le départ est trop éloigné : réservez moins longtemps à l'avance."],
  ['SEARCH_START_TIME_BEFORE', 'The start is too soon: choose a later time.', 'Le départ est trop proche : choisissez une heure plus tardive.'],
  ['SEARCH_END_TIME_AFTER', 'The return is too far ahead: choose an earlier return date.', 'Le retour est trop éloigné : choisissez une date de retour plus proche.'],
  ['SEARCH_TOO_MANY_RESERVATIONS', 'You have too many bookings for this period.', 'Vous avez trop de réservations sur cette période.'],
  ['RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING', 'This booking needs an active payment card.', 'Cette réservation nécessite une carte de paiement active.'],
  ['SEARCH_NO_ACTIVE_CARD', 'No payment card will be active at the end of the rental.', 'Aucune carte de paiement ne sera active à la fin de la location.'],
];

// The mapped codes of spec §8 without a search message of their own: the generic handler shows them (decision D23).
const GENERIC_ERRORS: Array<[code: string, en: string, fr: string]> = [
  ['RENTAL_DATES_IN_PAST', 'Booking dates cannot be in the past.', 'Les dates de réservation ne peuvent pas être dans le passé.'],
  ['START_DATE_AFTER_END_DATE', 'The start date must come before the return date.', 'La date de départ doit précéder la date de retour.'],
];

test('spec §8: each search error shows its message in the user’s language, in English then in French', async ({ page }) => {
  test.setTimeout(60_000);
  const tenant: TenantId = 'fleetco';
  await withoutWebGL(page);
  await useTenant(page, tenant);
  await signIn(page, 'driver@example.com');
  await expect.poll(() => appPath(page)).toBe('/search');
  let run = 0;
  const searchWith = async (fault: Record<string, unknown> | null, extra: Record<string, string | number | number[]> = {}) => {
    if (fault) await demoControl(page, tenant, 'faults', { operation: 'searchVehicles', mode: 'error', status: 400, times: 1, ...fault });
    run += 1;
    // A new page number per run with a fault: a new search, never an answer from the cache. An empty result is asked
    // for on page 1: on a carpooling tenant a later page is the way back from past the carpoolings' last page, not an
    // empty search (issue 31). The app moves to it as after a link inside it (the router follows history.pushState),
    // which keeps the 28 searches of this test short.
    const url = new URL(
      searchUrl({ station: 201, label: 31, distance: 40, start: utcAt(4, 9), end: utcAt(4, 12), page: fault ? run : 1, ...extra }),
      page.url(),
    );
    await page.evaluate((href) => window.history.pushState(window.history.state, '', href), url.href);
    await expect.poll(() => page.url()).toBe(url.href);
  };
  for (const [language, index] of [['en', 1], ['fr', 2]] as const) {
    if (language === 'fr') {
      await page.getByRole('radio', { name: 'Français' }).or(page.getByRole('button', { name: 'Français' })).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    }
    for (const entry of ERRORS) {
      await searchWith({ code: entry[0] });
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: entry[index] });
      await expect(alert, `${entry[0]} in ${language}`).toBeVisible();
      if (entry[0] === 'SEARCH_NO_ACTIVE_CARD' || entry[0] === 'RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING') {
        await expect(alert.getByRole('link', { name: language === 'fr' ? 'Ajouter une carte' : 'Add a card' })).toHaveAttribute('href', /\/account\/payment-method\?redirect=%2Fsearch%3F/);
      }
    }
    // spec §8: an empty result is shown as an error, in-category when categories are chosen.
    await searchWith(null, { seats: 7, gears: 'semi_automatic' });
    const inPlace = page.getByRole('main').getByRole('alert');
    await expect(inPlace).toContainText(language === 'fr' ? 'Aucun véhicule ne correspond à votre recherche.' : 'No vehicle matches your search.');
    await searchWith(null, { categories: [999] });
    await expect(inPlace).toContainText(language === 'fr' ? 'Aucun véhicule de ces catégories' : 'No vehicle in these categories');
    // decision D23: a mapped code without a search message goes to the generic handler, a notification with its §8
    // message (issue 31: START_DATE_AFTER_END_DATE on screen when the server answers it).
    for (const entry of GENERIC_ERRORS) {
      await searchWith({ code: entry[0] });
      const notification = page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog', { name: entry[index] });
      await expect(notification, `${entry[0]} in ${language}`).toBeVisible();
      await expect(inPlace).toHaveCount(0);
      await notification.getByRole('button').click();
      await expect(notification).toHaveCount(0);
    }
  }
});

test('decision D25: in English the search form writes the date day first and the time on 24 hours, like the summaries', async ({ page }) => {
  await withoutWebGL(page);
  await useTenant(page, 'cityshare');
  await page.addInitScript(() => window.localStorage.setItem('lng', 'en'));
  await page.goto('search');
  const form = page.getByRole('form', { name: 'Search criteria' });
  const departure = form.getByRole('group', { name: 'Departure' });
  // Day, month, year: the segments in British order.
  const segments = departure.getByRole('spinbutton');
  await expect(segments.first()).toHaveAccessibleName(/day/i);
  await expect(segments.nth(1)).toHaveAccessibleName(/month/i);
  const time = departure.getByLabel('Time', { exact: true });
  await expect(time.locator('option').last()).toHaveText('23:45');
  await expect(time).not.toContainText(/AM|PM/);
});

// decision D39: the first search must be bookable. On each tenant, as a new user would: sign in where the platform is
// private, choose the first place the form offers for a typed text, and press Search with the default dates. campus
// and minimal: the first station's only car is the driver's rental in progress (the demo API's seed), so the text
// names the next one.
const FIRST_SEARCH: Array<[tenant: TenantId, isPrivate: boolean, fill: (form: Locator, page: Page) => Promise<void>]> = [
  ['demo', true, (form, page) => chooseOffered(page, form.getByRole('combobox', { name: 'Station de départ' }), 'Gare', /Gare/)],
  [
    'cityshare',
    false,
    async (form, page) => {
      await chooseOffered(page, form.getByRole('combobox', { name: 'Adresse de départ' }), 'Gare', /Gare/);
      await chooseOffered(page, form.getByRole('combobox', { name: 'Adresse de destination' }), 'Tour', /Tour/);
      await form.getByRole('textbox', { name: 'Nom de la destination' }).fill('Bureau');
    },
  ],
  [
    'fleetco',
    true,
    async (form, page) => {
      await chooseOffered(page, form.getByRole('combobox', { name: 'Start station' }), 'a', /^(?!No station)/);
      await form.getByRole('button', { name: /Rental purpose/ }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      const distance = form.getByRole('textbox', { name: /Estimated distance/ });
      await distance.fill('12');
      // The number field commits its value when it loses focus.
      await distance.press('Tab');
    },
  ],
  [
    'campus',
    false,
    async (form, page) => {
      await chooseOffered(page, form.getByRole('combobox', { name: 'Station de départ' }), 'Poly', /Polytechnique/);
      await chooseOffered(page, form.getByRole('combobox', { name: 'Station de retour' }), 'HEC', /HEC/);
    },
  ],
  ['minimal', true, (form, page) => chooseOffered(page, form.getByRole('combobox', { name: 'Station de départ' }), 'Vieux', /Vieux/)],
];

for (const [tenant, isPrivate, fill] of FIRST_SEARCH) {
  test(`decision D39 on ${tenant}: a new user's first search with the default dates gets results, no error`, async ({ page }) => {
    await withoutWebGL(page);
    await useTenant(page, tenant);
    if (isPrivate) await signIn(page, 'driver@example.com');
    else await page.goto('search');
    await expect.poll(() => appPath(page)).toBe('/search');
    const form = page.getByRole('form', { name: /^(Critères de recherche|Search criteria)$/ });
    await fill(form, page);
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/vehicles/search'));
    await form.getByRole('button', { name: /^(Rechercher|Search)$/ }).click();
    const response = await answered;
    expect(response.status(), JSON.stringify(await response.json().catch(() => null))).toBe(200);
    await resultNames(page);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
}

test('issue 12 on demo: a search answered 500 shows the error and a retry, and the retry gets the results', async ({ page }) => {
  await withoutWebGL(page);
  await useTenant(page, 'demo');
  await signIn(page, 'driver@example.com');
  await expect.poll(() => appPath(page)).toBe('/search');
  const form = page.getByRole('form', { name: 'Critères de recherche' });
  await choose(page, form.getByRole('combobox', { name: 'Station de départ' }), 'Gare', 'Gare Centrale');
  await demoControl(page, 'demo', 'faults', { operation: 'searchVehicles', mode: 'error', status: 500, code: 'MAINTENANCE', times: 1 });
  const failed = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/vehicles/search'));
  await form.getByRole('button', { name: 'Rechercher' }).click();
  expect((await failed).status()).toBe(500);
  // decision D23: the error goes to the generic handler (a notification); the failure stays in place with a retry.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog')).toBeVisible();
  const results = page.getByRole('main');
  await expect(results.getByText("La recherche n'a pas abouti.")).toBeVisible();
  const retried = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/vehicles/search'));
  await results.getByRole('button', { name: 'Réessayer' }).click();
  expect((await retried).status()).toBe(200);
  expect((await resultNames(page)).length).toBeGreaterThan(0);
  await expect(results.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
});
