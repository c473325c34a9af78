// The booking review's confirm button (spec §4 booking start, §8 booking failures), issue 31: what a conflict says,
// and a press made while the account is still loading. Rendered as the page shows it (view=booking) against the demo
// API.
import type { ApiError } from '@frontoffice/api-client';
import { createDemoHandlers } from '@frontoffice/demo-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE, NOW, recordRequests, renderSearch, searchTimes, searchUrl, setupMswServer } from '../../test/renderSearch.tsx';

setupMswServer();

const DRIVER = 'driver@example.com';
const TAKEN = /réservé depuis votre recherche/;
const button = (name: string | RegExp) => screen.findByRole('button', { name }, { timeout: 5000 });

/** A 409 answer with one error entry (spec §8: 409 conflict, its list of errors). */
const conflict = (code: string, detail: string) =>
  HttpResponse.json({ code: 'conflict', message: detail, errors: [{ code, detail }] }, { status: 409 });

/** What the generic handler was given: the error of the call, with its own entry (spec §8, decision D27). */
const handedToGenericHandler = (code: string, detail: string) =>
  expect.objectContaining({ code: 'conflict', status: 409, errors: [{ code, detail }] }) as ApiError;

describe('BookingReview: a conflict at confirm (spec §8, issue 31 defect 4)', () => {
  it.each([
    ['RENTAL_NOT_MODIFIABLE', 'This rental cannot be changed.'],
    ['SOME_OTHER_CONFLICT', 'Another conflict.'],
  ])('spec §8, D27: a 409 %s on booking goes to the generic handler with its own message, not "booked since your search"', async (code, detail) => {
    const page = await renderSearch({
      signInAs: DRIVER,
      handlers: [http.post(`${API_BASE}/user/rentals`, () => conflict(code, detail))],
      url: searchUrl({ view: 'booking', vehicleId: 1004, station: 2, ...searchTimes() }),
    });
    const user = userEvent.setup();
    const confirm = await button('Confirmer la réservation');
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    await user.click(confirm);
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    expect(page.notifier.error).toHaveBeenCalledWith(handedToGenericHandler(code, detail));
    expect(screen.queryByText(TAKEN)).toBeNull();
    // Processing stopped (spec §8): still on the review, which can be confirmed again.
    expect(page.search().view).toBe('booking');
    expect(screen.getByRole('button', { name: 'Confirmer la réservation' })).toBeTruthy();
  });

  it('spec §8, D27: a 409 PASSENGER_ALREADY_ADDED on joining a carpooling goes to the generic handler, not "booked since your search"', async () => {
    const demo = createDemoHandlers({ baseUrl: API_BASE, tenant: 'cityshare', now: () => NOW.toMillis() });
    const offer = [...demo.api.state.rentals.values()].find((r) => r.carpooling && r.driver_id !== 1 && r.passengers.length === 0);
    if (!offer) throw new Error('the cityshare fixtures have a carpooling to join');
    const station = demo.api.state.stationsById.get(offer.start_station_id);
    const start = DateTime.fromISO(offer.reservation_start_time).setZone('Europe/Paris');
    const detail = 'You already take part in this carpooling.';
    const seen = recordRequests();
    const page = await renderSearch({
      tenant: 'cityshare',
      signInAs: DRIVER,
      api: demo.api,
      handlers: [http.post(`${API_BASE}/user/rentals/:id/passengers`, () => conflict('PASSENGER_ALREADY_ADDED', detail))],
      url: searchUrl({
        view: 'booking',
        vehicleId: offer.vehicle_id,
        carpoolingId: offer.id,
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
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre covoiturage' }, { timeout: 5000 })).toBeTruthy();
    const confirm = await button('Confirmer la réservation');
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    await user.click(confirm);
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    expect(seen.filter((r) => r.method === 'POST' && r.path === `/user/rentals/${offer.id}/passengers`)).toHaveLength(1);
    expect(page.notifier.error).toHaveBeenCalledWith(handedToGenericHandler('PASSENGER_ALREADY_ADDED', detail));
    expect(screen.queryByText(TAKEN)).toBeNull();
    expect(page.search().view).toBe('booking');
  });
});

describe('BookingReview: an early confirm (spec §4, issue 31 defect 9)', () => {
  it('spec §4: Confirm pressed while the account is still loading shows it is working, then books once the account is known (one press, one request)', async () => {
    let release = () => {};
    const accountHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    let accountCalls = 0;
    // The first GET /user is the sign-in's own (before the page); the page's account is held until released.
    const holdAccount = http.get(`${API_BASE}/user`, async () => {
      accountCalls += 1;
      if (accountCalls > 1) await accountHeld;
      return undefined;
    });
    const seen = recordRequests();
    await renderSearch({
      signInAs: DRIVER,
      handlers: [holdAccount],
      url: searchUrl({ view: 'booking', vehicleId: 1004, station: 2, ...searchTimes() }),
    });
    const user = userEvent.setup();
    const confirm = await button('Confirmer la réservation');
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    await waitFor(() => expect(accountCalls).toBe(2));
    const creates = () => seen.filter((r) => r.method === 'POST' && r.path === '/user/rentals');
    await user.click(confirm);
    // The button says it is working while the account loads; a second press adds nothing.
    await waitFor(() => expect(confirm.getAttribute('data-pending')).toBe('true'));
    await user.click(confirm);
    expect(creates()).toHaveLength(0);
    release();
    expect(await screen.findByRole('heading', { name: 'Réservation confirmée' }, { timeout: 5000 })).toBeTruthy();
    expect(creates()).toHaveLength(1);
  });
});
