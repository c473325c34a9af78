import type { DemoApi } from '@frontoffice/demo-api';
import { formatDistance } from '@frontoffice/domain';
import { API_BASE, jsonBody, renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RentalListPage } from '../rentals/links.ts';
import { DetailRoute } from '../test/detailRoute.tsx';
import { RentalDetailPage } from './RentalDetailPage.tsx';
import { OfflineReason } from '@frontoffice/ui/Button';

setupMswServer();

type Which = 'upcoming' | 'in_progress' | 'closed' | 'carpooling';

/** A seeded rental of the demo driver (id 1). */
function seeded(api: DemoApi, which: Which) {
  const now = Date.now();
  const rentals = [...api.state.rentals.values()].filter((r) => r.driver_id === 1);
  const found = rentals.find((r) => {
    const start = Date.parse(r.reservation_start_time);
    const end = Date.parse(r.reservation_end_time);
    if (which === 'carpooling') return r.carpooling;
    if (which === 'in_progress') return start <= now && end > now && !r.fixedStatus;
    if (which === 'closed') return end < now && !r.fixedStatus;
    return start > now && !r.carpooling && !r.fixedStatus;
  });
  if (!found) throw new Error(`no ${which} rental seeded`);
  return found;
}

async function renderDetail(which: Which, options: Parameters<typeof renderPage>[1] & { list?: RentalListPage } = {}) {
  let id = 0;
  const page = await renderPage(() => <RentalDetailPage id={id} list={options.list ?? 'bookings'} />, {
    signedInAs: 'driver@example.com',
    ...options,
    prepare: async (context) => {
      id = seeded(context.api, which).id;
      await options.prepare?.(context);
    },
  });
  await screen.findByRole('heading', { level: 2, name: 'Votre trajet' });
  return { ...page, id };
}

const dialog = () => screen.findByRole('alertdialog');

/** A card of the page, by its heading. */
async function card(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
}

