import type { DemoApi } from '@frontoffice/demo-api';
import { renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor } from '@testing-library/react';
import { use } from 'react';
import { describe, expect, it } from 'vitest';
import { usePrefetchRentalHead } from './prefetchDetail.ts';

setupMswServer();

/** A route that asks for the booking's head, then waits for something else (its messages), as the detail routes do. */
function Route({ id, waitFor: wait }: { id: number; waitFor: Promise<void> }) {
  usePrefetchRentalHead(id);
  use(wait);
  return <p>drawn</p>;
}

const firstRental = (api: DemoApi) => [...api.state.rentals.values()].find((rental) => rental.driver_id === 1)!;

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
