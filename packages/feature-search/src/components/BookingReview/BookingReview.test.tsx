// The booking review (spec §2 booking review, §4 booking start), rendered as the page shows it (view=booking) against
// the demo API.
import { createDemoHandlers, DEMO_CLIENT, DEMO_PASSWORD } from '@frontoffice/demo-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_BASE, NOW, recordRequests, renderSearch, searchTimes, searchUrl, setupMswServer } from '../../test/renderSearch.tsx';

setupMswServer();

const DRIVER = 'driver@example.com';
const button = (name: string | RegExp) => screen.findByRole('button', { name }, { timeout: 5000 });

/** Another driver books a vehicle through the demo API, as if from another browser. */
async function bookElsewhere(api: ReturnType<typeof createDemoHandlers>['api'], body: Record<string, unknown>) {
  const call = (path: string, init: { method: string; body: unknown; token?: string }) =>
    api.handle(
      new Request(`${API_BASE}${path}`, {
        method: init.method,
        headers: { 'Content-Type': 'application/json', Accept: path === '/user/rentals' ? 'application/vnd.api.v0.3+json' : 'application/json', 'Accept-Language': 'fr', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
        body: JSON.stringify(init.body),
      }),
      API_BASE,
    );
  const grant = await call('/oauth2/token', {
    method: 'POST',
    body: { grant_type: 'password', username: 'backoffice@example.com', password: DEMO_PASSWORD, client_id: DEMO_CLIENT.id, client_secret: DEMO_CLIENT.secret },
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const other = [...api.state.users.values()].find((user) => user.email === 'backoffice@example.com');
  const created = await call('/user/rentals', { method: 'POST', token, body: { ...body, driver_id: other?.id } });
  expect(created.status, await created.clone().text()).toBe(201);
}

describe('BookingReview', () => {
  it('issue 17: a vehicle taken since the search is found out at confirm, said in place, and the results can be asked again', async () => {
    const demo = createDemoHandlers({ baseUrl: API_BASE, tenant: 'demo', now: () => NOW.toMillis() });
    const times = searchTimes();
    const seen = recordRequests();
    const page = await renderSearch({
      signInAs: DRIVER,
      api: demo.api,
      url: searchUrl({ view: 'booking', vehicleId: 1004, station: 2, ...times }),
    });
    const confirm = await button('Confirmer la réservation');
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    const searchesBefore = seen.filter((r) => r.path === '/vehicles/search').length;
    await bookElsewhere(demo.api, {
      vehicle_id: 1004,
      start_station_id: 2,
      reservation_start_time: times.start,
      reservation_end_time: times.end,
      geotracking: false,
      carpooling: false,
    });
    const user = userEvent.setup();
    await user.click(confirm);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "Ce véhicule a été réservé depuis votre recherche : il n'est plus disponible pour ces dates. Rien n'a été réservé ni facturé.",
    );
    // Not a notification about a conflict, and no second try: the confirm button is gone.
    expect(page.notifier.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Confirmer la réservation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Voir les résultats à jour' }));
    await waitFor(() => expect(page.search().view).toBe('map'));
    expect(page.search().vehicleId).toBeUndefined();
    // The answer on screen was from before the other booking: it is asked again, and the vehicle is no longer listed.
    await waitFor(() => expect(seen.filter((r) => r.path === '/vehicles/search').length).toBeGreaterThan(searchesBefore));
    // Vieux-Port's other car (Kia Niro EV) is still there; the Honda Civic is not.
    await button(/^Voir Kia Niro EV/);
    expect(screen.queryByRole('button', { name: /^Voir Honda Civic/ })).toBeNull();
  });
});

describe('BookingReview: going back (issue 17 item 2)', () => {
  it('decision D20: on a default_enabled tenant an unticked carpooling box stays unticked after Discard; Back from the confirmation does not reopen the old review', async () => {
    const seen = recordRequests();
    const page = await renderSearch({
      tenant: 'cityshare',
      signInAs: DRIVER,
      url: searchUrl({
        view: 'vehicle',
        vehicleId: 2004,
        ...searchTimes(24 * 5, 3, 'Europe/Paris'),
        lat: 48.8532,
        lng: 2.3691,
        destLabel: 'Visite',
        destPlaceId: 'demo-fr-007',
        destAddress: 'Place d’Armes, 78000 Versailles',
        destLat: 48.8049,
        destLng: 2.1204,
      }),
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: /covoiturage/i }, { timeout: 5000 });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    const book = await button('Réserver');
    await waitFor(() => expect(book.getAttribute('aria-disabled')).toBeNull());
    await user.click(book);
    await waitFor(() => expect(page.search().view).toBe('booking'));
    expect(page.search().carpool).toBe(false);
    await user.click(await button('Modifier'));
    await waitFor(() => expect(page.search().view).toBe('vehicle'));
    expect(((await screen.findByRole('checkbox', { name: /covoiturage/i })) as HTMLInputElement).checked).toBe(false);

    await user.click(await button('Réserver'));
    await waitFor(() => expect(page.search().view).toBe('booking'));
    await user.click(await button('Confirmer la réservation'));
    await screen.findByRole('heading', { name: 'Réservation confirmée' }, { timeout: 5000 });
    // The demo API gave the searched destination an id in its answer.
    const destinationId = [...page.api.state.destinations.values()].find((d) => d.label === 'Visite')?.id;
    expect(destinationId).toEqual(expect.any(Number));
    // spec §7 destination_id: the searched destination travels with the booking.
    expect(seen.find((r) => r.method === 'POST' && r.path === '/user/rentals')?.body).toMatchObject({
      vehicle_id: 2004,
      carpooling: false,
      destination_id: destinationId,
    });
    // Back: the vehicle view (the booked car, now asked for again), never a review that could confirm again.
    page.router.history.back();
    await waitFor(() => expect(page.search().view).toBe('vehicle'));
    expect(screen.queryByRole('button', { name: 'Confirmer la réservation' })).toBeNull();
    expect(await screen.findByText(/plus disponible pour ces dates/, undefined, { timeout: 5000 })).toBeTruthy();
    // Discard went back to the vehicle's entry instead of pushing a copy: no old review is left behind it.
    expect(page.router.history.length).toBe(2);
  });
});

describe('BookingReview: what the driver reviews (spec §2 booking review)', () => {
  it.each([
    [
      'fr',
      'Vérifiez votre réservation',
      'Immatriculation V33 DNS',
      'Du 24 novembre 2026 08h00 au 24 novembre 2026 11h00',
      'Départ : Vieux-Port · 400 Rue Saint-Paul E, Montréal, QC H2Y 1H4',
      'Lire les conditions de location',
    ],
    [
      'en',
      'Check your booking',
      'Plate V33 DNS',
      'From 24 November 2026 08:00 to 24 November 2026 11:00',
      'Start: Vieux-Port · 400 Rue Saint-Paul E, Montréal, QC H2Y 1H4',
      'Read the rental terms',
    ],
  ] as const)('spec §2: in %s, the review shows the vehicle, its plate, the dates, the station with its address and map, and links the rental terms', async (lang, title, plate, dates, station, terms) => {
    await renderSearch({ signInAs: DRIVER, lang, url: searchUrl({ view: 'booking', vehicleId: 1004, station: 2, ...searchTimes() }) });
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeTruthy();
    // The vehicle names the review's card, which holds what is booked.
    const vehicle = await screen.findByRole('heading', { level: 2, name: 'Honda Civic (2022)' });
    const card = vehicle.closest('section') as HTMLElement;
    expect(within(card).getByText(plate)).toBeTruthy();
    expect(within(card).getByText(dates)).toBeTruthy();
    // The station arrives with the search's answer.
    await waitFor(() => expect(card.textContent?.replace(/\s/g, ' ')).toContain(station));
    // The station's map (happy-dom has no WebGL: its place says so; the map itself, at zoom 17 on the station, is
    // drawn by StationBlock.stories.tsx, OnReview).
    expect(within(card).getByRole('note')).toBeTruthy();
    // spec §2: the rental terms are the help page's terms (account/help/cgu).
    expect(screen.getByRole('link', { name: terms }).getAttribute('href')).toBe('/account/help/cgu');
  });

  it('decision D40: on a tenant without terms (campus) the review links no rental terms, which would lead to an empty page', async () => {
    await renderSearch({ tenant: 'campus', signInAs: DRIVER, url: searchUrl({ view: 'booking', vehicleId: 4001, station: 301, ...searchTimes() }) });
    const vehicle = await screen.findByRole('heading', { level: 2, name: 'Toyota Corolla Hybride (2022)' }, { timeout: 10_000 });
    expect(within(vehicle.closest('section') as HTMLElement).getByText('Immatriculation F50 BHN')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmer la réservation' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lire les conditions de location' })).toBeNull();
  });
});
