import type { DemoApi } from '@frontoffice/demo-api';
import { renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askedAWhileAgo, JUST_ASKED_MS, usePrefetchHistory, usePrefetchRentalHead } from './prefetch.ts';

setupMswServer();

/** A route that asks for the booking's head, then waits for something else (its messages), as the detail routes do. */
function Route({ id, waitFor: wait }: { id: number; waitFor: Promise<void> }) {
  usePrefetchRentalHead(id);
  use(wait);
  return <p>drawn</p>;
}

let firstId = 0;
const firstRental = (api: DemoApi) => [...api.state.rentals.values()].find((rental) => rental.driver_id === 1)!;

/** The images made by script (`new Image()`), their address and priority once set. */
function recordImages() {
  const made: Array<{ src: string; fetchPriority: string }> = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto';
      src = '';
      constructor() {
        made.push(this);
      }
    },
  );
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePrefetchRentalHead (issue 32: the booking detail’s head asked for by its route)', () => {
  it('asks for the rental, then its vehicle, while the route still waits for its messages', async () => {
    let id = 0;
    let vehicleId = 0;
    const never = new Promise<void>(() => {});
    const page = await renderPage(() => <Route id={id} waitFor={never} />, {
      signedInAs: 'driver@example.com',
      prepare: ({ api }) => {
        id = firstRental(api).id;
        vehicleId = firstRental(api).vehicle_id;
      },
    });
    await waitFor(() => expect(requestsTo(page.requests, 'GET', `/vehicles/${vehicleId}`)).toHaveLength(1));
    expect(requestsTo(page.requests, 'GET', `/user/rentals/${id}`)).toHaveLength(1);
    expect(screen.queryByText('drawn')).toBeNull();
  });

  it('then asks for the vehicle’s photo that the page draws (its first photo, at high priority), before the page is drawn', async () => {
    const images = recordImages();
    let photo: string | undefined;
    await renderPage(() => <Route id={firstId} waitFor={new Promise<void>(() => {})} />, {
      signedInAs: 'driver@example.com',
      prepare: ({ api }) => {
        const rental = firstRental(api);
        firstId = rental.id;
        const vehicle = api.state.vehicles.find((each) => each.id === rental.vehicle_id)!;
        photo = vehicle.photos[0]?.medium_url ?? vehicle.thumbnail_url ?? undefined;
      },
    });
    expect(photo).toBeTruthy();
    // The demo's addresses are written `{base}/…`, the API's base once served.
    const address = new RegExp(`/api${photo!.replace('{base}', '').replace(/[.?]/g, '\\$&')}$`);
    await waitFor(() => expect(images.map(({ src, fetchPriority }) => ({ src, fetchPriority }))).toEqual([{ src: expect.stringMatching(address), fetchPriority: 'high' }]));
    expect(screen.queryByText('drawn')).toBeNull();
  });

  it('asks once for a rental already asked for, and nothing for an id that is not one', async () => {
    let id = 0;
    const page = await renderPage(
      () => (
        <>
          <Route id={id} waitFor={Promise.resolve()} />
          <Route id={id} waitFor={Promise.resolve()} />
          <Route id={Number('abc')} waitFor={Promise.resolve()} />
          <Route id={0} waitFor={Promise.resolve()} />
        </>
      ),
      {
        signedInAs: 'driver@example.com',
        prepare: ({ api }) => {
          id = firstRental(api).id;
        },
      },
    );
    await waitFor(() => expect(screen.getAllByText('drawn')).toHaveLength(4));
    await waitFor(() => expect(requestsTo(page.requests, 'GET', `/user/rentals/${id}`)).toHaveLength(1));
    expect(page.requests.filter((request) => request.path.startsWith('/user/rentals/')).map((request) => request.path)).toEqual([`/user/rentals/${id}`]);
  });
});

const never = new Promise<void>(() => {});

/** Waits for ever, as the history's list while its code downloads. */
function Waiting() {
  use(never);
  return null;
}

/** The history's route: asks for its page, and its list waits (its code, never here). */
function HistoryRoute({ page }: { page: number }) {
  usePrefetchHistory(page);
  return (
    <Suspense fallback={<p>waiting</p>}>
      <Waiting />
    </Suspense>
  );
}

describe('usePrefetchHistory (issue 32: the history’s list and its cards’ answers asked for by its route)', () => {
  it('asks for the page of closed bookings with the account’s id (spec §7, §9), then the stations and each vehicle once, before the page is drawn', async () => {
    const page = await renderPage(() => <HistoryRoute page={1} />, { signedInAs: 'driver@example.com' });
    await waitFor(() => expect(requestsTo(page.requests, 'GET', '/stations')).toHaveLength(1));
    const [list] = requestsTo(page.requests, 'GET', '/user/rentals');
    const query = new URL(list!.url).searchParams;
    expect([query.get('page'), query.get('limit'), query.get('driver_ids')]).toEqual(['1', '15', '1']);
    expect(query.get('statuses')?.split(',').sort()).toEqual(['cancelled', 'closed', 'expired', 'refused']);
    // The driver's closed bookings are on several vehicles (the demo's seed): each asked for once, after the list.
    const vehicleRequests = () => page.requests.filter((request) => request.method === 'GET' && /^\/vehicles\/\d+$/.test(request.path));
    await waitFor(() => expect(vehicleRequests().length).toBeGreaterThan(1));
    const paths = vehicleRequests().map((request) => request.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(page.requests.indexOf(list!)).toBeLessThan(page.requests.indexOf(vehicleRequests()[0]!));
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(requestsTo(page.requests, 'GET', '/user/rentals')).toHaveLength(1);
  });
});

describe('askedAWhileAgo (issue 32: a page does not ask again, as it mounts, what its route has just asked for)', () => {
  it(`is false for an answer of less than ${JUST_ASKED_MS / 1000} s, true after`, () => {
    expect(askedAWhileAgo({ state: { dataUpdatedAt: Date.now() - 1_000 } })).toBe(false);
    expect(askedAWhileAgo({ state: { dataUpdatedAt: Date.now() - JUST_ASKED_MS - 1 } })).toBe(true);
    expect(askedAWhileAgo({ state: { dataUpdatedAt: 0 } })).toBe(true);
  });
});
