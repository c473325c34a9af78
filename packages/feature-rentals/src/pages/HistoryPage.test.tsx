import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE, renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { formatDisplayDate } from '@frontoffice/domain';
import { ListRoute } from '../test/listRoute.tsx';

setupMswServer();

describe('HistoryPage (spec §2 account/bookings-history)', () => {
  it('spec §7, §9: asks the closed group 15 a page, newest first, for the account’s own id', async () => {
    const page = await renderPage(<ListRoute list="history" />, { signedInAs: 'driver@example.com' });
    await screen.findAllByRole('article');
    const asked = requestsTo(page.requests, 'GET', '/user/rentals').map((r) => Object.fromEntries(new URL(r.url).searchParams));
    expect(asked).toEqual([{ page: '1', limit: '15', statuses: 'closed,expired,cancelled,refused', order: 'desc', driver_ids: '1' }]);
  });

  it('spec §9: the page is read from the URL (`?page=2`), so that Back from a booking returns to it', async () => {
    const page = await renderPage(<ListRoute list="history" />, { signedInAs: 'driver@example.com', path: '/account/bookings-history?page=2' });
    await waitFor(() => expect(requestsTo(page.requests, 'GET', '/user/rentals')).toHaveLength(1));
    expect(new URL(requestsTo(page.requests, 'GET', '/user/rentals')[0]?.url ?? '').searchParams.get('page')).toBe('2');
  });

  it('spec §9 (issue 31, 19): a booking opened from page 2 carries that page, for the way back to it', async () => {
    const handlers = [
      http.get(`${API_BASE}/user/rentals`, ({ request }) => {
        const pageNumber = Number(new URL(request.url).searchParams.get('page'));
        const rental = { id: pageNumber * 100, status: 'closed', vehicle_id: 1001, driver_id: 1, start_station_id: 1, geotracking: false, carpooling: false };
        const times = { reservation_start_time: '2026-01-10T14:00:00Z', reservation_end_time: '2026-01-10T18:00:00Z' };
        return HttpResponse.json({ rentals: [{ ...rental, ...times }], meta: { total: 40, limit: 15, page: pageNumber } });
      }),
    ];
    await renderPage(<ListRoute list="history" />, { signedInAs: 'driver@example.com', handlers, path: '/account/bookings-history?page=2' });
    const list = await screen.findByRole('region', { name: 'Réservations terminées' });
    const [card] = await within(list).findAllByRole('article');
    expect(within(card as HTMLElement).getAllByRole('link')[0]?.getAttribute('href')).toBe('/account/bookings-history/200?page=2');
  });

  it('spec §2, §9: groups the bookings by year-month of the tenant’s zone, headed MMMM YYYY, newest first; a cancelled one says so', async () => {
    const page = await renderPage(<ListRoute list="history" />, { signedInAs: 'driver@example.com' });
    const list = await screen.findByRole('region', { name: 'Réservations terminées' });
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(1));
    const closed = [...page.api.state.rentals.values()]
      .filter((r) => r.driver_id === 1 && Date.parse(r.reservation_end_time) < Date.now())
      .sort((a, b) => Date.parse(b.reservation_start_time) - Date.parse(a.reservation_start_time));
    const months = [...new Set(closed.map((r) => formatDisplayDate(r.reservation_start_time, 'monthYear', 'fr', { timezone: 'America/Montreal' })))];
    expect(months.length).toBeGreaterThan(2);
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(months);
    expect(within(list).getAllByRole('article')).toHaveLength(closed.length);
    expect(within(list).getAllByText('Annulée')).toHaveLength(closed.filter((r) => r.fixedStatus === 'cancelled').length);
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getAllByRole('link')[0]?.getAttribute('href')).toBe(`/account/bookings-history/${closed[0]?.id}`);
  });
});
