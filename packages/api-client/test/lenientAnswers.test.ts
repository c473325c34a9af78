import { http, HttpResponse } from 'msw';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { ApiError, getTenant, getUserRental, listUserRentals, searchVehicles } from '../src/index.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

const DEFAULTED = ['timezone', 'iso3166', 'distance_unit', 'date_format', 'language'] as const;

function withReports() {
  const reported: Error[] = [];
  return { reported, client: makeClient({ report: (error) => reported.push(error) }) };
}

describe('decision D32: a tenant without its five optional settings starts with spec §9 defaults', () => {
  it('missing: America/Montreal, CA, km, DD/MM/YYYY, fr', async () => {
    const stripped: Record<string, unknown> = { ...fx.tenant };
    for (const key of DEFAULTED) delete stripped[key];
    server.use(http.get('/api/tenant', () => HttpResponse.json({ tenant: stripped })));
    const { client, reported } = withReports();
    const tenant = await getTenant(client);
    expect({ timezone: tenant.timezone, iso3166: tenant.iso3166, distance_unit: tenant.distance_unit, date_format: tenant.date_format, language: tenant.language }).toEqual({
      timezone: 'America/Montreal',
      iso3166: 'CA',
      distance_unit: 'km',
      date_format: 'DD/MM/YYYY',
      language: 'fr',
    });
    // Absent is allowed by the contract: nothing to report.
    expect(reported).toEqual([]);
  });

  it('unknown values are treated as absent, and reported', async () => {
    const odd = { ...fx.tenant, timezone: 42, iso3166: 'Canada', distance_unit: 'furlong', date_format: 'MM/DD/YYYY', language: 'de' };
    server.use(http.get('/api/tenant', () => HttpResponse.json({ tenant: odd })));
    const { client, reported } = withReports();
    const tenant = await getTenant(client);
    expect([tenant.timezone, tenant.iso3166, tenant.distance_unit, tenant.date_format, tenant.language]).toEqual(['America/Montreal', 'CA', 'km', 'DD/MM/YYYY', 'fr']);
    expect(reported).toHaveLength(1);
    for (const key of DEFAULTED) expect(reported[0]?.message).toContain(`tenant.${key}`);
  });

  it('a time zone the browser does not know is the default too, and reported', async () => {
    server.use(http.get('/api/tenant', () => HttpResponse.json({ tenant: { ...fx.tenant, timezone: 'Mars/Olympus_Mons' } })));
    const { client, reported } = withReports();
    expect((await getTenant(client)).timezone).toBe('America/Montreal');
    expect(reported[0]?.message).toContain('Mars/Olympus_Mons');
  });

  it('D32: a zone the browser knows under another name (UTC, an alias, any case) is kept as sent, not reported', async () => {
    for (const zone of ['UTC', 'Asia/Calcutta', 'europe/paris', 'Europe/Paris']) {
      server.use(http.get('/api/tenant', () => HttpResponse.json({ tenant: { ...fx.tenant, timezone: zone } })));
      const { client, reported } = withReports();
      expect((await getTenant(client)).timezone).toBe(zone);
      expect(reported).toEqual([]);
    }
  });

  it('a required setting missing is still a contract breach (only D32 settings have defaults)', async () => {
    server.use(http.get('/api/tenant', () => HttpResponse.json({ tenant: { ...fx.tenant, human_name: undefined } })));
    await expect(getTenant(makeClient())).rejects.toMatchObject({ code: 'invalid_response', errors: [] });
  });
});

describe('issue 19: an unknown enum value never fails the whole answer', () => {
  const search = { startStationId: 3, startTime: DateTime.fromISO('2026-12-01T10:00:00Z'), endTime: DateTime.fromISO('2026-12-01T12:00:00Z') };

  it('spec §3 spells gears "semi-automatic": read as semi_automatic; a new fuel type or option is left out', async () => {
    storeSession('member', 'm');
    const odd = { ...fx.vehicle, id: 12, gears_type: 'semi-automatic', fuel_type: 'hydrogen', options: ['gps', 'jetpack'] };
    server.use(http.post('/api/vehicles/search', () => HttpResponse.json({ total: 2, results: [fx.searchResult, { ...fx.searchResult, vehicle: odd }] })));
    const { client, reported } = withReports();
    const page = await searchVehicles(client, search);
    expect(page.results).toHaveLength(2);
    const vehicle = page.results[1]?.vehicle;
    expect(vehicle?.gears_type).toBe('semi_automatic');
    expect(vehicle?.fuel_type).toBeUndefined();
    expect(vehicle?.options).toEqual(['gps']);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.message).toMatch(/results\.1\.vehicle\.fuel_type "hydrogen" dropped/);
  });

  it('a rental with a status the product does not know is skipped from its list, the others shown', async () => {
    storeSession('member', 'm');
    const rentals = [fx.rental, { ...fx.rental, id: 22, status: 'teleporting' }, { ...fx.rental, id: 23 }];
    server.use(http.get('/api/user/rentals', () => HttpResponse.json({ rentals, meta: { total: 3, limit: 20 } })));
    const { client, reported } = withReports();
    const list = await listUserRentals(client, { statuses: ['pending'] });
    expect(list.rentals.map((r) => r.id)).toEqual([21, 23]);
    expect(reported[0]?.message).toContain('rentals.1.status "teleporting"');
  });

  it('a single rental with an unknown status cannot be shown: invalid_response, reported', async () => {
    storeSession('member', 'm');
    server.use(http.get('/api/user/rentals/21', () => HttpResponse.json({ rental: { ...fx.rental, status: 'teleporting' } })));
    const { client, reported } = withReports();
    const error: unknown = await getUserRental(client, 21).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_response');
    expect((error as ApiError).errors).toEqual([]);
    expect(reported).toEqual([error]);
  });

  it('any other breach inside a list item fails the answer (never silently dropped)', async () => {
    storeSession('member', 'm');
    server.use(http.post('/api/vehicles/search', () => HttpResponse.json({ total: 1, results: [{ ...fx.searchResult, vehicle: { ...fx.vehicle, make: 42 } }] })));
    await expect(searchVehicles(makeClient(), search)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
