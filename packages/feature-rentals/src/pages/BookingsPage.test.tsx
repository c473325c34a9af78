import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE, renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { formatDisplayDate } from '@frontoffice/domain';
import { ListRoute } from '../test/listRoute.tsx';

setupMswServer();

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('BookingsPage (spec §2 account/bookings)', () => {
  it('spec §4, §9: asks the in-progress group 3 a page and the upcoming group 20 a page, and shows each with its label', async () => {
    const page = await renderPage(<ListRoute list="bookings" />, { signedInAs: 'driver@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes réservations' })).toBeTruthy();
    // issue 32: the two lists are drawn together, with their cards, once they have come.
    const inProgress = await screen.findByRole('region', { name: 'En cours' });
    const upcoming = screen.getByRole('region', { name: 'À venir' });
    expect(within(upcoming).getAllByRole('article')).toHaveLength(2);
    expect(within(inProgress).getAllByRole('article')).toHaveLength(1);
    expect(within(within(inProgress).getByRole('article')).getByText('En cours')).toBeTruthy();
    for (const card of within(upcoming).getAllByRole('article')) expect(within(card).getByText('À venir')).toBeTruthy();
    const lists = requestsTo(page.requests, 'GET', '/user/rentals').map((r) => query(r.url));
    expect(lists).toContainEqual({ page: '1', limit: '3', statuses: 'check_in,check_out,in_progress,locking', order: 'asc' });
    expect(lists).toContainEqual({ page: '1', limit: '20', statuses: 'pending,prepared', order: 'asc' });
  });

  it('spec §2, §9: a card shows the vehicle, the station, the dates in the tenant’s zone and the price, and opens the detail', async () => {
    const page = await renderPage(<ListRoute list="bookings" />, { signedInAs: 'driver@example.com' });
    const upcoming = await screen.findByRole('region', { name: 'À venir' });
    const rental = [...page.api.state.rentals.values()]
      .filter((r) => r.driver_id === 1 && !r.fixedStatus && Date.parse(r.reservation_start_time) > Date.now())
      .sort((a, b) => Date.parse(a.reservation_start_time) - Date.parse(b.reservation_start_time))[0];
    if (!rental) throw new Error('the demo driver has an upcoming booking');
    const vehicle = page.api.state.vehiclesById.get(rental.vehicle_id);
    const station = page.api.state.stationsById.get(rental.start_station_id);
    const link = await within(upcoming).findByRole('link', { name: `${vehicle?.make} ${vehicle?.model}` });
    expect(link.getAttribute('href')).toBe(`/account/bookings/${rental.id}?page=bookings`);
    const card = link.closest('article') as HTMLElement;
    const tenant = { timezone: 'America/Montreal' };
    const start = formatDisplayDate(rental.reservation_start_time, 'card', 'fr', tenant);
    const end = formatDisplayDate(rental.reservation_end_time, 'card', 'fr', tenant);
    expect(start).toMatch(/^\d{1,2} \p{L}+ \d{2}h\d{2}$/u);
    expect(within(card).getByText(`Du ${start} au ${end}`)).toBeTruthy();
    expect(await within(card).findByText(`Station ${station?.name}`)).toBeTruthy();
    expect(within(card).getByText(/\d+,\d{2}\s\$/)).toBeTruthy();
  });

  it('shows an empty state with a link to the search when there is nothing in progress or upcoming (English)', async () => {
    await renderPage(<ListRoute list="bookings" />, { signedInAs: 'waiting@example.com', lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'No booking in progress or upcoming' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a vehicle' }).getAttribute('href')).toBe('/search');
  });

  it('spec §9: pages come from the server’s meta; the next page asks page 2 and the page scrolls to the top', async () => {
    const many = Array.from({ length: 20 }, (_, i) => i);
    const handlers = [
      http.get(`${API_BASE}/user/rentals`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('limit') !== '20') return undefined;
        const pageNumber = Number(params.get('page'));
        return HttpResponse.json({
          rentals: many.map((i) => ({
            id: pageNumber * 100 + i,
            status: 'pending',
            vehicle_id: 1001,
            driver_id: 1,
            start_station_id: 1,
            reservation_start_time: '2030-01-10T14:00:00Z',
            reservation_end_time: '2030-01-10T18:00:00Z',
            geotracking: false,
            carpooling: false,
          })),
          meta: { total: 45, limit: 20, page: pageNumber },
        });
      }),
    ];
    const scrolled: unknown[] = [];
    window.scrollTo = ((options: unknown) => scrolled.push(options)) as typeof window.scrollTo;
    const page = await renderPage(<ListRoute list="bookings" />, { signedInAs: 'driver@example.com', handlers });
    const upcoming = await screen.findByRole('region', { name: 'À venir' });
    const pages = await within(upcoming).findByRole('navigation', { name: 'Pages : À venir' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).toBeNull();
    scrolled.length = 0;
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(requestsTo(page.requests, 'GET', '/user/rentals').some((r) => query(r.url).page === '2' && query(r.url).limit === '20')).toBe(true),
    );
    expect(scrolled).toEqual([{ top: 0 }]);
    // The page is in the URL, so that Back from a booking opened on page 2 comes back to page 2.
    expect(page.search()).toEqual({ upcomingPage: 2 });
  });

  it('spec §9: a URL naming a page opens the list on that page; a malformed page is the first one', async () => {
    const page = await renderPage(<ListRoute list="bookings" />, { signedInAs: 'driver@example.com', path: '/account/bookings?upcomingPage=3&inProgressPage=x' });
    await screen.findByRole('region', { name: 'À venir' });
    await waitFor(() => expect(requestsTo(page.requests, 'GET', '/user/rentals')).toHaveLength(2));
    const lists = requestsTo(page.requests, 'GET', '/user/rentals').map((r) => query(r.url));
    expect(lists).toContainEqual(expect.objectContaining({ page: '3', limit: '20' }));
    expect(lists).toContainEqual(expect.objectContaining({ page: '1', limit: '3' }));
  });

  it('spec §9 (issue 31, 19): a booking opened from page 2 of a list carries that page, for the way back to it', async () => {
    const handlers = [
      http.get(`${API_BASE}/user/rentals`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('limit') !== '20') return undefined;
        const pageNumber = Number(params.get('page'));
        return HttpResponse.json({
          rentals: [
            {
              id: pageNumber * 100,
              status: 'pending',
              vehicle_id: 1001,
              driver_id: 1,
              start_station_id: 1,
              reservation_start_time: '2030-01-10T14:00:00Z',
              reservation_end_time: '2030-01-10T18:00:00Z',
              geotracking: false,
              carpooling: false,
            },
          ],
          meta: { total: 45, limit: 20, page: pageNumber },
        });
      }),
    ];
    await renderPage(<ListRoute list="bookings" />, { signedInAs: 'driver@example.com', handlers, path: '/account/bookings?upcomingPage=2' });
    const upcoming = await screen.findByRole('region', { name: 'À venir' });
    const [card] = await within(upcoming).findAllByRole('article');
    expect(within(card as HTMLElement).getAllByRole('link')[0]?.getAttribute('href')).toBe('/account/bookings/200?page=bookings&upcomingPage=2');
  });
});

