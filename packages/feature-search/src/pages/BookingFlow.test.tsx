import { createDemoHandlers } from '@frontoffice/demo-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE, NOW, recordRequests, renderSearch, searchTimes, searchUrl, setupMswServer } from '../test/renderSearch.tsx';

setupMswServer();

const DRIVER = 'driver@example.com';
const button = (name: string | RegExp) => screen.findByRole('button', { name }, { timeout: 5000 });

describe('booking start (spec §4)', () => {
  it('spec §4 / decision D6: a guest on a public platform pressing book opens the sign-in menu: log in, and sign up only where the tenant offers it (issue 31: campus has registration without auto-register)', async () => {
    const page = await renderSearch({
      tenant: 'campus',
      url: searchUrl({ view: 'vehicle', vehicleId: 4002, station: 302, endStation: 302, ...searchTimes() }),
    });
    const user = userEvent.setup();
    await user.click(await button('Réserver'));
    const menu = await screen.findByRole('dialog', { name: 'Connectez-vous pour réserver' });
    // spec §2, §6 (issue 31 defect 15): the one sign-up rule of the domain, registration and auto-register.
    expect(within(menu).queryByRole('button', { name: 'Créer un compte' })).toBeNull();
    // Closing the menu leaves the guest on the vehicle, nothing booked.
    await user.click(within(menu).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.onSignIn).not.toHaveBeenCalled();
    await user.click(await button('Réserver'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Se connecter' }));
    expect(page.onSignIn).toHaveBeenCalledTimes(1);
    expect(page.search().view).toBe('vehicle');
  });

  it('decision D6: the sign-in menu sends a guest who chooses to sign up to /signup', async () => {
    const page = await renderSearch({
      tenant: 'cityshare',
      url: searchUrl({ view: 'vehicle', vehicleId: 2004, ...searchTimes(24 * 5, 3, 'Europe/Paris'), lat: 48.84, lng: 2.32 }),
    });
    const user = userEvent.setup();
    await user.click(await button('Réserver'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Créer un compte' }));
    await waitFor(() => expect(page.pathname()).toBe('/signup'));
  });

  it('spec §4: a member whose registration is not finished is sent to signup', async () => {
    const page = await renderSearch({
      tenant: 'campus',
      signInAs: 'new@example.com',
      url: searchUrl({ view: 'vehicle', vehicleId: 4002, station: 302, endStation: 302, ...searchTimes() }),
    });
    const user = userEvent.setup();
    const book = await button('Réserver');
    await waitFor(() => expect(book.getAttribute('aria-disabled')).toBeNull());
    await user.click(book);
    await waitFor(() => expect(page.pathname()).toBe('/signup'));
  });

  it('spec §4: book → review → confirm creates the rental and shows the confirmation; Back cannot confirm again', async () => {
    const seen = recordRequests();
    const times = searchTimes();
    const page = await renderSearch({ signInAs: DRIVER, url: searchUrl({ view: 'vehicle', vehicleId: 1004, station: 2, ...times }) });
    const user = userEvent.setup();
    await user.click(await button('Réserver'));
    await waitFor(() => expect(page.search().view).toBe('booking'));
    await user.click(await button('Confirmer la réservation'));
    expect(await screen.findByRole('heading', { name: 'Réservation confirmée' }, { timeout: 5000 })).toBeTruthy();
    const creates = seen.filter((r) => r.method === 'POST' && r.path === '/user/rentals');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toMatchObject({
      vehicle_id: 1004,
      start_station_id: 2,
      reservation_start_time: times.start,
      reservation_end_time: times.end,
      geotracking: false,
      carpooling: false,
    });
    // decision D37: the confirmation offers the booking to a calendar, at the booked instants; issue 15: it links the
    // booking's detail.
    const rentalId = Number(page.search().rentalId);
    const ics = await screen.findByRole('link', { name: 'Ajouter à mon agenda (.ics)' }, { timeout: 5000 });
    expect(ics.getAttribute('download')).toBe(`booking-${rentalId}.ics`);
    const icsText = decodeURIComponent(ics.getAttribute('href')?.split(',')[1] ?? '');
    const utc = (iso: string) => DateTime.fromISO(iso).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
    expect(icsText).toContain(`\r\nDTSTART:${utc(times.start)}\r\n`);
    expect(icsText).toContain(`\r\nDTEND:${utc(times.end)}\r\n`);
    // Issue 34, decision D45: the two display alarms, 30 minutes before the start (the station) and before the end.
    expect(icsText).toContain('\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT30M\r\nDESCRIPTION:Votre réservation commence dans 30 minutes à ');
    expect(icsText).toContain('\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER;RELATED=END:-PT30M\r\nDESCRIPTION:Votre réservation se termine dans 30 minutes ');
    expect(icsText).toMatch(/\r\nSEQUENCE:\d+\r\n/);
    const google = new URL(screen.getByRole('link', { name: 'Ajouter à Google Agenda' }).getAttribute('href') ?? '');
    expect(google.searchParams.get('dates')).toBe(`${utc(times.start)}/${utc(times.end)}`);
    expect(screen.getByRole('link', { name: 'Voir ma réservation' }).getAttribute('href')).toBe(`/account/bookings/${rentalId}?page=bookings`);
    // spec §4: creating a rental resets the search; the review was replaced in the history.
    expect(Object.keys(page.search()).sort()).toEqual(['rentalId', 'view']);
    page.router.history.back();
    await waitFor(() => expect(page.search().view).toBe('vehicle'));
  });

  it('issue 8: a double click on a slow network books once', async () => {
    const seen = recordRequests();
    const slow = http.post(`${API_BASE}/user/rentals`, async () => {
      await delay(400);
    });
    const page = await renderSearch({
      signInAs: DRIVER,
      handlers: [slow],
      url: searchUrl({ view: 'booking', vehicleId: 1004, station: 2, ...searchTimes() }),
    });
    const rentalsBefore = page.api.state.rentals.size;
    const user = userEvent.setup();
    const confirm = await button('Confirmer la réservation');
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    await user.dblClick(confirm);
    await user.click(confirm);
    await screen.findByRole('heading', { name: 'Réservation confirmée' }, { timeout: 5000 });
    expect(seen.filter((r) => r.method === 'POST' && r.path === '/user/rentals')).toHaveLength(1);
    expect(page.api.state.rentals.size).toBe(rentalsBefore + 1);
  });

  it('issue 8: a retry after a lost answer finds the booking instead of making a second one', async () => {
    const demo = createDemoHandlers({ baseUrl: API_BASE, tenant: 'demo', now: () => NOW.toMillis() });
    const before = demo.api.state.rentals.size;
    let lost = false;
    // The server books, then the answer is lost on the way back.
    const losing = http.post(`${API_BASE}/user/rentals`, async ({ request }) => {
      if (lost) return undefined;
      lost = true;
      await demo.api.handle(request, API_BASE);
      return HttpResponse.error();
    });
    const seen = recordRequests();
    const page = await renderSearch({
      signInAs: DRIVER,
      api: demo.api,
      handlers: [losing],
      url: searchUrl({ view: 'booking', vehicleId: 1004, station: 2, ...searchTimes() }),
    });
    const user = userEvent.setup();
    const confirm = await button('Confirmer la réservation');
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    await user.click(confirm);
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    expect(demo.api.state.rentals.size).toBe(before + 1);
    await user.click(confirm);
    await screen.findByRole('heading', { name: 'Réservation confirmée' }, { timeout: 5000 });
    expect(demo.api.state.rentals.size).toBe(before + 1);
    expect(seen.filter((r) => r.method === 'POST' && r.path === '/user/rentals')).toHaveLength(1);
    const created = [...demo.api.state.rentals.values()].at(-1);
    expect(page.search().rentalId).toBe(created?.id);
  });

  it('spec §4: when tenant and vehicle require it, the privacy consent is asked; accepting books with geotracking', async () => {
    const seen = recordRequests();
    await renderSearch({ signInAs: DRIVER, url: searchUrl({ view: 'booking', vehicleId: 1001, station: 1, ...searchTimes(24 * 20) }) });
    const user = userEvent.setup();
    const confirm = await button('Confirmer la réservation');
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    await user.click(confirm);
    expect(await screen.findByRole('dialog', { name: 'Géolocalisation du véhicule' })).toBeTruthy();
    expect(seen.some((r) => r.method === 'POST' && r.path === '/user/rentals')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Accepter et réserver' }));
    await screen.findByRole('heading', { name: 'Réservation confirmée' }, { timeout: 5000 });
    expect(seen.find((r) => r.method === 'POST' && r.path === '/user/rentals')?.body).toMatchObject({ geotracking: true });
  });

  it('spec §4: refusing the privacy consent books with geotracking false', async () => {
    const seen = recordRequests();
    const times = searchTimes(24 * 20);
    await renderSearch({ signInAs: DRIVER, url: searchUrl({ view: 'booking', vehicleId: 1001, station: 1, ...times }) });
    const user = userEvent.setup();
    const confirm = await button('Confirmer la réservation');
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    await user.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: 'Géolocalisation du véhicule' });
    expect(seen.some((r) => r.method === 'POST' && r.path === '/user/rentals')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Refuser et réserver' }));
    // Refusing is an answer, not a cancel: the booking is made, without geotracking.
    await screen.findByRole('heading', { name: 'Réservation confirmée' }, { timeout: 5000 });
    const creates = seen.filter((r) => r.method === 'POST' && r.path === '/user/rentals');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toMatchObject({ vehicle_id: 1001, reservation_start_time: times.start, geotracking: false });
  });

  it('spec §4: "New search" after a confirmation leaves it and resets the search: the empty form, no criteria in the URL', async () => {
    const page = await renderSearch({ signInAs: DRIVER, url: searchUrl({ view: 'booking', vehicleId: 1004, station: 2, ...searchTimes() }) });
    const user = userEvent.setup();
    const confirm = await button('Confirmer la réservation');
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    await user.click(confirm);
    await screen.findByRole('heading', { name: 'Réservation confirmée' }, { timeout: 5000 });
    await user.click(await button('Nouvelle recherche'));
    await waitFor(() => expect(page.search()).toEqual({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechercher un véhicule' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Réservation confirmée' })).toBeNull();
    // Nothing of the booked search is left: no start station, no results.
    expect((await screen.findByRole('combobox', { name: /Station de départ/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('spec §2, §4: on cityshare a carpooling offer comes first; joining it books the carpooling', async () => {
    const demo = createDemoHandlers({ baseUrl: API_BASE, tenant: 'cityshare', now: () => NOW.toMillis() });
    const offer = [...demo.api.state.rentals.values()].find((r) => r.carpooling && r.driver_id !== 1 && r.passengers.length === 0);
    if (!offer) throw new Error('the cityshare fixtures have a carpooling to join');
    const start = DateTime.fromISO(offer.reservation_start_time).setZone('Europe/Paris');
    const station = demo.api.state.stationsById.get(offer.start_station_id);
    const seen = recordRequests();
    const page = await renderSearch({
      tenant: 'cityshare',
      signInAs: DRIVER,
      api: demo.api,
      url: searchUrl({
        start: start.plus({ hours: 1 }).toISO({ suppressMilliseconds: true }),
        end: start.plus({ hours: 4 }).toISO({ suppressMilliseconds: true }),
        lat: station?.latitude,
        lng: station?.longitude,
        address: station?.address,
        destLabel: 'Bureau',
        destPlaceId: 'fr-paris-001',
        destAddress: 'Champ de Mars',
        destLat: 48.8584,
        destLng: 2.2945,
      }),
    });
    const user = userEvent.setup();
    const cards = await screen.findAllByRole('article', undefined, { timeout: 5000 });
    expect(cards[0]?.textContent).toContain('Covoiturage proposé');
    expect(cards[0]?.textContent).toContain('Horaires ajustés');
    await user.click(screen.getByRole('button', { name: 'Rejoindre ce covoiturage' }));
    await user.click(await button('Réserver le covoiturage'));
    await waitFor(() => expect(page.search().view).toBe('booking'));
    await user.click(await button('Confirmer la réservation'));
    expect(await screen.findByRole('heading', { name: 'Covoiturage confirmé' }, { timeout: 5000 })).toBeTruthy();
    expect(seen.some((r) => r.method === 'POST' && r.path === `/user/rentals/${offer.id}/passengers`)).toBe(true);
    expect(seen.some((r) => r.method === 'POST' && r.path === '/user/rentals')).toBe(false);
  });
});
