import 'fake-indexeddb/auto';
import { conditionKeys, rentalKeys, tenantKeys, userKeys, vehicleKeys, type Rental, type RentalList } from '@frontoffice/api-client';
import { rentalListQuery } from '@frontoffice/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetAccount, keepsRental, pruneRentals, restoreKept, writeKept } from './keptData.ts';
import { KEPT_ACCOUNT_KEY } from './keys.ts';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const HOUR = 3_600_000;
const API = '/tenants/demo/api';

function rental(id: number, status: string, endInHours: number, vehicle = 100 + id): Rental {
  return {
    id,
    status,
    vehicle_id: vehicle,
    driver_id: 7,
    start_station_id: 1,
    reservation_start_time: new Date(NOW + (endInHours - 2) * HOUR).toISOString(),
    reservation_end_time: new Date(NOW + endInHours * HOUR).toISOString(),
    carpooling: false,
  } as Rental;
}

const listKey = (list: 'in_progress' | 'upcoming' | 'closed') => {
  const { statuses, limit, order } = rentalListQuery(list);
  return rentalKeys.list({ page: 1, limit, statuses: [...statuses], order });
};
const page = (rentals: Rental[]): RentalList => ({ rentals, meta: { total: rentals.length } }) as unknown as RentalList;

/** The cache of a signed-in driver after a visit: what D42 keeps, and what it does not. */
function visited(): QueryClient {
  const queryClient = new QueryClient();
  const at = { updatedAt: NOW - 5 * 60_000 };
  queryClient.setQueryData(tenantKeys.settings(), { human_name: 'Demo Mobility', timezone: 'America/Montreal' }, at);
  queryClient.setQueryData(tenantKeys.customContents('faq', 'fr'), [{ id: 1, title: 'FAQ' }], at);
  queryClient.setQueryData(tenantKeys.stripeKey(), { key: 'pk_test' }, at);
  queryClient.setQueryData(userKeys.current(), { id: 7, email: 'driver@example.com' }, at);
  queryClient.setQueryData(listKey('in_progress'), page([rental(1, 'in_progress', 1)]), at);
  queryClient.setQueryData(listKey('upcoming'), page([rental(2, 'pending', 48)]), at);
  queryClient.setQueryData(listKey('closed'), page([rental(3, 'closed', -2)]), at);
  queryClient.setQueryData(rentalKeys.detail(2), rental(2, 'pending', 48), at);
  queryClient.setQueryData(rentalKeys.detail(3), rental(3, 'closed', -2), at);
  queryClient.setQueryData(vehicleKeys.detail(101), { id: 101, license_plate: 'AB-101' }, at);
  queryClient.setQueryData(vehicleKeys.detail(103), { id: 103, license_plate: 'AB-103' }, at);
  queryClient.setQueryData(vehicleKeys.search({ start: 'x' } as never), [{ id: 9 }], at);
  queryClient.setQueryData(['stations', 'list'], [{ id: 1, name: 'Gare' }], at);
  // Issue 35: a kept booking's condition reports and its car's known damages; a closed one's are not kept.
  queryClient.setQueryData(conditionKeys.reports(2), [{ id: 1, moment: 'pick_up' }], at);
  queryClient.setQueryData(conditionKeys.reports(3), [{ id: 2, moment: 'pick_up' }], at);
  queryClient.setQueryData(conditionKeys.vehicleDamages(101), [{ id: 9, zone: 'front' }], at);
  queryClient.setQueryData(conditionKeys.vehicleDamages(103), [{ id: 8, zone: 'rear' }], at);
  return queryClient;
}

const keys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey))
    .sort();

afterEach(async () => {
  await forgetAccount(API);
  window.localStorage.clear();
});

describe('keepsRental (D42: current and upcoming bookings, until a day after their end)', () => {
  it.each([
    ['pending', 48, true],
    ['prepared', 1, true],
    ['in_progress', -1, true],
    ['check_out', -23, true],
    ['in_progress', -25, false],
    ['pending', -30, false],
    ['closed', 2, false],
    ['cancelled', 48, false],
  ])('D42: a %s booking ending in %d h: kept %s', (status, hours, kept) => {
    expect(keepsRental(rental(1, status, hours), NOW)).toBe(kept);
  });
});

