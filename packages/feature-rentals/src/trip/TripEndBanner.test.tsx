import type { DemoApi } from '@frontoffice/demo-api';
import { API_BASE, renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor } from '@testing-library/react';
import { DateTime } from 'luxon';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import TripEndBanner from './TripEndBanner.tsx';
import { seededRental } from '../test/detailRoute.tsx';
import { endWords } from '../test/endWords.ts';

setupMswServer();

const ZONE = 'America/Montreal'; // the demo tenant's
const MINUTE = 60_000;

/** The trip made to end `minutes` from now (negative: already past). */
function endingIn(minutes: number) {
  let id = 0;
  let end = 0;
  return {
    prepare: ({ api }: { api: DemoApi }) => {
      const rental = seededRental(api, 'in_progress');
      id = rental.id;
      end = Math.floor((Date.now() + minutes * MINUTE) / MINUTE) * MINUTE;
      rental.reservation_end_time = new Date(end).toISOString();
    },
    id: () => id,
    end: () => DateTime.fromMillis(end, { zone: ZONE }),
  };
}

describe('TripEndBanner (issue 34 item 2)', () => {
  it('from 30 minutes before the end: "Votre réservation se termine à …" in the tenant’s zone, a polite status, and Extend leading to the booking’s extend card', async () => {
    const setup = endingIn(20);
    await renderPage(<TripEndBanner />, { signedInAs: 'driver@example.com', prepare: setup.prepare });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(`Votre réservation se termine ${endWords(setup.end(), 'fr').at}.`);
    const extend = screen.getByRole('link', { name: 'Prolonger' });
    expect(extend.getAttribute('href')).toMatch(new RegExp(`/account/bookings/${setup.id()}\\?page=bookings#extend$`));
    // Nothing takes the focus.
    expect(status.contains(document.activeElement)).toBe(false);
  });

  it('in English too', async () => {
    const setup = endingIn(25);
    await renderPage(<TripEndBanner />, { signedInAs: 'driver@example.com', lang: 'en', prepare: setup.prepare });
    expect((await screen.findByRole('status')).textContent).toContain(`Your booking ends ${endWords(setup.end(), 'en').at}.`);
    expect(screen.getByRole('link', { name: 'Extend' })).toBeTruthy();
  });

  it('nothing more than 30 minutes before the end', async () => {
    const page = await renderPage(<TripEndBanner />, { signedInAs: 'driver@example.com', prepare: endingIn(45).prepare });
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(page.requests.some((r) => r.url.includes('/user/rentals'))).toBe(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('§4 overdue: the end has passed and the operator still says in progress; the link leads to the booking (the end can no longer move)', async () => {
    let id = 0;
    let end = '';
    await renderPage(<TripEndBanner />, {
      signedInAs: 'driver@example.com',
      prepare: ({ api }) => {
        const rental = seededRental(api, 'in_progress');
        id = rental.id;
        end = new Date(Math.floor((Date.now() - 10 * MINUTE) / MINUTE) * MINUTE).toISOString();
      },
      handlers: [
        // The demo closes a trip at its end; an operator's car is in progress until it is locked.
        http.get(`${API_BASE}/user/rentals`, () => HttpResponse.json({ rentals: [minimalRental(id, end)], meta: { total: 1, limit: 3, page: 1 } })),
      ],
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(`Votre réservation devait se terminer ${endWords(DateTime.fromISO(end, { zone: ZONE }), 'fr').at} : elle est en retard.`);
    const view = screen.getByRole('link', { name: 'Voir la réservation' });
    expect(view.getAttribute('href')).toMatch(new RegExp(`/account/bookings/${id}\\?page=bookings$`));
  });
});

function minimalRental(id: number, end: string) {
  return {
    id,
    status: 'in_progress',
    driver_id: 1,
    vehicle_id: 1,
    start_station_id: 1,
    end_station_id: null,
    reservation_start_time: new Date(Date.parse(end) - 4 * 3600_000).toISOString(),
    reservation_end_time: end,
    carpooling: false,
    geotracking: false,
    discount_codes: [],
  };
}