describe('RentalDetailPage: what it shows (spec §2)', () => {
  it('the vehicle’s fragments, the trip, the station with its access instructions, and the driver', async () => {
    const page = await renderDetail('upcoming');
    const rental = page.api.state.rentals.get(page.id);
    const vehicle = page.api.state.vehiclesById.get(rental?.vehicle_id ?? 0);
    const station = page.api.state.stationsById.get(rental?.start_station_id ?? 0);
    expect(await screen.findByRole('heading', { level: 1, name: `${vehicle?.make} ${vehicle?.model}` })).toBeTruthy();
    const specs = await card('Véhicule');
    expect(within(specs).getByText(vehicle?.license_plate ?? '')).toBeTruthy();
    expect(within(specs).getByText(vehicle?.internal_identifier ?? '')).toBeTruthy();
    expect(within(specs).getByText('Places').nextElementSibling?.textContent).toBe(String(vehicle?.seats_count));
    expect(within(specs).getByText('Boîte de vitesses').nextElementSibling?.textContent).toBe('Automatique');
    const trip = await card('Votre trajet');
    expect(within(trip).getByText('4 heures')).toBeTruthy();
    const place = await card('Station');
    expect(within(place).getByText(station?.address ?? '')).toBeTruthy();
    expect(within(place).getByText(station?.description ?? '')).toBeTruthy();
    expect(within(await card('Conducteur et passagers')).getByText('Camille Martin (vous)')).toBeTruthy();
  });

  it('decision D37: the .ics download and the Google Calendar link carry the booking’s instants', async () => {
    const page = await renderDetail('upcoming');
    const rental = page.api.state.rentals.get(page.id);
    const ics = screen.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' });
    expect(ics.getAttribute('download')).toBe(`booking-${page.id}.ics`);
    const text = decodeURIComponent(ics.getAttribute('href')?.split(',')[1] ?? '');
    const utc = (iso = '') => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(text).toContain(`DTSTART:${utc(rental?.reservation_start_time)}`);
    expect(text).toContain(`DTEND:${utc(rental?.reservation_end_time)}`);
    const google = new URL(screen.getByRole('link', { name: 'Ajouter à Google Agenda' }).getAttribute('href') ?? '');
    expect(google.searchParams.get('dates')).toBe(`${utc(rental?.reservation_start_time)}/${utc(rental?.reservation_end_time)}`);
    expect(google.searchParams.get('ctz')).toBe('America/Montreal');
  });

  it('a finished booking shows its driven distance and final price, and no action nor calendar', async () => {
    const page = await renderDetail('closed', { list: 'history' });
    const rental = page.api.state.rentals.get(page.id);
    const trip = await card('Votre trajet');
    expect(within(trip).getByText('Distance parcourue')).toBeTruthy();
    expect(within(trip).getByText(new RegExp(`^${rental?.distance}(,0)?\\skm$`))).toBeTruthy();
    expect(within(trip).getByText('Prix')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Gérer la réservation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ajouter à mon agenda (.ics)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à l\'historique' }).getAttribute('href')).toBe('/account/bookings-history');
  });

  it('spec §7 (issue 31, 13): a booking whose station is not in GET /stations shows it, asked for alone (GET /stations/{id})', async () => {
    let stationId = 0;
    const page = await renderDetail('upcoming', {
      prepare: ({ api }) => {
        stationId = seeded(api, 'upcoming').start_station_id;
        // A station the tenant's list does not hold (another area's, say), which the operator still answers alone.
        api.state.stations = api.state.stations.filter((s) => s.id !== stationId);
      },
    });
    const station = page.api.state.stationsById.get(stationId);
    const place = await card('Station');
    expect(within(place).getByText(`Départ : ${station?.name}`)).toBeTruthy();
    expect(within(place).getByText(station?.address ?? '')).toBeTruthy();
    expect(within(place).getByText(station?.description ?? '')).toBeTruthy();
    expect(requestsTo(page.requests, 'GET', `/stations/${stationId}`)).toHaveLength(1);
  });

  it('spec §2, §3: an electric booking shows its charge level, its range and whether it is charging', async () => {
    const page = await renderDetail('upcoming', {
      prepare: ({ api }) => {
        const rental = seeded(api, 'upcoming');
        // The demo's Chevrolet Bolt EUV: electric, 53 %, 336 km, charging.
        rental.vehicle_id = 1007;
      },
    });
    const vehicle = page.api.state.vehiclesById.get(1007);
    expect(vehicle?.fuel_type).toBe('electric');
    const specs = await card('Véhicule');
    await within(specs).findByText('Électrique');
    const percent = new Intl.NumberFormat('fr', { style: 'percent' }).format((vehicle?.box_state_of_charge ?? 0) / 100);
    const range = formatDistance({ value: vehicle?.box_autonomy ?? 0, unit: 'km' }, 'fr');
    expect(within(specs).getByText('Charge').nextElementSibling?.textContent).toBe(`${percent} · autonomie ${range} · en charge`);
  });

  it('spec §9 (issue 31, 19): the way back returns to the page of the list the booking was opened from', async () => {
    await renderPage(<DetailRoute list="bookings" />, {
      signedInAs: 'driver@example.com',
      prepare: ({ api }) => ({ path: `/account/bookings/${seeded(api, 'upcoming').id}?page=bookings&upcomingPage=2` }),
    });
    const back = await screen.findByRole('link', { name: 'Retour à mes réservations' });
    expect(back.getAttribute('href')).toBe('/account/bookings?upcomingPage=2');
  });

  it('spec §9 (issue 31, 19): from page 3 of the history, the way back returns to page 3', async () => {
    await renderPage(<DetailRoute list="history" />, {
      signedInAs: 'driver@example.com',
      prepare: ({ api }) => ({ path: `/account/bookings-history/${seeded(api, 'closed').id}?page=3` }),
    });
    const back = await screen.findByRole('link', { name: 'Retour à l\'historique' });
    expect(back.getAttribute('href')).toBe('/account/bookings-history?page=3');
  });

  it('a booking that is not the account’s says so, with the way back (English)', async () => {
    await renderPage(<RentalDetailPage id={999_999} list="bookings" />, { signedInAs: 'driver@example.com', lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my bookings' }).getAttribute('href')).toBe('/account/bookings');
  });
});

