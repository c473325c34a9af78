// Carpooling offers past the first page (spec §7 POST /carpooling_rentals/search with page and limit, §9 carpooling
// search page 1 and limit 30, pagination), issue 31: the list pages like the vehicle results.
import { createDemoHandlers } from '@frontoffice/demo-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { API_BASE, NOW, recordRequests, renderSearch, searchUrl, setupMswServer } from '../test/renderSearch.tsx';

setupMswServer();

const OFFERS = 35;

describe('carpooling offers past the first 30 (spec §7, §9)', () => {
  it('spec §7, §9: with 35 offers, page 1 shows 30, and page 2 asks for the carpoolings’ page 2 and shows the other 5', async () => {
    const demo = createDemoHandlers({ baseUrl: API_BASE, tenant: 'cityshare', now: () => NOW.toMillis() });
    const offer = [...demo.api.state.rentals.values()].find((r) => r.carpooling && r.driver_id !== 1 && r.passengers.length === 0);
    if (!offer) throw new Error('the cityshare fixtures have a carpooling to join');
    // Other drivers offer the same trip: 35 offers in all.
    for (let i = 1; i < OFFERS; i += 1) demo.api.state.rentals.set(90_000 + i, { ...offer, id: 90_000 + i, passengers: [] });
    const start = DateTime.fromISO(offer.reservation_start_time).setZone('Europe/Paris');
    const station = demo.api.state.stationsById.get(offer.start_station_id);
    const seen = recordRequests();
    const page = await renderSearch({
      tenant: 'cityshare',
      signInAs: 'driver@example.com',
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
    const offers = () => screen.queryAllByRole('button', { name: 'Rejoindre ce covoiturage' });
    await waitFor(() => expect(offers()).toHaveLength(30), { timeout: 10_000 });
    const carpoolingSearches = () => seen.filter((r) => r.method === 'POST' && r.path === '/carpooling_rentals/search');
    expect(carpoolingSearches().map((r) => r.body)).toEqual([expect.objectContaining({ search: expect.objectContaining({ page: 1, limit: 30 }), page: 1, limit: 30 })]);

    const user = userEvent.setup();
    const pages = screen.getByRole('navigation', { name: 'Pages de résultats' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(page.search().page).toBe(2));
    await waitFor(() => expect(offers()).toHaveLength(OFFERS - 30));
    expect(carpoolingSearches().at(-1)?.body).toEqual(
      expect.objectContaining({ search: expect.objectContaining({ page: 2, limit: 30 }), page: 2, limit: 30 }),
    );
    // An offer of page 2 can be opened and joined like any other.
    await user.click(offers()[0] as HTMLElement);
    await waitFor(() => expect(page.search()).toMatchObject({ view: 'vehicle', page: 2, carpoolingId: expect.any(Number) }));
    expect(await screen.findByRole('button', { name: 'Réserver le covoiturage' }, { timeout: 5000 })).toBeTruthy();
  });
});