describe('what D42 keeps, written and read back (IndexedDB)', () => {
  it('D42: the tenant part and the account part come back, with their "as of" times (issue 35: the kept bookings\' condition reports and known damages); nothing else (history, searches, the payment key)', async () => {
    window.localStorage.setItem('access_token', 'secret-token-value');
    await writeKept(visited(), API, NOW);
    expect(window.localStorage.getItem(KEPT_ACCOUNT_KEY)).toBe('7');

    const offline = new QueryClient();
    await expect(restoreKept(offline, API, true, NOW)).resolves.toBe(true);
    expect(keys(offline)).toEqual(
      [
        tenantKeys.settings(),
        tenantKeys.customContents('faq', 'fr'),
        userKeys.current(),
        listKey('in_progress'),
        listKey('upcoming'),
        rentalKeys.detail(2),
        vehicleKeys.detail(101),
        ['stations', 'list'],
        conditionKeys.reports(2),
        conditionKeys.vehicleDamages(101),
      ]
        .map((key) => JSON.stringify(key))
        .sort(),
    );
    expect(offline.getQueryState(rentalKeys.detail(2))?.dataUpdatedAt).toBe(NOW - 5 * 60_000);
    expect(offline.getQueryData(listKey('upcoming'))).toEqual(page([rental(2, 'pending', 48)]));
  });

  it('D42: tokens are never written (the kept data holds none)', async () => {
    window.localStorage.setItem('access_token', 'secret-token-value');
    await writeKept(visited(), API, NOW);
    const { get, createStore } = await import('idb-keyval');
    const store = createStore('frontoffice-offline', 'kept');
    const written = JSON.stringify([await get(`${API}|tenant`, store), await get(`${API}|account`, store)]);
    expect(written).toContain('driver@example.com');
    expect(written).not.toContain('secret-token-value');
  });

  it('D42: a guest gets the tenant part only (the login page offline), and the app can start', async () => {
    await writeKept(visited(), API, NOW);
    const offline = new QueryClient();
    await expect(restoreKept(offline, API, false, NOW)).resolves.toBe(true);
    expect(keys(offline)).toEqual([JSON.stringify(tenantKeys.customContents('faq', 'fr')), JSON.stringify(tenantKeys.settings())].sort());
  });

  it('D42: a booking kept offline goes once it ended more than a day ago', async () => {
    await writeKept(visited(), API, NOW);
    const twoDaysLater = new QueryClient();
    await restoreKept(twoDaysLater, API, true, NOW + 4 * 24 * HOUR);
    expect(twoDaysLater.getQueryData(rentalKeys.detail(2))).toBeUndefined();
    expect(twoDaysLater.getQueryData(listKey('upcoming'))).toEqual({ rentals: [], meta: { total: 0 } });
  });

  it('D42: nothing kept for the tenant: the app cannot start offline', async () => {
    await expect(restoreKept(new QueryClient(), '/another/api', false, NOW)).resolves.toBe(false);
  });

  it('D42: each tenant keeps its own', async () => {
    await writeKept(visited(), API, NOW);
    const other = new QueryClient();
    await expect(restoreKept(other, '/tenants/cityshare/api', true, NOW)).resolves.toBe(false);
    expect(keys(other)).toEqual([]);
  });
});

describe('a shared phone stays private (issue 33 item 5, D42)', () => {
  it('D42: after the session ends, nothing of the account comes back, though the tenant does; a member start without it cannot start offline', async () => {
    await writeKept(visited(), API, NOW);
    await forgetAccount(API);
    expect(window.localStorage.getItem(KEPT_ACCOUNT_KEY)).toBeNull();
    const offline = new QueryClient();
    await expect(restoreKept(offline, API, true, NOW)).resolves.toBe(false);
    expect(offline.getQueryData(userKeys.current())).toBeUndefined();
    expect(offline.getQueryData(tenantKeys.settings())).toBeDefined();
  });

  it('D42: a write taken before the session ended is not made after it', async () => {
    const written = writeKept(visited(), API, NOW);
    const forgotten = forgetAccount(API);
    await Promise.all([written, forgotten]);
    expect(window.localStorage.getItem(KEPT_ACCOUNT_KEY)).toBeNull();
    await expect(restoreKept(new QueryClient(), API, true, NOW)).resolves.toBe(false);
  });

  it('D42: the data of another account is not read back (the marker names the account whose data is kept)', async () => {
    await writeKept(visited(), API, NOW);
    window.localStorage.setItem(KEPT_ACCOUNT_KEY, '8');
    await expect(restoreKept(new QueryClient(), API, true, NOW)).resolves.toBe(false);
  });
});

describe('pruneRentals', () => {
  it('D42: drops the ended bookings from a list and counts them out of its total', () => {
    const state = {
      mutations: [],
      queries: [
        {
          queryKey: listKey('upcoming'),
          queryHash: 'x',
          state: { data: { rentals: [rental(1, 'pending', -30), rental(2, 'pending', 5)], meta: { total: 12 } } },
        },
      ],
    };
    const pruned = pruneRentals(state as never, NOW);
    expect((pruned.queries[0]!.state.data as RentalList).rentals.map((r) => r.id)).toEqual([2]);
    expect((pruned.queries[0]!.state.data as { meta: { total: number } }).meta.total).toBe(11);
  });
});