describe('CarpoolingsPage (spec §2 account/carpoolings)', () => {
  it('lists the carpoolings from GET /user/carpooling_rentals, the driver’s marked as such', async () => {
    const page = await renderPage(<ListRoute list="carpoolings" />, { tenant: 'cityshare', signedInAs: 'driver@example.com' });
    const upcoming = await screen.findByRole('region', { name: 'À venir' });
    const card = await within(upcoming).findByRole('article');
    expect(within(card).getByText('Conducteur')).toBeTruthy();
    expect(within(card).getByText(/^Destination : /)).toBeTruthy();
    const lists = requestsTo(page.requests, 'GET', '/user/carpooling_rentals').map((r) => query(r.url));
    expect(lists).toContainEqual({ page: '1', limit: '20', statuses: 'pending,prepared' });
    expect(lists).toContainEqual({ page: '1', limit: '3', statuses: 'check_in,check_out,in_progress,locking' });
    expect(requestsTo(page.requests, 'GET', '/user/rentals')).toEqual([]);
  });

  it('marks a carpooling joined as a passenger, and links it to account/carpoolings/{id}', async () => {
    const page = await renderPage(<ListRoute list="carpoolings" />, { tenant: 'cityshare', signedInAs: 'passenger@example.com' });
    const upcoming = await screen.findByRole('region', { name: 'À venir' });
    const card = await within(upcoming).findByRole('article');
    expect(within(card).getByText('Passager')).toBeTruthy();
    const carpooling = [...page.api.state.rentals.values()].find((r) => r.passengers.length > 0);
    expect(within(card).getAllByRole('link')[0]?.getAttribute('href')).toBe(`/account/carpoolings/${carpooling?.id}`);
  });
});
