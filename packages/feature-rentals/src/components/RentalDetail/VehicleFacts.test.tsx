// The range of an electric booking's vehicle on its detail page (spec §2, §3, §9 distance helper, decision D41),
// issue 31: `box_autonomy` is in kilometres and is shown in the tenant's unit.
import { renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RentalDetailPage } from '../../pages/RentalDetailPage.tsx';

setupMswServer();

describe('VehicleFacts: an electric booking’s range (spec §9, D41)', () => {
  it('spec §9, D41: on a miles tenant the booking detail shows box_autonomy (km) converted to miles', async () => {
    let id = 0;
    await renderPage(() => <RentalDetailPage id={id} list="bookings" />, {
      tenant: 'fleetco',
      lang: 'en',
      signedInAs: 'driver@example.com',
      prepare: ({ api }) => {
        const now = Date.now();
        const upcoming = [...api.state.rentals.values()].find(
          (r) => r.driver_id === 1 && !r.carpooling && !r.fixedStatus && Date.parse(r.reservation_start_time) > now,
        );
        if (!upcoming) throw new Error('fleetco seeds an upcoming booking for the driver');
        // fleetco counts in miles; its Volkswagen ID.3 (3002) reports 58 %, not charging, and 131 km: 81.4 mi.
        upcoming.vehicle_id = 3002;
        id = upcoming.id;
      },
    });
    const specs = (await screen.findByRole('heading', { level: 2, name: 'Vehicle' }, { timeout: 10_000 })).closest('section') as HTMLElement;
    expect(within(specs).getByText('Charge').nextElementSibling?.textContent).toBe('58% · range 81.4 mi');
  });
});
