// An electric vehicle's range where the search shows it (spec §2 result card and vehicle view, §9 distance helper,
// decision D41), issue 31: `box_autonomy` is in kilometres and is shown in the tenant's unit.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSearch, searchTimes, searchUrl, setupMswServer } from '../test/renderSearch.tsx';

setupMswServer();

// fleetco counts in miles; its Nissan Leaf (3001) reports 35 % and a range of 90 km: 90 000 m / 1609.344 = 55.9 mi.
const FLEETCO_SEARCH = { station: 201, label: 31, distance: 10, ...searchTimes(24 * 5, 3, 'Europe/London') };
const LEAF_RANGE = 'Charge 35% · range 55.9 mi';

describe('electric range in the tenant’s unit (spec §9, D41)', () => {
  it('spec §9, D41: on a miles tenant the result card shows box_autonomy (km) converted to miles', async () => {
    await renderSearch({ tenant: 'fleetco', lang: 'en', signInAs: 'driver@example.com', url: searchUrl(FLEETCO_SEARCH) });
    const title = await screen.findByRole('heading', { level: 3, name: 'Nissan Leaf (2022)' }, { timeout: 10_000 });
    const card = title.closest('article') as HTMLElement;
    expect(within(card).getByText(LEAF_RANGE)).toBeTruthy();
  });

  it('spec §9, D41: on a miles tenant the vehicle view shows box_autonomy (km) converted to miles', async () => {
    await renderSearch({
      tenant: 'fleetco',
      lang: 'en',
      signInAs: 'driver@example.com',
      url: searchUrl({ view: 'vehicle', vehicleId: 3001, ...FLEETCO_SEARCH }),
    });
    const level = await screen.findByText('Level', { selector: 'dt' }, { timeout: 10_000 });
    expect(level.nextElementSibling?.textContent).toBe(LEAF_RANGE);
  });

  it('spec §9, D41: on a kilometres tenant the range stays in kilometres', async () => {
    // demo counts in kilometres; its Kia Niro EV (1003) at Vieux-Port reports 81 % and 172 km.
    await renderSearch({ lang: 'en', signInAs: 'driver@example.com', url: searchUrl({ view: 'vehicle', vehicleId: 1003, station: 2, ...searchTimes() }) });
    const level = await screen.findByText('Level', { selector: 'dt' }, { timeout: 10_000 });
    expect(level.nextElementSibling?.textContent).toBe('Charge 81% · range 172.0 km');
  });
});