describe('RentalDetailPage: drawn once, in place (issue 32)', () => {
  it('issue 32: the head (title, photo) waits for the rental and its vehicle; the rest is asked for once the head is on screen, then drawn whole', async () => {
    let releaseVehicle = () => {};
    const vehicleHeld = new Promise<void>((resolve) => (releaseVehicle = resolve));
    let releaseStations = () => {};
    const stationsHeld = new Promise<void>((resolve) => (releaseStations = resolve));
    const asked = { vehicles: 0, stations: 0 };
    const handlers = [
      http.get(`${API_BASE}/vehicles/:id`, async () => {
        asked.vehicles += 1;
        await vehicleHeld;
        return undefined;
      }),
      http.get(`${API_BASE}/stations`, async () => {
        asked.stations += 1;
        await stationsHeld;
        return undefined;
      }),
    ];
    let id = 0;
    const page = await renderPage(() => <RentalDetailPage id={id} list="bookings" />, {
      signedInAs: 'driver@example.com',
      handlers,
      prepare: ({ api }) => {
        id = seeded(api, 'upcoming').id;
      },
    });
    await waitFor(() => expect(asked.vehicles).toBeGreaterThan(0));
    // The rental has come, its vehicle not yet: the page is still loading, no part of the detail is drawn, and the
    // rest (the stations) is not asked for yet.
    expect(screen.getByRole('heading', { level: 1, name: 'Chargement…' }).closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Votre trajet' })).toBeNull();
    expect(asked.stations).toBe(0);
    releaseVehicle();
    const vehicle = page.api.state.vehiclesById.get(page.api.state.rentals.get(id)?.vehicle_id ?? 0);
    // The head: the title and the photo, the page still busy while the rest is asked for.
    const title = await screen.findByRole('heading', { level: 1, name: `${vehicle?.make} ${vehicle?.model}` });
    const photo = screen.getByRole('img', { name: `Photo du véhicule ${vehicle?.make} ${vehicle?.model}` });
    expect(title.closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Votre trajet' })).toBeNull();
    await waitFor(() => expect(asked.stations).toBeGreaterThan(0));
    releaseStations();
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre trajet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Véhicule' })).toBeTruthy();
    expect(title.closest('[aria-busy="true"]')).toBeNull();
    // Drawn in place: the same title and photo, not drawn again.
    expect(screen.getByRole('heading', { level: 1, name: `${vehicle?.make} ${vehicle?.model}` })).toBe(title);
    expect(screen.getByRole('img', { name: `Photo du véhicule ${vehicle?.make} ${vehicle?.model}` })).toBe(photo);
  });

  it('issue 32: a vehicle that cannot be read does not hold the booking back: drawn without it, named by its number', async () => {
    const handlers = [http.get(`${API_BASE}/vehicles/:id`, () => HttpResponse.json({ code: 'not_found' }, { status: 404 }))];
    const page = await renderDetail('upcoming', { handlers });
    expect(screen.getByRole('heading', { level: 1, name: `Réservation n° ${page.id}` })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Véhicule' })).toBeNull();
  });
});

describe('RentalDetailPage: cancel (spec §5, D8)', () => {
  it('cancels once whatever the clicks, says cancellation-confirmed and shows the booking cancelled at once', async () => {
    const page = await renderDetail('upcoming');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    const confirm = within(await dialog()).getByRole('button', { name: 'Annuler la réservation' });
    await user.tripleClick(confirm);
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Votre réservation a été annulée.', tone: 'success' }));
    expect(requestsTo(page.requests, 'DELETE', `/user/rentals/${page.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Annulée')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).toBeNull();
    expect(page.api.state.rentals.get(page.id)?.fixedStatus).toBe('cancelled');
  });

  it('spec §8: a refusal for the delay shows its message and keeps the dialog open', async () => {
    const page = await renderDetail('upcoming', {
      handlers: [
        http.delete(`${API_BASE}/user/rentals/:id`, () =>
          HttpResponse.json({ errors: [{ code: 'CANCELLATION_DELAY_TOO_SHORT', detail: 'too late' }] }, { status: 400 }),
        ),
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Annuler la réservation' }));
    await waitFor(() =>
      expect(page.notifier.notify).toHaveBeenCalledWith({
        title: 'Il est trop tard pour annuler cette réservation : contactez le gestionnaire de flotte.',
        tone: 'danger',
      }),
    );
    expect(page.notifier.error).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('spec §8: RENTAL_ALREADY_CANCELLED goes to the shared handler', async () => {
    const page = await renderDetail('upcoming', {
      handlers: [
        http.delete(`${API_BASE}/user/rentals/:id`, () => HttpResponse.json({ errors: [{ code: 'RENTAL_ALREADY_CANCELLED' }] }, { status: 409 })),
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Annuler la réservation' }));
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    expect((page.notifier.error.mock.calls[0]?.[0] as { errors: { code: string }[] }).errors[0]?.code).toBe('RENTAL_ALREADY_CANCELLED');
  });

  it('spec §5: no cancel once the start is within the cancellation delay; an in-progress booking has none either', async () => {
    await renderDetail('upcoming', { tenantOverrides: { cancellation_minimal_delay: 30 * 24 * 3600 } });
    expect(screen.getByRole('button', { name: 'Modifier les horaires' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).toBeNull();
  });
});

describe('RentalDetailPage: modify (spec §5, D9, D12)', () => {
  it('spec §5: inside both delays the dialog says modify-delay-too-short and confirm stays off', async () => {
    await renderDetail('upcoming', { tenantOverrides: { bounds_modification_minimal_delay: 30 * 24 * 3600, reservation_end_modification_minimal_delay: null } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Modifier les horaires' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier les horaires' });
    expect(within(modal).getByText('Il est trop tard pour modifier cette réservation.')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Confirmer' }).hasAttribute('disabled')).toBe(true);
    expect(within(modal).getAllByText('Il est trop tard pour modifier cet horaire.')).toHaveLength(2);
  });

  it('an in-progress booking may move its end only', async () => {
    await renderDetail('in_progress');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Modifier les horaires' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier les horaires' });
    expect(within(modal).getAllByText('Il est trop tard pour modifier cet horaire.')).toHaveLength(1);
    expect(within(modal).queryByText('Il est trop tard pour modifier cette réservation.')).toBeNull();
  });

  it('spec §8: a failed modify goes to the shared handler with the server’s errors, and the booking stays as it was', async () => {
    const page = await renderDetail('upcoming', {
      handlers: [
        http.put(`${API_BASE}/user/rentals/:id`, () =>
          HttpResponse.json({ errors: [{ code: 'SEARCH_END_TIME_TOO_LONG', detail: 'too long' }] }, { status: 422 }),
        ),
      ],
    });
    const rental = page.api.state.rentals.get(page.id);
    const trip = await card('Votre trajet');
    const endBefore = within(trip).getByText('Retour').nextElementSibling?.textContent;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier les horaires' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier les horaires' });
    const [, endTime] = within(modal).getAllByLabelText('Heure');
    await user.selectOptions(endTime as HTMLElement, '17:00');
    await user.click(within(modal).getByRole('button', { name: 'Confirmer' }));
    // spec §8: the shared handler shows the message of the upper-cased code (the app's notifier, errorMessages.ts).
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    const error = page.notifier.error.mock.calls[0]?.[0] as { status: number; errors: { code: string; detail?: string }[] };
    expect(error.status).toBe(422);
    expect(error.errors).toEqual([{ code: 'SEARCH_END_TIME_TOO_LONG', detail: 'too long' }]);
    expect(requestsTo(page.requests, 'PUT', `/user/rentals/${page.id}`)).toHaveLength(1);
    expect(page.notifier.notify).not.toHaveBeenCalled();
    // The dialog stays open with the driver's choice, to correct it or give up.
    expect(screen.getByRole('dialog', { name: 'Modifier les horaires' })).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The booking on screen is unchanged: its end and its duration.
    expect(within(trip).getByText('Retour').nextElementSibling?.textContent).toBe(endBefore);
    expect(within(trip).getByText('4 heures')).toBeTruthy();
    expect(page.api.state.rentals.get(page.id)?.reservation_end_time).toBe(rental?.reservation_end_time);
  });

  it('D12: a new return time is sent once, unwrapped, and the booking shows it with modification-confirmed', async () => {
    const page = await renderDetail('upcoming');
    const rental = page.api.state.rentals.get(page.id);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier les horaires' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier les horaires' });
    const [, endTime] = within(modal).getAllByLabelText('Heure');
    await user.selectOptions(endTime as HTMLElement, '17:00');
    await user.dblClick(within(modal).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Votre réservation a été modifiée.', tone: 'success' }));
    const sent = requestsTo(page.requests, 'PUT', `/user/rentals/${page.id}`);
    expect(sent).toHaveLength(1);
    const body = (await jsonBody(sent[0] as (typeof sent)[number])) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['reservation_end_time', 'reservation_start_time']);
    expect(Date.parse(body.reservation_start_time ?? '')).toBe(Date.parse(rental?.reservation_start_time ?? ''));
    expect(new Date(body.reservation_end_time ?? '').toISOString()).toBe(page.api.state.rentals.get(page.id)?.reservation_end_time);
    expect(within(await card('Votre trajet')).getByText('8 heures')).toBeTruthy();
  });
});

describe('RentalDetailPage offline (issue 33, decision D42)', () => {
  it('D42: as last kept: "à jour à", the address in the map’s place, and the actions that need the network disabled with the reason', async () => {
    let id = 0;
    const page = await renderPage(
      () => (
        <>
          <p id="offline-banner">Vous êtes hors ligne</p>
          <OfflineReason value="offline-banner">
            <RentalDetailPage id={id} list="bookings" />
          </OfflineReason>
        </>
      ),
      {
        signedInAs: 'driver@example.com',
        prepare: async (context) => {
          id = seeded(context.api, 'upcoming').id;
        },
      },
    );
    await screen.findByRole('heading', { level: 2, name: 'Votre trajet' });
    const rental = page.api.state.rentals.get(id);
    const station = page.api.state.stationsById.get(rental?.start_station_id ?? 0);
    expect(screen.getByText(/^Hors ligne · à jour à \d\dh\d\d$/)).toBeTruthy();
    expect(await screen.findByRole('note')).toHaveProperty('textContent', `Hors ligne, la carte reviendra avec le réseau. Adresse : ${station?.address}`);
    for (const name of ['Modifier les horaires', 'Annuler la réservation']) {
      const action = screen.getByRole('button', { name });
      expect(action).toHaveProperty('disabled', true);
      expect(action.getAttribute('aria-describedby')).toContain('offline-banner');
    }
  });

  it('D42: online, no "as of" line: the page is live', async () => {
    await renderDetail('upcoming');
    expect(screen.queryByText(/à jour/)).toBeNull();
  });
});
